/**
 * The shared search's index grown (docs/rules.md §7): without a state budget it starts small, and at a
 * layer's end it is made large enough that the next layer cannot fill more than 3/4 of it (`indexSlots`),
 * within the slots reserved for it. Its slots in use are a prefix of one reserved buffer, grown in place:
 * the old slots are cut in parts at empty slots (`partStarts`), and each entry of a part, in slot order, is
 * taken out and put back from its hash among the new slots (`putPart`). Its place there is its old home or
 * that plus a multiple of the old size, and its run of full slots stays in the part's own images (the new
 * slots whose place modulo the old size is in the part): the entries an image gets are some of the part's
 * at the same homes, and with linear probing some entries never fill a slot that all of them leave empty,
 * and the part's old runs end before the next part's (empty) start. Nor is an entry put over one not yet
 * taken out: in the old slots its run ends at or before its own old slot (every slot from its home to it
 * was taken out before it), and a run that passes the table's end does so only for an entry of a run that
 * passed the old slots' end, when the slots it comes back to were all taken out. So the parts can be put
 * back at once, each by its own thread, with plain writes. Once a layer is expanded, when the search will
 * go on (`growthAfter`), each thread finds the parts' starts and writes its share of the fresh pages
 * (`freshPart`), waits for all, and puts its part back: no thread waits while another rehashes.
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
 * entry kept, by one caller: the growth's steps as one part. `to` and `from` are powers of two,
 * `from < to ≤ maxSlots ≤ slots.length / 2`, and the old slots hold at least one empty slot.
 */
export function rehash(slots: Int32Array, from: number, to: number, maxSlots: number): void {
  const starts = partStarts(slots, from, to, maxSlots, 1);
  freshPart(slots, from, to, 0, 1);
  putPart(slots, from, to, starts, 0);
}

/**
 * Before any part is put back (the old slots only read): where each of `parts` parts of the `from` old
 * slots starts, at an empty slot, as places counted on from the first empty slot (`starts[parts]` is
 * that plus `from`: the last part wraps past the old slots' end).
 */
export function partStarts(
  slots: Int32Array,
  from: number,
  to: number,
  maxSlots: number,
  parts: number,
): Int32Array {
  if (!(from < to && to <= maxSlots && slots.length >= 2 * maxSlots))
    throw new Error(`rehash: ${from} slots cannot grow to ${to} within ${maxSlots} (${slots.length} words)`);
  if (!(Number.isInteger(parts) && parts >= 1)) throw new Error(`rehash: no ${parts} parts`);
  const empty = (x: number) => slots[(x & (from - 1)) << 1] === 0;
  let first = 0;
  while (first < from && !empty(first)) first++;
  if (first === from) throw new Error(`rehash: ${from} slots all full`);
  const starts = new Int32Array(parts + 1);
  starts[0] = first;
  for (let p = 1; p <= parts; p++) {
    let x = Math.max(starts[p - 1], first + Math.floor((from * p) / parts));
    while (x < first + from && !empty(x)) x++;
    starts[p] = Math.min(x, first + from);
  }
  return starts;
}

/** Part `part` of `parts`: its share of the new slots' fresh pages written before any is read (no flush). */
export function freshPart(slots: Int32Array, from: number, to: number, part: number, parts: number): void {
  const a = from + Math.floor(((to - from) * part) / parts);
  const b = from + Math.floor(((to - from) * (part + 1)) / parts);
  writePages(slots.subarray(2 * a, 2 * b));
}

/**
 * Part `part` (of `starts`, `partStarts`'), the others' at once on other threads: each entry of its old
 * slots taken out and put back among `to` slots from its hash, in the part's own images.
 */
export function putPart(slots: Int32Array, from: number, to: number, starts: Int32Array, part: number): void {
  if (!(Number.isInteger(part) && part >= 0 && part < starts.length - 1))
    throw new Error(`rehash: no part ${part} of ${starts.length - 1}`);
  const low = from - 1;
  const mask = to - 1;
  for (let x = starts[part]; x < starts[part + 1]; x++) {
    const at = (x & low) << 1;
    const id = slots[at];
    if (id === 0) continue;
    const h = slots[at + 1];
    slots[at] = 0;
    slots[at + 1] = 0; // (an empty slot's hash is 0: a reader seeing an id and 0 compares the bytes)
    let s = h & mask;
    while (slots[s << 1] !== 0) s = (s + 1) & mask;
    slots[s << 1] = id;
    slots[(s << 1) | 1] = h;
  }
}
