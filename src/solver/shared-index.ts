/**
 * The shared search's index grown (docs/rules.md §7): without a state budget it starts small, and at a
 * layer's end, while every thread waits at the barrier, the last to arrive makes it large enough that
 * the next layer cannot fill more than 3/4 of it (`indexSlots`), within the slots reserved for it. Its
 * slots in use are a prefix of one reserved buffer, so no thread needs a new one: the old slots are copied past the
 * reservation's table, the prefix cleared, and every entry put back at its hash's place in the larger
 * prefix. The old entries are read in slot order, so each is written near the last (its new place is its
 * old home or that plus the old size): two streams through memory, not one random write an entry.
 */
import { C, indexSlots, type Views } from "./shared-memory";
import { writePages } from "./written-pages";

/**
 * At a layer's end (the caller alone running): the index grown for the next layer of `layer` states
 * after `states` in all, when its slots in use are fewer than `indexSlots` asks. Returns its slots.
 */
export function growForLayer(v: Views, states: number, layer: number): number {
  const { ctl, mem } = v;
  const now = ctl[C.SLOTS];
  const want = indexSlots(states, layer, mem.actions, mem.maxSlots);
  if (want <= now) return now;
  rehash(v.slots, now, want, mem.maxSlots);
  ctl[C.SLOTS] = want;
  return want;
}

/**
 * The index of `from` slots in `slots` (two words a slot: id + 1, hash) made one of `to` slots, every
 * entry kept: copied to `slots[2 × maxSlots, …)`, then put back by its hash. `to` and `from` are powers
 * of two, `from < to ≤ maxSlots`, and `slots` holds `3 × maxSlots` words.
 */
export function rehash(slots: Int32Array, from: number, to: number, maxSlots: number): void {
  if (!(from < to && to <= maxSlots && slots.length >= 3 * maxSlots))
    throw new Error(`rehash: ${from} slots cannot grow to ${to} within ${maxSlots} (${slots.length} words)`);
  const old = slots.subarray(2 * maxSlots, 2 * maxSlots + 2 * from);
  old.set(slots.subarray(0, 2 * from)); // (written before read: those pages take no flush)
  slots.fill(0, 0, 2 * from);
  writePages(slots.subarray(0, 2 * to), 2 * from);
  const mask = to - 1;
  for (let k = 0; k < 2 * from; k += 2) {
    const id = old[k];
    if (id === 0) continue;
    const h = old[k + 1];
    let s = h & mask;
    while (slots[s << 1] !== 0) s = (s + 1) & mask;
    slots[s << 1] = id;
    slots[(s << 1) | 1] = h;
  }
}
