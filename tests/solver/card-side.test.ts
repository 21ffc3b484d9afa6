/**
 * The SpellGrid codec's shortcut (issue 13 item 3): `sameCardSide` says two states' card sides are
 * equal without writing them out, and must only say so when their bytes are equal (then the search
 * takes one for the other). Seeded random walks over the shipped SpellGrid levels: every pair of
 * states met near the walk (the state, its successors, and those of a copy keeping its journal, whose
 * cards are played afresh) is checked against the bytes the codec writes, and must share its hint
 * (`cardSideHint`, under which the codec files the card sides it meets).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { cloneGame } from "../../src/engine/cards";
import type { SpellGridState } from "../../src/engine/spellgrid";
import { levelKind } from "../../src/play/apply";
import { shippedLevels } from "../../src/play/files";
import { cardSideHint, sameCardSide } from "../../src/solver/card-side";
import { spellGridModel } from "../../src/solver/spellgrid-moves";
import { fuzzed } from "../fuzz";
import { cardSideBytesOf, walkNear } from "./card-side-bytes";

const content = repositoryContent();
const spellGridLevels = shippedLevels().filter((l) => levelKind(l.def) === "spellgrid");

/** Pairs of distinct card games the shortcut found equal, over all the walks (run in order, above the last test). */
let distinctEqual = 0;

describe("a card side the shortcut finds equal has equal bytes", () => {
  test("there are SpellGrid levels to walk", () => {
    expect(spellGridLevels.length).toBeGreaterThan(0);
  });

  for (const { path, def } of spellGridLevels)
    test(`${path}: along random walks, sameCardSide(a, b) implies equal card-side bytes and equal hints`, () => {
      const model = spellGridModel(def, content);
      const bytes = cardSideBytesOf(model);
      let pairs = 0;
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 5 }), (picks) =>
          walkNear(model, picks, (near) => {
            for (const a of near)
              for (const b of near) {
                pairs++;
                if (!sameCardSide(a, b)) continue;
                if (a.game !== b.game) distinctEqual++;
                expect(bytes(a)).toBe(bytes(b));
                // the codec files card sides by hint: one found equal must be filed with it
                expect(cardSideHint(a)).toBe(cardSideHint(b));
              }
          }),
        ),
        fuzzed({ seed: 7, numRuns: 6 }),
      );
      expect(pairs).toBeGreaterThan(0);
    });

  test("the walks met distinct card games the shortcut found equal (one card played afresh and taken again)", () => {
    expect(distinctEqual).toBeGreaterThan(0);
  });

  test("a card side that differs in one field is not found equal", () => {
    const { def } = spellGridLevels[0];
    const s = spellGridModel(def, content).start;
    const copy = (f: (g: SpellGridState["game"]) => void): SpellGridState => {
      const t = { ...s, game: cloneGame(s.game), external: s.external.slice(), entityOf: s.entityOf.slice() };
      f(t.game);
      return t;
    };
    expect(
      sameCardSide(
        copy(() => {}),
        s,
      ),
    ).toBe(true);
    expect(
      sameCardSide(
        copy((g) => void (g.entities[0].health += 1)),
        s,
      ),
    ).toBe(false);
    expect(
      sameCardSide(
        copy((g) => void (g.sides[0].mana += 1)),
        s,
      ),
    ).toBe(false);
    expect(
      sameCardSide(
        copy((g) => void g.sides[0].hand.push(0)),
        s,
      ),
    ).toBe(false);
    expect(
      sameCardSide(
        copy((g) => void (g.rng += 1)),
        s,
      ),
    ).toBe(false);
    expect(
      sameCardSide(
        copy((g) => void (g.endOfPhase = [...g.endOfPhase].reverse())),
        s,
      ),
    ).toBe(s.game.endOfPhase.length < 2 || s.game.endOfPhase[0] === s.game.endOfPhase[1]);
  });
});
