// One cold round (round 20): `node bench/proto/cold-round.mjs STATES ROUND [PROTO_DIR]` from the tree's
// root runs, in an order rotated by ROUND: the solver's command with --workers 1, with --workers 2, the
// prototype's two threads (shared-main.mjs of PROTO_DIR, default /tmp/proto20), and two --workers 1 runs
// of half the states at once (the ceiling). Prints one JSON line: each run's states/s and time.
import { spawn } from "node:child_process";

const [states, round, dir = "/tmp/proto20"] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
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
      resolve({ explored: Number(e[1].replaceAll(",", "")), ms: Number(t[1].replaceAll(",", "")), err: err.trim() });
    });
  });
const cli = (n, w) => run(["src/solver/run.mjs", "src/solver/cli.ts", level, "--max-states", String(n), "--workers", String(w)]);
const runs = {
  one: async () => cli(states, 1),
  two: async () => cli(states, 2),
  proto: async () => run([`${dir}/shared-main.mjs`, level, "--max-states", String(states)]),
  pair: async () => {
    const [a, b] = await Promise.all([cli(Math.ceil(states / 2), 1), cli(Math.ceil(states / 2), 1)]);
    return { explored: a.explored + b.explored, ms: Math.max(a.ms, b.ms) };
  },
};
const names = Object.keys(runs);
const order = names.map((_, k) => names[(k + round) % names.length]);
const got = {};
for (const name of order) {
  const r = await runs[name]();
  got[name] = { rate: Math.round(r.explored / (r.ms / 1000)), ms: r.ms, ...(name === "proto" ? { note: r.err } : {}) };
}
console.log(JSON.stringify({ states, round, order, ...got }));
