/**
 * What the editor offers (web/palette.ts): for the hand, exactly the cards that can be played from it (a
 * spell, or a minion with a noun: one without can never be placed, and a weapon never equipped, so play
 * refuses both); for the pool, every minion. Stated over the whole content, so it holds whatever cards are added.
 */
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { Session } from "../../src/play/session";
import { cardChoices, paletteOf } from "../../web/palette";

const content = repositoryContent();
const choices = cardChoices(content);
const playable = (c: (typeof content.cards)[number]) =>
  c.type === "spell" || (c.type === "minion" && Boolean(c.noun));

describe("the editor's card lists", () => {
  it("the hand list holds every card playable from the hand and no other, sorted by name", () => {
    const expected = content.cards
      .filter(playable)
      .map((c) => c.name)
      .sort((a, b) => a.localeCompare(b));
    expect(choices.hand).toEqual(expected);
    expect(content.cards.some((c) => !playable(c))).toBe(true); // the rule leaves some card out
  });

  it("every card left out of the hand list is one the game refuses to play from the hand, saying what it is", () => {
    const refusals = content.cards
      .filter((c) => !playable(c))
      .map((left) => {
        const level: LevelDef = {
          width: 3,
          height: 2,
          objects: [
            ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
            { kind: "baba", x: 0, y: 1 },
          ],
          hand: [left.name],
        };
        const session = new Session(level, content);
        let refused = "";
        try {
          session.apply({ type: "card", card: left.name, tile: [2, 1], choices: [] });
        } catch (e) {
          refused = (e as Error).message;
        }
        expect(session.history).toEqual([]);
        return [left.type, refused];
      });
    const is = {
      minion: "a minion without a noun (a minion is played onto the grid as an object of its noun)",
      weapon: "a weapon (SpellGrid plays minions onto the grid and casts spells: it equips no weapon)",
    };
    const left = content.cards.filter((c) => !playable(c));
    expect(refusals).toEqual(
      left.map((c) => [c.type, `play: ${JSON.stringify(c.name)} is ${is[c.type as "minion" | "weapon"]}`]),
    );
  });

  it("the pool list holds every minion, with or without a noun; the palette's minions are those with one", () => {
    expect(choices.pool).toEqual(
      content.cards
        .filter((c) => c.type === "minion")
        .map((c) => c.name)
        .sort((a, b) => a.localeCompare(b)),
    );
    const brushes = paletteOf(content).find((g) => g.title === "Minions")!.brushes;
    expect(
      brushes.every((b) => b.type === "minion" && playable(content.cards.find((c) => c.name === b.card)!)),
    ).toBe(true);
  });
});

describe("the editor's palette", () => {
  it("is read from the lexicon: a text brush for every word, a thing for every noun but a meta one, in its order; a word added is there", () => {
    const words = content.lexicon.words;
    const added = {
      ...content,
      lexicon: { ...content.lexicon, words: [...words, { word: "ZORB", class: "noun" }] },
    };
    const [text, things] = paletteOf(added as typeof content);
    expect(text.brushes).toEqual([...words, { word: "ZORB" }].map((w) => ({ type: "word", word: w.word })));
    expect(things.brushes).toEqual(
      [...words.filter((w) => w.class === "noun" && !w.meta), { word: "ZORB" }].map((w) => ({
        type: "thing",
        kind: w.word.toLowerCase(),
      })),
    );
  });
});
