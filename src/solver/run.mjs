/**
 * `node src/solver/run.mjs src/ENTRY.ts ARGS...` runs a command compiled (`compiled.mjs`), as
 * `npm run solve` does: the entry reads ARGS from `process.argv[2]` on, as under tsx.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { compiledCommand, SRC } from "./compiled.mjs";

const entry = process.argv[2];
if (entry === undefined || !entry.endsWith(".ts")) {
  console.error("usage: node src/solver/run.mjs src/ENTRY.ts [ARGS...]");
  process.exit(2);
}
process.argv.splice(2, 1);
await import(pathToFileURL(await compiledCommand(resolve(SRC, "..", entry))).href);
