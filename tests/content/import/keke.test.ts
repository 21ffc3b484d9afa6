/**
 * The Keke format (docs/rules.md §7, "Importing levels"): every character of the format as it defines
 * it, moves in either case, the fields a level needs, and what is refused with its field.
 */
import { describe, expect, test } from "vitest";
import { unconvertible } from "../../../src/content/import/format";
import { KEKE_CELLS, KEKE_FORMAT } from "../../../src/content/import/keke";

/** The format's definition, as the Keke AI Competition writes it: a character, and what it is. */
const THINGS: Record<string, string> = {
  b: "baba",
  s: "skull",
  f: "flag",
  o: "floor",
  a: "grass",
  l: "lava",
  r: "rock",
  w: "wall",
  k: "keke",
  g: "goop",
  v: "love",
};
/** Digits are the other words; the format calls DEFEAT "KILL". */
const WORDS = ["SINK", "IS", "YOU", "WIN", "DEFEAT", "PUSH", "STOP", "MOVE", "HOT", "MELT"];

/** A level whose map is `inner` inside a `_` border. */
const bordered = (inner: string) => {
  const w = [...inner].length + 2;
  return ["_".repeat(w), `_${inner}_`, "_".repeat(w)].join("\n");
};
const readOne = (level: Record<string, unknown>) => KEKE_FORMAT.read({ levels: [level] }, "f.json")[0];

describe("the Keke characters", () => {
  const cases: [string, string][] = [
    ...Object.entries(THINGS).map(([c, noun]): [string, string] => [c, noun]),
    ...Object.entries(THINGS).map(([c, noun]): [string, string] => [
      c.toUpperCase(),
      `text:${noun.toUpperCase()}`,
    ]),
    ...WORDS.map((word, digit): [string, string] => [String(digit), `text:${word}`]),
  ];

  test.each(cases)("%s is %s", (ch, kind) => {
    const level = readOne({ id: 1, ascii: bordered(ch) });
    expect(level.map).toEqual({
      width: 1,
      height: 1,
      objects: [{ kind, x: 0, y: 0, cell: `cell (1, 1) "${ch}"` }],
    });
  });

  test("the table holds exactly those, the border `_` and the empty `.` (and a space, as Keke reads it)", () => {
    const objects = Object.entries(KEKE_CELLS).filter(([, c]) => c.type === "object");
    expect(Object.fromEntries(objects.map(([ch, c]) => [ch, c.type === "object" ? c.kind : ""]))).toEqual(
      Object.fromEntries(cases),
    );
    expect(KEKE_CELLS._).toEqual({ type: "border" });
    expect(KEKE_CELLS["."]).toEqual({ type: "empty" });
    expect(KEKE_CELLS[" "]).toEqual({ type: "empty" });
  });
});

describe("a Keke level's fields", () => {
  test("id, name and author make the label, the file name's parts and the title", () => {
    const level = readOne({ id: 7, name: " Lake ", author: "Ann", ascii: bordered("b") });
    expect(level).toMatchObject({
      label: 'levels[0] (id 7 "Lake")',
      nameParts: ["keke", "007", "Lake"],
      title: "Lake (by Ann)",
    });
    expect(readOne({ id: "x1", ascii: bordered("b") })).toMatchObject({
      label: 'levels[0] (id "x1")',
      nameParts: ["keke", "x1", ""],
      title: "Keke level x1",
    });
  });

  test("a long title is cut to 80 characters", () => {
    const title = readOne({ id: 1, name: "n".repeat(100), ascii: bordered("b") }).title;
    expect(title).toHaveLength(80);
    expect(title.endsWith("…")).toBe(true);
  });

  test("the solution's moves are u, d, l, r and s (a wait) in either case; none when absent or empty", () => {
    const steps = (solution: unknown) => readOne({ id: 1, ascii: bordered("b"), solution }).solution;
    expect(steps("uDlRsS")).toEqual({
      type: "moves",
      actions: ["up", "down", "left", "right", "wait", "wait"].map((dir) => ({ type: "step", dir })),
    });
    expect(steps(undefined)).toEqual({ type: "none" });
    expect(steps("")).toEqual({ type: "none" });
    expect(steps("rq")).toEqual({
      problem: 'solution: move 2 "q" is not one of u, d, l, r, s (in either case)',
    });
    expect(steps(12)).toEqual({ problem: "solution: 12 is not a string of moves" });
  });

  test.each([
    [{ ascii: bordered("b") }, "levels[0]", 'missing field "id"'],
    [
      { idd: 5, ascii: bordered("b") },
      "levels[0]",
      'missing field "id" ("idd" is not a field of a keke level: did you mean "id"?)',
    ],
    [{ id: -1, ascii: bordered("b") }, "levels[0]", "id: -1 is not a whole number ≥ 0 or a non-empty string"],
    [{ id: 1, name: 3, ascii: bordered("b") }, "levels[0]", "name: 3 is not a string"],
    [{ id: 1 }, "levels[0] (id 1)", 'missing field "ascii" (the map, rows joined by \\n)'],
    [{ id: 1, map: "" }, "levels[0] (id 1)", 'missing field "ascii" (the map, rows joined by \\n)'],
    [{ id: 1, ascii: 3 }, "levels[0] (id 1)", "ascii: 3 is not a string (the map, rows joined by \\n)"],
  ])("%j cannot be converted: %s: %s", (entry, label, problem) => {
    const level = readOne(entry);
    expect(level.label).toBe(label);
    expect(unconvertible(level.map) && level.map.problem).toBe(problem);
  });

  test("a file that is not {levels: […]} is an error naming the file and the field", () => {
    for (const data of [[], { levels: {} }, null, { level: [] }])
      expect(() => KEKE_FORMAT.read(data, "set.json")).toThrow(
        'set.json: levels: a keke file is {"levels": [ … ]}, a list of levels',
      );
  });
});
