/**
 * The prototype's command (round 20): `node shared-main.mjs LEVEL --max-states N [--threads 1|2]
 * [--idle-main] [--interleave SEED] [--check] [--chunk C] [--together] [--bytes B]` (bundled by
 * `build.sh`, the worker beside it). Prints `states explored:`, `stopped:` and `time:` as the solver's
 * command does (the time from before the model is built), and on stderr the layers, each thread's
 * share, waits and counts, and the rank passes' time. `--idle-main`: both threads on workers, this one
 * waiting (as the solver's command runs its shards); `--interleave`: both threads' steps on this one
 * thread, interleaved at chunk ends by a seeded choice; `--check`: the outcome, states explored, every
 * layer's size and the last two layers' order compared with `solve`'s; `--chunk`: parents claimed at
 * once; `--together`: thread 0 waits for thread 1 before the first layer.
 */
import { Worker } from "node:worker_threads";
import { contentRootOf, loadContent } from "../../src/content/content-root";
import { readLevel } from "../../src/play/files";
import { modelOf } from "../../src/solver/model";
import { type Found, searchFrom, startSearch } from "../../src/solver/search";
import { C, CHUNK, outcome, runInterleaved, runThread, sharedMem, type ThreadReport } from "./shared-seen";

const argv = process.argv.slice(2);
const opt = (name: string, d: number) => {
  const k = argv.indexOf(name);
  return k < 0 ? d : Number(argv[k + 1]);
};
const path = argv[0];
const maxStates = opt("--max-states", 1_000_000);
const interleave = argv.includes("--interleave") ? opt("--interleave", 1) : null;
const threads = interleave === null ? opt("--threads", 2) : 1;
const bytes = opt("--bytes", 160);
const idle = argv.includes("--idle-main");
const start = () => new Worker(new URL("./shared-worker.mjs", import.meta.url));
const worker = threads === 2 ? start() : null;
const first = idle ? start() : null;
type Report = ThreadReport & { ms: number };
const ended = (w: Worker | null) =>
  new Promise<Report>((resolve, reject) => {
    w?.once("message", resolve);
    w?.once("error", reject);
  });
const done = ended(worker);
const firstDone = ended(first);
const def = readLevel(path);
const content = loadContent(contentRootOf(path));
const t0 = performance.now();
const model = modelOf(def, content);
if (!model.codec().portable) {
  console.log(`${path}: its states do not cross threads (not portable): not searched`);
  process.exit(0);
}
const mem = sharedMem(maxStates, bytes, opt("--chunk", CHUNK), argv.includes("--together"));
const plain = { lexicon: content.lexicon, seams: content.seams, cards: content.cards };
first?.postMessage({ def, content: plain, mem, me: 0 });
worker?.postMessage({ def, content: plain, mem, me: 1 });
let mine: ThreadReport;
let other: (ThreadReport & { ms?: number }) | null = null;
if (interleave !== null) [mine, other] = runInterleaved([model, modelOf(def, content)], mem, interleave);
else {
  mine = first === null ? runThread(model, mem, 0) : await firstDone;
  other = worker === null ? null : await done;
}
const ms = performance.now() - t0;
const out = outcome(mem);
console.log(`states explored: ${out.states - 1}`);
console.log(`stopped: ${["", "limit", "won", "unsolvable"][out.stop]}`);
console.log(`time: ${ms.toFixed(1)} ms`);
console.error(
  `stop ${out.stop} layers ${out.layers.join(",")} joined at ${out.joined} states, rank ${out.rankMs.toFixed(1)} ms, arenas ${(out.arenaBytes / out.states).toFixed(1)} bytes a state; thread 0 ${mine.inserted} states, ${mine.expanded} parents, waits ${mine.waitMs.toFixed(1)} ms` +
    (other === null
      ? ""
      : `; thread 1 ${other.inserted}, ${other.expanded}, waits ${other.waitMs.toFixed(1)} ms, ran ${other.ms?.toFixed(0)} ms, joined ${(other.joinedAt - performance.timeOrigin - t0).toFixed(0)} ms after the start`) +
    `; counts (CAS lost, met in the other's, in own, keys lowered, compares of the other's bytes) ${mine.counts.join("/")}` +
    (other === null ? "" : ` and ${other.counts.join("/")}`),
);
await worker?.terminate();
await first?.terminate();
if (argv.includes("--check")) {
  // solve to the same budget, its store kept (`startSearch`'s, which `searchFrom` fills); its layers'
  // sizes: `handOff` is asked once before each state expanded, with its layer's size
  const sizes: number[] = [1];
  let left = 1;
  const at = startSearch(model, { maxStates });
  if (at.found !== null) throw new Error("--check: the start is won");
  const ended = searchFrom(
    model,
    { maxStates },
    (e) => (e >= maxStates ? "limit" : null),
    (n) => {
      if (left === 0) {
        sizes.push(n);
        left = n;
      }
      left--;
      return false;
    },
    at,
  );
  const found = ended.found as Found;
  const { store } = at;
  let sum = sizes.reduce((a, b) => a + b, 0);
  if (store.size > sum) sizes.push(store.size - sum); // the layer solve stopped in
  sum = store.size;
  const why = found.solved ? "won" : found.reason;
  const same =
    sizes.length === out.layers.length &&
    out.layers.every((n, d) => sizes[d] === n) &&
    found.explored === out.states - 1 &&
    why === ["", "limit", "won", "unsolvable"][out.stop];
  console.error(
    `solve: ${why}, ${found.explored} explored, layers ${sizes.join(",")}: ${same ? "the same" : "DIFFERENT"}`,
  );
  if (!same) process.exit(3);
  // the last two layers' states in solve's order (the prototype's two order arrays; the last one cut)
  const ctl = new Int32Array(mem.ctl);
  const d = out.layers.length - 1;
  let end = store.size;
  for (const [layer, sel] of [
    [d, ctl[C.SEL]],
    [d - 1, 1 - ctl[C.SEL]],
  ]) {
    if (layer < 1) break;
    const order = new Int32Array(mem.order[sel]);
    const start = end - out.layers[layer];
    let diff = 0;
    for (let k = 0; start + k < end; k++) {
      const id = order[k];
      const t = id & 1;
      const i = id >>> 1;
      const a = new Uint8Array(mem.arena[t]).subarray(
        new Int32Array(mem.from[t])[i],
        new Int32Array(mem.to[t])[i],
      );
      const b = store.bytesOf(start + k);
      if (a.length !== b.length || a.some((x, j) => x !== b[j])) diff++;
    }
    console.error(
      `layer ${layer} (${end - start} states) in solve's order: ${diff === 0 ? "the same" : `${diff} states out of place`}`,
    );
    if (diff !== 0) process.exit(4);
    end = start;
  }
}
