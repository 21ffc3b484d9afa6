/**
 * `c N` in the terminal duel (docs/rules.md §7): a card of the hand, or a minion in play, shown in full (its
 * cost, stats and text, rendered from its clauses), so a card a deck adds can be read before it is played;
 * what names no card is refused, naming it, and the duel goes on unchanged.
 */
import { Readable } from "node:stream";
import { describe, expect, test } from "vitest";
import { runDuel } from "../../src/cli/play-duel";
import { parseDuelCommand } from "../../src/cli/play-duel-commands";
import { lineSource } from "../../src/cli/source";
import type { CardDef } from "../../src/engine/cards";
import { DUEL_AGENTS } from "../../src/play/duel-agents";
import { AI, DuelMatch, PERSON } from "../../src/play/duel-match";
import { DUEL_CARDS as C, LIBRARY, testMinion } from "../scenarios/duel/builder";

/** A card of the test's own: Poisonous, and a Deathrattle that hits every enemy minion. */
const SLIME: CardDef = {
  ...testMinion("Test Slime", 2, 2, [
    { type: "keyword", keyword: "poisonous" },
    { type: "trigger", trigger: "deathrattle" },
    { type: "effect", effect: "dealDamage", target: "allEnemyMinions", amount: 1 },
  ]),
  cost: 3,
};
const deck = (card: string) => ({ name: card, cards: Array(30).fill(card) });

/** The transcript of a duel of two one-card decks, after the lines typed. */
async function transcript(lines: string[]): Promise<{ out: string; match: DuelMatch }> {
  const match = new DuelMatch({
    decks: [deck(SLIME.name), deck(C.yeti.name)],
    ai: DUEL_AGENTS.random,
    seed: 0,
    cards: [...LIBRARY, SLIME],
  });
  let out = "";
  const write = (t: string) => void (out += t);
  await runDuel({
    match,
    source: lineSource(Readable.from([`${lines.join("\n")}\n`]), write),
    write,
    color: false,
  });
  return { out, match };
}

describe("c N shows a card in full", () => {
  test("card N of the hand, and a minion of either board, with their text; a bad one is named", async () => {
    const { out, match } = await transcript([
      "c 1",
      "e",
      "e",
      "e",
      "p 1",
      "c m1",
      "c e1",
      "c 9",
      "c hero",
      "c",
    ]);
    expect(match.duel.board(PERSON)).toHaveLength(1);
    expect(match.duel.board(AI).length).toBeGreaterThan(0);
    expect(out).toContain(
      "\nTest Slime (3 mana 2/2 minion): Poisonous. Deathrattle: Deal 1 damage to all enemy minions.\n",
    );
    expect(out).toContain(
      "\nTest Slime (2/2 minion): Poisonous. Deathrattle: Deal 1 damage to all enemy minions.\n",
    );
    expect(out).toContain(`\n${C.yeti.name} (4/5 minion): no text\n`);
    expect(out).toMatch(/\n! your hand has no card 9: its cards are 1-\d+\n/);
    expect(out).toContain(
      "\n! c shows a card of your hand (c 2) or a minion in play (c e1, c m1, c #12); a hero has no card\n",
    );
    expect(out).toContain(
      "\n! c takes one card: its number in your hand (c 2) or a minion in play (c e1, c m1, c #12)\n",
    );
  });

  test("read: c N, card N, c e1; c takes exactly one", () => {
    expect(parseDuelCommand("c 2")).toEqual({ type: "card", which: 2 });
    expect(parseDuelCommand("card e1")).toEqual({
      type: "card",
      which: { kind: "position", side: "enemy", n: 1 },
    });
    expect(() => parseDuelCommand("c 1 2")).toThrow(
      "c takes one card: its number in your hand (c 2) or a minion in play (c e1, c m1, c #12)",
    );
  });

  test("what names no card is refused with what c takes: a bare number is the hand's, so 0 names no place", () => {
    for (const typed of ["c 0", "card 2x", "c -1"]) {
      const [word, arg] = typed.split(" ");
      expect(() => parseDuelCommand(typed), typed).toThrow(
        `"${arg}" names no card: ${word} takes its number in your hand (${word} 2) or a minion in play (${word} e1, ${word} m1, ${word} #12)`,
      );
    }
  });
});
