import { describe, expect, test } from "vitest";
import { readCardDir } from "../../../src/content/card-files";
import { deepFreeze } from "../../../src/content/deep-freeze";
import { END_OF_PHASE, LIMITS } from "../../../src/content/limits";
import { type CardDef, cardKey, createGame, type GameState } from "../../../src/engine/cards";
import { newGame } from "../../../src/harness";
import { minion, summoner } from "./defs";

/**
 * A deeply frozen card definition (the library as cards/ is read, a card `registerCards` copied) is
 * compiled once however many games register it; any other definition is compiled afresh, so a change
 * made to it in place shows in the next game (src/engine/cards/registry.ts, issue 13).
 */

const game = (defs: readonly CardDef[]): GameState =>
  createGame({ defs, limits: LIMITS, endOfPhase: END_OF_PHASE });

describe("compiled cards", () => {
  test("every card of the library is compiled once: two games share each compiled card", () => {
    const library = readCardDir();
    const [a, b] = [game(library), game(library)];
    for (const def of library) {
      expect(b.cards.get(def.name)).toBe(a.cards.get(def.name));
      expect(a.cards.get(def.name)?.key).toBe(cardKey(def));
    }
  });

  test("a deeply frozen definition given inline is compiled once too", () => {
    const def = deepFreeze(summoner("Frozen Summoner", "Imp"));
    expect(game([def]).cards.get(def.name)).toBe(game([def]).cards.get(def.name));
  });

  test("a definition changed in place between two games is compiled afresh: its key and text follow", () => {
    const def = minion("Clay", 2);
    const before = game([def]).cards.get("Clay");
    def.cost = 4;
    (def.text as CardDef["text"][number][]).push({ type: "keyword", keyword: "taunt" });
    const after = game([def]).cards.get("Clay");
    expect(after).not.toBe(before);
    expect(after?.key).toBe(cardKey(def));
    expect(after?.key).not.toBe(before?.key);
    expect(after?.keywords).toEqual(["taunt"]);
  });

  test("a frozen definition whose text is not frozen is compiled afresh: a clause added shows", () => {
    const text: CardDef["text"][number][] = [];
    const def = Object.freeze(minion("Half Frozen", 2, text));
    expect(game([def]).cards.get(def.name)?.keywords).toEqual([]);
    text.push({ type: "keyword", keyword: "divineShield" });
    expect(game([def]).cards.get(def.name)?.keywords).toEqual(["divineShield"]);
  });

  test("a card registered through the harness is a frozen copy: changing the object passed changes no card", () => {
    const def = minion("Copied", 3);
    const g = newGame({ cards: [] });
    g.registerCards([def]);
    def.health = 9;
    expect(g.health(g.summon("Copied", 1))).toBe(3);
  });
});
