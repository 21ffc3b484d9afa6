import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ContentError } from "../../src/content/problems";
import {
  AssembleError,
  cloneGame,
  formatEvent,
  type GameState,
  hashGame,
  type Id,
  mapCause,
  perform,
} from "../../src/engine/cards";
import { type Game, newGame } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { BASE_CARDS, type Call, call, performCall } from "./card-calls";

/**
 * Property-based tests of the card engine through its harness (issue 16): random sequences of calls,
 * valid and invalid, checked after every call. Seeded and bounded: the same runs every time.
 */
const SEED = 0x5eed_c1;
const RUNS = 250;
const CALLS = { minLength: 1, maxLength: 30 };
/** A hang guard, not a speed test: a call that takes this long is stuck. */
const HANG_MS = 2_000;

/** Everything in a state, as one string: equal strings, equal states (each registered card by name and hash). */
function fingerprint(state: GameState): string {
  const { cards, ...rest } = state;
  return JSON.stringify({ ...rest, cards: [...cards].map(([name, card]) => [name, card.key]) });
}

/** Ids are unique; every card entity is in exactly one zone list, its own zone's; heroes in none. */
function expectZonesConsistent(state: GameState): void {
  const seen = new Map<Id, string>();
  state.sides.forEach((side, p) => {
    for (const zone of ["deck", "hand", "board", "graveyard"] as const)
      for (const id of side[zone]) {
        expect(seen.has(id), `id ${id} is in two zone lists`).toBe(false);
        seen.set(id, `${p}:${zone}`);
      }
  });
  state.entities.forEach((e, i) => {
    expect(e.id).toBe(i);
    if (e.card === null) {
      expect(state.sides[e.owner].hero).toBe(e.id);
      expect(seen.has(e.id)).toBe(false);
    } else expect(seen.get(e.id)).toBe(`${e.owner}:${e.zone}`);
  });
  expect(seen.size).toBe(state.entities.length - 2);
  const onBoards = [...state.sides[0].board, ...state.sides[1].board];
  const byOrder = onBoards.sort((a, b) => state.entities[a].order - state.entities[b].order);
  expect(state.inPlay).toEqual(byOrder);
}

/** The log tree has one line per event, each the event written out, indented. */
function expectLogTree(g: Game): void {
  const log = g.log();
  const lines = g.logTree().split("\n");
  expect(lines.pop()).toBe("");
  expect(lines).toHaveLength(log.length);
  lines.forEach((line, i) => {
    expect(line.trimStart()).toBe(formatEvent(log[i]));
  });
}

/**
 * One cause a record (docs/rules.md §3.11), each pointing only to earlier lines of the same log, so
 * every chain of causes ends.
 */
function expectCausesConsistent(state: GameState): void {
  expect(state.causes).toHaveLength(state.log.length);
  state.causes.forEach((cause, i) => {
    const lines: number[] = [];
    const line = (l: number) => {
      lines.push(l);
      return l;
    };
    mapCause(cause, { id: (id) => id, line });
    for (const l of lines) expect(l >= 0 && l < i, `cause of line ${i} points to line ${l}`).toBe(true);
  });
}

/** Run the calls on a fresh game, checking every call; returns what each call gave or threw. */
function runCalls(calls: readonly Call[]): { trace: string[]; game: Game } {
  const g = newGame({ cards: BASE_CARDS, decks: [["Filler", "Herald", "Urn"], ["Acolyte"]] });
  const trace: string[] = [];
  for (const c of calls) {
    const state = g.state;
    const before = fingerprint(state);
    const started = performance.now();
    let thrown: unknown = null;
    let value: unknown;
    try {
      value = performCall(g, c);
    } catch (e) {
      thrown = e;
    }
    expect(performance.now() - started, `${c.m} took too long`).toBeLessThan(HANG_MS);
    if (thrown !== null) {
      // Only an Error (an AssembleError, or a ContentError naming the card definition at fault) with a
      // message, never a TypeError or RangeError from inside.
      expect(thrown).toBeInstanceOf(Error);
      expect([Error, AssembleError, ContentError]).toContain((thrown as Error).constructor);
      expect((thrown as Error).message.length).toBeGreaterThan(0);
      // Atomic: the state is the one there was, unchanged.
      expect(g.state).toBe(state);
      expect(fingerprint(g.state)).toBe(before);
      trace.push(`${c.m} threw ${(thrown as Error).message}`);
    } else trace.push(`${c.m} gave ${JSON.stringify(value)} log ${g.state.log.length}`);
    expectZonesConsistent(g.state);
    expect(g.state.depths).toHaveLength(g.state.log.length);
    expectCausesConsistent(g.state);
  }
  expectLogTree(g);
  trace.push(g.logTree(), hashGame(g.state));
  return { trace, game: g };
}

const calls = fc.array(call, CALLS);

describe("the card harness under random calls (fast-check, seeded)", () => {
  test("the random calls reach every kind of outcome (the generators stay useful)", () => {
    const seen = new Set<string>();
    for (const cs of fc.sample(calls, fuzzed({ seed: SEED, numRuns: RUNS }))) {
      const g = newGame({ cards: BASE_CARDS, decks: [["Filler"], []] });
      for (const c of cs) {
        const from = g.state.log.length;
        try {
          performCall(g, c);
          seen.add(`${c.m} ok`);
          for (const e of g.state.log.slice(from)) seen.add(e.type);
        } catch (e) {
          seen.add(`${c.m} ${e instanceof AssembleError ? "AssembleError" : "Error"}`);
        }
      }
    }
    const wanted = [
      "summon",
      "addToHand",
      "addToDeck",
      "play",
      "dealDamage",
      "cast",
      "destroy",
      "registerCards",
    ]
      .flatMap((m) => [`${m} ok`, `${m} Error`])
      .concat(["assemble ok", "assemble AssembleError", "setChooser ok", "setChooser Error", "query ok"])
      .concat([
        "Summoned",
        "Damaged",
        "Triggered",
        "Destroyed",
        "DeathPhase",
        "Drew",
        "SpellCast",
        "StatsChanged",
      ]);
    expect(wanted.filter((w) => !seen.has(w))).toEqual([]);
  });

  test("every call that throws throws an Error and changes nothing; zones and the log stay consistent", () => {
    fc.assert(
      fc.property(calls, (cs) => {
        runCalls(cs);
      }),
      fuzzed({ seed: SEED, numRuns: RUNS }),
    );
  });

  test("the same calls give the same results, log and hash (determinism)", () => {
    fc.assert(
      fc.property(calls, (cs) => {
        expect(runCalls(cs).trace).toEqual(runCalls(cs).trace);
      }),
      fuzzed({ seed: SEED + 1, numRuns: RUNS / 5 }),
    );
  });

  test("a clone hashes equal to its source, and each stays independent of the other", () => {
    fc.assert(
      fc.property(calls, fc.nat(), (cs, pick) => {
        const source = runCalls(cs).game.state;
        const clone = cloneGame(source);
        expect(hashGame(clone)).toBe(hashGame(source));
        expect(fingerprint(clone)).toBe(fingerprint(source));
        // Change each in place (as SpellGrid does): the other does not move.
        const sourceBefore = fingerprint(source);
        const minions = [...clone.sides[0].board, ...clone.sides[1].board];
        const target = minions.length > 0 ? minions[pick % minions.length] : clone.sides[0].hero;
        perform(clone, { type: "summon", card: "Filler", player: 1 }, null);
        try {
          perform(clone, { type: "dealDamage", target, amount: 1 }, null);
        } catch {
          // a budget or Death Phase limit may stop it: what matters is that the source stays put
        }
        expect(fingerprint(source)).toBe(sourceBefore);
        const cloneBefore = fingerprint(clone);
        perform(source, { type: "addToHand", card: "Filler", player: 0 }, null);
        expect(fingerprint(clone)).toBe(cloneBefore);
      }),
      fuzzed({ seed: SEED + 2, numRuns: RUNS / 5 }),
    );
  });

  test("newGame with random options: a game, or an Error naming what was wrong", () => {
    const option = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom<unknown>(null, 5, "x", [], {}, [[]], [["Filler"], []], [[5], []], [["Nobody"], []]),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom<unknown>(undefined, null, 7, "opts", []),
          fc.record(
            {
              decks: option,
              seed: fc.oneof(fc.integer(), fc.constantFrom<unknown>("x", 1.5, Number.NaN)),
              cards: fc.constantFrom<unknown>(undefined, BASE_CARDS, null, [null], [{}]),
            },
            { requiredKeys: [] },
          ),
        ),
        (opts) => {
          try {
            const g = newGame(opts as never);
            expect(g.log()).toEqual([]);
          } catch (e) {
            expect([Error, ContentError]).toContain((e as Error).constructor);
            expect((e as Error).message).toMatch(/^newGame/);
          }
        },
      ),
      fuzzed({ seed: SEED + 3, numRuns: 200 }),
    );
  });
});
