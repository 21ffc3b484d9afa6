/**
 * What an importer reads (docs/rules.md §7, "Importing levels"): a format turns one file of another
 * game's levels into source levels, each a grid of objects read from an ascii map through the format's
 * character table, with its solution as player actions. Checking them against the content, naming the
 * files and writing them is the same for every format (convert.ts, write.ts); a new format is one
 * module more, registered in formats.ts.
 */
import type { PlayerAction } from "../../play/notation";

/** One cell of an ascii map, as a format's character table reads it. */
export type Cell =
  | { readonly type: "border" }
  | { readonly type: "empty" }
  | { readonly type: "object"; readonly kind: string };

/** A format's characters: each one a cell. A character the table lacks cannot be converted. */
export type CellTable = Readonly<Record<string, Cell>>;

/** An object read from a map: its kind and tile in the level, and the map cell it came from. */
export interface MapObject {
  readonly kind: string;
  readonly x: number;
  readonly y: number;
  /** The cell in the map as written (border included), with its character: `cell (3, 1) "b"`. */
  readonly cell: string;
}

/** A map read: the level's size (inside the border) and its objects, rows first. */
export interface MapGrid {
  readonly width: number;
  readonly height: number;
  readonly objects: readonly MapObject[];
}

/** What cannot be converted, said so a person can find it: the field, the cell, what is wrong. */
export interface Unconvertible {
  readonly problem: string;
}

/** A solution as a format gives it: none, or its moves as player actions. */
export type SourceSolution =
  | { readonly type: "none" }
  | { readonly type: "moves"; readonly actions: readonly PlayerAction[] };

/** One level of a file, as a format reads it, before it is checked against the content. */
export interface SourceLevel {
  /** How reports name it: its place in the file and its id and name (`levels[3] (id 12 "Lake")`). */
  readonly label: string;
  /** The parts its file name is made of (the format, its id, its name), slugged by slug.ts. */
  readonly nameParts: readonly string[];
  /** The title shown to the player (at most 80 characters). */
  readonly title: string;
  readonly map: MapGrid | Unconvertible;
  readonly solution: SourceSolution | Unconvertible;
}

/** A format: its name on the command line, a line about it, and its reader. */
export interface ImportFormat {
  readonly name: string;
  readonly about: string;
  /**
   * The levels of one file's parsed JSON, in file order. A level it cannot read is a source level
   * whose map is `Unconvertible`; a file it cannot read at all throws an Error naming `file` and field.
   */
  read(data: unknown, file: string): SourceLevel[];
}

/** Whether a read part is a problem. */
export function unconvertible(x: object): x is Unconvertible {
  return "problem" in x;
}
