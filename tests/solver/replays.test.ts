/** Replays: every committed replay still matches its level, its cards and its final state. */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "../../src/play/files";
import { checkReplay, describeCheck, isMatch } from "../../src/play/replay-file";

const committed = readdirSync(join(ROOT, "replays")).filter((f) => f.endsWith(".replay.json"));

describe("committed replays (an engine change that alters an outcome fails here)", () => {
  test.each(committed)("%s matches", (f) => {
    const file = join("replays", f);
    const check = checkReplay(join(ROOT, file));
    expect(describeCheck(file, check)).toMatch(/^match: /);
    expect(isMatch(check)).toBe(true);
  });
});
