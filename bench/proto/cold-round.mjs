// One cold round (round 20): `node bench/proto/cold-round.mjs STATES ROUND [PROTO_DIR] [RUNS]` from the
// tree's root runs, in an order rotated by ROUND: the solver's command with --workers 1 (one), with
// --workers 2 (two), the prototype's two threads (proto: shared-main.mjs of PROTO_DIR, default
// /tmp/proto20; idle: the same with both threads on workers), and two --workers 1 runs of half the
// states at once (pair, the ceiling). RUNS: a comma-separated list (default one,two,proto,pair).
// Prints one JSON line: each run's states/s and time.
import { spawn } from "node:child_process";

const [states, round, dir = "/tmp/proto20", list = "one,two,proto,pair"] = [
  Number(process.argv[2]),
  Number(process.argv[3]),
  process.argv[4],
  process.argv[5],
];
const level = "bench/levels/open-field.json";
const run = (args) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("exit", () => {
      const e = /^states explored: ([\d,]+)$/m.exec(out);
      const t = /^time: ([\d,.]+) ms$/m.exec(out);
      if (e === null || t === null) return reject(new Error(`${args.join(" ")}: ${out} ${err}`));
      resolve({
        explored: Number(e[1].replaceAll(",", "")),
        ms: Number(t[1].replaceAll(",", "")),
        err: err.trim(),
      });
    });
  });
const cli = (n, w) =>
  run(["src/solver/run.mjs", "src/solver/cli.ts", level, "--max-states", String(n), "--workers", String(w)]);
const runs = {
  one: async () => cli(states, 1),
  two: async () => cli(states, 2),
  proto: async () => run([`${dir}/shared-main.mjs`, level, "--max-states", String(states)]),
  idle: async () => run([`${dir}/shared-main.mjs`, level, "--max-states", String(states), "--idle-main"]),
  pair: async () => {
    const [a, b] = await Promise.all([cli(Math.ceil(states / 2), 1), cli(Math.ceil(states / 2), 1)]);
    return { explored: a.explored + b.explored, ms: Math.max(a.ms, b.ms) };
  },
};
const names = list.split(",");
const order = names.map((_, k) => names[(k + round) % names.length]);
const got = {};
for (const name of order) {
  const r = await runs[name]();
  got[name] = { rate: Math.round(r.explored / (r.ms / 1000)), ms: r.ms, ...(r.err ? { note: r.err } : {}) };
}
console.log(JSON.stringify({ states, round, order, ...got }));
