/**
 * Transform in seeded random duels played by the duel's AI players (docs/rules.md §3.10, §7; fast-check,
 * seeded and bounded, FUZZ and FUZZ_RUNS as tests/fuzz.ts says), decks of Polymorph, a 0-mana Transform into
 * a Sheep, Deathrattles, a summon trigger, Divine Shield, Taunt and Reborn:
 * - the agents (random and greedy) play them on every turn without an error;
 * - a minion transformed into a Sheep is a Sheep from then on while in play, runs no trigger (a Sheep has no
 *   text), and is neither summoned nor destroyed by its Transform (Hearthstone Wiki, Transform: "does not
 *   trigger any Deathrattles"; "they do not summon minions").
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { CardDef } from "../../src/engine/cards";
import { newDuel } from "../../src/harness";
import { DUEL_AGENTS } from "../../src/play/duel-agents";
import { fuzzed } from "../fuzz";
import { DUEL_CARDS as C, LIBRARY, testSpell } from "../scenarios/duel/builder";

const MORPH = testSpell("Fuzz Morph", [
  { type: "effect", effect: "transform", target: "chosen", card: "Sheep" },
]);
const CARDS: CardDef[] = [...LIBRARY, MORPH];

const DECK = [
  MORPH.name,
  MORPH.name,
  "Polymorph",
  "Polymorph",
  "Baron Rivendare",
  "Harvest Golem",
  "Loot Hoarder",
  "Murmy",
  "Argent Squire",
  "Intrepid Initiate",
  "Acolyte of Pain",
  C.juggler.name,
  C.wall.name,
  C.brute.name,
  C.yeti.name,
  "Wisp",
  "Spark",
  "Arcane Intellect",
];

describe("Transform in random duels", () => {
  for (const agent of ["random", "greedy"])
    test(`the ${agent} AI plays it; a minion transformed into a Sheep is a Sheep, runs no trigger, and was neither summoned nor destroyed by it`, () => {
      let transformed = 0;
      let polymorphs = 0;
      fc.assert(
        fc.property(fc.nat(1000), (seed) => {
          const d = newDuel({ decks: [DECK, [...DECK].reverse()], seed, cards: CARDS });
          const players = [DUEL_AGENTS[agent](seed), DUEL_AGENTS[agent](seed + 1)];
          const sheep = new Set<number>();
          for (let step = 0; step < 150 && d.winner() === null; step++) {
            d.clearLog();
            d.apply(players[d.activePlayer()].choose(d));
            const now = new Set<number>();
            for (const r of d.journal().records) {
              if (r.type === "SpellCast" && r.card === "Polymorph") polymorphs++;
              if (r.type === "Transformed") {
                expect(r.to).toBe("Sheep");
                sheep.add(r.id);
                now.add(r.id);
                transformed++;
              }
              if (r.type === "Triggered")
                expect(sheep.has(r.source), `Sheep #${r.source} ran a ${r.trigger} trigger`).toBe(false);
              if ((r.type === "Summoned" || r.type === "Destroyed") && now.has(r.id))
                expect.fail(`#${r.id} was ${r.type} in the action that transformed it`);
            }
            for (const id of sheep) if (d.zoneOf(id) === "board") expect(d.nameOf(id)).toBe("Sheep");
          }
        }),
        fuzzed({ seed: 0x7229, numRuns: agent === "random" ? 40 : 15 }),
      );
      expect(transformed).toBeGreaterThan(10);
      expect(polymorphs).toBeGreaterThan(0);
    });
});
