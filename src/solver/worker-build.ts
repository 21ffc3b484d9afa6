/**
 * The solver's workers run compiled JavaScript, not TypeScript through tsx in every thread (issue 13
 * item 4): `src/solver/worker.ts` and what it imports are bundled by esbuild (the compiler tsx itself
 * uses) into one ES module, once per version of the sources, in a cache folder under the system's
 * temporary folder (`compiled.mjs` does the same for the solver's command). The bundle leaves out the
 * JSON Schema checks of content (`worker-schemas.ts`): the command checked what it sends. Node only.
 */
import { existsSync, mkdirSync, renameSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { bundleOptions, CACHE, runKey, SRC } from "./compiled.mjs";

/** What the worker's bundle has in place of the JSON Schema checker ajv. */
const WITHOUT_AJV = join(SRC, "solver", "worker-schemas.ts");

/**
 * The compiled worker's file URL, bundled first when these sources have none yet (under `run.mjs`, the
 * sources the command was compiled from: `runKey`).
 */
export function compiledWorker(): string {
  const file = join(CACHE, `worker-${runKey()}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(CACHE, { recursive: true });
    const { buildSync } = createRequire(import.meta.url)("esbuild") as typeof import("esbuild");
    const part = `${file}.${process.pid}.tmp`;
    // Without ajv: a worker is given content the command checked (`worker-schemas.ts`).
    buildSync({ ...bundleOptions(join(SRC, "solver", "worker.ts"), part), alias: { ajv: WITHOUT_AJV } });
    renameSync(part, file); // whole or not at all: a concurrent build writes its own part
  }
  return pathToFileURL(file).href;
}
