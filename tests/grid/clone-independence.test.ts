/**
 * A copy of a level (`cloneLevel`) is independent of its source whichever of them changes first: the
 * per-kind counts and each id's kind and life are shared copy-on-write (`ownKinds`), so a step, an
 * undo or a placement on either one, in any order, must leave the other as if it had never been copied.
 * Seeded: random calls on the shipped pure Baba levels, each call on the source or on the copy, each
 * level checked against a level that replays its own calls and was never copied. The rules in force
 * (`Level.inForce`) are one record that copies share and nothing changes in place: every record either
 * level held is checked against a deep copy taken when it was first seen.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { levelKind } from "../../src/play/apply";
import { shippedLevels } from "../../src/play/files";
import { fuzzed } from "../fuzz";

type Call = { on: 0 | 1 } & (
  | { type: "step"; dir: grid.Dir }
  | { type: "undo" }
  | { type: "place"; kind: string; x: number; y: number }
  | { type: "copy" }
);

const KINDS = ["baba", "rock", "flag", "wall", "text:ROCK", "text:IS", "text:PUSH", "text:WIN"];
const CALL: fc.Arbitrary<Call> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      on: fc.constantFrom(0 as const, 1 as const),
      type: fc.constant("step" as const),
      dir: fc.constantFrom<grid.Dir>("up", "down", "left", "right"),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ on: fc.constantFrom(0 as const, 1 as const), type: fc.constant("undo" as const) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      on: fc.constantFrom(0 as const, 1 as const),
      type: fc.constant("place" as const),
      kind: fc.constantFrom(...KINDS),
      x: fc.nat(20),
      y: fc.nat(20),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ on: fc.constantFrom(0 as const, 1 as const), type: fc.constant("copy" as const) }),
  },
);

/** Play one call on `level`; a call that throws (a place off the grid) must change nothing. */
function play(level: grid.Level, call: Call): void {
  switch (call.type) {
    case "step":
      grid.step(level, call.dir);
      return;
    case "undo":
      grid.undo(level);
      return;
    case "place": {
      const before = grid.hashLevel(level);
      try {
        grid.placeObject(level, call.kind, call.x, call.y);
      } catch {
        expect(grid.hashLevel(level)).toBe(before);
      }
      return;
    }
    case "copy":
      return;
    default:
      call satisfies never;
  }
}

/** Every field of the rules in force (`RuleState`), so a field added to it fails to compile until listed. */
const RULE_STATE_FIELDS = {
  props: 1,
  withProp: 1,
  anyProps: 1,
  converts: 1,
  converting: 1,
  convert: 1,
  erase: 1,
  fill: 1,
  cond: 1,
  hosted: 1,
  condConvert: 1,
  condVerbs: 1,
  asWord: 1,
  condWord: 1,
  readIds: 1,
  verbs: 1,
  rules: 1,
  active: 1,
  activeText: 1,
  presenceMatters: 1,
} satisfies Record<keyof grid.RuleState, 1>;

/** The rules in force of `level`, field by field (without a parse record's own fields). */
const rulesOf = (level: grid.Level) =>
  Object.fromEntries(
    Object.keys(RULE_STATE_FIELDS).map((f) => [f, level.inForce[f as keyof grid.RuleState]]),
  );

/** What can be seen of a level: its hash (every alive object's id, kind, cell and facing, won, seed), each id's life and kind, its rules in force. */
const seen = (level: grid.Level) => ({
  hash: grid.hashLevel(level),
  life: Array.from({ length: level.nextId }, (_, id) => [level.alive[id], level.kind[id]]),
  rules: rulesOf(level),
});

const babaLevels = shippedLevels().filter((l) => levelKind(l.def) === "baba");

describe("a copy of a level and its source are independent", () => {
  it("random calls on either, in any order: each is the level its own calls make", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...babaLevels),
        fc.array(CALL, { minLength: 1, maxLength: 12 }),
        fc.array(CALL, { minLength: 1, maxLength: 30 }),
        ({ def }, before, after) => {
          const load = () => grid.createLevel(def, LEXICON, LEVEL_CONFIG);
          const source = load();
          const history: Call[] = [];
          for (const call of before) {
            play(source, call);
            history.push(call);
          }
          // Every rules record either level held, with a deep copy of it as first seen.
          const records = new Map<grid.RuleState, grid.RuleState>();
          const note = (level: grid.Level) => {
            if (!records.has(level.inForce)) records.set(level.inForce, structuredClone(level.inForce));
          };
          // Two levels and the calls each has had; a "copy" call copies one into the other.
          const levels = [source, grid.cloneLevel(source)];
          note(source);
          const calls = [history.slice(), history.slice()];
          for (const call of after) {
            if (call.type === "copy") {
              levels[1 - call.on] = grid.cloneLevel(levels[call.on]);
              calls[1 - call.on] = calls[call.on].slice();
            } else {
              play(levels[call.on], call);
              calls[call.on].push(call);
            }
            for (const k of [0, 1]) {
              note(levels[k]);
              const alone = load(); // never copied: its own calls replayed
              for (const c of calls[k]) play(alone, c);
              expect(seen(levels[k])).toEqual(seen(alone));
            }
          }
          for (const [record, copy] of records) expect(record).toEqual(copy); // none changed in place
        },
      ),
      fuzzed({ seed: 13_003, numRuns: 120 }),
    );
  });
});
