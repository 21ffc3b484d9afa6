/**
 * `checkPlay` and `play` judge each play afresh (docs/rules.md §6.6; Module 10): what the card game says of a
 * card (in the hand, a spell, the card engine's `playProblem`) is the answer for that card on that game,
 * whatever was asked before: of another card on the same game, of the same card on another game, or of
 * the same game object before a play changed it in place (src/engine/spellgrid/actions.ts `cardCheck`).
 */
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import * as sg from "../../src/engine/spellgrid";
import { applyToSpellGrid, startState } from "../../src/play/apply";
import { mapLevel } from "./map";

const content = repositoryContent();
const KNIGHT = "Tin Knight";
const NOT_IN_HAND = `play: "${KNIGHT}" is not in the hand`;

function start(from = content): sg.SpellGridState {
  const st = startState(mapLevel(["BABA IS YOU .", ". . baba .", ". . . ."], [KNIGHT, "Spark"]), from);
  if (st.kind !== "spellgrid") throw new Error("not a SpellGrid level");
  return st.game;
}

describe("checkPlay: the card game's answer is the one for that card on that game", () => {
  test("two cards asked in turn on one shared game, each on every empty tile", () => {
    const s = sg.cloneSpellGrid(start());
    for (let k = 0; k < 2; k++)
      for (const [x, y] of [
        [0, 2],
        [1, 2],
        [3, 1],
      ]) {
        expect(sg.checkPlay(s, KNIGHT, x, y)).toBeNull();
        expect(sg.checkPlay(s, "Spark", x, y)).toBe('play: "Spark" is a spell: cast it');
      }
  });

  test("one card asked on two shared games in turn: before and after it left the hand", () => {
    const before = sg.cloneSpellGrid(start());
    const after = applyToSpellGrid(before, { type: "card", card: KNIGHT, tile: [0, 2], choices: [] });
    for (let k = 0; k < 2; k++) {
      expect(sg.checkPlay(before, KNIGHT, 1, 2)).toBeNull();
      expect(sg.checkPlay(after, KNIGHT, 1, 2)).toContain(NOT_IN_HAND);
    }
  });

  test("a game of the state's own, changed in place by a play: the card is judged again", () => {
    const s = start();
    expect(sg.checkPlay(s, KNIGHT, 0, 2)).toBeNull();
    const game = s.game;
    sg.play(s, KNIGHT, 0, 2, null);
    expect(s.game).toBe(game); // the same object, changed in place
    expect(sg.checkPlay(s, KNIGHT, 1, 2)).toContain(NOT_IN_HAND);
    expect(() => sg.play(s, KNIGHT, 1, 2, null)).toThrow(NOT_IN_HAND);
  });

  test("a definition edited after a check on a shared game: the card is judged again", () => {
    const editable = { ...content, cards: content.cards.map((d) => ({ ...d })) }; // (the shipped ones are frozen)
    const s = sg.cloneSpellGrid(start(editable));
    const hand = s.game.sides[0].hand.map((e) => s.game.entities[e].card!);
    const def = hand.find((c) => c.name === KNIGHT)!.def as { noun?: string; type: string };
    const kept = { noun: def.noun, type: def.type };
    try {
      for (const edit of [() => (def.noun = "Zzyzx"), () => (def.type = "weapon")]) {
        expect(sg.checkPlay(s, KNIGHT, 0, 2)).toBeNull();
        edit();
        expect(sg.checkPlay(s, KNIGHT, 1, 2)).toMatch(/^play: "Tin Knight"/);
        Object.assign(def, kept);
        expect(sg.checkPlay(s, KNIGHT, 3, 1)).toBeNull();
      }
    } finally {
      Object.assign(def, kept);
    }
  });
});
