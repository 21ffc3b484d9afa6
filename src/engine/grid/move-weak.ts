/**
 * WEAK during movement (docs/rules.md §5.4; research §3): "a WEAK pushed object that cannot move is
 * destroyed and the pusher goes on. A WEAK mover that is blocked is destroyed." Which link of a blocked
 * push chain gives way, and the deaths, each recorded as `Weakened` under the move that caused it.
 */
import { noteWeak } from "./journal-deaths";
import { noteBlocked } from "./journal-moves";
import { freshLook } from "./move-cells";
import { type Bits, bitsOf } from "./prop-bits";
import { propsOf } from "./props-of";
import type { BlockReason } from "./records";
import { unsafe } from "./safe";
import type { DestroyHook, Dir, Level } from "./types";

const NONE: number[] = [];
let crushed: number[] = NONE;
/**
 * The first id made during the move being planned (`crushesFrom`): a crush takes only objects on the
 * grid when the move began, never the HAS items its own crushes left (docs/rules.md §5.4), so each object
 * is crushed at most once a move and the move ends.
 */
let madeFrom = 0;

/** A move starts: it may crush only the objects on the grid now (ids below `level.nextId`). */
export function crushesFrom(level: Level): void {
  madeFrom = level.nextId;
}

/**
 * A push chain (the first `n` of `chain`: `chain[0]` the mover, each pushed link starting at an index
 * of the first `nLinks` of `links`) is blocked: its frontmost link whose objects are all WEAK and not SAFE, and were
 * all on the grid when the move began (`crushesFrom`), gives way. Returns whether one does (then
 * `takeCrushed` hands its objects over).
 */
export function crushLink(
  level: Level,
  chain: readonly number[],
  n: number,
  links: readonly number[],
  nLinks: number,
  B: Bits,
): boolean {
  for (let l = nLinks - 1; l >= 0; l--) {
    const end = l + 1 < nLinks ? links[l + 1] : n;
    let all = true;
    for (let i = links[l]; i < end && all; i++)
      all = chain[i] < madeFrom && (propsOf(level, chain[i]) & (B.WEAK | B.SAFE)) === B.WEAK; // (SAFE: never crushed)
    if (all) {
      crushed = chain.slice(links[l], end);
      return true;
    }
  }
  return false;
}

/** The objects the last blocked move crushed (then none). */
export function takeCrushed(): number[] {
  const out = crushed;
  crushed = NONE;
  return out;
}

/**
 * WEAK objects destroyed by movement (crushed in a chain, or a blocked WEAK mover; not the SAFE ones), each recorded as
 * `Weakened` with the object that stopped it (`by`, -1 for the edge), then handed to `destroy`.
 */
export function weakDeaths(level: Level, weak: readonly number[], by: number, destroy: DestroyHook): void {
  const victims = unsafe(level, weak, bitsOf(level.lexicon)); // a SAFE one is not destroyed (safe.ts)
  if (victims.length === 0) return;
  if (level.journal) noteWeak(level, victims, by);
  destroy(level, victims);
  freshLook(level); // the cells' counts changed (and a hook may have reparsed or added objects)
}

/** What blocked the last blocked move (`blocked`): the object, or -1 for the edge (a WEAK mover's death names it). */
export let blocker = -1;

/**
 * A blocked move (movement.ts `stepObject`), its chain the first n of `chain` (the mover, the links it
 * would push, each link starting at one of the first `nLinks` of `links`, or `nLinks` -1 without WEAK):
 * recorded as `Blocked` by `by` (null: the edge), unless WEAK frees it (`crushLink`; planned again).
 */
export function blocked(
  level: Level,
  dir: Dir,
  chain: readonly number[],
  n: number,
  links: readonly number[],
  nLinks: number,
  by: number | null,
  reason: BlockReason,
  B: Bits,
): null {
  blocker = by ?? -1;
  if (nLinks >= 0 && crushLink(level, chain, n, links, nLinks, B)) return null;
  if (level.journal) noteBlocked(level, dir, chain.slice(0, n), by, reason);
  return null;
}
