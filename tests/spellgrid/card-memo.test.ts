/**
 * A state that keeps no journal (a search's) plays a card action again on the same shared card game
 * by taking the game the first play left (src/engine/spellgrid/card-memo.ts). It must play exactly as
 * playing the Sequence does: seeded random walks over the shipped SpellGrid levels play each card
 * action three times from one state (once keeping the journal, the slow path; twice keeping none, the
 * second taking the first's game) and compare everything but the journals; the remembered game is
 * never changed by what is played after it; a play that asks the chooser is remembered by its answers
 * (tests/spellgrid/card-questions.test.ts checks every prefix of them). A minion
 * played is remembered too: its id link copies the id maps alone (`ownIds`), so its game stays shared.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { Action } from "../../src/engine/cards";
import * as sg from "../../src/engine/spellgrid";
import { sequenceKey } from "../../src/engine/spellgrid/card-memo";
import { applyToSpellGrid, levelKind, startState } from "../../src/play/apply";
import { shippedLevels } from "../../src/play/files";
import type { PlayerAction } from "../../src/play/notation";
import { spellGridSuccessors } from "../../src/solver/spellgrid-moves";
import { fuzzed } from "../fuzz";
import { played, unkept, walkActions } from "./played";

const content = repositoryContent();
const spellGridLevels = shippedLevels().filter((l) => levelKind(l.def) === "spellgrid");

let again = 0;
let asked = 0;
let playedAgain = 0;

describe("a card action played again on the same shared card game", () => {
  for (const { path, def } of spellGridLevels)
    test(`${path}: along random walks, each card action twice plays as the Sequence does`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), (picks) => {
          walkActions(def, content, picks, (kept, actions) => {
            const from = unkept(kept);
            for (const action of actions) {
              if (action.type !== "card") continue;
              const slow = applyToSpellGrid(kept, action);
              const first = applyToSpellGrid(from, action);
              const second = applyToSpellGrid(from, action);
              expect(played(first)).toEqual(played(slow));
              expect(played(second)).toEqual(played(slow));
              expect(second.log).toEqual([]);
              if (second.game === first.game) {
                // taken again (a play whose rules changed first, or that linked a new card, plays afresh)
                expect(second.gameShared).toBe(true);
                again++;
                if (kept.game.cards.get(action.card)?.def.type === "minion") playedAgain++;
                // the chooser was asked: its answers were remembered (card-questions.test.ts: every prefix)
                if (action.choices.length > 0) asked++;
              }
            }
          });
        }),
        fuzzed({ seed: 13, numRuns: 6 }),
      );
    });

  test("both kinds of card action were met (the comparisons above ran)", () => {
    expect(again).toBeGreaterThan(20);
    expect(playedAgain).toBeGreaterThan(0); // a minion played: its id link left its game shared
    expect(asked).toBeGreaterThan(0); // a card asking the chooser, taken again by its answers
  });

  test("the game a play left is not changed by what the states holding it play next", () => {
    let checked = 0;
    for (const { path, def } of spellGridLevels) {
      const start = startState(def, content);
      if (start.kind !== "spellgrid") throw new Error("not a SpellGrid level");
      const from = unkept(start.game);
      const cards = spellGridSuccessors(start.game)
        .map((x) => x.action)
        .filter((a) => a.type === "card" && a.choices.length === 0);
      for (const card of cards) {
        const first = applyToSpellGrid(from, card);
        const snapshot = structuredClone(first.game);
        let s = applyToSpellGrid(from, card);
        expect(s.game, path).toBe(first.game);
        // every step and card from the state that shares the game, and from its successors
        for (let depth = 0; depth < 2; depth++) {
          const next = spellGridSuccessors(s).map((x) => x.action) as PlayerAction[];
          for (const a of next) applyToSpellGrid(s, a);
          if (next.length > 0) s = applyToSpellGrid(s, next[next.length - 1]);
        }
        expect(first.game, path).toEqual(snapshot);
        // the state whose play left it, changed in place (as the solver plays its states): it copies
        // the game first, at `ownGame`, where every write to a card side starts
        const remembered = first.game;
        sg.ownGame(first).lastOrder += 100;
        sg.ownGame(first).sides[0].hand.push(0);
        expect(first.game, path).not.toBe(remembered);
        expect(remembered, path).toEqual(snapshot);
        expect(applyToSpellGrid(from, card).game, path).toBe(remembered);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0); // some level starts with a card to play: the checks above ran
  });
});

describe("sequenceKey", () => {
  const cast: Action = { type: "cast", card: "Whirlwind", player: 0, target: null, fromHand: 4 };
  const chooser = () => "x";

  test("casts and plays are keyed; every field of theirs and whether a chooser answers tell keys apart", () => {
    const keys = [
      sequenceKey(cast, chooser),
      sequenceKey(cast, null),
      sequenceKey({ ...cast, card: "Graft" }, chooser),
      sequenceKey({ ...cast, player: 1 }, chooser),
      sequenceKey({ ...cast, target: 3 }, chooser),
      sequenceKey({ ...cast, fromHand: 5 }, chooser),
      sequenceKey({ ...cast, fromHand: null }, chooser),
      sequenceKey({ type: "play", handId: 4 }, chooser),
      sequenceKey({ type: "play", handId: 5 }, chooser),
      sequenceKey({ type: "play", handId: 4 }, null),
      sequenceKey({ type: "play", handId: 0 }, chooser),
      sequenceKey({ type: "play", handId: 0 }, null),
      sequenceKey({ type: "play", handId: 1.5 }, null), // not a whole id: twice it is another play's key
      sequenceKey({ type: "play", handId: 1 }, chooser),
      sequenceKey({ type: "play", handId: -1 }, chooser),
      sequenceKey({ type: "play", handId: 2 ** 40 }, chooser),
      sequenceKey({ type: "play", handId: 2 ** 41 }, null),
    ];
    expect(keys.every((k) => typeof k === "string" || typeof k === "number")).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect(sequenceKey({ ...cast }, chooser)).toBe(keys[0]);
    expect(sequenceKey({ type: "play", handId: 4 }, chooser)).toBe(keys[7]);
  });

  test("two casts share a key exactly when every field and whether a chooser answers are equal; never a play's key", () => {
    const id = fc.oneof(
      fc.constant(null),
      fc.integer({ min: 0, max: 260 }), // past 254: the key falls back to a string
      fc.constantFrom(-1, 1.5, 2 ** 31),
    );
    const castOf = fc.record({
      card: fc.constantFrom("Whirlwind", "Graft", "Flame", "Frostbolt", "The Coin", "Whirlwind "),
      player: fc.constantFrom(0, 1, 2),
      target: id,
      fromHand: id,
      asks: fc.boolean(),
    });
    const keyOf = (c: {
      card: string;
      player: number;
      target: number | null;
      fromHand: number | null;
      asks: boolean;
    }) =>
      sequenceKey(
        {
          type: "cast",
          card: c.card,
          player: c.player as 0 | 1 /* 2: no player: a string key */,
          target: c.target,
          fromHand: c.fromHand,
        },
        c.asks ? chooser : null,
      );
    fc.assert(
      fc.property(castOf, castOf, fc.nat({ max: 2 ** 30 }), fc.boolean(), (a, b, h, asks) => {
        const same =
          a.card === b.card &&
          a.player === b.player &&
          a.target === b.target &&
          a.fromHand === b.fromHand &&
          a.asks === b.asks;
        expect(keyOf(a) === keyOf(b)).toBe(same);
        expect(keyOf(a)).toBe(keyOf({ ...a }));
        expect(keyOf(a)).not.toBe(sequenceKey({ type: "play", handId: h }, asks ? chooser : null));
      }),
      fuzzed({ seed: 61, numRuns: 3000 }),
    );
  });

  test("a cast of small whole ids is keyed by a number (no string made per cast)", () => {
    expect(typeof sequenceKey(cast, chooser)).toBe("number");
    expect(typeof sequenceKey({ ...cast, target: 254, fromHand: 0, player: 1 }, null)).toBe("number");
    expect(typeof sequenceKey({ ...cast, target: 255 }, null)).toBe("string");
  });

  test("any other action is not remembered", () => {
    expect(sequenceKey({ type: "destroy", targets: [3] }, null)).toBeNull();
    expect(sequenceKey({ type: "dealDamage", target: 3, amount: 1 }, null)).toBeNull();
    expect(sequenceKey({ type: "endTurn" }, null)).toBeNull();
  });
});
