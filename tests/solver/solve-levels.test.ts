/**
 * The solver finds a shortest script for every level in levels/ (a level needs no committed replay:
 * each is solved here), each script wins through the harness, and its replay file matches.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { ROOT, shippedLevels } from "../../src/play/files";
import { formatAction, parseScript } from "../../src/play/notation";
import { playReplay } from "../../src/play/replay";
import { checkReplay, describeCheck } from "../../src/play/replay-file";
import { modelOf } from "../../src/solver/model";
import { saveReplay, solutionSession } from "../../src/solver/replays";
import { solve } from "../../src/solver/search";

const content = repositoryContent();
const dir = mkdtempSync(join(tmpdir(), "spellgrid-replays-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The module's intended solutions (course): the solver's must be no longer. */
const INTENDED: Record<string, string> = {
  "levels/l1-double-tap.json": "w; w; c Whirlwind; s; s; a; s; s; d; d",
  "levels/l2-spliced-corpse.json":
    "c Graft -> Ember Moth, Rune Scribe, bottom; c Ember Moth (Assembled) 3 3; a; a",
  "levels/l3-simultaneous-paradox.json": "c Whirlwind; d; d; d; d; d",
};

describe("solver on every shipped level", () => {
  for (const { path, def } of shippedLevels()) {
    test(`${path}: solved, the script wins when replayed, and its replay file matches`, () => {
      const r = solve(modelOf(def, content), { maxStates: 200_000 });
      expect(r.solved, `${path} not solved`).toBe(true);
      if (!r.solved) return;
      const { session } = playReplay(
        def,
        {
          actions: r.actions.map(formatAction),
          won: true,
          finalHash: "",
        },
        content,
      );
      expect(session.won()).toBe(true);
      const file = saveReplay(dir, join(ROOT, path), solutionSession(def, content, r.actions));
      expect(describeCheck(file, checkReplay(file))).toMatch(/^match: /);
      const intended = INTENDED[path];
      if (intended) {
        expect(r.actions.length).toBeLessThanOrEqual(parseScript(intended).length);
        const replayed = playReplay(
          def,
          {
            actions: intended.split("; "),
            won: true,
            finalHash: "",
          },
          content,
        );
        expect(replayed.session.won(), "the intended script still wins").toBe(true);
      }
    });
  }
});

describe("search bounds", () => {
  const l2 = shippedLevels().find((l) => l.path.includes("l2-"))!;
  test("maxStates stops the search with reason 'limit'", () => {
    const r = solve(modelOf(l2.def, content), { maxStates: 50 });
    expect(r).toMatchObject({ solved: false, reason: "limit", explored: 50 });
  });
  test("a level with no way to win is 'unsolvable'", () => {
    const def = {
      width: 3,
      height: 3,
      objects: [
        { kind: "text:BABA", x: 0, y: 0 },
        { kind: "text:IS", x: 1, y: 0 },
        { kind: "text:YOU", x: 2, y: 0 },
        { kind: "baba", x: 1, y: 2 },
      ],
    };
    expect(solve(modelOf(def, content))).toMatchObject({ solved: false, reason: "unsolvable" });
  });
  test("the search is deterministic", () => {
    const l1 = shippedLevels().find((l) => l.path.includes("l1-"))!;
    const a = solve(modelOf(l1.def, content));
    const b = solve(modelOf(l1.def, content));
    expect(a.solved && b.solved && a.actions).toEqual(b.solved && b.actions);
    expect(a.explored).toBe(b.explored);
  });
});
