/**
 * Ascii maps (docs/rules.md §7, "Importing levels"): rows of one character per cell, joined by new
 * lines, enclosed by a border one cell thick. Each character is a cell of the format's table; the
 * level is what lies inside the border, its tile (0, 0) the map's cell (1, 1). Objects are listed rows
 * first, left to right, which is their age (§5.1). A map that cannot be converted is said with the cell
 * at fault, counted in the map as written (its top-left border cell is (0, 0)).
 */
import type { CellTable, MapGrid, MapObject, Unconvertible } from "./format";

/** A character as a message shows it: quoted, escaped when it is not printable. */
export function showChar(ch: string): string {
  return JSON.stringify(ch);
}

/** The rows of `ascii`: split at new lines (`\n` or `\r\n`), a final new line ignored, one entry per character. */
function rowsOf(ascii: string): string[][] {
  const rows = ascii.split(/\r?\n/);
  if (rows.length > 1 && rows[rows.length - 1] === "") rows.pop();
  return rows.map((r) => Array.from(r));
}

/**
 * The grid an ascii map holds, read through `table` (`format` names the format in messages), or the
 * first reason it cannot be converted: an empty map, ragged rows, a character the table lacks, a cell
 * of the edge that is not the border, the border inside the map, or nothing inside the border.
 */
export function readAsciiMap(ascii: string, table: CellTable, format: string): MapGrid | Unconvertible {
  const rows = rowsOf(ascii);
  const width = rows[0].length;
  if (width === 0) return { problem: "ascii: the map is empty" };
  for (const [y, row] of rows.entries())
    if (row.length !== width)
      return {
        problem: `ascii: ragged rows: row ${y} has ${row.length} cells and row 0 has ${width} (cell (${Math.min(row.length, width)}, ${y}))`,
      };
  const height = rows.length;
  const objects: MapObject[] = [];
  for (const [y, row] of rows.entries())
    for (const [x, ch] of row.entries()) {
      const cell = `cell (${x}, ${y}) ${showChar(ch)}`;
      const read = Object.hasOwn(table, ch) ? table[ch] : undefined;
      if (read === undefined) return { problem: `ascii: ${cell} is not a character of the ${format} format` };
      const edge = x === 0 || y === 0 || x === width - 1 || y === height - 1;
      if (edge && read.type !== "border")
        return { problem: `ascii: ${cell} is on the map's edge, where only the border may be` };
      if (!edge && read.type === "border") return { problem: `ascii: ${cell} is the border, inside the map` };
      if (read.type === "object") objects.push({ kind: read.kind, x: x - 1, y: y - 1, cell });
    }
  if (width < 3 || height < 3)
    return { problem: `ascii: the map is ${width}×${height}: nothing lies inside its border` };
  return { width: width - 2, height: height - 2, objects };
}
