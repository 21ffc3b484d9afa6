/**
 * The solver's workers run compiled JavaScript, not TypeScript through tsx in every thread (issue 13
 * item 4): `src/solver/worker.ts` and what it imports are bundled by esbuild (the compiler tsx itself
 * uses) into one ES module, once per version of the sources, in a cache folder under the system's
 * temporary folder. Node only.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const SRC = join(dirname(fileURLToPath(import.meta.url)), "..");

/** A fingerprint of every source file under src/ (path, size and time changed). */
function sourcesKey(): string {
  const h = createHash("sha1");
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|mjs|json)$/.test(e.name)) {
        const st = statSync(p);
        h.update(`${p}\0${st.size}\0${st.mtimeMs}\n`);
      }
    }
  };
  walk(SRC);
  return h.digest("hex").slice(0, 16);
}

/** The compiled worker's file URL, bundled first when these sources have none yet. */
export function compiledWorker(): string {
  const dir = join(tmpdir(), "spellgrid-solver");
  const file = join(dir, `worker-${sourcesKey()}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const { buildSync } = createRequire(import.meta.url)("esbuild") as typeof import("esbuild");
    const part = `${file}.${process.pid}.tmp`;
    buildSync({
      entryPoints: [join(SRC, "solver", "worker.ts")],
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      outfile: part,
      logLevel: "error",
    });
    renameSync(part, file); // whole or not at all: a concurrent build writes its own part
  }
  return pathToFileURL(file).href;
}
