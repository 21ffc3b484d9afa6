/**
 * Property (docs/rules.md §8; the two promises at the top of docs/api.md): every method of the four harnesses (`newGame`, `newDuel`,
 * `newBaba`, `newSpellGrid`), called with hostile arguments (ids of nothing, of the wrong sort, NaN,
 * huge, negative or fractional numbers, names of no card, objects and arrays where a number goes), in
 * the middle of a game, either works or throws a clear engine error that changes nothing: the hash of
 * the state is the same after as before. Seeded and bounded.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { hashGame } from "../../src/engine/cards";
import { hashLevel, type Level } from "../../src/engine/grid";
import { hashSpellGrid, type SpellGridState } from "../../src/engine/spellgrid";
import { type LevelDef, newBaba, newDuel, newGame, newSpellGrid } from "../../src/harness";
import { ROOT } from "../architecture/source";
import { fuzzed } from "../fuzz";
import { DUEL_CARDS as C, LIBRARY } from "../scenarios/duel/builder";
import { refusedCleanly, Tally } from "./fuzz-refusal";

/** Arguments a careless or hostile caller might pass: near-ids, wrong types, names, directions. */
const argument = fc.oneof(
  fc.integer({ min: -3, max: 90 }),
  fc.constantFrom(-0, 1.5, 2 ** 31, 2 ** 53, 1e300, Number.NaN, Number.POSITIVE_INFINITY, -1),
  fc.constantFrom("", "0", "up", "idle", "right", "Wisp", "Harvest Golem", "Graft", "Spark", "Loot Hoarder"),
  fc.constantFrom("__proto__", "constructor", "toString", "text:BABA", "baba", "top", "bottom"),
  fc.constantFrom(null, undefined, true, [], {}, [1], { type: "endTurn" }, { type: "attack" }),
  fc.constantFrom({ type: "playCard", handId: 3 }, { type: "playCard", handId: 3, target: null, x: 1 }),
  fc.string({ maxLength: 8 }),
);
const calls = (methods: readonly string[]) =>
  fc.array(fc.tuple(fc.constantFrom(...methods), fc.array(argument, { maxLength: 3 })), { maxLength: 25 });

/** Calls `obj[method](...args)` for each call, each a clean refusal or a success; tallied by method. */
function callAll(obj: object, hash: () => string, list: [string, unknown[]][], tally: Tally) {
  const methods = obj as unknown as Record<string, (...a: unknown[]) => unknown>;
  for (const [m, args] of list)
    tally.add(
      m,
      refusedCleanly(`${m}(${args.map(String)})`, hash, () => methods[m](...args)),
    );
}

const CARD_METHODS = [
  ...["play", "cast", "attack", "hero", "health", "zoneOf", "board", "hand", "nameOf", "orderOfPlay"],
  ...[
    "dealDamage",
    "destroy",
    "summon",
    "addToHand",
    "addToDeck",
    "armor",
    "cost",
    "assemble",
    "registerCards",
  ],
] as const;
const DUEL_METHODS = [
  ...CARD_METHODS,
  ...["canAttack", "attackTargets", "endTurn", "mana", "maxMana", "weapon", "frozen", "apply", "setChooser"],
] as const;
const GRID_METHODS = [
  "place",
  "hasProperty",
  "move",
  "posOf",
  "facingOf",
  "kindsAt",
  "stackAt",
  "step",
] as const;
const SPELLGRID_METHODS = [
  ...GRID_METHODS,
  ...["cast", "play", "health", "hero", "nameOf", "minionAt", "checkCast", "checkPlay", "checkPlayAnywhere"],
] as const;

const DECK = [C.yeti.name, C.brute.name, C.charger.name, C.twin.name, "Loot Hoarder", "Harvest Golem"];
const LEVELS = readdirSync(join(ROOT, "levels"))
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(ROOT, "levels", f), "utf8")) as LevelDef);
const isSpellGrid = (l: LevelDef) => l.hand !== undefined || l.cards !== undefined;

describe("every harness method, on hostile arguments mid-game", () => {
  test("newDuel: after some legal actions, each call works or is refused, changing nothing", () => {
    const tally = new Tally();
    fc.assert(
      fc.property(fc.nat(40), calls(DUEL_METHODS), (legal, list) => {
        const d = newDuel({ decks: [DECK, [...DECK, "Whirlwind", "Frost Nova"]], seed: 3, cards: LIBRARY });
        for (let i = 0; i < legal % 12; i++) {
          const actions = d.legalActions();
          if (actions.length === 0) break;
          d.apply(actions[(i * 7 + legal) % actions.length]);
        }
        callAll(d, () => d.hash(), list, tally);
      }),
      fuzzed({ seed: 0xf0a1, numRuns: 120 }),
    );
    expect(tally.total("ok")).toBeGreaterThan(20);
    expect(tally.total("refused")).toBeGreaterThan(200);
  });

  test("newGame: each call works or is refused, changing nothing", () => {
    const tally = new Tally();
    fc.assert(
      fc.property(calls(CARD_METHODS), (list) => {
        const g = newGame({});
        g.summon("Harvest Golem");
        g.addToHand("Loot Hoarder");
        g.summon("Wisp", 1);
        callAll(g, () => hashGame(g.state), list, tally);
      }),
      fuzzed({ seed: 0xf0a2, numRuns: 150 }),
    );
    expect(tally.total("ok")).toBeGreaterThan(5);
  });

  test("newBaba and newSpellGrid on every level: each call works or is refused, changing nothing", () => {
    const tally = new Tally();
    fc.assert(
      fc.property(fc.nat(LEVELS.length - 1), calls(SPELLGRID_METHODS), (i, list) => {
        const def = LEVELS[i];
        if (isSpellGrid(def)) {
          const g = newSpellGrid(def);
          callAll(g, () => hashSpellGrid(g.state as SpellGridState), list, tally);
        } else {
          const g = newBaba(def);
          const own = list.filter(([m]) => (GRID_METHODS as readonly string[]).includes(m));
          callAll(g, () => hashLevel(g.state as Level), own, tally);
        }
      }),
      fuzzed({ seed: 0xf0a3, numRuns: 150 }),
    );
    expect(tally.total("ok")).toBeGreaterThan(5);
  });
});
