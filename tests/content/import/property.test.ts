/**
 * Any valid Keke map imports to a level that loads (docs/rules.md §7, "Importing levels"): each
 * non-empty cell inside the border is one object of its character's kind on its tile, and any solution
 * of u, d, l, r, s becomes a replay that plays back to the same final state.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../../src/content/content";
import { convertLevels } from "../../../src/content/import/convert";
import { KEKE_CELLS, KEKE_FORMAT } from "../../../src/content/import/keke";
import { SlugBook } from "../../../src/content/import/slug";
import { kindProblem } from "../../../src/content/level-check";
import { newBaba } from "../../../src/harness";
import { playReplay, replayOf } from "../../../src/play/replay";
import { fuzzed } from "../../fuzz";

const content = repositoryContent();
/** The characters a valid map holds inside its border: empty cells and every object whose word the lexicon has. */
const INSIDE = Object.entries(KEKE_CELLS)
  .filter(
    ([, c]) => c.type === "empty" || (c.type === "object" && kindProblem(content.lexicon, c.kind) === null),
  )
  .map(([ch]) => ch);

const map = fc
  .record({ width: fc.integer({ min: 1, max: 7 }), height: fc.integer({ min: 1, max: 5 }) })
  .chain(({ width, height }) =>
    fc.array(fc.array(fc.constantFrom(...INSIDE), { minLength: width, maxLength: width }), {
      minLength: height,
      maxLength: height,
    }),
  );
const solution = fc.array(fc.constantFrom(..."udlrsUDLRS"), { maxLength: 12 }).map((m) => m.join(""));

describe("any valid Keke map", () => {
  test("imports to a level that loads, its objects where the map puts them, its solution (waits too) a replay that plays back", () => {
    expect(INSIDE).toContain("b");
    fc.assert(
      fc.property(map, solution, (rows, moves) => {
        const w = rows[0].length + 2;
        const ascii = ["_".repeat(w), ...rows.map((r) => `_${r.join("")}_`), "_".repeat(w)].join("\n");
        const levels = KEKE_FORMAT.read(
          { levels: [{ id: 1, name: "gen", ascii, solution: moves }] },
          "gen.json",
        );
        const [outcome] = convertLevels(levels, content, new SlugBook());
        if (outcome.type !== "imported") throw new Error(`not imported: ${JSON.stringify(outcome)}`);
        const { def } = outcome;
        expect([def.width, def.height]).toEqual([rows[0].length, rows.length]);
        const expected = rows.flatMap((row, y) =>
          row.flatMap((ch, x) => {
            const cell = KEKE_CELLS[ch];
            return cell.type === "object" ? [{ kind: cell.kind, x, y }] : [];
          }),
        );
        expect(def.objects).toEqual(expected);
        const baba = newBaba(def);
        for (const { kind, x, y } of expected) expect(baba.kindsAt(x, y)).toContain(kind);
        if (moves === "") expect(outcome.solution).toBeNull();
        else {
          const session = outcome.solution!;
          expect(session.history.length).toBeLessThanOrEqual(moves.length);
          const replay = replayOf(session, "../levels/x.json");
          expect(playReplay(def, replay, content).matches).toBe(true);
        }
      }),
      fuzzed({ seed: 7, numRuns: 40 }),
    );
  });
});
