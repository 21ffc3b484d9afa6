/**
 * Cards that loop (docs/rules.md §3.3): a Deathrattle that summons its own card into death again is valid
 * content, and `legalActions` lists its play, but the engine refuses the play at the Death Phase limit. The
 * agents pass such an action by and play on; when every action loops, each names one and the duel refuses
 * it with the engine's message. The match against a person (src/play/duel-match.ts) changes nothing when
 * the AI's turn cannot be played.
 */
import { describe, expect, test } from "vitest";
import type { AgentFactory } from "../../src/ai/agent";
import { greedyAgent } from "../../src/ai/greedy";
import { mctsAgent } from "../../src/ai/mcts";
import { randomAgent } from "../../src/ai/random";
import type { CardDef } from "../../src/engine/cards";
import { type Duel, newDuel } from "../../src/harness";
import { AI, DuelMatch } from "../../src/play/duel-match";
import { LIBRARY, testMinion } from "../scenarios/duel/builder";

const AGENTS: Record<string, AgentFactory> = {
  random: randomAgent,
  greedy: greedyAgent,
  mcts: (seed) => mctsAgent(seed, { playouts: 12 }),
};

/** Deathrattle: summon a copy of itself, then 1 damage to all minions, which kills the copy: a loop. */
const loopDeathrattle = (name: string) =>
  [
    { type: "trigger", trigger: "deathrattle" },
    { type: "effect", effect: "summon", card: name, count: 1 },
    { type: "effect", effect: "dealDamage", target: "allMinions", amount: 1 },
  ] as const;

/** Battlecry: 1 damage to itself, so playing it starts the loop. */
const LOOP_IMP: CardDef = {
  ...testMinion("Loop Imp", 1, 1, [
    { type: "trigger", trigger: "battlecry" },
    { type: "effect", effect: "dealDamage", target: "self", amount: 1 },
    ...loopDeathrattle("Loop Imp"),
  ]),
  cost: 0,
};
const LOOP_DRAKE = testMinion("Loop Drake", 1, 1, [...loopDeathrattle("Loop Drake")]);
/** At the end of its owner's turn, 1 damage to all minions: a Loop Drake beside it makes ending the turn loop. */
const BELL = testMinion("Loop Bell", 0, 100, [
  { type: "trigger", trigger: "endOfTurn" },
  { type: "effect", effect: "dealDamage", target: "allMinions", amount: 1 },
]);
const CARDS = [...LIBRARY, LOOP_IMP, LOOP_DRAKE, BELL];

const LIMIT = (id: number, name: string) =>
  `Death Phase limit reached: more than 64 Death Phases in one Sequence (the last Death Creation Step removed ${name} #${id})`;

/** Player 0 holds Loop Imps and fillers; the engine lists the Imp's play. */
function impDuel(): Duel {
  return newDuel({ decks: [Array(10).fill("Loop Imp"), Array(10).fill("Duel Filler")], cards: CARDS });
}

/** Player 0's turn, with empty decks (so an empty hand) and a Loop Drake and a Loop Bell on its board: ending the turn loops. */
function bellDuel(): Duel {
  const d = newDuel({ decks: [[], []], cards: CARDS });
  d.summon("Loop Drake", 0);
  d.summon("Loop Bell", 0);
  return d;
}

describe("a card that loops", () => {
  test("its play is listed, and refused at the Death Phase limit, changing nothing", () => {
    const d = impDuel();
    const imp = d.hand(0)[0];
    expect(d.legalActions()).toContainEqual({ type: "playCard", handId: imp, target: null });
    const before = { hash: d.hash(), log: d.logTree() };
    expect(() => d.apply({ type: "playCard", handId: imp, target: null })).toThrow(LIMIT(86, "Loop Imp"));
    expect({ hash: d.hash(), log: d.logTree() }).toEqual(before);
  });

  for (const [name, make] of Object.entries(AGENTS)) {
    test(`${name}: passes a looping play by and plays on`, () => {
      for (let seed = 0; seed < 10; seed++) {
        const d = impDuel();
        const choice = make(seed).choose(d);
        expect(choice).toEqual({ type: "endTurn" }); // every card in hand is a Loop Imp
        d.apply(choice);
      }
    });

    test(`${name}: when every action loops, names one, and the duel refuses it with the engine's message`, () => {
      const d = bellDuel();
      expect(d.legalActions()).toEqual([{ type: "endTurn" }]);
      const choice = make(1).choose(d);
      expect(choice).toEqual({ type: "endTurn" });
      expect(() => d.apply(choice)).toThrow(LIMIT(68, "Loop Drake"));
    });
  }
});

describe("a match against an AI whose cards loop", () => {
  const deck = (name: string, cards: string[]) => ({ name, cards });
  const match = (theirs: string[]) =>
    new DuelMatch({
      decks: [deck("mine", Array(10).fill("Duel Filler")), deck("theirs", theirs)],
      ai: greedyAgent,
      seed: 0,
      cards: CARDS,
    });

  test("the AI passes a looping card by, and the person's turn comes back", () => {
    const m = match(Array(10).fill("Loop Imp"));
    m.act({ type: "endTurn" });
    expect(m.duel.activePlayer()).toBe(0);
    expect(m.aiActions.at(-1)).toEqual({ type: "endTurn" });
    const played = m.aiActions.flatMap((a) => (a.type === "playCard" ? [m.duel.nameOf(a.handId)] : []));
    expect(played).not.toContain("Loop Imp");
    expect(m.duel.hand(AI).map((id) => m.duel.nameOf(id))).toContain("Loop Imp");
  });

  test("an AI turn that cannot be played is refused with the engine's message, and the match is unchanged", () => {
    const m = match([]);
    m.duel.summon("Loop Drake", AI);
    m.duel.summon("Loop Bell", AI);
    const before = { hash: m.duel.hash(), log: m.duel.logTree(), undoable: m.undoable, turn: m.duel.turn() };
    expect(() => m.act({ type: "endTurn" })).toThrow(
      `the AI cannot play its turn: ${LIMIT(78, "Loop Drake")}`,
    );
    expect({ hash: m.duel.hash(), log: m.duel.logTree(), undoable: m.undoable, turn: m.duel.turn() }).toEqual(
      before,
    );
    expect(m.yourTurn).toBe(true);
  });
});
