/** The prototype's second thread (round 20): builds its model, then runs thread 1 of the shared search. */
import { parentPort } from "node:worker_threads";
import type { Content } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { modelOf } from "../../src/solver/model";
import { runThread, type SharedMem } from "./shared-seen";

parentPort?.once("message", (m: { def: LevelDef; content: Content; mem: SharedMem; me: 0 | 1 }) => {
  const model = modelOf(m.def, m.content);
  model.codec();
  const t0 = performance.now();
  const report = runThread(model, m.mem, m.me);
  parentPort?.postMessage({ ...report, ms: performance.now() - t0 });
});
