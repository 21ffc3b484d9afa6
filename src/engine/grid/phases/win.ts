/**
 * The win check (docs/rules.md §5.5; docs/api.md M9; wiki "WIN"): the level is won when a YOU object is WIN
 * or shares its cell with a WIN object on its float level; once won it stays won.
 */
import { bitsOf } from "../kinds";
import type { Level } from "../types";

/** The win phase (see the file comment). */
export function winPhase(level: Level): void {
  if (level.won) return;
  const B = bitsOf(level.lexicon);
  if (!(level.anyProps & B.WIN) || !(level.anyProps & B.YOU)) return;
  const { props, kind, next } = level;
  for (let id = 0; id < level.nextId; id++) {
    if (!level.alive[id]) continue;
    const p = props[kind[id]];
    if (!(p & B.YOU)) continue;
    const f = p & B.FLOAT;
    for (let o = level.head[level.y[id] * level.width + level.x[id]]; o >= 0; o = next[o]) {
      const q = props[kind[o]];
      if (q & B.WIN && (q & B.FLOAT) === f) {
        level.won = true;
        return;
      }
    }
  }
}

/** `lost()` (docs/api.md M9): no object is YOU. */
export function isLost(level: Level): boolean {
  const you = bitsOf(level.lexicon).YOU;
  if (!(level.anyProps & you)) return true;
  for (let id = 0; id < level.nextId; id++)
    if (level.alive[id] && level.props[level.kind[id]] & you) return false;
  return true;
}
