/**
 * Silence and Spellburst in seeded random duels played by the duel's AI players (docs/rules.md §3.10, §7;
 * fast-check, seeded and bounded, FUZZ and FUZZ_RUNS as tests/fuzz.ts says), decks of Silences (a targeted
 * one and an area one), Spellbursts, Deathrattles, a Deathrattle doubler, Divine Shield, Taunt and Reborn:
 * - the agents (random and greedy) play every turn without an error;
 * - a Silenced minion runs no trigger from its Silence on (Hearthstone Wiki, Silence: it "removes a minion's
 *   card text"): no `Triggered` names it, in that action or any later one, and it has no keyword;
 * - a Spellburst runs once per minion (Hearthstone Wiki, Spellburst: "the first time you cast a spell with
 *   it in play, and only the first time"), in an action that cast a spell of its owner's, after the
 *   spell's `SpellCast`.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { CardDef } from "../../src/engine/cards";
import { newDuel } from "../../src/harness";
import { DUEL_AGENTS } from "../../src/play/duel-agents";
import { fuzzed } from "../fuzz";
import { DUEL_CARDS as C, LIBRARY, testSpell } from "../scenarios/duel/builder";

const HUSH = testSpell("Fuzz Hush", [{ type: "effect", effect: "silence", target: "chosen" }]);
const CARDS: CardDef[] = [...LIBRARY, HUSH];

const DECK = [
  HUSH.name,
  HUSH.name,
  "Mass Dispel",
  "Wretched Tutor",
  "Wretched Tutor",
  "Intrepid Initiate",
  "Intrepid Initiate",
  "Baron Rivendare",
  "Harvest Golem",
  "Loot Hoarder",
  "Murmy",
  "Argent Squire",
  "Shadow Bolt",
  "Spark",
  "Whirlwind",
  "Arcane Intellect",
  "Acolyte of Pain",
  C.wall.name,
  C.brute.name,
  "Wisp",
];

describe("Silence and Spellburst in random duels", () => {
  for (const agent of ["random", "greedy"])
    test(`the ${agent} AI plays them; a Silenced minion runs no trigger; each Spellburst runs once, after its owner's spell`, () => {
      let silenced = 0;
      let bursts = 0;
      fc.assert(
        fc.property(fc.nat(1000), (seed) => {
          const d = newDuel({ decks: [DECK, [...DECK].reverse()], seed, cards: CARDS });
          const players = [DUEL_AGENTS[agent](seed), DUEL_AGENTS[agent](seed + 1)];
          const quiet = new Set<number>();
          const burst = new Set<number>();
          for (let step = 0; step < 150 && d.winner() === null; step++) {
            d.clearLog();
            d.apply(players[d.activePlayer()].choose(d));
            let cast: number | null = null;
            for (const [i, r] of d.journal().records.entries()) {
              if (r.type === "SpellCast") cast = i;
              if (r.type === "Silenced") {
                quiet.add(r.id);
                silenced++;
              }
              if (r.type !== "Triggered") continue;
              expect(
                quiet.has(r.source),
                `${d.nameOf(r.source)} #${r.source} triggered after its Silence`,
              ).toBe(false);
              if (r.trigger !== "spellburst") continue;
              bursts++;
              expect(burst.has(r.source), `${d.nameOf(r.source)} #${r.source} Spellburst twice`).toBe(false);
              burst.add(r.source);
              expect(cast, "a Spellburst with no spell cast before it").not.toBeNull();
            }
            for (const id of quiet)
              if (d.zoneOf(id) === "board") expect(d.state.entities[id].card?.keywords).toEqual([]);
          }
        }),
        fuzzed({ seed: 0x2929, numRuns: agent === "random" ? 40 : 15 }),
      );
      expect(silenced).toBeGreaterThan(10);
      expect(bursts).toBeGreaterThan(10);
    });
});
