/** Ascii maps (docs/rules.md §7, "Importing levels"): the border, the cells, and why a map is refused. */
import { describe, expect, test } from "vitest";
import { readAsciiMap } from "../../../src/content/import/ascii-map";
import type { CellTable } from "../../../src/content/import/format";

/** A small table of our own: `#` border, `.` empty, `x` a thing, `X` its word. */
const TABLE: CellTable = {
  "#": { type: "border" },
  ".": { type: "empty" },
  x: { type: "object", kind: "rock" },
  X: { type: "object", kind: "text:ROCK" },
};
const read = (...rows: string[]) => readAsciiMap(rows.join("\n"), TABLE, "test");

describe("readAsciiMap", () => {
  test("the level is what lies inside the border; objects rows first, at their tile inside it", () => {
    expect(read("#####", "#x.X#", "#..x#", "#####")).toEqual({
      width: 3,
      height: 2,
      objects: [
        { kind: "rock", x: 0, y: 0, cell: 'cell (1, 1) "x"' },
        { kind: "text:ROCK", x: 2, y: 0, cell: 'cell (3, 1) "X"' },
        { kind: "rock", x: 2, y: 1, cell: 'cell (3, 2) "x"' },
      ],
    });
  });

  test("a map of empty cells is a level with no objects; \\r\\n rows and one final new line read the same", () => {
    const plain = read("####", "#..#", "####");
    expect(plain).toEqual({ width: 2, height: 1, objects: [] });
    expect(readAsciiMap("####\r\n#..#\r\n####\n", TABLE, "test")).toEqual(plain);
  });

  test.each([
    [["###", "#q#", "###"], 'ascii: cell (1, 1) "q" is not a character of the test format'],
    [["####", "#.##", "####"], 'ascii: cell (2, 1) "#" is the border, inside the map'],
    [["####", "x..#", "####"], 'ascii: cell (0, 1) "x" is on the map\'s edge, where only the border may be'],
    [["####", "#..#", "##.#"], 'ascii: cell (2, 2) "." is on the map\'s edge, where only the border may be'],
    [["####", "#..", "####"], "ascii: ragged rows: row 1 has 3 cells and row 0 has 4 (cell (3, 1))"],
    [["###", "#..#", "###"], "ascii: ragged rows: row 1 has 4 cells and row 0 has 3 (cell (3, 1))"],
    [[""], "ascii: the map is empty"],
    [["##", "##"], "ascii: the map is 2×2: nothing lies inside its border"],
    [["###"], "ascii: the map is 3×1: nothing lies inside its border"],
  ])("%j is refused: %s", (rows, problem) => {
    expect(read(...rows)).toEqual({ problem });
  });

  test("the first problem in reading order is the one reported", () => {
    expect(read("####", "#qz#", "####")).toEqual({
      problem: 'ascii: cell (1, 1) "q" is not a character of the test format',
    });
  });

  test("a character outside the table is shown escaped", () => {
    expect(read("###", "#\t#", "###")).toEqual({
      problem: 'ascii: cell (1, 1) "\\t" is not a character of the test format',
    });
  });
});
