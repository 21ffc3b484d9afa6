/**
 * Targeted Battlecries in seeded random duels played by the duel's AI players (docs/rules.md §3.6, §7;
 * fast-check, seeded and bounded, FUZZ and FUZZ_RUNS as tests/fuzz.ts says), decks of Ironbeak Owls and
 * Spellbreakers ("Battlecry: Silence a minion"), Elven Archers and Stormpike Commandos ("Battlecry: Deal N
 * damage.", at any character) among minions with Stealth, Taunt, Divine Shield and Deathrattles:
 * - the agents (random, greedy and MCTS) play every turn without an error;
 * - a targeted Battlecry minion played at a target acts on that target first under each of its own
 *   `Triggered` (one per activation): a Silence Silences it and nothing else, a damage Battlecry damages it
 *   (or pops its Divine Shield), and the AIs hit heroes too;
 * - one played with no target had no minion to pick (none in play but enemies in Stealth or Immune), and
 *   its Battlecry does not occur (no `Triggered`).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { mctsAgent } from "../../src/ai/mcts";
import { choosableTargets, type DuelAction, needsTarget } from "../../src/engine/cards";
import { newDuel } from "../../src/harness";
import { DUEL_AGENTS } from "../../src/play/duel-agents";
import { fuzzed } from "../fuzz";
import { DUEL_CARDS as C, LIBRARY } from "../scenarios/duel/builder";

const DECK = [
  "Ironbeak Owl",
  "Ironbeak Owl",
  "Spellbreaker",
  "Spellbreaker",
  "Worgen Infiltrator",
  "Worgen Infiltrator",
  "Argent Squire",
  "Harvest Golem",
  "Loot Hoarder",
  "Blessing of Kings",
  "Shadow Bolt",
  "Wisp",
  "Wisp",
  C.wall.name,
  C.brute.name,
  C.yeti.name,
];

/** The same deck with the damage Battlecries, at any character, for the Silences. */
const DAMAGE_DECK = [
  "Elven Archer",
  "Elven Archer",
  "Stormpike Commando",
  "Stormpike Commando",
  ...DECK.filter((c) => c !== "Ironbeak Owl" && c !== "Spellbreaker"),
];

const DECKS = {
  "Ironbeak Owl and Spellbreaker": DECK,
  "Elven Archer and Stormpike Commando": DAMAGE_DECK,
};

const AGENTS = {
  random: DUEL_AGENTS.random,
  greedy: DUEL_AGENTS.greedy,
  mcts: (seed: number) => mctsAgent(seed, { playouts: 12 }),
};

describe("targeted Battlecries in random duels", () => {
  for (const [cards, deck] of Object.entries(DECKS))
    for (const [agent, factory] of Object.entries(AGENTS))
      test(`the ${agent} AI plays ${cards} at targets; each acts on its target, or, with none to pick, does nothing`, () => {
        let aimed = 0;
        let heroes = 0;
        let blank = 0;
        fc.assert(
          fc.property(fc.nat(1000), (seed) => {
            const d = newDuel({ decks: [deck, [...deck].reverse()], seed, cards: LIBRARY });
            const players = [factory(seed), factory(seed + 1)];
            for (let step = 0; step < (agent === "mcts" ? 60 : 150) && d.winner() === null; step++) {
              const action: DuelAction = players[d.activePlayer()].choose(d);
              const def = action.type === "playCard" ? d.state.entities[action.handId].card!.def : null;
              const targeted = def !== null && def.type === "minion" && needsTarget(def);
              const could = def === null ? [] : choosableTargets(d.state, d.activePlayer(), def);
              const silences = def?.text.some((c) => c.type === "effect" && c.effect === "silence") ?? false;
              d.clearLog();
              d.apply(action);
              if (!targeted || action.type !== "playCard") continue;
              const records = d.journal().records;
              const at = records.flatMap((r, i) =>
                r.type === "Triggered" && r.source === action.handId ? [records[i + 1] as object] : [],
              );
              const fired = at.map(() => action.target);
              const hushed = records
                .filter((r) => r.type === "Silenced")
                .map((r) => (r as { id: number }).id);
              if (action.target === null) {
                blank++;
                expect(could, `${def.name} played with no target while there was one to pick`).toEqual([]);
                expect(fired).toEqual([]);
                expect(hushed).toEqual([]);
              } else {
                aimed++;
                expect(could).toContain(action.target);
                expect(fired.length).toBeGreaterThan(0);
                if (d.state.entities[action.target].card === null) heroes++;
                expect(hushed).toEqual(silences ? fired : []);
                for (const r of at)
                  expect(r, `${def.name}'s Battlecry acts first on its target`).toMatchObject(
                    silences
                      ? { type: "Silenced", id: action.target }
                      : "target" in r
                        ? { type: "Damaged", target: action.target }
                        : { type: "DivineShieldLost", id: action.target },
                  );
              }
            }
          }),
          fuzzed({ seed: 0x3030, numRuns: agent === "mcts" ? 3 : agent === "greedy" ? 12 : 40 }),
        );
        expect(aimed).toBeGreaterThan(agent === "mcts" ? 2 : 10);
        if (agent === "random" && deck === DECK) expect(blank).toBeGreaterThan(0);
        if (agent !== "mcts" && deck === DAMAGE_DECK)
          expect(heroes, "the AI hits a hero with a damage Battlecry").toBeGreaterThan(0);
      });
});
