/**
 * Commands compiled to JavaScript, so that they do not start through tsx (issue 13 item 4: tsx takes
 * about 1.5–2 s to start the solver's command, its compiled bundle 0.3 s; `run.mjs` runs one). An
 * entry and what it imports are bundled by esbuild (the compiler tsx itself uses) into one ES module,
 * once per version of the sources, in a cache folder under the system's temporary folder. Each source
 * file keeps its own `import.meta.url` in the bundle, so paths found from it (the repository, `cards/`,
 * the solver's worker) are the same as under tsx. Plain JavaScript, so that Node runs it as it is.
 * Node only.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The folder of the sources. */
export const SRC = join(dirname(fileURLToPath(import.meta.url)), "..");

/** What a module reads its own address from (spelled so that this file does not match it). */
const META_URL = ["import", "meta", "url"].join(".");

/** The folder compiled bundles are kept in. */
export const CACHE = join(tmpdir(), "spellgrid-solver");

/**
 * A fingerprint of every source file under `src` (path, size and time changed).
 * @param {string} src
 * @returns {string}
 */
export function sourcesKey(src = SRC) {
  const h = createHash("sha1");
  /** @param {string} dir */
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|mjs|json)$/.test(e.name)) {
        const st = statSync(p);
        h.update(`${p}\0${st.size}\0${st.mtimeMs}\n`);
      }
    }
  };
  walk(src);
  return h.digest("hex").slice(0, 16);
}

/** Where `compiledCommand` leaves the fingerprint it compiled the command from, for this process. */
const RUN_KEY = Symbol.for("spellgrid.solver.sourcesKey");

/**
 * The fingerprint of the sources the running command was compiled from (`compiledCommand`, under
 * `run.mjs`), else `sourcesKey()`: the command's worker is then built from the same version of the
 * sources, and the command does not walk every source file a second time before it starts its
 * workers (50–230 ms on this machine, before a worker could start loading; issue 13 item 4).
 * @returns {string}
 */
export function runKey() {
  const key = /** @type {Record<symbol, string | undefined>} */ (globalThis)[RUN_KEY];
  return key ?? sourcesKey();
}

/**
 * esbuild's options for one ES module bundling `entry` and what it imports, for Node 20, written to
 * `outfile` (the command's bundle here and the worker's in `worker-build.ts`).
 * @param {string} entry
 * @param {string} outfile
 */
export function bundleOptions(entry, outfile) {
  return {
    entryPoints: [entry],
    bundle: true,
    format: /** @type {const} */ ("esm"),
    platform: /** @type {const} */ ("node"),
    target: "node20",
    outfile,
    logLevel: /** @type {const} */ ("error"),
  };
}

/**
 * The compiled bundle of the TypeScript file `entry` (under src/), built first when these sources have
 * none yet.
 * @param {string} entry
 * @returns {Promise<string>} the bundle's path
 */
export async function compiledCommand(entry) {
  const name = relative(SRC, entry).replace(/\.ts$/, "").replace(/[\\/]/g, "-");
  const key = sourcesKey();
  /** @type {Record<symbol, string | undefined>} */ (globalThis)[RUN_KEY] = key;
  const file = join(CACHE, `${name}-${key}.mjs`);
  if (existsSync(file)) return file;
  mkdirSync(CACHE, { recursive: true });
  const { build } = createRequire(import.meta.url)("esbuild");
  const part = `${file}.${process.pid}.tmp`;
  await build({
    ...bundleOptions(entry, part),
    // Bundled CommonJS packages may require Node's modules: give them a require.
    banner: {
      js: `import { createRequire as __cr } from "node:module"; const require = __cr(${JSON.stringify(import.meta.url)});`,
    },
    plugins: [
      {
        name: "own-import-meta-url",
        setup(b) {
          b.onLoad({ filter: /\.m?[jt]s$/ }, (a) => ({
            contents: readFileSync(a.path, "utf8").replaceAll(
              META_URL,
              JSON.stringify(pathToFileURL(a.path).href),
            ),
            loader: a.path.endsWith("ts") ? "ts" : "js",
          }));
        },
      },
    ],
  });
  renameSync(part, file); // whole or not at all: a concurrent build writes its own part
  return file;
}
