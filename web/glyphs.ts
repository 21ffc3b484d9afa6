/**
 * How each kind of thing is drawn: a table of SVG fragments in a 40×40 cell, made in code (no
 * external assets). Word tiles are coloured by word class; unknown kinds get a lettered disc.
 */
import words from "../content/words.json" with { type: "json" };
import { esc } from "./dom";

/** The side of one grid cell, in SVG user units. */
export const CELL = 40;

/** The drawing of each known thing kind, as SVG markup inside one cell. */
const THINGS: Readonly<Record<string, string>> = {
  wall: `<rect x="1" y="1" width="38" height="38" rx="3" fill="#4b5263"/>
    <path d="M1 14h38M1 27h38M14 1v13M27 14v13M14 27v12" stroke="#2a2f3a" stroke-width="2"/>`,
  rock: `<path d="M6 32 10 14 20 7 32 12 35 30 24 35Z" fill="#b0875a" stroke="#6e5235" stroke-width="2"/>`,
  flag: `<path d="M11 6v30" stroke="#e0e0e0" stroke-width="3"/><path d="M12 7h20l-5 7 5 7H12z" fill="#ffd23f"/>`,
  lava: `<rect x="1" y="1" width="38" height="38" rx="4" fill="#d9480f"/>
    <path d="M4 14q6-6 12 0t12 0 10 0M4 27q6-6 12 0t12 0 10 0" stroke="#ffa94d" stroke-width="3" fill="none"/>`,
  water: `<rect x="1" y="1" width="38" height="38" rx="4" fill="#1c64c8"/>
    <path d="M4 14q6-6 12 0t12 0 10 0M4 27q6-6 12 0t12 0 10 0" stroke="#9fd0ff" stroke-width="3" fill="none"/>`,
  key: `<circle cx="13" cy="20" r="7" fill="none" stroke="#ffd23f" stroke-width="4"/>
    <path d="M20 20h15M30 20v7M35 20v5" stroke="#ffd23f" stroke-width="4"/>`,
  door: `<rect x="9" y="4" width="22" height="33" rx="3" fill="#c0504d" stroke="#7a2c2a" stroke-width="2"/>
    <circle cx="26" cy="21" r="2.5" fill="#ffd23f"/>`,
  skull: `<path d="M8 19a12 12 0 0 1 24 0v6h-4v7H12v-7H8z" fill="#ececec"/>
    <circle cx="15" cy="20" r="3.5" fill="#101418"/><circle cx="25" cy="20" r="3.5" fill="#101418"/>`,
  baba: `<ellipse cx="20" cy="23" rx="13" ry="10" fill="#f4f4f4"/><path d="M11 15 9 6M29 15l2-9" stroke="#f4f4f4" stroke-width="4" stroke-linecap="round"/>
    <circle cx="15" cy="22" r="2.5" fill="#101418"/><circle cx="25" cy="22" r="2.5" fill="#101418"/>
    <path d="M12 32v4M28 32v4" stroke="#f4f4f4" stroke-width="4" stroke-linecap="round"/>`,
  keke: `<ellipse cx="20" cy="22" rx="13" ry="11" fill="#ff6b6b"/>
    <circle cx="15" cy="20" r="2.5" fill="#101418"/><circle cx="25" cy="20" r="2.5" fill="#101418"/>
    <path d="M12 32v4M28 32v4" stroke="#ff6b6b" stroke-width="4" stroke-linecap="round"/>`,
};

/** The text colour on word tiles. */
export const WORD_TEXT = "#101418";

/** Word tile fill by word class (WORD_TEXT on each passes WCAG AA by a wide margin; tested). */
export const CLASS_FILL: Readonly<Record<string, string>> = {
  noun: "#ff9fcf",
  meta: "#7fe3d8",
  verb: "#f4f4f4",
  and: "#cdb8ff",
  not: "#ff8a80",
  property: "#ffd166",
  prefix: "#a5d8ff",
  infix: "#b2f2bb",
};

const WORD_CLASS: ReadonlyMap<string, string> = new Map(
  words.words.map((w) => [w.word, "meta" in w && w.meta ? "meta" : w.class]),
);

/** A word tile: a rounded square in its class colour with the word, sized to fit. */
export function wordTile(word: string): string {
  const fill = CLASS_FILL[WORD_CLASS.get(word) ?? "noun"];
  const size = Math.min(12, (CELL * 0.9) / (word.length * 0.62));
  return `<rect x="2" y="2" width="36" height="36" rx="6" fill="${fill}"/>
    <text x="20" y="20" font-size="${size.toFixed(2)}" class="word">${esc(word)}</text>`;
}

/** A minion: a token with its noun and a Health badge (a red disc with the number). */
export function minionToken(kind: string, health: number): string {
  const label = kind.toUpperCase();
  const size = Math.min(10, 30 / (label.length * 0.62));
  return `<rect x="3" y="3" width="34" height="34" rx="10" fill="#6741d9" stroke="#d0bfff" stroke-width="2"/>
    <text x="20" y="17" font-size="${size.toFixed(2)}" class="noun">${esc(label)}</text>
    <circle cx="30" cy="30" r="8" fill="#e03131" stroke="#fff" stroke-width="1.5"/>
    <text x="30" y="30.5" font-size="10" class="badge">${esc(health)}</text>`;
}

/** A thing: its table drawing, or a lettered disc for a kind the table does not know. */
export function thing(kind: string): string {
  if (Object.hasOwn(THINGS, kind)) return THINGS[kind];
  return `<circle cx="20" cy="20" r="15" fill="#74c0fc"/>
    <text x="20" y="20.5" font-size="14" class="badge" fill="#101418">${esc(kind.slice(0, 2).toUpperCase())}</text>`;
}
