/**
 * The keywords of stop 48 in random duels (docs/rules.md §3.10 Stealth, Immune, Reborn; fast-check, seeded
 * and bounded, FUZZ and FUZZ_RUNS as tests/fuzz.ts says), decks of Stealth, Immune, Reborn, Spell Damage,
 * Taunt and the damage redirect, with targeted spells, area damage and Knife Juggler's kind:
 * - the enemy never singles out a minion in Stealth or an Immune one: no legal action attacks it or casts
 *   a spell at it (Hearthstone Wiki, Stealth: it "cannot be directly targeted by the opponent in any
 *   way"; Immune: it "cannot be actively targeted by the opponent"); a minion that attacked is out of
 *   Stealth;
 * - a Reborn minion comes back once (Hearthstone Wiki, Reborn: "resummoned with 1 Health the first time
 *   it's destroyed"): each Summoned whose cause is a Reborn names a dead minion of a Reborn card, no two
 *   name the same, the copy has no Reborn and 1 Health or less as it comes, and every Reborn minion that
 *   died in an action whose board could not have been full (its owner's board at the end and the
 *   minions that died in it under the limit) was summoned again.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { CardDef } from "../../src/engine/cards";
import { type Duel, type DuelAction, newDuel } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { DUEL_CARDS as C, LIBRARY, testMinion } from "../scenarios/duel/builder";

const GUARD = testMinion("Fuzz Immune Guard", 2, 3, [
  { type: "keyword", keyword: "immune" },
  { type: "keyword", keyword: "taunt" },
]);
const IDOL = testMinion("Fuzz Immune Idol", 1, 2, [{ type: "keyword", keyword: "immune" }]);
const CARDS: CardDef[] = [...LIBRARY, GUARD, IDOL];

const DECK = [
  "Worgen Infiltrator",
  "Jungle Panther",
  "Murmy",
  "Murmy",
  "Kobold Geomancer",
  "Dalaran Mage",
  "Bolf Ramshield",
  GUARD.name,
  IDOL.name,
  "Shadow Bolt",
  "Spark",
  "Whirlwind",
  "Fan of Knives",
  "Fiery War Axe",
  "Unstable Ghoul",
  C.juggler.name,
  C.wall.name,
  C.brute.name,
  "Wisp",
  "Murmy",
];

/** Which enemy minion `action` singles out (an attack's defender, a spell's target), or null. */
function singledOut(d: Duel, action: DuelAction): number | null {
  const me = d.activePlayer();
  const id = action.type === "attack" ? action.defender : action.type === "playCard" ? action.target : null;
  if (id === null) return null;
  const e = d.state.entities[id];
  return e.owner !== me && e.zone === "board" && e.card?.def.type === "minion" ? id : null;
}

const isImmune = (d: Duel, id: number) => d.state.entities[id].card?.keywords.includes("immune") === true;

describe("Stealth, Immune and Reborn in random duels", () => {
  test("no legal action singles out an enemy in Stealth or Immune; each Reborn minion comes back once", () => {
    let shielded = 0;
    let reborn = 0;
    let singled = 0;
    let room = 0;
    fc.assert(
      fc.property(fc.nat(1000), fc.array(fc.nat(1000), { minLength: 20, maxLength: 120 }), (seed, picks) => {
        const d = newDuel({ decks: [DECK, [...DECK].reverse()], seed, cards: CARDS });
        const copies = new Map<number, number>(); // Reborn source → copy
        const dead = new Set<number>(); // Reborn minions that died where the board had room
        for (const pick of picks) {
          const legal = d.legalActions();
          if (legal.length === 0) break;
          for (const id of [...d.board(0), ...d.board(1)]) {
            if (d.state.entities[id].stealthed || isImmune(d, id))
              if (d.state.entities[id].owner !== d.activePlayer()) shielded++;
          }
          for (const a of legal) {
            const id = singledOut(d, a);
            if (id === null) continue;
            singled++;
            expect(d.state.entities[id].stealthed, `${JSON.stringify(a)}: ${d.nameOf(id)} in Stealth`).toBe(
              false,
            );
            expect(isImmune(d, id), `${JSON.stringify(a)}: ${d.nameOf(id)} Immune`).toBe(false);
          }
          const action = legal[pick % legal.length];
          const owners = new Map(
            [...d.board(0), ...d.board(1)].map((id) => [id, d.state.entities[id].owner]),
          );
          d.clearLog();
          d.apply(action);
          if (action.type === "attack" && d.zoneOf(action.attacker) === "board")
            expect(d.state.entities[action.attacker].stealthed).toBe(false);
          const j = d.journal();
          const died: number[] = [];
          j.records.forEach((r, i) => {
            if (r.type === "Destroyed" && d.state.entities[r.id].card?.def.type === "minion") died.push(r.id);
            const c = j.causes[i];
            if (r.type !== "Summoned" || c.kind !== "reborn") return;
            reborn++;
            const source = d.state.entities[c.source];
            expect(source.card?.keywords.includes("reborn"), d.nameOf(c.source)).toBe(true);
            expect(copies.has(c.source), `${d.nameOf(c.source)} #${c.source} came back twice`).toBe(false);
            expect([...copies.values()]).not.toContain(c.source); // a copy comes back no more
            copies.set(c.source, r.id);
            expect(d.state.entities[r.id].reborn).toBe(false);
            expect(d.state.entities[r.id].card?.name).toBe(source.card?.name);
          });
          for (const id of died) {
            const e = d.state.entities[id];
            const owner = owners.get(id) ?? e.owner;
            if (e.card?.keywords.includes("reborn") && ![...copies.values()].includes(id))
              if (d.board(owner).length + died.length < d.state.limits.board) {
                dead.add(id);
                room++;
              }
          }
          for (const id of dead)
            expect(copies.has(id), `${d.nameOf(id)} #${id} died and did not come back`).toBe(true);
        }
      }),
      fuzzed({ seed: 0x4848, numRuns: 60 }),
    );
    expect(shielded).toBeGreaterThan(50);
    expect(reborn).toBeGreaterThan(10);
    expect(singled).toBeGreaterThan(100); // enemy minions singled out, each checked
    expect(room).toBeGreaterThan(10); // Reborn minions that had to come back
  });
});
