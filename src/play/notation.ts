/**
 * What a player does, as data, and the terminal player's notation for it (docs/rules.md §7):
 * `w` `a` `s` `d` step up, left, down, right; `u` undo; `c <card> [x y]` casts a spell (at the minion
 * on tile x y, if given) or plays a minion (onto the empty tile x y); the chooser's answers, when a
 * card asks for them (Graft), follow an arrow: `c Graft -> Ember Moth, Rune Scribe, bottom`.
 * Scripts (solver output, replays) are these lines, one action per line or separated by `;`.
 */
import type { Dir } from "../engine/grid";

export type PlayerAction =
  | { type: "step"; dir: Dir }
  | { type: "undo" }
  | { type: "card"; card: string; tile: [number, number] | null; choices: string[] };

/** The step keys: w/a/s/d, and the arrow keys' names. */
export const KEYS: Readonly<Record<string, Dir>> = {
  w: "up",
  a: "left",
  s: "down",
  d: "right",
  up: "up",
  left: "left",
  down: "down",
  right: "right",
};

const KEY_OF: Readonly<Record<Dir, string>> = { up: "w", left: "a", down: "s", right: "d" };

/** One action in the notation. */
export function formatAction(a: PlayerAction): string {
  switch (a.type) {
    case "step":
      return KEY_OF[a.dir];
    case "undo":
      return "u";
    case "card": {
      const tile = a.tile ? ` ${a.tile[0]} ${a.tile[1]}` : "";
      const choices = a.choices.length ? ` -> ${a.choices.join(", ")}` : "";
      return `c ${a.card}${tile}${choices}`;
    }
    default:
      return a satisfies never;
  }
}

/** A script: the actions in the notation, separated by `; `. */
export function formatScript(actions: readonly PlayerAction[]): string {
  return actions.map(formatAction).join("; ");
}

/** Read one action; an error says what was wrong with the line. */
export function parseAction(line: string): PlayerAction {
  const text = line.trim();
  const key = text.toLowerCase();
  if (Object.hasOwn(KEYS, key)) return { type: "step", dir: KEYS[key] };
  if (key === "u" || key === "undo") return { type: "undo" };
  const m = /^c(?:ast)?\s+(.+)$/i.exec(text);
  if (!m) throw new Error(`"${text}" is not an action: use w/a/s/d, u, or c <card> [x y]`);
  const [body, answers] = m[1].split("->");
  const choices =
    answers === undefined
      ? []
      : answers
          .split(",")
          .map((c) => c.trim())
          .filter(Boolean);
  const words = body.trim().split(/\s+/);
  let tile: [number, number] | null = null;
  const n = words.length;
  if (n >= 3 && /^\d+$/.test(words[n - 1]) && /^\d+$/.test(words[n - 2])) {
    tile = [Number(words[n - 2]), Number(words[n - 1])];
    words.splice(n - 2, 2);
  } else if (n >= 2 && /^\d+$/.test(words[n - 1])) {
    throw new Error(`"${text}": a tile is two numbers, x and y (c <card> x y)`);
  }
  if (words.length === 0 || words[0] === "") throw new Error(`"${text}": name a card (c <card> [x y])`);
  return { type: "card", card: words.join(" "), tile, choices };
}

/** Read a script: actions separated by newlines or `;` (blank entries and `#` comments skipped). */
export function parseScript(text: string): PlayerAction[] {
  return text
    .split(/[\n;]/)
    .map((l) => l.replace(/#.*$/, "").trim())
    .filter(Boolean)
    .map(parseAction);
}
