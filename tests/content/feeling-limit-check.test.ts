/**
 * `npm run check` on a level whose first read passes an engine limit (docs/rules.md §9: a FEELING read past
 * `FEELING_TESTS` rules throws a `LimitError`): the level loads, but cannot be read, so it is a problem of
 * that file, `file: message` naming the limit, and the other files are checked on (exit 1), never a
 * `check: …` error that names no file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { main } from "../../src/content/check-cli";
import * as grid from "../../src/engine/grid";
import { runMain } from "../run-main";
import { feelingChainLevel } from "../solver/feeling-chain";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe("npm run check: a level past the FEELING limit at its start", () => {
  test("is a problem naming its file and the limit; the next file is checked on", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-feel-"));
    made.push(dir);
    mkdirSync(join(dir, "levels"));
    const chain = feelingChainLevel(240, true);
    const baba = chain.objects.length - 1;
    writeFileSync(join(dir, "levels", "a-chain.json"), JSON.stringify(chain));
    writeFileSync(join(dir, "levels", "b-small.json"), JSON.stringify(feelingChainLevel(12, true)));
    const r = runMain(main, ["levels"], dir);
    expect(r.err).toEqual([]);
    expect(r.code).toBe(1);
    expect(r.out[0]).toBe(
      `levels/a-chain.json: FEELING: one read for object ${baba} (baba) looked at more than ${grid.FEELING_TESTS} rules (docs/rules.md §9): the FEELING rules in force chain over too many rules`,
    );
    expect(r.out.at(-1)).toMatch(/^checked 2 files \(0 cards, 2 levels, .*\): 1 problem in 1 file/);
  });
});
