/**
 * `npm run check [-- [--strict] files or folders…]` (docs/rules.md §7, §8; issue 10 item 6): a linter for
 * content. Checks every card, words, seams, level, replay and deck file (default: the whole content folder
 * the command is typed in, that is the repository unless it is typed inside a content folder of a user's),
 * prints one `file: field: problem` line per problem, then one `file: field: warning: …` line per warning
 * (a level that loads but is lost before its first move, or can never be won, or a hand card that can never
 * be played: src/content/level-warnings.ts),
 * and a summary; it exits 1 on any problem, and on any warning with `--strict`, 0 otherwise (2 on a bad
 * option or a path that does not exist).
 *
 * A folder laid out like the repository (holding cards/, content/, levels/ or replays/) is checked as
 * a whole; any other folder's JSON files, and files, are checked within their content root (the
 * nearest folder above them holding content/words.json, the repository otherwise: `contentRootOf`),
 * whose other files they are checked against. A part a folder lacks (its words, its cards) is the
 * repository's, except that a content root (a folder holding content/words.json) without its seams or
 * cards is a problem, as the commands refuse it.
 * Node only; the checks themselves are the pure `checkContent`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { endOnClosedPipe } from "../cli/closed-pipe";
import type { CardDef } from "../engine/cards/card-def";
import type { Lexicon } from "../engine/grid";
import { plural } from "../play/plural";
import { cardProblems } from "./card-validate";
import { type CheckResult, type ContentFile, checkContent, type Fallback } from "./check";
import type { ContentKind } from "./classify";
import { CONTENT_FILES, contentRootOf, invocationDir, REPOSITORY_ROOT } from "./content-root";
import { type FileWanted, missingGiven } from "./file-wanted";
import { parseJsonText } from "./json-text";
import { LEVEL_WARNINGS } from "./level-warnings";
import { formatProblem, formatWarning, nearest, npmTookOptions, unknownOption } from "./problems";
import { readUserFile, unreadable } from "./read-file";
import { buildLexicon, wordsProblems } from "./words-check";

/** The repository (the folder holding this project's content). */
const REPO = REPOSITORY_ROOT;

/** `text` in lines of at most `width` columns, each after `indent` (the first after `first`). */
function wrapped(text: string, first: string, indent: string, width = 80): string {
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(" ")) {
    const lead = lines.length === 0 ? first : indent;
    if (line.length > lead.length && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else line += line.length > lead.length ? ` ${word}` : word;
  }
  return [...lines, line].join("\n");
}

/** What the warnings are about, each once, in the table's order, one each (the help lists them). */
const warningGists = [...new Set(LEVEL_WARNINGS.map((row) => row.gist))]
  .map((gist) => wrapped(gist, "  - ", "    "))
  .join("\n");

/** The command's help (its warnings listed from the table, so a new warning is in it), within 80 columns. */
export const USAGE = [
  "usage: npm run check [-- [--strict] <file or folder>...]",
  wrapped(
    'Checks content: cards, content/words.json, content/seams.json, levels, replays and decks (default: all of the content folder you are in: the repository\'s, or a folder of your own). Prints one "file: field: problem" line per problem, then one "file: field: warning: ..." line per warning, and a summary. A warning names what is certain of a level that loads:',
    "",
    "",
  ),
  warningGists,
  wrapped(
    "Exits 1 on any problem, 0 when there are none (warnings alone do not fail the check); 2 on a bad option, a file or folder that does not exist, or a folder with nothing to check.",
    "",
    "",
  ),
  "  --strict   warnings fail the check too (exit 1)",
  wrapped(
    "A folder laid out like the repository (cards/, content/, levels/, replays/, decks/) is checked as a whole.",
    "",
    "",
  ),
].join("\n");

/** What the check reads (file-wanted.ts): a content file of any kind, asked after when one is one step away. */
const CHECK_WANTED: FileWanted = {
  noun: "content file",
  command: "npm run check --",
  ending: ".json",
  kinds: ["card", "level", "replay", "words", "seams", "deck"],
  several: true,
};

/** The folders of a content folder that hold content files, and its two single files. */
const FOLDERS = ["cards", "levels", "replays", "decks"] as const;
const SINGLES = ["content/words.json", "content/seams.json"] as const;

const isDir = (p: string) => existsSync(p) && statSync(p).isDirectory();
const jsonIn = (dir: string) =>
  isDir(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .sort()
    : [];

/** Whether `dir` is laid out like the repository. */
function isContentFolder(dir: string): boolean {
  return [...FOLDERS, "content"].some((f) => isDir(join(dir, f)));
}

/** Every content file of a content folder, by its path from the folder. */
function folderFiles(root: string): string[] {
  return [
    ...FOLDERS.flatMap((f) => jsonIn(join(root, f)).map((name) => `${f}/${name}`)),
    ...SINGLES.filter((f) => existsSync(join(root, f))),
  ];
}

/**
 * `: did you mean levels?` when beside the missing `path` a folder's name is near its (`levls`), or, for
 * a name ending in `.json`, a JSON file's name is near its without the ending (`l1-doubletap.json`);
 * written as `arg` was; "" otherwise.
 */
function nearby(arg: string, path: string): string {
  const parent = dirname(path);
  if (!isDir(parent)) return "";
  const typed = basename(path);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return ""; // a folder that cannot be listed: no suggestion, the missing name is still said
  }
  const stem = (n: string) => n.slice(0, -".json".length);
  const near = typed.endsWith(".json")
    ? nearest(stem(typed), names.filter((n) => n.endsWith(".json")).map(stem))?.concat(".json")
    : nearest(
        typed,
        names.filter((n) => isDir(join(parent, n))),
      );
  return near == null ? "" : `: did you mean ${join(dirname(arg), near)}?`;
}

/** What is asked of one content folder: every file of it, or some files (in it or elsewhere). */
type Target = { all: boolean; extra: Set<string> };

/** Groups the command's arguments by content folder. */
function targets(args: readonly string[], cwd: string): Map<string, Target> {
  const out = new Map<string, Target>();
  const of = (root: string) => {
    let t = out.get(root);
    if (t === undefined) out.set(root, (t = { all: false, extra: new Set() }));
    return t;
  };
  for (const arg of args.length > 0 ? args : [contentRootOf(cwd)]) {
    const path = resolve(cwd, arg);
    if (!existsSync(path))
      throw (
        missingGiven(arg, CHECK_WANTED, cwd) ??
        new Error(`${arg}: no such file or folder${nearby(arg, path)}`)
      );
    if (isDir(path) && isContentFolder(path)) of(path).all = true;
    else if (isDir(path)) {
      // A folder with nothing in it to check (a typo, the wrong folder) would pass with "checked 0 files".
      const files = jsonIn(path);
      if (files.length === 0)
        throw new Error(
          `${arg}: nothing to check: the folder holds no .json file and no ${FOLDERS.map((f) => `${f}/`).join(", ")} or content/ folder`,
        );
      for (const name of files) of(contentRootOf(path)).extra.add(join(path, name));
    } else of(contentRootOf(path)).extra.add(path);
  }
  return out;
}

/** The empty lexicon: what a folder is checked against when no lexicon can be read. */
const NO_WORDS: Lexicon = { words: [], index: {}, properties: [] };

/** The repository's own content, for folders that lack a part (read leniently: a broken part is none). */
function repoFallback(): Fallback {
  const parse = (file: string): unknown => {
    try {
      return parseJsonText(readFileSync(join(REPO, file), "utf8"));
    } catch {
      return undefined;
    }
  };
  const words = parse("content/words.json");
  const cards = jsonIn(join(REPO, "cards"))
    .map((f) => parse(`cards/${f}`))
    .filter((d) => cardProblems(d, "").length === 0) as CardDef[];
  return {
    lexicon: wordsProblems(words, "").length === 0 ? buildLexicon(words) : NO_WORDS,
    cards,
    levelExists: () => false,
  };
}

/**
 * The parts a content root lacks, as problems: a folder holding content/words.json is where the commands
 * read all of a level's content (`loadContent`), and they refuse it without its seams and cards, so the
 * checker says so instead of checking against the repository's.
 */
function missingParts(root: string, cwd: string): CheckResult["problems"] {
  if (!existsSync(join(root, CONTENT_FILES.words))) return [];
  return [CONTENT_FILES.seams, CONTENT_FILES.cards]
    .filter((part) => !existsSync(join(root, part)))
    .map((part) => ({
      file: display(join(root, part), cwd),
      path: "",
      message: `missing: a folder with ${CONTENT_FILES.words} is a content folder, and npm start, npm run solve and npm run replay refuse one without its ${part} (copy the repository's)`,
    }));
}

/** A path as a user reads it: relative to the working directory when inside it. */
function display(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
}

/**
 * A file's text, or why it cannot be read (a folder named like a file, a loop of links, a file too large
 * for a string): the error's code in words, a problem of that file, and the other files are checked all the same.
 */
function readText(abs: string): string | { code: string } {
  try {
    return readUserFile(abs);
  } catch (err) {
    return { code: unreadable(err) };
  }
}

/** Checks what the arguments name; the problems and the counts, over every content folder. */
export function check(args: readonly string[], cwd: string = process.cwd()): CheckResult {
  const fallback = repoFallback();
  const problems: CheckResult["problems"] = [];
  const warnings: CheckResult["warnings"] = [];
  const counts: Record<ContentKind, number> = { card: 0, level: 0, replay: 0, words: 0, seams: 0, deck: 0 };
  let unrecognised = 0;
  for (const [root, target] of targets(args, cwd)) {
    const key = (abs: string) => (relative(root, abs).startsWith("..") ? abs : relative(root, abs));
    const paths = new Set(folderFiles(root).map((p) => join(root, p)));
    for (const p of target.extra) paths.add(p);
    const asked = new Set([...target.extra].map(key));
    const reported = (path: string) => target.all || asked.has(path);
    const files: ContentFile[] = [];
    const unread: CheckResult["problems"] = [];
    for (const abs of paths) {
      const shown = display(abs, cwd);
      const text = readText(abs);
      if (typeof text === "string") files.push({ path: key(abs), shown, text });
      else if (reported(key(abs)))
        unread.push({ file: shown, path: "", message: `cannot read the file (${text.code})` });
    }
    const levelExists = (path: string) => existsSync(resolve(root, path));
    const result = checkContent(files, { ...fallback, levelExists }, reported);
    problems.push(...missingParts(root, cwd), ...unread, ...result.problems);
    warnings.push(...result.warnings);
    for (const k of Object.keys(counts) as ContentKind[]) counts[k] += result.counts[k];
    unrecognised += result.unrecognised + unread.length;
  }
  return { problems, warnings, counts, unrecognised };
}

/** `N things in M files` for a list of problems or warnings ("no things" for none). */
function tally(list: readonly { file: string }[], one: string): string {
  if (list.length === 0) return `no ${one}s`;
  const files = new Set(list.map((p) => p.file)).size;
  return `${plural(list.length, one)} in ${plural(files, "file")}`;
}

/**
 * The summary line: what was checked and how it went (the warnings only when there are some, and with
 * `strict`, that they fail the check).
 */
export function summary(result: CheckResult, strict = false): string {
  const c = result.counts;
  const parts = [
    plural(c.card, "card"),
    plural(c.level, "level"),
    plural(c.replay, "replay"),
    plural(c.words, "words file"),
    plural(c.seams, "seams file"),
    plural(c.deck, "deck"),
  ];
  // A file of no kind (invalid JSON, unknown, unreadable) is counted too: "checked 0 files …: 1 problem
  // in 1 file" said nothing was checked.
  if (result.unrecognised > 0) parts.push(`${result.unrecognised} unrecognised`);
  const total = Object.values(c).reduce((a, b) => a + b, result.unrecognised);
  const warned = result.warnings.length === 0 ? "" : `, ${tally(result.warnings, "warning")}`;
  const failing = strict && result.warnings.length > 0 ? " (--strict: warnings fail the check)" : "";
  return `checked ${plural(total, "file")} (${parts.join(", ")}): ${tally(result.problems, "problem")}${warned}${failing}`;
}

/** The options the command takes besides files and folders. */
const OPTIONS = new Set(["--strict"]);

/**
 * The command: writes the lines, returns the exit code (0 clean or only warnings, 1 problems, or
 * warnings with `--strict`, 2 bad arguments).
 */
export function main(
  args: readonly string[],
  out: (line: string) => void,
  err: (line: string) => void,
  cwd: string = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
): number {
  if (args.includes("--help") || args.includes("-h")) {
    out(USAGE);
    return 0;
  }
  const took = npmTookOptions("npm run check", [...OPTIONS], env, args);
  if (took !== null) {
    err(`check: ${took}`);
    return 2;
  }
  const flag = args.find((a) => a.startsWith("-") && !OPTIONS.has(a));
  if (flag) {
    err(`check: ${unknownOption(flag, [...OPTIONS, "--help"])}`);
    return 2;
  }
  // An empty argument ("$FILE" unset) would be the working folder, checked as if it had been named.
  if (args.some((a) => a.trim() === "")) {
    err('check: a file or folder name is empty (""): name one, or none for the folder you are in');
    return 2;
  }
  const strict = args.includes("--strict");
  let result: CheckResult;
  try {
    result = check(
      args.filter((a) => !OPTIONS.has(a)),
      cwd,
    );
  } catch (e) {
    err(`check: ${(e as Error).message}`);
    return 2;
  }
  for (const p of result.problems) out(formatProblem(p));
  for (const w of result.warnings) out(formatWarning(w));
  out(summary(result, strict));
  return result.problems.length > 0 || (strict && result.warnings.length > 0) ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  endOnClosedPipe();
  process.exitCode = main(
    process.argv.slice(2),
    (line) => console.log(line),
    (line) => console.error(line),
    invocationDir("src/content/check-cli.ts"),
  );
}
