/**
 * The import command, `npm run import -- FORMAT FILE... --out DIR` (docs/rules.md §7, "Importing levels"): converts each
 * level of each file into DIR/levels/NAME.json and, where it gives a solution, DIR/replays/NAME.replay.json,
 * checked against the content of DIR's content root (the repository's unless DIR is in a content folder
 * of a user's). One line per level (imported, with notes and the warnings `npm run check` would print;
 * or skipped, with the cell or field at fault), then `imported N levels (M replays), skipped K`. Every file is read and every level converted before
 * anything is written. Exit codes: 0 every level imported, 1 some skipped, 2 bad arguments or a file
 * that cannot be read.
 */
import { resolve } from "node:path";
import { readJson } from "../../play/files";
import { plural } from "../../play/plural";
import type { Content } from "../content";
import { contentOf } from "../content-root";
import { type FileWanted, folderGiven } from "../file-wanted";
import { levelWarnings } from "../level-warnings";
import { formatWarning } from "../problems";
import { convertLevels, type LevelOutcome } from "./convert";
import type { ImportFormat } from "./format";
import { IMPORT_FORMATS } from "./formats";
import { SlugBook } from "./slug";
import { prepareOutput, writeImported } from "./write";

/** What `--help` prints. */
export const USAGE = `usage: npm run import -- <format> <file>... --out <dir>
Converts another game's level files into levels of this kit: <dir>/levels/NAME.json, and for each level
with a solution <dir>/replays/NAME.replay.json (npm run replay checks it). NAME comes from the level's
id and name. A level that cannot be converted is reported with its field or cell and skipped; the
others are still imported. The levels are checked against the content of <dir>'s content root (the
repository's unless <dir> is inside a content folder of yours).
Formats:
${Object.values(IMPORT_FORMATS)
  .map((f) => `  ${f.name.padEnd(6)} ${f.about}`)
  .join("\n")}
Exit code: 0 every level imported, 1 some level skipped, 2 bad arguments or a file that cannot be read.`;

/** What was asked: the format, the files, the output folder. */
export interface ImportArgs {
  readonly format: ImportFormat;
  readonly files: readonly string[];
  readonly out: string;
}

/** Reads the arguments after `npm run import --`; throws an Error whose message is one line. */
export function parseImportArgs(argv: readonly string[]): ImportArgs {
  const rest: string[] = [];
  let out: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--out") {
      out = argv[++i];
      // An empty name ("$DIR" unset) would be the working folder: refused, not guessed.
      if (out === undefined || out.startsWith("-") || out.trim() === "")
        throw new Error("--out needs a folder");
    } else if (a.startsWith("-")) throw new Error(`unknown option ${a} (try --help)`);
    else rest.push(a);
  }
  const [name, ...files] = rest;
  const known = Object.keys(IMPORT_FORMATS).join(", ");
  if (name === undefined) throw new Error(`name a format (${known}) and a file (try --help)`);
  const format = Object.hasOwn(IMPORT_FORMATS, name) ? IMPORT_FORMATS[name] : undefined;
  if (format === undefined) throw new Error(`"${name}" is not a format this command reads (${known})`);
  if (files.length === 0) throw new Error(`name a ${name} file to import (try --help)`);
  if (files.some((f) => f.trim() === ""))
    throw new Error(`a ${name} file's name is empty (""): name the file`);
  if (out === undefined) throw new Error("--out: name the folder to write the levels into");
  return { format, files, out };
}

/** Where the command's lines go: the report, and the one line of an error that stops it. */
export interface ImportOutput {
  out(line: string): void;
  err(line: string): void;
}

/**
 * The lines of one level: where it was written, with its replay's outcome, its notes, then its warnings
 * (`LEVEL_WARNINGS`) as `npm run check` prints them (`FILE: objects: warning: …`, the level file written);
 * or why it was skipped. A warning does not make the import fail, as it does not make a check fail.
 */
function report(
  file: string,
  outcome: LevelOutcome,
  out: { path: string; shown: string },
  content: Content,
  io: ImportOutput,
): void {
  const lead = `${file}: ${outcome.label}`;
  if (outcome.type === "skipped") {
    io.out(`${lead}: skipped: ${outcome.reason}`);
    return;
  }
  const written = writeImported(out.path, outcome, out.shown);
  const session = outcome.solution;
  const replay =
    written.replay === null || session === null
      ? ""
      : ` (replay ${written.replay}: ${session.won() ? "won" : "not won"} in ${plural(session.history.length, "move")})`;
  io.out(`${lead}: imported as ${written.level}${replay}`);
  for (const note of outcome.notes) io.out(`${lead}: note: ${note}`);
  for (const w of levelWarnings(outcome.def, content, written.level)) io.out(formatWarning(w));
}

/** What the command reads where a folder was named: files of the format, several at once (file-wanted.ts). */
const SOURCE_WANTED: FileWanted = {
  noun: "source file",
  command: "npm run import --",
  ending: ".json",
  kinds: [],
  several: true,
};

/**
 * Runs the command in the folder `cwd`; returns the exit code. Paths are shown as typed (the output
 * folder's files under `--out` as given).
 */
export function runImport(argv: readonly string[], cwd: string, io: ImportOutput): number {
  if (argv.includes("--help") || argv.includes("-h")) {
    io.out(USAGE);
    return 0;
  }
  try {
    const args = parseImportArgs(argv);
    const out = resolve(cwd, args.out);
    const content = contentOf(out);
    const book = new SlugBook();
    const read = args.files.map((file) => {
      const folder = folderGiven(file, { ...SOURCE_WANTED, noun: `${args.format.name} file` }, cwd);
      if (folder !== null) throw folder;
      const levels = args.format.read(readJson(resolve(cwd, file)), file);
      return { file, outcomes: convertLevels(levels, content, book) };
    });
    prepareOutput(out); // after every file is read: a file that cannot be read leaves no folder behind
    const all = read.flatMap((r) => r.outcomes);
    for (const { file, outcomes } of read)
      for (const o of outcomes) report(file, o, { path: out, shown: args.out }, content, io);
    const imported = all.filter((o) => o.type === "imported");
    const replays = imported.filter((o) => o.solution !== null).length;
    const skipped = all.length - imported.length;
    io.out(`imported ${plural(imported.length, "level")} (${plural(replays, "replay")}), skipped ${skipped}`);
    return skipped === 0 ? 0 : 1;
  } catch (err) {
    io.err(`import: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
}
