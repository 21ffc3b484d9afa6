/**
 * `npm run solve -- <level.json>` prints a shortest winning script in the terminal player's
 * notation, the states explored, the time and states per second; `--all` prints a table for every
 * level in levels/ and under it a line for each level whose search skipped actions, and one for each
 * whose search was exhausted, what its states held (`seenLine`, hints.ts). A progress line on stderr (a terminal only) counts states while it runs.
 * Everything that can be checked is checked before any search starts: each level is loaded (an error
 * names the file: `solve: FILE: field: problem`) and `--save-replays DIR` is created or refused.
 * Each level is played with the content of its content root (the nearest folder above it holding
 * content/words.json; the repository otherwise); `--all` solves the levels of the working directory's
 * content root (the repository's under `npm run`).
 * Exit codes: 0 all solved, 1 some not solved, 2 bad arguments or input, 130 stopped by Ctrl-C (which
 * says what it stopped: the files loading, the search and its counts, or what `--all` had searched).
 */
import "../cli/startup"; // first: a problem of content/words.json met while the rest loads is one line (startup.ts)
import { accessSync, constants } from "node:fs";
import { basename, join, relative } from "node:path";
import { runBatchCommand } from "../cli/entry";
import { heard } from "../cli/interrupt";
import { INTERRUPTED, stoppedAll, stoppedLoading, stoppedMessage, stoppedSearch } from "../cli/stopped";
import type { Content } from "../content/content";
import { contentRootOf, invocationDir, loadContent } from "../content/content-root";
import { type FileWanted, notWanted } from "../content/file-wanted";
import { makeFolder } from "../content/write-files";
import type { LevelDef } from "../harness";
import { levelsIn } from "../play/files";
import { levelFileError, openLevel } from "../play/level-file";
import { formatScript } from "../play/notation";
import { plural } from "../play/plural";
import { limitsOf, parseSolveArgs, type SolveArgs, USAGE } from "./args";
import { countText, heapInUse, type Limits, msText, progressLine, statesPerSecond } from "./budget";
import { noWinText, type Seen, seenLine } from "./hints";
import { type Model, modelOf } from "./model";
import { CORES, type SolverPool, solveMany, solveParallel, solverPool } from "./parallel";
import { replayClash, saveReplay, solutionSession } from "./replays";
import { type SolveResult, solveInSlices } from "./search";
import { skippedText } from "./skipped";

const tty = process.stderr.isTTY === true;
/**
 * A search's progress line: `tick`, its callback; the memory it last read (every thread's, on workers),
 * the states it last counted and the time since the search began (what a Ctrl-C says).
 */
interface Progress {
  tick(n: number, heap?: number): void;
  lastHeap(): number;
  explored(): number;
  elapsed(): number;
}

/**
 * The progress of one search started now: a line on stderr (a terminal only), rewritten in place at
 * most ten times a second; the search calls `tick` every `PROGRESS_EVERY` states.
 */
function progress(): Progress {
  const t0 = performance.now();
  let shown = t0;
  let last = 0;
  let explored = 1;
  return {
    tick(n, heap) {
      explored = n;
      if (heap !== undefined) last = heap;
      const now = performance.now();
      if (!tty || now - shown < 100) return;
      shown = now;
      last = heap ?? heapInUse();
      process.stderr.write(`\r${progressLine(n, now - t0, last)}\x1b[K`);
    },
    lastHeap: () => last,
    explored: () => explored,
    elapsed: () => performance.now() - t0,
  };
}
const PROGRESS_EVERY = 500;
const perSecond = (r: SolveResult) => statesPerSecond(r.explored, r.ms);

/**
 * A search's result: its solution (or why there is none: every state explored, with what they held,
 * `seen`; or a budget stopped it, "not found within budget"), the actions it skipped and why (a line only
 * when it skipped some: `skipped.ts`), then its states, time and states per second,
 * the counts in thousands as the progress line and a Ctrl-C print them (`countText`), each line but the
 * solution's (a script to paste whole) within 80 columns.
 */
function describe(r: SolveResult, limits: Limits, seen: Seen | null = null): string {
  const stats = [
    `states explored: ${countText(r.explored)}`,
    `time: ${msText(r.ms)} ms`,
    `states/s: ${countText(perSecond(r))} (one cold run, start-up included; npm run bench: warm)`,
  ].join("\n");
  const skipped = skippedText(r.skipped); // (only when it skipped some)
  const head = r.solved
    ? `solution (${plural(r.actions.length, "action")}): ${formatScript(r.actions)}`
    : noWinText(r.reason, r.explored, limits, seen).join("\n");
  return [head, ...(skipped === null ? [] : [skipped]), stats].join("\n");
}

/** A level to solve: its file (as given, or relative to the working directory for --all), content and model. */
interface Level {
  path: string;
  def: LevelDef;
  content: Content;
  model: Model<unknown>;
}

/** The content of the content root of the level file `path`; an error names the file. */
function contentFor(path: string): Content {
  try {
    return loadContent(contentRootOf(path));
  } catch (err) {
    throw new Error(`${path}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * What solves the levels of a folder named where a level file belongs: the level files in it, or `--all`
 * (which solves the levels/ of the content folder the command is typed in) when the folder is that
 * content folder or its levels/.
 */
const LEVEL_WANTED: FileWanted = {
  noun: "level file",
  command: "npm run solve --",
  ending: ".json",
  kinds: ["level"],
  several: true,
  home: "levels",
  more(_path, folder) {
    const root = contentRootOf(process.cwd());
    const levels = join(root, "levels");
    return folder === root || folder === levels
      ? [`solve every level in ${relative(process.cwd(), levels) || "."}/ with --all`]
      : [];
  },
};

/**
 * The model of level `def`, its start read as the search will read it first (won, lost): a level whose
 * first read passes an engine limit (docs/rules.md §9, `LimitError`) is refused while it loads, its error
 * naming the file as `npm start` does, not while it is searched.
 */
function readModel(def: LevelDef, content: Content): Model<unknown> {
  const model = modelOf(def, content);
  model.won(model.start);
  model.lost(model.start);
  return model;
}

/** Load every level named (or every level of the working directory's content root), checking each; an error names the file. */
function loadLevels(args: SolveArgs): Level[] {
  if (!args.all)
    return args.levels.map((path) => {
      const refused = notWanted(path, LEVEL_WANTED);
      if (refused !== null) throw refused;
      const content = contentFor(path);
      const { def, made } = openLevel(path, (d) => readModel(d, content));
      return { path, def, content, model: made };
    });
  const root = contentRootOf(process.cwd());
  const content = contentFor(root);
  const found = levelsIn(root);
  if (found.length === 0)
    throw new Error(
      `--all: ${relative(process.cwd(), join(root, "levels")) || "levels"} holds no level files (*.json)`,
    );
  return found.map(({ path: inRoot, def }) => {
    const path = relative(process.cwd(), join(root, inRoot)) || inRoot;
    try {
      return { path, def, content, model: readModel(def, content) };
    } catch (err) {
      throw levelFileError(path, def, err);
    }
  });
}

/**
 * Create the replays folder (and its parents) or say why it cannot be used, before any search; two
 * level files that would be saved as one replay file are refused too.
 */
function prepareReplayDir(dir: string, levels: readonly Level[]): void {
  const clash = replayClash(
    dir,
    levels.map((l) => l.path),
  );
  if (clash !== null) throw new Error(clash);
  try {
    makeFolder(dir);
  } catch (err) {
    throw new Error(`--save-replays ${dir}: ${(err as Error).message}`);
  }
  try {
    accessSync(dir, constants.W_OK);
  } catch {
    throw new Error(`--save-replays ${dir}: cannot write to this folder: permission denied`);
  }
}

/** Whether `level` is searched by the shared search: on workers, its states crossing threads. */
function sharedSearch({ model }: Level, pool: SolverPool | null): boolean {
  return pool !== null && model.codec().portable && model.actions !== undefined;
}

/**
 * Solve one level: on this thread with `--workers 1` or for a level whose states do not cross threads,
 * in slices (`solveInSlices`), so that a Ctrl-C is heard (`onCtrlC`); else on `pool`, the shared search
 * on its workers alone (`solveParallel`), this thread free to show the progress and hear a Ctrl-C.
 */
async function solveOne(
  level: Level,
  args: SolveArgs,
  pool: SolverPool | null,
  shown: Progress,
): Promise<SolveResult> {
  const { def, content, model } = level;
  // seen: an exhausted search counts what its states held from the states it kept (hints.ts)
  const options = { ...limitsOf(args), onProgress: shown.tick, progressEvery: PROGRESS_EVERY, seen: true };
  if (pool === null || !model.codec().portable) return solveInSlices(model, options);
  return solveParallel(def, content, { ...options, pool });
}

/** What a Ctrl-C stops now, as its lines (stopped.ts): set as the command goes from loading to searching. */
let stopping: () => string[] = () => stoppedLoading([]);

/**
 * Ctrl-C, heard from the start of `main` to its end: the progress line is ended and stderr says what was
 * stopped (`solve: stopped by Ctrl-C: PATH`, then what `stopping` says: the states explored, the time,
 * the states per second, as the search last counted them; stopped.ts), then the command exits 130. A
 * search lets the handler run: it pauses between slices of states, or waits for its workers; loading,
 * which does not pause, is followed by a turn of the event loop, so that a Ctrl-C pressed while it ran
 * is said as stopping it.
 */
function onCtrlC(): void {
  if (tty) process.stderr.write("\r\x1b[K");
  process.stderr.write(stoppedMessage(stopping(), "solve"));
  process.exit(INTERRUPTED);
}

/**
 * Solve every level of `--all` and print their table: on this thread, one after another in slices (so
 * that a Ctrl-C is heard), with `--workers 1`; else on `pool`. A Ctrl-C says how many were searched.
 */
async function solveAll(
  levels: Level[],
  folder: string,
  args: SolveArgs,
  pool: SolverPool | null,
): Promise<boolean> {
  const t0 = performance.now();
  const done: (SolveResult | undefined)[] = levels.map(() => undefined);
  const searched = () => done.filter((r) => r !== undefined);
  let results: SolveResult[];
  if (pool === null) {
    results = [];
    for (const [i, l] of levels.entries()) {
      let explored = 1;
      stopping = () =>
        stoppedAll(folder, levels.length, searched(), performance.now() - t0, {
          current: l.path,
          explored,
        });
      const r = await solveInSlices(l.model, {
        ...limitsOf(args),
        onProgress: (n) => void (explored = n),
        progressEvery: PROGRESS_EVERY,
        seen: true, // an exhausted search counts what its states held from the states it kept (hints.ts)
      });
      done[i] = r;
      results.push(r);
    }
  } else {
    stopping = () =>
      stoppedAll(folder, levels.length, searched(), performance.now() - t0, {
        unfinished: levels.filter((_, i) => done[i] === undefined).map((l) => l.path),
      });
    // each worker counts what an exhausted search's states held, as the loop above does (hints.ts)
    results = await solveMany(levels, pool, limitsOf(args), (i, r) => void (done[i] = r), { seen: true });
  }
  const rows = levels.map((l, i) => {
    const r = results[i];
    return [
      basename(l.path, ".json"),
      r.solved ? "yes" : r.reason,
      r.solved ? String(r.actions.length) : "-",
      countText(r.explored),
      msText(r.ms),
      countText(perSecond(r)),
    ];
  });
  for (const line of table(["level", "solved", "length", "states", "ms", "states/s"], rows))
    console.log(line);
  // Under the table, a line for each level whose search skipped actions (as one level's answer says them),
  // and one for each whose search was exhausted: what its states held, in one line (hints.ts).
  for (let i = 0; i < levels.length; i++) {
    const r = results[i];
    const skipped = skippedText(r.skipped);
    if (skipped !== null) console.log(`${basename(levels[i].path, ".json")}: ${skipped}`);
    // every exhausted search counted its states where it ran (seen: true, on this thread or a worker)
    if (!r.solved && r.reason === "unsolvable" && r.seen !== undefined)
      console.log(`${basename(levels[i].path, ".json")}: ${seenLine(r.seen)}`);
  }
  for (let i = 0; i < levels.length; i++) save(args, levels[i], results[i]);
  return results.every((r) => r.solved);
}

/** The columns of `--all`'s table fit in this many, as every line of the command does. */
const COLUMNS = 80;

/**
 * `--all`'s table: the level names padded on the left, the figures on the right, two spaces between; a
 * level name too long for the room the figures leave within `COLUMNS` is on a line of its own, above its
 * row (whose level cell is blank), whole: a name cut could be two levels'.
 */
function table(head: string[], rows: string[][]): string[] {
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const figures = widths.slice(1).reduce((n, w) => n + 2 + w, 0);
  const room = Math.max(head[0].length, COLUMNS - figures);
  widths[0] = Math.max(head[0].length, ...rows.map((r) => r[0].length).filter((n) => n <= room));
  const line = (row: string[]) =>
    row.map((v, c) => (c === 0 ? v.padEnd(widths[0]) : v.padStart(widths[c]))).join("  ");
  return [line(head)].concat(
    rows.flatMap(([name, ...rest]) =>
      name.length <= room ? [line([name, ...rest])] : [name, line(["", ...rest])],
    ),
  );
}

function save(args: SolveArgs, { path, def, content }: Level, r: SolveResult): void {
  if (args.replays === undefined || !r.solved) return;
  console.log(`replay: ${saveReplay(args.replays, path, solutionSession(def, content, r.actions))}`);
}

/** The levels folder `--all` solves, as the command names it (relative to the working directory). */
function allFolder(): string {
  return relative(process.cwd(), join(contentRootOf(process.cwd()), "levels")) || "levels";
}

async function main(argv: readonly string[]): Promise<number> {
  const args = parseSolveArgs(argv);
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const folder = args.all ? allFolder() : "";
  stopping = () => stoppedLoading(args.all ? [`--all: ${folder}/`] : args.levels);
  process.on("SIGINT", onCtrlC);
  // The workers start first, so that loading them overlaps loading the levels and the first layers.
  // Every thread of the search on a worker: this thread stays free to hear a Ctrl-C (`onCtrlC`).
  const pool = args.workers === 1 ? null : solverPool(args.workers ?? CORES, false);
  try {
    const levels = loadLevels(args);
    if (args.replays !== undefined) prepareReplayDir(args.replays, levels);
    await heard(); // a Ctrl-C pressed while the levels loaded is heard now, as stopping their loading
    if (args.all) return (await solveAll(levels, folder, args, pool)) ? 0 : 1;
    let ok = true;
    for (const level of levels) {
      if (levels.length > 1) console.log(`# ${level.path}`);
      const shown = progress();
      stopping = () => stoppedSearch(level.path, shown.explored(), shown.elapsed());
      const r = await solveOne(level, args, pool, shown);
      // The memory at the end: the search's last reading (every thread's), or this thread's now if more;
      // the shared search's alone (this thread's array buffers count its shared ones as reserved, not used).
      const heap = sharedSearch(level, pool) ? shown.lastHeap() : Math.max(shown.lastHeap(), heapInUse());
      if (tty) process.stderr.write(`\r${progressLine(r.explored, r.ms, heap)} (done)\x1b[K\n`);
      // No win in every state reached: what they held, counted by the search from the states it kept
      // (hints.ts), on this thread or in the workers (`seen: true` above): no second pass.
      const seen = !r.solved && r.reason === "unsolvable" ? (r.seen ?? null) : null;
      console.log(describe(r, limitsOf(args), seen));
      save(args, level, r);
      ok &&= r.solved;
    }
    return ok ? 0 : 1;
  } finally {
    await pool?.destroy();
    process.off("SIGINT", onCtrlC);
  }
}

runBatchCommand("solve", invocationDir("src/solver/cli.ts"), main, () => 2);
