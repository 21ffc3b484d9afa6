/**
 * The solver's boards step as plain play does with the words of stop 48 (docs/rules.md §5.4 MOVE and
 * SHIFT per listing, §5.8 SEEING and the conditional verbs, §7 the solver; fast-check, seeded and bounded,
 * FUZZ and FUZZ_RUNS as tests/fuzz.ts says). Random levels (tests/properties/stop48-words.ts) with MOVE and
 * SHIFT rules written more than once are played by random inputs two ways: plain play (`newBaba`, a
 * journal kept) and the solver's codec, which decodes each state's bytes and steps it in place with the
 * listings kept per text layout (`useListed`), another state decoded and expanded between the steps now
 * and then (the codec's and the engine's caches then hold another board). After every input both give
 * the same bytes, and `model.apply` on the solver's own copy gives them too; undo in plain play puts back
 * the bytes before the step. Levels with SHIFT objects of several kinds stacked and facing apart are played
 * the same way: the order the SHIFT objects act in (§5.4) is the same on a decoded board.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { load, playsAlike } from "./codec-play";
import { LEVEL48 } from "./stop48-words";

describe("the solver's boards with MOVE and SHIFT written more than once, SEEING and the conditional verbs", () => {
  it("most drawn levels load with a MOVE or SHIFT rule listed more than once (the generator stays useful)", () => {
    let loaded = 0;
    let twice = 0;
    for (const def of fc.sample(LEVEL48, { seed: 4848, numRuns: 100 })) {
      const b = load(def);
      if (b === null) continue;
      loaded++;
      const listed = grid.listedOf(b.state);
      if ([...listed.plain.values(), ...listed.byText.values()].some((n) => n > 1)) twice++;
    }
    expect(loaded).toBeGreaterThan(60);
    expect(twice).toBeGreaterThan(20);
  });

  it("each input gives plain play's bytes: the codec's in-place step, model.apply; undo gives the bytes before", () => {
    fc.assert(
      fc.property(
        LEVEL48,
        fc.array(fc.tuple(fc.nat(4), fc.nat(3)), { minLength: 1, maxLength: 10 }),
        playsAlike,
      ),
      fuzzed({ seed: 4849, numRuns: 150 }),
    );
  });
});

const NOUNS = ["belt", "tile", "rock", "keke"];
const FACINGS = ["up", "down", "left", "right"] as const;

/**
 * Levels where the order of the SHIFT objects matters (docs/rules.md §5.4: the order of their SHIFT
 * rules, then age): two plain SHIFT sentences and up to two more (plain, LONELY or `X ON Y`), before or after; two rows
 * of cells holding one to three objects of four kinds each, facing drawn ways; a baba that is YOU, above
 * the sentences, that may push them down (the rules change, and with them the order).
 */
const SHIFT_ORDER: fc.Arbitrary<LevelDef> = fc
  .record({
    plain: fc.array(fc.constantFrom(...NOUNS), { minLength: 2, maxLength: 2 }),
    more: fc.array(
      fc.tuple(fc.constantFrom(...NOUNS), fc.constantFrom("", "LONELY", "ON"), fc.constantFrom(...NOUNS)),
      { maxLength: 2 },
    ),
    moreFirst: fc.boolean(),
    cells: fc.array(
      fc.array(fc.tuple(fc.constantFrom(...NOUNS), fc.constantFrom(...FACINGS)), {
        minLength: 1,
        maxLength: 3,
      }),
      { minLength: 12, maxLength: 12 },
    ),
    baba: fc.nat(5),
  })
  .map(({ plain, more, moreFirst, cells, baba }) => {
    const first = plain.map((n): [string, string, string] => [n, "", n]);
    const rules = moreFirst ? [...more, ...first] : [...first, ...more];
    const objects: LevelDef["objects"] = [{ kind: "baba", x: baba, y: 0 }];
    const words = (y: number, ws: string[]) => {
      ws.forEach((w, x) => {
        objects.push({ kind: `text:${w}`, x, y });
      });
    };
    words(1, ["BABA", "IS", "YOU"]);
    rules.forEach(([n, how, m], i) => {
      const N = n.toUpperCase();
      const sentence =
        how === ""
          ? [N, "IS", "SHIFT"]
          : how === "LONELY"
            ? ["LONELY", N, "IS", "SHIFT"]
            : [N, "ON", m.toUpperCase(), "IS", "SHIFT"];
      words(2 + i, sentence);
    });
    const top = 3 + rules.length;
    cells.forEach((stack, c) => {
      for (const [kind, dir] of stack) objects.push({ kind, x: c % 6, y: top + Math.floor(c / 6), dir });
    });
    return { width: 6, height: top + 2, objects };
  });

describe("the solver's boards with SHIFT objects of several kinds stacked, facing apart", () => {
  it("most drawn levels start with SHIFT objects of two kinds on one cell facing apart (the generator stays useful)", () => {
    let apart = 0;
    for (const def of fc.sample(SHIFT_ORDER, { seed: 4851, numRuns: 100 })) {
      const b = load(def);
      if (b === null) continue;
      const s = b.state;
      const shifts = (id: number) => grid.rules(s).includes(`${grid.kindOf(s, id)?.toUpperCase()} IS SHIFT`);
      const cells = def.objects.map((o) => grid.objectsAt(s, o.x, o.y).filter(shifts));
      if (
        cells.some((ids) =>
          ids.some((i) =>
            ids.some(
              (j) => grid.kindOf(s, i) !== grid.kindOf(s, j) && grid.facingOf(s, i) !== grid.facingOf(s, j),
            ),
          ),
        )
      )
        apart++;
    }
    expect(apart).toBeGreaterThan(30);
  });

  it("each input gives plain play's bytes, the SHIFT objects' order kept: the codec's in-place step, model.apply; undo gives the bytes before", () => {
    fc.assert(
      fc.property(
        SHIFT_ORDER,
        fc.array(fc.tuple(fc.nat(4), fc.nat(3)), { minLength: 1, maxLength: 8 }),
        playsAlike,
      ),
      fuzzed({ seed: 4850, numRuns: 100 }),
    );
  });
});
