/**
 * Wrong types at the Part II harness (issue 16 item 8; docs/rules.md §8): every method of `Baba` that
 * takes an argument, given one of the wrong type, throws an Error naming the call, the argument and
 * the value (never a TypeError from inside), and changes nothing.
 */
import { describe, expect, it } from "vitest";
import { type Baba, newBaba } from "../../src/harness";
import { map } from "./builder";

const level = () => map("BABA IS YOU", "baba . rock");

/** Everything a user can observe of the level, and the id the next object gets. */
function observe(b: Baba) {
  const tiles: string[][] = [];
  for (let y = 0; y < 2; y++) for (let x = 0; x < 3; x++) tiles.push(b.stackAt(x, y));
  return { tiles, rules: b.rules(), active: b.activeRules(), won: b.won(), next: b.state.nextId };
}

/** [method, call, the exact message]. */
const CALLS: [keyof Baba, (b: Baba) => unknown, string][] = [
  ["place", (b) => b.place(5 as never, 0, 0), "place: kind must be a string, not 5"],
  ["place", (b) => b.place("baba", 1.5, 0), "place: x must be an integer, not 1.5"],
  ["place", (b) => b.place("baba", 0, "1" as never), 'place: y must be an integer, not "1"'],
  ["place", (b) => b.place(null as never, 0, 0), "place: kind must be a string, not null"],
  ["hasProperty", (b) => b.hasProperty("1" as never, "YOU"), 'hasProperty: id must be an integer, not "1"'],
  ["hasProperty", (b) => b.hasProperty(3, 7 as never), "hasProperty: prop must be a string, not 7"],
  ["move", (b) => b.move(5 as never), "move: unknown direction 5: expected up, down, left or right"],
  [
    "move",
    (b) => b.move("toString" as never),
    'move: unknown direction "toString": expected up, down, left or right',
  ],
  ["posOf", (b) => b.posOf(null as never), "posOf: id must be an integer, not null"],
  ["posOf", (b) => b.posOf(Number.NaN), "posOf: id must be an integer, not NaN"],
  ["facingOf", (b) => b.facingOf("0" as never), 'facingOf: id must be an integer, not "0"'],
  ["kindsAt", (b) => b.kindsAt("a" as never, 0), 'kindsAt: x must be an integer, not "a"'],
  ["stackAt", (b) => b.stackAt(0, undefined as never), "stackAt: y must be an integer, not undefined"],
  [
    "step",
    (b) => b.step("x" as never),
    'step: unknown direction "x": expected up, down, left or right, or wait (idle)',
  ],
  [
    "step",
    (b) => b.step({ dir: "up" } as never),
    'step: unknown direction {"dir":"up"}: expected up, down, left or right, or wait (idle)',
  ],
];

describe("Baba: a wrong-typed argument is a clear Error and changes nothing", () => {
  it.each(CALLS.map(([m, call, message]) => ({ m, call, message })))("$m: $message", ({ call, message }) => {
    const b = newBaba(level());
    const before = observe(b);
    let thrown: unknown;
    try {
      call(b);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).not.toBeInstanceOf(TypeError);
    expect((thrown as Error).message).toBe(message);
    expect(observe(b)).toEqual(before);
  });

  it("the table covers every method that takes an argument", () => {
    const b = newBaba(level());
    const withArguments = Object.keys(b).filter(
      (k) =>
        typeof b[k as keyof Baba] === "function" &&
        (b[k as keyof Baba] as (...a: unknown[]) => unknown).length > 0,
    );
    expect(new Set(CALLS.map(([m]) => m))).toEqual(new Set(withArguments));
  });

  it("newBaba: a level, lexicon or options of the wrong type", () => {
    // The level is checked by the content checker first (src/content/level-check.ts), naming the field.
    expect(() => newBaba(null as never)).toThrow('level "(unnamed)": expected object, got null');
    expect(() => newBaba({ width: "3", height: 1, objects: [] } as never)).toThrow(
      'level "(unnamed)": width: expected integer, got string "3"',
    );
    expect(() => newBaba(level(), "words" as never)).toThrow(
      'newBaba: lexicon must be a lexicon {words, index, properties}, not "words"',
    );
    expect(() => newBaba(level(), undefined, 5 as never)).toThrow(
      "newBaba: options must be an object {journal?}, not 5",
    );
    expect(() => newBaba(level(), undefined, { journal: 1 } as never)).toThrow(
      "newBaba: options.journal must be true or false, not 1",
    );
    expect(() => newBaba(level(), undefined, { bogus: 1 } as never)).toThrow(
      'newBaba: unknown option "bogus" (the options are journal)',
    );
  });
});
