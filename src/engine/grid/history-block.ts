/**
 * The blocks undo histories take their regions from (docs/rules.md §5.6; history.ts): one shared typed
 * array at a time, handed out in regions no two histories share.
 */
/**
 * Numbers per block: histories take their regions from a shared block (one typed array costs microseconds
 * to make, whatever its size). 64 KiB: a block this small comes from the allocator's reused memory, where a
 * larger one is mapped afresh and every page of it faults on its first write (a step's entry is written
 * into memory no step wrote before); regions past a quarter of it take arrays of their own.
 */
const BLOCK = 1 << 14;

// The block regions are taken from, and how much of it is taken. A block lives while a history holds a region of it.
let block = new Int32Array(0);
let taken = 0;
// Where the last region taken starts in its buffer.
let takenAt = 0;

/** Takes a region of `n` numbers no other history will write: the buffer returned, from `takenFrom()`. */
export function take(n: number): Int32Array {
  if (n > BLOCK / 4) {
    takenAt = 0;
    return new Int32Array(n);
  }
  if (taken + n > block.length) {
    block = new Int32Array(BLOCK);
    taken = 0;
  }
  takenAt = taken;
  taken += n;
  return block;
}

/** Where the region `take` returned last starts in its buffer. */
export const takenFrom = (): number => takenAt;
