import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { DEFAULT_LEVEL } from "../../src/cli/args";
import {
  stoppedAll,
  stoppedGame,
  stoppedLoading,
  stoppedMessage,
  stoppedSearch,
  stoppedViewer,
} from "../../src/cli/stopped";
import type { ViewerOptions } from "../../src/cli/viewer";
import { repositoryContent } from "../../src/content/content";
import { readLevel } from "../../src/play/files";
import { parseScript } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { Steps } from "../../src/play/steps";
import { progressLine } from "../../src/solver/budget";
import { ROOT } from "./helpers";

const KEEP = "(save FILE keeps a game as a replay)";
/** The level file as the command was given it (relative: shown as given). */
const LEVEL = "levels/a-level.json";

/** Steps of a replay of the default level that moves right twice. */
function steps(): Steps {
  return Steps.ofReplay(readLevel(DEFAULT_LEVEL), { actions: ["d", "d"] }, repositoryContent());
}

function viewer(s: Steps): ViewerOptions {
  return { steps: s, file: "replays/x.replay.json", levelPath: LEVEL } as ViewerOptions;
}

describe("what a Ctrl-C says it stopped", () => {
  test("the player: the level file and the actions the game holds", () => {
    const s = new Session(readLevel(DEFAULT_LEVEL), repositoryContent());
    expect(stoppedGame(LEVEL, s)).toEqual([LEVEL, `after 0 actions ${KEEP}`]);
    for (const a of parseScript("d")) s.apply(a);
    expect(stoppedGame(LEVEL, s)).toEqual([LEVEL, `after 1 action ${KEEP}`]);
    expect(stoppedMessage(stoppedGame(LEVEL, s))).toBe(
      `spellgrid: stopped by Ctrl-C: ${LEVEL}\n  after 1 action ${KEEP}\n`,
    );
  });

  test("the viewer: the step shown; after p, the game played since in the player's words and the step it began from", () => {
    const s = steps();
    s.forward();
    const opts = viewer(s);
    expect(stoppedViewer(opts)).toEqual([`step 1 of ${s.last} of the replay`, "replays/x.replay.json"]);
    const started = s.session();
    opts.playing = { game: { ...opts, session: started } as never, started, from: 1 };
    for (const a of parseScript("w; s")) started.apply(a);
    expect(stoppedViewer(opts)).toEqual([
      LEVEL,
      "after 3 actions, played on from step 1 of the replay",
      "replays/x.replay.json",
      KEEP,
    ]);
  });

  test("after p then the player's n to another level, the player's line alone", () => {
    const s = steps();
    const opts = viewer(s);
    const started = s.session();
    const other = new Session(readLevel(DEFAULT_LEVEL), repositoryContent());
    opts.playing = {
      game: { ...opts, session: other, levelPath: "levels/other.json" } as never,
      started,
      from: 0,
    };
    expect(stoppedViewer(opts)).toEqual(["levels/other.json", `after 0 actions ${KEEP}`]);
  });
});

describe("what a Ctrl-C says it stopped in a search (npm run solve)", () => {
  test("the level file as given, then not solved, the states explored, the seconds and the states per second, counted as the progress line counts (1,234,567)", () => {
    expect(stoppedMessage(stoppedSearch("levels/big.json", 1_234_567, 2_500), "solve")).toBe(
      "solve: stopped by Ctrl-C: levels/big.json\n  not solved: 1,234,567 states explored in 2.5 s (493,827 states/s)\n",
    );
    // the progress line's numbers, whatever the locale: the same digits and commas
    expect(progressLine(1_234_567, 2_500, 0)).toMatch(/^states: 1,234,567 {2}states\/s: 493,827 /);
    expect(stoppedSearch("big.json", 1, 500)).toEqual([
      "big.json",
      "not solved: 1 state explored in 0.5 s (2 states/s)",
    ]);
  });

  test("a billion states in a day still fit 80 columns under the level's line", () => {
    const [, said] = stoppedSearch(LEVEL, 1_000_000_000, 86_400_000);
    expect(said).toBe("not solved: 1,000,000,000 states explored in 86400.0 s (11,574 states/s)");
    expect(`  ${said}`.length).toBeLessThanOrEqual(80);
  });
});

describe("what a Ctrl-C says it stopped while solve loads, and during --all", () => {
  test("loading: each file as given, then that no search began", () => {
    expect(stoppedMessage(stoppedLoading(["levels/a.json", "levels/b.json"]), "solve")).toBe(
      "solve: stopped by Ctrl-C: levels/a.json\n  levels/b.json\n  while loading: no search begun\n",
    );
  });

  test("--all on this thread: the levels searched, solved and their states in thousands, then the level it was on", () => {
    const searched = [
      { solved: true, explored: 1_193 },
      { solved: false, explored: 20_000 },
    ];
    expect(
      stoppedAll("levels", 25, searched, 4_100, { current: "levels/z.json", explored: 3_348_428 }),
    ).toEqual([
      "--all: levels/ (25 levels)",
      "2 of 25 levels searched (1 solved, 21,193 states explored) in 4.1 s",
      "then levels/z.json: 3,348,428 states explored, not solved",
    ]);
  });

  test("--all on workers: the first level not finished and how many more; one level is one", () => {
    const left = (unfinished: string[]) => stoppedAll("my/levels", 1, [], 100, { unfinished }).slice(1);
    expect(left(["a.json"])).toEqual([
      "0 of 1 level searched (0 solved, 0 states explored) in 0.1 s",
      "not finished: a.json",
    ]);
    expect(left(["a.json", "b.json", "c.json"])[1]).toBe("not finished: a.json and 2 more levels");
    expect(left(["a.json", "b.json"])[1]).toBe("not finished: a.json and 1 more level");
    expect(stoppedAll("levels", 2, [{ solved: true, explored: 1 }], 0, { unfinished: [] })).toEqual([
      "--all: levels/ (2 levels)",
      "1 of 2 levels searched (1 solved, 1 state explored) in 0.0 s",
    ]);
  });
});

describe("what a Ctrl-C says fits an 80-column terminal", () => {
  /** The files of a folder of the repository, as a command names them (`levels/l1.json`). */
  const shipped = (folder: string) =>
    readdirSync(join(ROOT, folder))
      .filter((f) => f.endsWith(".json"))
      .map((f) => `${folder}/${f}`);
  /**
   * The lines of the message wider than 80 columns, leaving out a line that holds a file's path alone
   * after its lead (the first line's `spellgrid: stopped by Ctrl-C: `, or the indent): a path is as long as
   * the user named it, and it has its own line so that nothing else is cut with it.
   */
  const tooWide = (lines: string[], paths: readonly string[]) =>
    stoppedMessage(lines)
      .trimEnd()
      .split("\n")
      .filter((l) => l.length > 80)
      .filter((l) => !paths.some((p) => l === `spellgrid: stopped by Ctrl-C: ${p}` || l === `  ${p}`));
  const game = { history: { length: 999 } } as Session;

  test("at 999 actions and step 99, only a line holding a file's path alone may pass 80 columns", () => {
    const long = `levels/${"a-very-long-level-name-".repeat(4)}.json`;
    const levels = [...shipped("levels"), long];
    const replays = [...shipped("replays"), `replays/${"a-very-long-replay-name-".repeat(4)}.json`];
    const wide: string[] = [];
    for (const level of levels) wide.push(...tooWide(stoppedGame(level, game), [level]));
    for (const file of replays) {
      const steps = { position: 99, last: 99 } as Steps;
      const watched = { steps, file, levelPath: LEVEL } as ViewerOptions;
      wide.push(...tooWide(stoppedViewer(watched), [file]));
      for (const level of levels) {
        const playing = {
          game: { ...watched, session: game, levelPath: level } as never,
          started: game,
          from: 99,
        };
        wide.push(...tooWide(stoppedViewer({ ...watched, playing }), [level, file]));
      }
    }
    expect(wide).toEqual([]);
    // The long names did reach past 80 columns: the rule above was put to the test.
    expect(stoppedMessage(stoppedGame(long, game)).split("\n")[0].length).toBeGreaterThan(80);
  });
});
