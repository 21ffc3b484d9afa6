import { describe, expect, test } from "vitest";
import { DEFAULT_LEVEL } from "../../src/cli/args";
import { stoppedGame, stoppedViewer } from "../../src/cli/stopped";
import type { ViewerOptions } from "../../src/cli/viewer";
import { repositoryContent } from "../../src/content/content";
import { readLevel } from "../../src/play/files";
import { parseScript } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { Steps } from "../../src/play/steps";

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
    expect(stoppedGame(LEVEL, s)).toBe(`${LEVEL} after 0 actions ${KEEP}`);
    for (const a of parseScript("d")) s.apply(a);
    expect(stoppedGame(LEVEL, s)).toBe(`${LEVEL} after 1 action ${KEEP}`);
  });

  test("the viewer: the step shown; after p, the game played since in the player's words and the step it began from", () => {
    const s = steps();
    s.forward();
    const opts = viewer(s);
    expect(stoppedViewer(opts)).toBe(`the replay replays/x.replay.json at step 1 of ${s.last}`);
    const started = s.session();
    opts.playing = { game: { ...opts, session: started } as never, started, from: 1 };
    for (const a of parseScript("w; s")) started.apply(a);
    expect(stoppedViewer(opts)).toBe(
      `${LEVEL} after 3 actions, played on from step 1 of the replay replays/x.replay.json ${KEEP}`,
    );
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
    expect(stoppedViewer(opts)).toBe(`levels/other.json after 0 actions ${KEEP}`);
  });
});
