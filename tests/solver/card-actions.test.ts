/**
 * The rule the solver's card actions rely on (src/solver/spellgrid-moves.ts): a spell that may be cast
 * without a target may not be cast at any minion (docs/rules.md §3.6), so when its untargeted cast
 * passes its check, no cast of it at a minion is tried. Checked in every state along seeded random
 * walks of every SpellGrid level shipped, for every card in hand and every minion on the board.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import * as sg from "../../src/engine/spellgrid";
import { shippedLevels } from "../../src/play/files";
import { modelOf } from "../../src/solver/model";
import { fuzzed } from "../fuzz";

const content = repositoryContent();
/** Casts checked at a minion, of cards whose untargeted cast passes (the rule had something to refuse). */
let checked = 0;

/** The casts at a minion that pass their check, of cards whose untargeted cast passes too. */
function targetedToo(s: sg.SpellGridState): string[] {
  const found: string[] = [];
  const { width, height } = s.level;
  for (const e of s.game.sides[0].hand) {
    const card = s.game.entities[e].card!.name;
    if (sg.checkCast(s, card) !== null) continue;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const id = sg.minionAt(s, x, y);
        if (id === null) continue;
        checked++;
        if (sg.checkCast(s, card, id) === null) found.push(`${card} at (${x}, ${y})`);
      }
  }
  return found;
}

describe("a spell castable without a target", () => {
  for (const { path, def } of shippedLevels().filter((l) => l.def.cards))
    test(`${path}: along random walks, is never castable at a minion`, () => {
      const model = modelOf(def, content);
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 8 }), (picks) => {
          let s = model.start as sg.SpellGridState;
          for (const pick of picks) {
            expect(targetedToo(s)).toEqual([]);
            const next = model.successors(s);
            if (next.length === 0 || model.won(s) || model.lost(s)) break;
            s = next[pick % next.length].state as sg.SpellGridState;
          }
        }),
        fuzzed({ seed: 79, numRuns: 10 }),
      );
    });

  test("the walks met such spells with minions on the board (the checks above ran)", () => {
    expect(checked).toBeGreaterThan(0);
  });
});
