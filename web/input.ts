/**
 * The keyboard, as a table from `KeyboardEvent.key` to a command: arrows and WASD step (or move the
 * tile cursor while a card waits for a tile), Space or `.` waits a turn (docs/rules.md §5.5), Enter
 * (and Space, while a card waits for a tile) chooses the tile, Escape cancels, U (or Z) undoes and
 * R restarts.
 */
import type { Dir } from "../src/engine/grid";
import { KEYS } from "../src/play/notation";

export type { Dir } from "../src/engine/grid";

/** What a key asks the playground to do. */
export type Command =
  | { type: "move"; dir: Dir }
  | { type: "wait" }
  | { type: "confirm" }
  | { type: "cancel" }
  | { type: "undo" }
  | { type: "restart" };

const OTHER_KEYS: Readonly<Record<string, Command>> = {
  enter: { type: "confirm" },
  " ": { type: "wait" },
  escape: { type: "cancel" },
  u: { type: "undo" },
  z: { type: "undo" },
  r: { type: "restart" },
};

/** The command for a key (`ArrowUp`, `w`, `W`, `Enter`, …), or null for any other key. */
export function commandOf(key: string): Command | null {
  const k = key.toLowerCase().replace(/^arrow/, "");
  if (Object.hasOwn(KEYS, k)) {
    const input = KEYS[k];
    return input === "wait" ? { type: "wait" } : { type: "move", dir: input };
  }
  return Object.hasOwn(OTHER_KEYS, k) ? OTHER_KEYS[k] : null;
}

/** The tile one step from `at` in `dir`, kept inside a width×height grid. */
export function stepCursor(at: [number, number], dir: Dir, width: number, height: number): [number, number] {
  const [dx, dy] = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] }[dir];
  return [Math.min(width - 1, Math.max(0, at[0] + dx)), Math.min(height - 1, Math.max(0, at[1] + dy))];
}
