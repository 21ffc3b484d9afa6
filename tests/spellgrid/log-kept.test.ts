/**
 * A SpellGrid state that keeps no journal (`logKept` false, a search's states) plays exactly as one
 * that keeps it: after the same actions, the same board, the same card game, the same id maps and the
 * same rule auras; only its journal stays empty. Seeded random walks over the shipped SpellGrid levels,
 * each action applied to both states (steps, plays and casts with their chooser's answers).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { applyToSpellGrid, levelKind, startState } from "../../src/play/apply";
import { shippedLevels } from "../../src/play/files";
import { spellGridSuccessors } from "../../src/solver/spellgrid-moves";
import { fuzzed } from "../fuzz";
import { played, unkept } from "./played";

const content = repositoryContent();
const spellGridLevels = shippedLevels().filter((l) => levelKind(l.def) === "spellgrid");

let recorded = 0;

describe("a state that keeps no journal plays as one that keeps it", () => {
  for (const { path, def } of spellGridLevels)
    test(`${path}: along random walks, the same state after each action, its journal empty`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), (picks) => {
          const start = startState(def, content);
          if (start.kind !== "spellgrid") throw new Error("not a SpellGrid level");
          let kept = start.game;
          let noJournal = unkept(kept);
          for (const pick of picks) {
            const actions = spellGridSuccessors(kept).map((x) => x.action);
            if (actions.length === 0) break;
            const action = actions[pick % actions.length];
            kept = applyToSpellGrid(kept, action);
            noJournal = applyToSpellGrid(noJournal, action);
            expect(played(noJournal)).toEqual(played(kept));
            expect(noJournal.log).toEqual([]);
            expect(noJournal.causes).toEqual([]);
            expect(noJournal.logKept).toBe(false);
            expect(kept.log).toHaveLength(kept.causes.length);
            recorded += kept.log.length;
          }
        }),
        fuzzed({ seed: 21, numRuns: 8 }),
      );
    });

  test("the states that kept their journal recorded something (the comparison is not of empty journals)", () => {
    expect(recorded).toBeGreaterThan(0);
  });
});
