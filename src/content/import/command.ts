/**
 * The import command, `npm run import -- FORMAT FILE... --out DIR` (docs/rules.md §7, "Importing levels"): converts each
 * level of each file into DIR/levels/NAME.json and, where it gives a solution, DIR/replays/NAME.replay.json,
 * checked against the content of DIR's content root (the repository's unless DIR is in a content folder
 * of a user's). One line per level (imported, with notes and the warnings `npm run check` would print;
 * already there, identical, and left as it was; or skipped, with the cell or field at fault, or the file
 * of its name holding something else; or given twice, naming the first), then `imported N levels (M
 * replays), skipped K`. Every file is read and every level converted before
 * anything is written. Exit codes: 0 every level imported, 1 some skipped, 2 bad arguments or a file
 * that cannot be read.
 */
import { join, resolve } from "node:path";
import { readJson } from "../../play/files";
import { plural } from "../../play/plural";
import type { Content } from "../content";
import { contentOf } from "../content-root";
import { type FileWanted, folderGiven } from "../file-wanted";
import { levelWarnings } from "../level-warnings";
import { formatWarning, npmTookOptions, unknownOption } from "../problems";
import { convertLevels, type LevelOutcome } from "./convert";
import type { ImportFormat } from "./format";
import { IMPORT_FORMATS } from "./formats";
import { SlugBook } from "./slug";
import { prepareOutput, writeImported } from "./write";

/** What `--help` prints. */
export const USAGE = `usage: npm run import -- <format> <file>... --out <dir>
Converts another game's level files into levels of this kit:
<dir>/levels/NAME.json, and for each level with a solution
<dir>/replays/NAME.replay.json (npm run replay checks it). NAME comes from the
level's id and name. A level that cannot be converted is reported with its field
or cell and skipped; the others are still imported. Importing again leaves
identical files as they were and says so; a file of the same name holding
something else (a level you edited) is never overwritten: that level is skipped.
The levels are checked against the content of <dir>'s content root (the
repository's unless <dir> is inside a content folder of yours).
Formats:
${Object.values(IMPORT_FORMATS)
  .map((f) => aboutLines(`  ${f.name.padEnd(6)} `, f.about))
  .join("\n")}
Exit code: 0 every level imported, 1 some level skipped, 2 bad arguments or a
file that cannot be read.`;

/** A format's line of the help, `lead` then `about`, wrapped at 80 columns under its own start. */
function aboutLines(lead: string, about: string): string {
  const lines = [lead];
  for (const word of about.split(" ")) {
    const last = lines.length - 1;
    if (lines[last].trim() !== "" && lines[last].length + 1 + word.length > 80)
      lines.push(" ".repeat(lead.length) + word);
    else lines[last] += lines[last].endsWith(" ") ? word : ` ${word}`;
  }
  return lines.join("\n");
}

/** What was asked: the format, the files, the output folder. */
export interface ImportArgs {
  readonly format: ImportFormat;
  readonly files: readonly string[];
  readonly out: string;
}

/**
 * Reads the arguments after `npm run import --`; throws an Error whose message is one line (`env`: where
 * npm says which options it took as its own).
 */
export function parseImportArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ImportArgs {
  const took = npmTookOptions("npm run import", ["--out …"], env, argv);
  if (took !== null) throw new Error(took);
  const rest: string[] = [];
  let out: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--out") {
      out = argv[++i];
      // An empty name ("$DIR" unset) would be the working folder: refused, not guessed.
      if (out === undefined || out.startsWith("-") || out.trim() === "")
        throw new Error("--out needs a folder");
    } else if (a.startsWith("-")) throw new Error(unknownOption(a, ["--out", "--help"]));
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

/** What became of one level, as the count at the end tells it. */
type Tally = "imported" | "unchanged" | "skipped" | "repeated";

/**
 * The lines of one level: where it was written (or that its identical files were there already), with
 * its replay's outcome, its notes, then its warnings (`LEVEL_WARNINGS`) as `npm run check` prints them
 * (`FILE: objects: warning: …`, the level file written); or why it was skipped (a file of its name
 * holding something else is never overwritten); or, met twice in one import, the first it repeats. A
 * warning does not make the import fail, as it does not make a check fail.
 */
function report(
  file: string,
  outcome: LevelOutcome,
  out: { path: string; shown: string },
  content: Content,
  io: ImportOutput,
): Tally {
  const lead = `${file}: ${outcome.label}`;
  if (outcome.type === "skipped") {
    io.out(`${lead}: skipped: ${outcome.reason}`);
    return "skipped";
  }
  if (outcome.type === "repeated") {
    const path = join(out.shown, "levels", `${outcome.name}.json`);
    io.out(`${lead}: given twice, imported once: the same level as ${outcome.first} (${path})`);
    return "repeated";
  }
  const written = writeImported(out.path, outcome, out.shown);
  if (written.type === "clash") {
    io.out(
      `${lead}: skipped: ${written.clash} is there already and holds something else (edited since, or another level of that name): move it away to import this level, or import into another --out folder`,
    );
    return "skipped";
  }
  const session = outcome.solution;
  const replay =
    written.replay === null || session === null
      ? ""
      : ` (replay ${written.replay}: ${session.won() ? "won" : "not won"} in ${plural(session.history.length, "move")})`;
  io.out(
    written.unchanged
      ? `${lead}: already imported as ${written.level}${replay}: the same files, left as they were`
      : `${lead}: imported as ${written.level}${replay}`,
  );
  for (const note of outcome.notes) io.out(`${lead}: note: ${note}`);
  for (const w of levelWarnings(outcome.def, content, written.level)) io.out(formatWarning(w));
  return written.unchanged ? "unchanged" : "imported";
}

/** The count at the end: `imported 7 levels (6 replays), skipped 0`, and levels found already there or given twice. */
function countLine(tallies: readonly Tally[], replays: number): string {
  const n = (t: Tally) => tallies.filter((x) => x === t).length;
  const imported = n("imported") + n("unchanged");
  const more = [
    ...(n("unchanged") > 0 ? [`${n("unchanged")} of them already there, unchanged`] : []),
    ...(n("repeated") > 0 ? [`${plural(n("repeated"), "level")} given twice, imported once`] : []),
  ];
  return [
    `imported ${plural(imported, "level")} (${plural(replays, "replay")}), skipped ${n("skipped")}`,
    ...more,
  ].join("; ");
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
      const levels = args.format.read(readJson(resolve(cwd, file), file), file);
      return { file, outcomes: convertLevels(levels, content, book, file) };
    });
    prepareOutput(out); // after every file is read: a file that cannot be read leaves no folder behind
    const tallies: Tally[] = [];
    let replays = 0;
    for (const { file, outcomes } of read)
      for (const o of outcomes) {
        const tally = report(file, o, { path: out, shown: args.out }, content, io);
        tallies.push(tally);
        if ((tally === "imported" || tally === "unchanged") && o.type === "imported" && o.solution !== null)
          replays++;
      }
    io.out(countLine(tallies, replays));
    return tallies.includes("skipped") ? 1 : 0;
  } catch (err) {
    io.err(`import: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
}
