/**
 * The shared search's index grown (docs/rules.md §7): without a state budget it starts small, and at a
 * layer's end it is made large enough that the next layer cannot fill more than 3/4 of it (`indexSlots`),
 * within the slots reserved for it. Its slots in use are a prefix of one reserved buffer, so no thread
 * needs a new one: the old slots are set aside past the reservation's table, the prefix cleared, and
 * every entry put back at its hash's place in the larger prefix. The old entries are read in slot order,
 * so each is written near the last (its new place is its old home or that plus the old size): two streams
 * through memory, not one random write an entry. The work is split in parts, one a thread: once the
 * layer is expanded, when the search will go on (`growthAfter`), every thread sets its part aside, waits
 * for all, and puts its part back by compare-and-swap (`setAsidePart`, `putPart`), so no thread waits
 * while one rehashes; `growForLayer` grows it alone at the layer's end if it is still too small.
 */
import { C, indexSlots, NONE, STOP, type Views } from "./shared-memory";
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
 * Once a layer is expanded, every thread waiting for all (each reads the same words): the slots the index
 * must grow to for the next layer, or 0 when it is large enough or the search may end at this layer's
 * end (a won state, a state not kept, a stop, no new state), where a growth would be wasted.
 */
export function growthAfter(v: Views): number {
  const { ctl, mem } = v;
  if (ctl[C.STOP] !== STOP.RUN || ctl[C.HOLE] !== NONE || ctl[C.WINKEY] !== NONE) return 0;
  let states = 0;
  let layer = 0;
  for (let t = 0; t < mem.threads; t++) {
    states += ctl[C.SIZE + t];
    layer += ctl[C.SIZE + t] - ctl[C.LSTART + t];
  }
  const want = indexSlots(states, layer, mem.actions, mem.maxSlots);
  return layer > 0 && want > ctl[C.SLOTS] ? want : 0;
}

/**
 * The index of `from` slots in `slots` (two words a slot: id + 1, hash) made one of `to` slots, every
 * entry kept, by one caller: `setAsidePart` and `putPart` as one part.
 */
export function rehash(slots: Int32Array, from: number, to: number, maxSlots: number): void {
  setAsidePart(slots, from, to, maxSlots, 0, 1);
  putPart(slots, from, to, maxSlots, 0, 1);
}

/** Part `part` of `parts` of `n` slots: [first, end). */
const partOf = (n: number, part: number, parts: number) => [
  Math.floor((n * part) / parts),
  Math.floor((n * (part + 1)) / parts),
];

const check = (
  slots: Int32Array,
  from: number,
  to: number,
  maxSlots: number,
  part: number,
  parts: number,
) => {
  if (!(from < to && to <= maxSlots && slots.length >= 3 * maxSlots))
    throw new Error(`rehash: ${from} slots cannot grow to ${to} within ${maxSlots} (${slots.length} words)`);
  if (!(Number.isInteger(part) && Number.isInteger(parts) && part >= 0 && part < parts))
    throw new Error(`rehash: no part ${part} of ${parts}`);
};

/**
 * A growth's first half, part `part` of `parts` (every part done before any is put back): its share of the
 * `from` old slots copied to `slots[2 × maxSlots, …)` and cleared, and of the new slots' fresh pages
 * written (before they are read: those pages take no flush). `to` and `from` are powers of two,
 * `from < to ≤ maxSlots`, and `slots` holds `3 × maxSlots` words.
 */
export function setAsidePart(
  slots: Int32Array,
  from: number,
  to: number,
  maxSlots: number,
  part: number,
  parts: number,
): void {
  check(slots, from, to, maxSlots, part, parts);
  const [a, b] = partOf(from, part, parts);
  slots.copyWithin(2 * maxSlots + 2 * a, 2 * a, 2 * b);
  slots.fill(0, 2 * a, 2 * b);
  const [c, d] = partOf(to - from, part, parts);
  writePages(slots.subarray(2 * (from + c), 2 * (from + d)));
}

/**
 * A growth's second half, part `part` of `parts`: the entries of its share of the old slots (set aside)
 * put back at their hashes' places among `to` slots, each slot claimed by compare-and-swap (the other
 * parts' threads put theirs back at once).
 */
export function putPart(
  slots: Int32Array,
  from: number,
  to: number,
  maxSlots: number,
  part: number,
  parts: number,
): void {
  check(slots, from, to, maxSlots, part, parts);
  const [a, b] = partOf(from, part, parts);
  const old = 2 * maxSlots;
  const mask = to - 1;
  for (let k = 2 * a; k < 2 * b; k += 2) {
    const id = slots[old + k];
    if (id === 0) continue;
    const h = slots[old + k + 1];
    let s = h & mask;
    while (slots[s << 1] !== 0 || Atomics.compareExchange(slots, s << 1, 0, id) !== 0) s = (s + 1) & mask;
    slots[(s << 1) | 1] = h;
  }
}
