/**
 * The Keke format (docs/rules.md §7, "Importing levels"): the level files of Baba is Y'all and the Keke
 * AI Competition, `{"levels": [{"id", "name", "author", "ascii", "solution"}, …]}`. `ascii` is a map
 * bordered by `_` with `.` empty and one character per cell (`KEKE_CELLS`); `solution` is a string of
 * moves (`KEKE_MOVES`), in either case. Keke calls DEFEAT "KILL"; what else differs from Keke's own
 * engine is said in docs/rules.md §7.
 */
import type { PlayerAction } from "../../play/notation";
import { clip, fieldPath, nearest, showValue } from "../problems";
import { readAsciiMap, showChar } from "./ascii-map";
import type { Cell, CellTable, ImportFormat, SourceLevel, SourceSolution, Unconvertible } from "./format";

const thing = (kind: string): Cell => ({ type: "object", kind });
const text = (word: string): Cell => ({ type: "object", kind: `text:${word}` });

/** Keke's characters: lower case a thing, upper case its noun as text, digits the other words. */
export const KEKE_CELLS: CellTable = {
  _: { type: "border" },
  ".": { type: "empty" },
  " ": { type: "empty" },
  b: thing("baba"),
  B: text("BABA"),
  s: thing("skull"),
  S: text("SKULL"),
  f: thing("flag"),
  F: text("FLAG"),
  o: thing("floor"),
  O: text("FLOOR"),
  a: thing("grass"),
  A: text("GRASS"),
  l: thing("lava"),
  L: text("LAVA"),
  r: thing("rock"),
  R: text("ROCK"),
  w: thing("wall"),
  W: text("WALL"),
  k: thing("keke"),
  K: text("KEKE"),
  g: thing("goop"),
  G: text("GOOP"),
  v: thing("love"),
  V: text("LOVE"),
  "0": text("SINK"),
  "1": text("IS"),
  "2": text("YOU"),
  "3": text("WIN"),
  "4": text("DEFEAT"),
  "5": text("PUSH"),
  "6": text("STOP"),
  "7": text("MOVE"),
  "8": text("HOT"),
  "9": text("MELT"),
};

/** Keke's moves, in lower case: the four steps, and `s` a wait (a whole turn without a YOU move, docs/rules.md §5.5). */
export const KEKE_MOVES: Readonly<Record<string, PlayerAction>> = {
  u: { type: "step", dir: "up" },
  d: { type: "step", dir: "down" },
  l: { type: "step", dir: "left" },
  r: { type: "step", dir: "right" },
  s: { type: "step", dir: "wait" },
};

/** A solution string as actions; `at` is its field path for messages. */
function readSolution(value: unknown, at: string): SourceSolution | Unconvertible {
  if (value === undefined || value === null || value === "") return { type: "none" };
  if (typeof value !== "string") return { problem: `${at}: ${showValue(value)} is not a string of moves` };
  const actions: PlayerAction[] = [];
  for (const [i, ch] of Array.from(value).entries()) {
    const move = Object.hasOwn(KEKE_MOVES, ch.toLowerCase()) ? KEKE_MOVES[ch.toLowerCase()] : undefined;
    if (move === undefined)
      return { problem: `${at}: move ${i + 1} ${showChar(ch)} is not one of u, d, l, r, s (in either case)` };
    actions.push(move);
  }
  return { type: "moves", actions };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A level's id as its file name and reports use it: a whole number padded to three digits, or the string. */
function idText(id: unknown): string | null {
  if (typeof id === "number" && Number.isInteger(id) && id >= 0) return String(id).padStart(3, "0");
  if (typeof id === "string" && id.trim() !== "") return id.trim();
  return null;
}

/** The title: the name (or "Keke level ID"), with its author when there is one, cut to 80 characters. */
function titleOf(name: string, id: string, author: unknown): string {
  const base = name === "" ? `Keke level ${id}` : name;
  const full = typeof author === "string" && author.trim() !== "" ? `${base} (by ${author.trim()})` : base;
  return full.length <= 80 ? full : `${full.slice(0, 79)}…`;
}

/** The fields a keke level has (the Keke AI Competition's level files). */
const KEKE_FIELDS: readonly string[] = ["id", "name", "author", "ascii", "solution"];

/** One entry of `levels`; `at` is its field path. */
function readLevel(entry: unknown, at: string): SourceLevel {
  const broken = (problem: string): SourceLevel => ({
    label: at,
    nameParts: [],
    title: "",
    map: { problem },
    solution: { type: "none" },
  });
  if (!isObject(entry)) return broken(`${showValue(entry)} is not a level (an object with id and ascii)`);
  /** A field the level lacks, with a field it has instead that looks like a typo of it. */
  const missing = (field: string, what = ""): string => {
    const typo = Object.keys(entry).find((k) => !KEKE_FIELDS.includes(k) && nearest(k, [field]) !== null);
    const near =
      typo === undefined
        ? ""
        : ` (${showValue(typo)} is not a field of a keke level: did you mean "${field}"?)`;
    return `missing field "${field}"${what}${near}`;
  };
  const id = idText(entry.id);
  if (entry.id === undefined) return broken(missing("id"));
  if (id === null)
    return broken(`id: ${showValue(entry.id)} is not a whole number ≥ 0 or a non-empty string`);
  if (entry.name !== undefined && typeof entry.name !== "string")
    return broken(`name: ${showValue(entry.name)} is not a string`);
  const name = (entry.name ?? "").trim();
  const label = `${at} (id ${typeof entry.id === "number" ? entry.id : showValue(id)}${name === "" ? "" : ` ${showValue(clip(name))}`})`;
  const map =
    typeof entry.ascii === "string"
      ? readAsciiMap(entry.ascii, KEKE_CELLS, "keke")
      : entry.ascii === undefined
        ? { problem: missing("ascii", " (the map, rows joined by \\n)") }
        : { problem: `ascii: ${showValue(entry.ascii)} is not a string (the map, rows joined by \\n)` };
  return {
    label,
    nameParts: ["keke", id, name],
    title: titleOf(name, id, entry.author),
    map,
    solution: readSolution(entry.solution, "solution"),
  };
}

/** Baba is Y'all / Keke AI Competition level files. */
export const KEKE_FORMAT: ImportFormat = {
  name: "keke",
  about: `Baba is Y'all / Keke AI Competition: {"levels": [{"id", "name", "author", "ascii", "solution"}, …]}`,
  read(data, file) {
    if (!isObject(data) || !Array.isArray(data.levels))
      throw new Error(`${file}: levels: a keke file is {"levels": [ … ]}, a list of levels`);
    return data.levels.map((entry, i) => readLevel(entry, fieldPath("levels", i)));
  },
};
