/** Replays: every committed replay still reaches its hash; each shipped level's solution round-trips a file. */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { levelOfReplay, ROOT, readReplay, shippedLevels } from "../../src/play/files";
import { playReplay } from "../../src/play/replay";
import { modelOf } from "../../src/solver/model";
import { saveReplay, solutionReplay } from "../../src/solver/replays";
import { solve } from "../../src/solver/search";

const dir = mkdtempSync(join(tmpdir(), "spellgrid-replays-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const committed = readdirSync(join(ROOT, "replays")).filter((f) => f.endsWith(".replay.json"));

describe("committed replays (an engine change that alters an outcome fails here)", () => {
  test("there is one per shipped level", () => {
    expect(committed.length).toBeGreaterThanOrEqual(shippedLevels().length);
  });
  for (const f of committed)
    test(f, () => {
      const replay = readReplay(join(ROOT, "replays", f));
      const { session, hash } = playReplay(levelOfReplay(replay), replay);
      expect(hash).toBe(replay.finalHash);
      expect(session.won()).toBe(true);
    });
});

describe("each shipped level's solution as a replay file", () => {
  for (const { path, def } of shippedLevels())
    test(path, () => {
      const r = solve(modelOf(def));
      if (!r.solved) throw new Error(`${path} not solved`);
      const file = saveReplay(dir, solutionReplay(path, def, r.actions));
      const replay = readReplay(file);
      expect(replay.won).toBe(true);
      expect(playReplay(levelOfReplay(replay), replay).matches).toBe(true);
    });
});
