/**
 * A layer's end in the shared search (docs/rules.md §7), made by the last thread to arrive there.
 */
import { growForLayer } from "./shared-index";
import { C, NONE, STOP, type Views } from "./shared-memory";
import { compactByKey } from "./shared-rank";
import { writePages } from "./written-pages";

/**
 * The last thread at a layer's end: rank the layer (its states in key order: `solve`'s), and end the
 * search as `solve` would — a won state ends it, unless it is the state past the budget; the state past
 * the budget ends it; so does an empty layer, or a time or memory budget — or set up the next layer,
 * the index grown for it. The budget is the reservation's states without a state budget (`mem.cut`
 * says which). A new state a thread could not keep (its arena full: `C.HOLE`, its key) ends the search
 * where `solve` would have kept the layer's states of lesser key — those are the layer's first ones,
 * every parent they need expanded — reason "memory", unless a win or the budget comes first there.
 */
export function closeLayer(v: Views, n: number): void {
  const { ctl, mem } = v;
  const sel = 1 - Atomics.load(ctl, C.SEL);
  const next = v.orders[sel];
  const m = compactByKey(v.byKey, n * mem.actions, next);
  let before = 0; // the states before this layer
  let total = 0;
  for (let t = 0; t < mem.threads; t++) {
    before += Atomics.load(ctl, C.LSTART + t);
    total += Atomics.load(ctl, C.SIZE + t);
  }
  Atomics.add(ctl, C.DEPTH, 1);
  const need = mem.max - before; // the states solve adds of this layer, the one past the budget included
  const keyAt = (pos: number) => v.keys[next[pos] & v.tmask][next[pos] >>> v.bits];
  const hole = Atomics.load(ctl, C.HOLE);
  let kept = m; // the layer's states before the first new one not kept (solve's, in its order)
  if (hole !== NONE) for (kept = 0; kept < m && keyAt(kept) < hole; ) kept++;
  let result: number = m === 0 ? STOP.EXHAUSTED : STOP.RUN;
  let pos = 0; // the first won state's place in the layer
  if (Atomics.load(ctl, C.WINKEY) !== NONE)
    while (v.losts[next[pos] & v.tmask][next[pos] >>> v.bits] !== 2) pos++;
  if (Atomics.load(ctl, C.WINKEY) !== NONE && pos < kept) {
    result = pos + 1 < need ? STOP.WON : mem.cut;
    ctl[C.EXPLORED] = result === STOP.WON ? before + pos + 1 : mem.max - 1;
    ctl[C.CUTKEY] = keyAt(Math.min(pos, need - 1));
  } else if (kept >= need) {
    result = mem.cut;
    ctl[C.EXPLORED] = mem.max - 1;
    ctl[C.CUTKEY] = keyAt(need - 1);
  } else if (hole !== NONE) {
    result = STOP.MEMORY;
    ctl[C.EXPLORED] = before + kept;
    ctl[C.CUTKEY] = hole - 1;
  } else if (m === 0) ctl[C.EXPLORED] = before;
  else {
    const stop = Atomics.load(ctl, C.STOP);
    if (stop === STOP.TIME || stop === STOP.MEMORY) {
      result = stop;
      ctl[C.EXPLORED] = total - 1;
    }
  }
  ctl[C.STOP] = result;
  if (result !== STOP.RUN) Atomics.store(ctl, C.DONE, 1);
  ctl[C.SEL] = sel;
  ctl[C.TAKEN] = total;
  const end = Math.min(v.byKey.length, m * mem.actions + 1024);
  if (end > ctl[C.BYKEY]) writePages(v.byKey.subarray(0, end), ctl[C.BYKEY]);
  ctl[C.BYKEY] = Math.max(ctl[C.BYKEY], end);
  ctl[C.LAYER_N] = m;
  ctl[C.NEXT] = 0;
  for (let t = 0; t < mem.threads; t++) ctl[C.LSTART + t] = ctl[C.SIZE + t];
  if (result !== STOP.RUN) return;
  growForLayer(v, total, m);
  const ready = Atomics.load(ctl, C.READY) | 1;
  let members = ctl[C.MEMBERS];
  while (members < mem.threads && (ready & (1 << members)) !== 0) members++;
  // (a thread admitted now starts after this barrier's release: read before it, its first barrier's
  // phase would be this one's, and the release would let it through at once)
  Atomics.store(ctl, C.JOIN_PHASE, Atomics.load(ctl, C.PHASE) + 1);
  Atomics.store(ctl, C.MEMBERS, members);
  Atomics.notify(ctl, C.MEMBERS);
}
