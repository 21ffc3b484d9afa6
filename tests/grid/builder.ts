/**
 * Builds a LevelDef from an ASCII map: cells separated by spaces, `.` empty, UPPER-CASE a text
 * word, lower-case a thing, `+` stacks several on one tile (placed left to right). Objects are
 * placed row by row, so ids follow reading order. `objectsOf` reads a board back the same way.
 */
import { LEXICON } from "../../src/content/words";
import { FACINGS, type Level, roleNoun } from "../../src/engine/grid";
import type { Baba, LevelDef } from "../../src/harness";
import { newBaba } from "../../src/harness";

/** The noun that plays the empty role in the game's lexicon (data, not a spelling the test assumes). */
export const EMPTY = LEXICON.words[roleNoun(LEXICON, "empty")].word;

export function map(...rows: string[]): LevelDef {
  const cells = rows.map((r) => r.trim().split(/\s+/));
  const width = Math.max(...cells.map((c) => c.length));
  const objects: LevelDef["objects"] = [];
  cells.forEach((row, y) => {
    row.forEach((cell, x) => {
      if (cell === ".") return;
      for (const part of cell.split("+")) {
        objects.push({ kind: part === part.toUpperCase() ? `text:${part}` : part, x, y });
      }
    });
  });
  return { width, height: rows.length, objects };
}

/** The id of the n-th object (0-based) of `kind` in `def` (ids are list positions). */
export function idOf(def: LevelDef, kind: string, n = 0): number {
  const ids = def.objects.flatMap((o, i) => (o.kind === kind ? [i] : []));
  if (ids[n] === undefined) throw new Error(`no ${kind} #${n} in the map`);
  return ids[n];
}

/** The things on the grid of `b` (no text) as `kind@x,y facing`, in age order. */
export function thingsFacing(b: Baba): string[] {
  const s = b.state;
  const out: string[] = [];
  for (let id = 0; id < s.nextId; id++) {
    const name = s.kinds.names[s.kind[id]];
    if (s.alive[id] && !name.startsWith("text:"))
      out.push(`${name}@${s.x[id]},${s.y[id]} ${FACINGS[s.facing[id]]}`);
  }
  return out;
}

/** Every object on the grid of `b` as `kind@x,y` (text as `text:WORD@x,y`), in age order. */
export function objectsOf(b: Baba): string[] {
  const out: string[] = [];
  const s = b.state;
  for (let id = 0; id < s.nextId; id++)
    if (s.alive[id]) out.push(`${s.kinds.names[s.kind[id]]}@${s.x[id]},${s.y[id]}`);
  return out;
}

/** Each object of `kind` after one wait on the map `rows`, as `x,y facing`, in id order. */
export function facingsAfterWait(kind: string, ...rows: string[]): string[] {
  const b = newBaba(map(...rows));
  b.step("wait");
  const s = b.state;
  const out: string[] = [];
  for (let id = 0; id < s.nextId; id++)
    if (s.alive[id] && s.kinds.names[s.kind[id]] === kind)
      out.push(`${s.x[id]},${s.y[id]} ${b.facingOf(id)}`);
  return out;
}

/** The board of `level` as a level file: the objects alive now, in age order, with their facing. */
export function boardDef(level: Level): LevelDef {
  const objects: LevelDef["objects"] = [];
  for (let id = 0; id < level.nextId; id++)
    if (level.alive[id])
      objects.push({
        kind: level.kinds.names[level.kind[id]],
        x: level.x[id],
        y: level.y[id],
        dir: FACINGS[level.facing[id]],
      });
  return { width: level.width, height: level.height, objects };
}

/**
 * A board for a model property: the rule `rows` on top, a row of walls under them, then `h` rows where
 * each of `placed` (`[kind index, x, y, facing index]`, folded into the board) puts one of `kinds`; with
 * what a model reads, the walls and the things below them, each row counted from the walls (y 0).
 */
export function walledBoard(
  rows: readonly string[],
  width: number,
  h: number,
  placed: readonly (readonly [number, number, number, number])[],
  kinds: readonly string[],
): {
  def: LevelDef;
  below: { kind: string; x: number; y: number; f: number }[];
  walls: { kind: string; x: number; y: number; f: number }[];
} {
  const objects: LevelDef["objects"][number][] = [...map(...rows).objects];
  const top = rows.length;
  for (let x = 0; x < width; x++) objects.push({ kind: "wall", x, y: top });
  const start = objects.length;
  for (const [k, x, y, f] of placed)
    objects.push({ kind: kinds[k], x: x % width, y: top + 1 + (y % h), dir: FACINGS[f] });
  const below = objects.slice(start).map((o) => ({
    kind: o.kind,
    x: o.x,
    y: o.y - top,
    f: FACINGS.indexOf(o.dir ?? "right"),
  }));
  const walls = Array.from({ length: width }, (_, x) => ({ kind: "wall", x, y: 0, f: 0 }));
  return { def: { width, height: top + 1 + h, objects }, below, walls };
}
