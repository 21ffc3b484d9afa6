import { readFileSync } from "node:fs";
import { repositoryContent } from "./src/content/content";
import { modelOf } from "./src/solver/model";
import { solve } from "./src/solver/search";
import { solveSharded } from "./src/solver/shard-search";
const def = JSON.parse(readFileSync("./bench/levels/open-field.json", "utf8"));
const m = modelOf(def, repositoryContent());
const which = process.argv[2];
for (let r = 0; r < 2; r++) {
  const t = performance.now();
  const c0 = process.cpuUsage();
  if (which === "one") solve(m, { maxStates: 300000 });
  else solveSharded(m, 2, { maxStates: 300000, threshold: 512 });
  const c = process.cpuUsage(c0);
  console.log(which, r, (performance.now() - t).toFixed(0), "ms wall", ((c.user + c.system) / 1000).toFixed(0), "ms cpu");
}
