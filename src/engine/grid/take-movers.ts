/**
 * Which movement takes act (docs/rules.md §5.4): a take whose property no kind may have does nothing; FEAR's
 * acts while some kind fears (fear.ts). The MOVE take's movers (research §3): every alive object with
 * MOVE, oldest first, but the sleeping ones (the game's movement.lua: `add_moving_units` leaves every
 * sleeping MOVE object out of the MOVE take). Checked by tests/grid/take-movers.test.ts.
 */
import { fearActs } from "./fear";
import { givenBy } from "./hosted";
import { shortcutsOn } from "./move-cells";
import type { Bits } from "./prop-bits";
import { condTouches, kindMasks, propsOf } from "./props-of";
import type { Level, RuleState, TakeName } from "./types";

/**
 * The properties that hold a take's movers still (the game's movement.lua: `movecommand` leaves every
 * sleeping YOU object out of the YOU take and `add_moving_units` every sleeping or STILL MOVE or NUDGE
 * object out of its take, `cantmove`; SHIFT's take carries a sleeping object like any other, and so does a
 * push, a pull or FALL). A STILL YOU object is not held: it turns to face the input's way, then stays
 * (movement.ts `moveAll`; stillness.ts), and SHIFT leaves a STILL one where it is (shift-carry.ts).
 */
const HELD: Readonly<Record<TakeName, readonly (keyof Bits)[]>> = {
  YOU: ["SLEEP"],
  MOVE: ["SLEEP", "STILL"],
  NUDGERIGHT: ["SLEEP", "STILL"], // (`add_moving_units` too: nudge.ts reads them)
  NUDGEUP: ["SLEEP", "STILL"],
  NUDGELEFT: ["SLEEP", "STILL"],
  NUDGEDOWN: ["SLEEP", "STILL"],
  FEAR: ["SLEEP"], // (`movecommand` take 7: fear.ts reads it; a STILL one turns and stays, as YOU)
  SHIFT: [],
};

/** The mask of the properties that hold `take`'s movers still (0: none does). */
export function heldIn(B: Bits, take: TakeName): number {
  let m = 0;
  for (const p of HELD[take]) m |= B[p];
  return m;
}

// The bits `youHeld` was read for, and YOU's `heldIn` under them (read once per lexicon, not per turn).
let heldFor: Bits | null = null;
let youHeld = 0;

/** `heldIn(B, "YOU")`. */
export function youHeldIn(B: Bits): number {
  if (B !== heldFor) {
    youHeld = heldIn(B, "YOU");
    heldFor = B;
  }
  return youHeld;
}

/**
 * Whether a take moving the objects with `bit` (`fear`: the FEAR take, fear.ts), or with the listed
 * property of word index `word` (-1: none; hosted.ts `givenBy`), acts under the rules `f`.
 */
export const takeActs = (f: RuleState, bit: number, fear: boolean, word: number): boolean =>
  (f.anyProps & bit) !== 0 || (fear && fearActs(f)) || givenBy(f, word);

/** Bit i set: take i of a list (of at most 31; per take its `bits`, `fear` and `words`, `takeActs`) acts under the rules `f`. */
export function actsUnder(
  f: RuleState,
  bits: readonly number[],
  fear: readonly boolean[],
  words: readonly number[],
): number {
  let a = 0;
  for (let i = 0; i < bits.length && i < 31; i++) if (takeActs(f, bits[i], fear[i], words[i])) a |= 1 << i;
  return a;
}

/**
 * Writes the MOVE take's movers into `out` from 0, oldest first, and returns how many: the alive objects
 * with MOVE and without `sleep` (the properties that hold them, `HELD`: SLEEP, STILL). While no conditional rule gives or takes MOVE or those, each object's are
 * its kind's, and the walk stops at the last object with MOVE the kinds' alive counts promise (with the
 * shortcuts off, move-cells.ts `useShortcuts`, every object is read through `propsOf`).
 */
export function moveMovers(level: Level, B: Bits, sleep: number, out: number[]): number {
  const held = sleep & level.inForce.anyProps; // (0 unless some kind may be SLEEP)
  const { alive, kind, nextId } = level;
  let n = 0;
  if (!shortcutsOn() || condTouches(level, B.MOVE | held)) {
    for (let id = 0; id < nextId; id++)
      if (alive[id] && (propsOf(level, id) & (B.MOVE | held)) === B.MOVE) out[n++] = id;
    return n;
  }
  const masks = kindMasks(level); // (every object's MOVE and SLEEP are its kind's)
  const kinds = level.inForce.withProp[31 - Math.clz32(B.MOVE)];
  let left = 0; // the alive objects with MOVE not met yet
  for (let i = 0; i < kinds.length; i++) left += level.count[kinds[i]];
  for (let id = 0; left > 0 && id < nextId; id++) {
    const p = alive[id] ? masks[kind[id]] : 0;
    if (p & B.MOVE) {
      left--;
      if ((p & held) === 0) out[n++] = id;
    }
  }
  return n;
}
