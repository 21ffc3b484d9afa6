/**
 * `npm run corpus [-- DIR]`: writes the benchmark corpus (bench/corpus/generate.ts) as level files,
 * DIR/corpus-001.json …, so its levels can be checked (`npm run check -- DIR`), played (`npm start --
 * DIR/corpus-001.json`) and solved. DIR defaults to bench/corpus/levels (ignored by git: the benchmark
 * generates the same levels in memory, so nothing generated is committed). The levels are the
 * repository lexicon's; files already in DIR named corpus-*.json are replaced.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { invocationDir } from "../../src/content/content-root";
import { LEXICON } from "../../src/content/words";
import type { LevelDef } from "../../src/engine/grid";
import { corpusLevels } from "./generate";

const DEFAULT_DIR = fileURLToPath(new URL("./levels", import.meta.url));

/** A level's file text as the repository writes levels: one object per line. */
function levelText(def: LevelDef): string {
  const { objects, ...head } = def;
  const fields = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  const list = objects.map((o) => `    { "kind": ${JSON.stringify(o.kind)}, "x": ${o.x}, "y": ${o.y} }`);
  return `{\n${fields.join("\n")}\n  "objects": [\n${list.join(",\n")}\n  ]\n}\n`;
}

/** Write the corpus into `dir`; returns the files written. */
export function writeCorpus(dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (/^corpus-\d+\.json$/.test(f)) rmSync(join(dir, f));
  return corpusLevels(LEXICON).map((def) => {
    const file = join(dir, `${def.name}.json`);
    writeFileSync(file, levelText(def));
    return file;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h") || args.length > 1) {
    console.log("usage: npm run corpus [-- DIR]   (writes the benchmark corpus as DIR/corpus-NNN.json)");
    process.exitCode = args.length > 1 ? 2 : 0;
  } else {
    const dir = args[0] === undefined ? DEFAULT_DIR : resolve(invocationDir("bench/corpus/cli.ts"), args[0]);
    try {
      const files = writeCorpus(dir);
      console.log(`wrote ${files.length} levels to ${dir}`);
    } catch (err) {
      console.error(`corpus: ${dir}: ${err instanceof Error ? err.message : String(err)}`);
      process.exitCode = 2;
    }
  }
}
