/**
 * `npm run corpus [-- DIR]`: writes the benchmark corpus (bench/corpus/generate.ts) as level files,
 * DIR/corpus-001.json …, so its levels can be checked (`npm run check -- DIR`), played (`npm start --
 * DIR/corpus-001.json`) and solved. DIR defaults to bench/corpus/levels (ignored by git: the benchmark
 * generates the same levels in memory, so nothing generated is committed). The levels are the
 * repository lexicon's; files already in DIR named corpus-*.json are replaced.
 */
import { readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { endOnClosedPipe } from "../../src/cli/closed-pipe";
import { invocationDir } from "../../src/content/content-root";
import { LEXICON } from "../../src/content/words";
import { fileError, makeFolder, writeTextFile } from "../../src/content/write-files";
import type { LevelDef } from "../../src/engine/grid";
import { plural } from "../../src/play/plural";
import { corpusLevels } from "./generate";

const DEFAULT_DIR = fileURLToPath(new URL("./levels", import.meta.url));

/** A level's file text as the repository writes levels: one object per line. */
function levelText(def: LevelDef): string {
  const { objects, ...head } = def;
  const fields = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  const list = objects.map((o) => `    { "kind": ${JSON.stringify(o.kind)}, "x": ${o.x}, "y": ${o.y} }`);
  return `{\n${fields.join("\n")}\n  "objects": [\n${list.join(",\n")}\n  ]\n}\n`;
}

/**
 * Write the corpus into `dir` (made if missing); returns the files written.
 * @throws Error naming the folder or file that cannot be written and why, in words (src/content/write-files.ts).
 */
export function writeCorpus(dir: string): string[] {
  makeFolder(dir);
  for (const f of readdirSync(dir))
    if (/^corpus-\d+\.json$/.test(f))
      try {
        rmSync(join(dir, f));
      } catch (err) {
        throw fileError(join(dir, f), err);
      }
  return corpusLevels(LEXICON).map((def) => {
    const file = join(dir, `${def.name}.json`);
    writeTextFile(file, levelText(def));
    return file;
  });
}

/** The command's usage and exit codes. */
export const CORPUS_USAGE = `usage: npm run corpus [-- DIR]
Writes the benchmark corpus as DIR/corpus-NNN.json (DIR defaults to
bench/corpus/levels). Exits 0 when written, 2 on a bad option, more than one
DIR, an empty DIR, or a DIR that cannot be written.`;

/**
 * The command: writes the corpus to the one DIR given (relative to `cwd`), or the default; writes what it
 * did or why not, and returns the exit code. An argument that starts with "-" is an option: only --help.
 */
export function corpusMain(
  args: readonly string[],
  out: (line: string) => void,
  err: (line: string) => void,
  cwd: string,
): number {
  if (args.includes("--help") || args.includes("-h")) {
    out(CORPUS_USAGE);
    return 0;
  }
  const flag = args.find((a) => a.startsWith("-"));
  if (flag !== undefined) {
    err(`corpus: unknown option ${flag} (try --help)`);
    return 2;
  }
  if (args.length > 1) {
    err(`corpus: one folder at most, not ${args.length} (try --help)`);
    return 2;
  }
  if (args[0]?.trim() === "") {
    // An empty name ("$DIR" unset) would be the working folder: refused, not guessed.
    err("corpus: the folder's name is empty (name a folder, or none for bench/corpus/levels)");
    return 2;
  }
  const dir = args[0] === undefined ? DEFAULT_DIR : resolve(cwd, args[0]);
  try {
    out(`wrote ${plural(writeCorpus(dir).length, "level")} to ${dir}`);
    return 0;
  } catch (e) {
    err(`corpus: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  endOnClosedPipe();
  process.exitCode = corpusMain(
    process.argv.slice(2),
    (l) => console.log(l),
    (l) => console.error(l),
    invocationDir("bench/corpus/cli.ts"),
  );
}
