/**
 * The keywords of stop 49 in random duels (docs/rules.md §3.10 Overkill, Frenzy, Mega-Windfury;
 * fast-check, seeded and bounded, FUZZ and FUZZ_RUNS as tests/fuzz.ts says), decks of Overkill minions
 * (Ironhide Direhorn, a cheap one that hits with its effect at each turn's end), Frenzy minions (Gruntled
 * Patron, a cheap one), Mega-Windfury ones (V-07-TR-0N, a cheap one with Charge), area damage and weapons:
 * - Overkill fires only when damage leaves a character below 0 Health, Armor taking its share first
 *   (Hearthstone Wiki, Overkill: "deals damage to a character with less Health than the damage dealt
 *   during your turn"), on its minion's owner's turn, for a minion with an overkill trigger; and every
 *   such combat hit by one on its owner's turn fires it. Each character's Health is followed through the
 *   action's records (`Damaged`, `ArmorLost`, `Healed`, `StatsChanged`) from the board before it;
 * - Frenzy fires at most once per minion (Hearthstone Wiki, Frenzy: "the first time this minion survives
 *   damage"), for a minion that took damage;
 * - a Mega-Windfury minion attacks at most 4 times a turn, a Windfury one twice, any other once
 *   (Hearthstone Wiki, Mega-Windfury: "can attack four times each turn").
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { CardDef } from "../../src/engine/cards";
import { newDuel } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { damage, LIBRARY, testMinion } from "../scenarios/duel/builder";

const GALE = testMinion("Fuzz Gale", 2, 6, [
  { type: "keyword", keyword: "megaWindfury" },
  { type: "keyword", keyword: "charge" },
]);
const FRET = testMinion("Fuzz Fret", 1, 4, [{ type: "trigger", trigger: "frenzy" }, damage("enemyHero", 1)]);
const TUSK = testMinion("Fuzz Tusk", 4, 3, [
  { type: "trigger", trigger: "endOfTurn" },
  damage("allEnemyMinions", 2),
  { type: "trigger", trigger: "overkill" },
  { type: "effect", effect: "gainArmor", amount: 1 },
]);
const CARDS: CardDef[] = [...LIBRARY, GALE, FRET, TUSK];
const DECK = [
  GALE.name,
  GALE.name,
  FRET.name,
  FRET.name,
  TUSK.name,
  TUSK.name,
  "Gruntled Patron",
  "Gruntled Patron",
  "Ironhide Direhorn",
  "V-07-TR-0N",
  "Whirlwind",
  "Fan of Knives",
  "Fiery War Axe",
  "Shadow Bolt",
  "Wisp",
  "Murmy",
  "Jungle Panther",
  "Kobold Geomancer",
  "Dalaran Mage",
  "Unstable Ghoul",
];

const hasTrigger = (def: CardDef | undefined, t: string) =>
  def?.text.some((c) => c.type === "trigger" && c.trigger === t) === true;

describe("Overkill, Frenzy and Mega-Windfury in random duels", () => {
  test("Overkill fires exactly past a character's Health on its owner's turn; Frenzy at most once a minion; at most 4 attacks a turn with Mega-Windfury", () => {
    const seen = { overkill: 0, frenzy: 0, fourth: 0, checkedHits: 0 };
    fc.assert(
      fc.property(fc.nat(1000), fc.array(fc.nat(1000), { minLength: 30, maxLength: 160 }), (seed, picks) => {
        const d = newDuel({ decks: [DECK, [...DECK].reverse()], seed, cards: CARDS });
        const frenzied = new Set<number>();
        const attacks = new Map<number, number>(); // this turn's attacks per attacker
        for (const pick of picks) {
          const legal = d.legalActions();
          if (legal.length === 0) break;
          const action = legal[pick % legal.length];
          const hp = new Map<number, number>(d.state.entities.map((e) => [e.id, e.health]));
          const armor = [d.state.sides[0].armor, d.state.sides[1].armor];
          let active = d.activePlayer();
          d.clearLog();
          d.apply(action);
          const j = d.journal();
          const ents = d.state.entities; // (after the action: the ones it made too)
          j.records.forEach((r, i) => {
            if (r.type === "TurnStarted") {
              active = r.player;
              attacks.clear();
            } else if (r.type === "ArmorLost") armor[r.player] -= r.amount;
            else if (r.type === "Healed" && hp.has(r.target))
              hp.set(r.target, (hp.get(r.target) ?? 0) + r.amount);
            else if (r.type === "StatsChanged") hp.set(r.id, r.health);
            else if (r.type === "Summoned")
              hp.set(r.id, d.state.entities[r.id].card?.def.type === "minion" ? Number.NaN : 0);
            else if (r.type === "Damaged") {
              const prev = j.records[i - 1];
              const absorbed = prev?.type === "ArmorLost" && ents[r.target].card === null ? prev.amount : 0;
              const left = (hp.get(r.target) ?? Number.NaN) - (r.amount - absorbed);
              hp.set(r.target, left);
              const c = j.causes[i];
              const source = c.kind === "combat" ? c.source : null;
              // a combat hit by an Overkill minion on its owner's turn, past the Health: Overkill follows
              if (source !== null && !Number.isNaN(left) && left < 0 && ents[source].owner === active)
                if (hasTrigger(ents[source].card?.def, "overkill")) {
                  seen.checkedHits++;
                  const next = j.records.slice(i + 1, i + 4);
                  expect(next, `${d.nameOf(source)} hit ${d.nameOf(r.target)} to ${left}`).toContainEqual({
                    type: "Overkill",
                    source,
                    target: r.target,
                  });
                }
            } else if (r.type === "Overkill") {
              seen.overkill++;
              const src = ents[r.source];
              expect(hasTrigger(src.card?.def, "overkill"), d.nameOf(r.source)).toBe(true);
              expect(src.owner, `${d.nameOf(r.source)} overkilled on the other turn`).toBe(active);
              const dealt = j.records.slice(0, i).findLast((x) => x.type === "Damaged");
              expect(dealt).toMatchObject({ type: "Damaged", target: r.target });
              const left = hp.get(r.target) ?? Number.NaN;
              if (!Number.isNaN(left))
                expect(left, `${d.nameOf(r.target)} overkilled at ${left}`).toBeLessThan(0);
            } else if (r.type === "Triggered" && r.trigger === "frenzy") {
              seen.frenzy++;
              expect(frenzied.has(r.source), `${d.nameOf(r.source)} #${r.source} frenzied twice`).toBe(false);
              frenzied.add(r.source);
              expect(hasTrigger(ents[r.source].card?.def, "frenzy")).toBe(true);
              const hit = j.records.slice(0, i).some((x) => x.type === "Damaged" && x.target === r.source);
              expect(hit, `${d.nameOf(r.source)} frenzied untouched`).toBe(true);
            } else if (r.type === "Attacked") {
              const n = (attacks.get(r.attacker) ?? 0) + 1;
              attacks.set(r.attacker, n);
              const kws = ents[r.attacker].card?.keywords ?? [];
              const most = kws.includes("megaWindfury") ? 4 : kws.includes("windfury") ? 2 : 1;
              if (ents[r.attacker].card !== null)
                expect(n, `${d.nameOf(r.attacker)} attack ${n} in a turn`).toBeLessThanOrEqual(most);
              if (n === 4) seen.fourth++;
            }
          });
        }
      }),
      fuzzed({ seed: 0x4949, numRuns: 40 }),
    );
    expect(seen.overkill).toBeGreaterThan(10);
    expect(seen.checkedHits).toBeGreaterThan(5);
    expect(seen.frenzy).toBeGreaterThan(10);
    expect(seen.fourth).toBeGreaterThan(3);
  });
});
