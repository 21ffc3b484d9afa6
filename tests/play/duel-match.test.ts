/**
 * A duel against an AI (issue 15 item 7; docs/rules.md §7): the match the terminal and the page play.
 * Invariants over seeded random games (fast-check, bounded): an action the engine refuses changes
 * nothing (the duel's hash, its log, the undo history); after an end of turn it is the person's turn again
 * or the game is over, and every AI action was legal when played; `undo` puts back exactly the duel before
 * the person's last action; the same seed gives the same game. A Why chain ends on who acted.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { randomAgent } from "../../src/ai/random";
import { deckShelf } from "../../src/cli/play-duel";
import { DUEL_AGENTS } from "../../src/play/duel-agents";
import { defaultDecks } from "../../src/play/duel-decks";
import { AI, DuelMatch, PERSON, type PersonAction } from "../../src/play/duel-match";
import { duelNames, duelViewOf, duelWhyText } from "../../src/play/duel-view";
import { fuzzed } from "../fuzz";

const shelf = deckShelf();
const [mine, theirs] = defaultDecks(shelf);
const matchOf = (seed: number) =>
  new DuelMatch({ decks: [shelf[mine], shelf[theirs]], ai: DUEL_AGENTS.random, seed });

/** The person's action for a legal action of the duel (a card by its place in the hand). */
function personAction(m: DuelMatch, pick: number): PersonAction {
  const actions = m.duel.legalActions();
  const a = actions[pick % actions.length];
  return a.type === "playCard"
    ? { type: "play", card: m.duel.hand(PERSON).indexOf(a.handId) + 1, target: a.target }
    : a;
}

describe("a match against an AI", () => {
  test("seeded random games: every AI action legal, the person's turn after each end of turn, undo exact", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (seed, picks) => {
        const m = matchOf(seed);
        for (const pick of picks) {
          if (m.duel.winner() !== null) break;
          const before = m.duel.hash();
          const action = personAction(m, pick);
          const probe = m.duel.clone();
          m.act(action);
          if (action.type === "endTurn") {
            // Replay the AI's actions on the duel before: each was legal when it was played.
            probe.endTurn();
            for (const ai of m.aiActions) {
              expect(probe.activePlayer()).toBe(AI);
              expect(probe.legalActions()).toContainEqual(ai);
              probe.apply(ai);
            }
            expect(probe.hash()).toBe(m.duel.hash());
            expect(m.duel.winner() !== null || m.duel.activePlayer() === PERSON).toBe(true);
          }
          const after = m.duel.hash();
          m.undo();
          expect(m.duel.hash()).toBe(before);
          m.act(action);
          expect(m.duel.hash()).toBe(after);
        }
      }),
      fuzzed({ seed: 15, numRuns: 8 }),
    );
  }, 120_000);

  test("an action the engine refuses changes nothing: the duel, its log, the undo history", () => {
    const m = matchOf(3);
    m.act({ type: "endTurn" });
    const hash = m.duel.hash();
    const log = m.duel.logTree();
    const undoable = m.undoable;
    const hand = m.duel.hand(PERSON);
    const costly = hand.findIndex((id) => m.duel.cost(id) > m.duel.mana(PERSON));
    const bad: PersonAction[] = [
      { type: "play", card: hand.length + 1, target: null },
      { type: "attack", attacker: m.duel.hero(PERSON), defender: m.duel.hero(AI) },
      { type: "attack", attacker: m.duel.hero(AI), defender: m.duel.hero(PERSON) },
      ...(costly >= 0 ? [{ type: "play" as const, card: costly + 1, target: null }] : []),
    ];
    for (const action of bad) {
      expect(() => m.act(action)).toThrow();
      expect([m.duel.hash(), m.duel.logTree(), m.undoable]).toEqual([hash, log, undoable]);
    }
    expect(() => m.act({ type: "play", card: hand.length + 1, target: null })).toThrow(
      `there is no card ${hand.length + 1} in your hand: its cards are 1-${hand.length}`,
    );
  });

  test("the same seed, the same game; once it is over every action is refused and undo still works", () => {
    const play = (seed: number) => {
      const m = matchOf(seed);
      const me = randomAgent(seed + 1);
      while (m.duel.winner() === null) {
        const a = me.choose(m.duel);
        m.act(
          a.type === "playCard"
            ? { type: "play", card: m.duel.hand(PERSON).indexOf(a.handId) + 1, target: a.target }
            : a,
        );
      }
      return m;
    };
    const [a, b] = [play(9), play(9)];
    expect(a.duel.hash()).toBe(b.duel.hash());
    expect(duelViewOf(a).result).toBe(duelViewOf(b).result);
    const over = a.duel.hash();
    expect(() => a.act({ type: "endTurn" })).toThrow(/the game is over/);
    expect(a.duel.hash()).toBe(over);
    a.undo();
    expect(a.duel.winner()).toBeNull();
  });

  test("a Why chain ends on who acted: the AI's line on the AI, its turn's start on your end of turn", () => {
    const m = matchOf(3);
    let guard = 0;
    while (m.aiActions.length < 2 && guard++ < 20) m.act({ type: "endTurn" });
    const v = duelViewOf(m);
    const aiStart = v.log.find((l) => /^Turn \d+ began: the AI's turn$/.test(l.text))!;
    expect(duelWhyText(m, aiStart.line).trimEnd().split("\n").at(-1)).toBe(
      "  because you ended the turn (endTurn)",
    );
    const aiFirst = m.actions.find((x) => x.player === AI)!;
    const text = duelWhyText(m, aiFirst.from).trimEnd().split("\n");
    expect(text.at(-1)).toMatch(/^ {2}because the AI /);
  });
  test("the AI's hand stays hidden: its draws read 'The AI drew a card', yours name the card, an id of one is refused without its name, and a card it plays is named", () => {
    // Whatever the decks of decks/ hold: the AI's turns are played until a card it drew stays in its hand.
    const m = matchOf(3);
    let hiddenDraws = 0;
    let text: string[] = [];
    for (let turn = 0; hiddenDraws === 0 && turn < 10 && m.duel.winner() === null; turn++) {
      m.act({ type: "endTurn" });
      const { records } = m.duel.journal();
      const log = duelViewOf(m).log;
      text = log.map((l) => l.text);
      for (const { line, text: said } of log) {
        const r = records[line];
        if (r.type !== "Drew" || r.player !== AI) continue;
        const hidden = m.duel.hand(AI).includes(r.id);
        expect(said).toBe(hidden ? "The AI drew a card" : `The AI drew ${m.duel.nameOf(r.id)} #${r.id}`);
        if (hidden) hiddenDraws++;
      }
    }
    expect(hiddenDraws).toBeGreaterThan(0);
    const mine = m.duel.hand(PERSON).at(-1)!;
    expect(text.at(-1)).toBe(`You drew ${m.duel.nameOf(mine)} #${mine}`);
    for (const id of m.duel.hand(AI)) expect(text.filter((t) => t.includes(`#${id}`))).toEqual([]);
    const held = m.duel.hand(AI)[0];
    const hash = m.duel.hash();
    expect(() => m.act({ type: "attack", attacker: held, defender: m.duel.hero(AI) })).toThrow(
      `attacker #${held} is not a character in play (it is a card the AI holds)`,
    );
    expect(() => m.act({ type: "play", card: 1, target: m.duel.state.sides[AI].deck[0] })).toThrow(
      `target #${m.duel.state.sides[AI].deck[0]} is not a character in play (it is a card the AI holds)`,
    );
    expect(m.duel.hash()).toBe(hash);
    let guard = 0;
    while (m.duel.board(AI).length === 0 && guard++ < 20) m.act({ type: "endTurn" });
    const names = duelNames(m.duel);
    const [played] = m.duel.board(AI);
    expect(names.entity(played)).toBe(`${m.duel.nameOf(played)} #${played}`);
    expect(names.entity(m.duel.hand(AI)[0])).toBe("a card");
    expect(names.entity(m.duel.state.sides[AI].deck[0])).toBe("a card");
  });
});
