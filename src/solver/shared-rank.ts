/**
 * The order of the shared search's layers (docs/rules.md §7): a state keeps the least of its keys (its
 * parent's rank in the layer × ACTIONS + its successor number), which is where `solve` meets it first,
 * so ranking a layer's states by key gives `solve`'s order whatever thread added each and when.
 */

/**
 * Lower `keys[i]` to `key` unless it holds one at most as great, by a compare-and-swap loop (another
 * thread may lower it at the same time): the least key offered stays.
 */
export function lowerKey(keys: Int32Array, i: number, key: number): boolean {
  for (;;) {
    const old = Atomics.load(keys, i);
    if (key >= old) return false;
    if (Atomics.compareExchange(keys, i, old, key) === old) return true;
  }
}

/**
 * A thread's part of a layer's rank pass: its new states from `start` to `end`, each written at its key
 * in `byKey` (global id + 1; keys are unique, one edge each) and given its parent's id from the parents'
 * order (`key / actions` is the parent's rank).
 */
export function scatterByKey(
  keys: Int32Array,
  parents: Int32Array,
  start: number,
  end: number,
  idOf: (i: number) => number,
  byKey: Int32Array,
  order: Int32Array,
  actions: number,
): void {
  for (let i = start; i < end; i++) {
    const key = keys[i];
    byKey[key] = idOf(i) + 1;
    parents[i] = order[(key / actions) | 0];
  }
}

/**
 * The next layer's order: the ids `byKey[0, keysEnd)` holds, in key order, written to `next` (`byKey`
 * is left all 0 there for the next layer); returns how many.
 */
export function compactByKey(byKey: Int32Array, keysEnd: number, next: Int32Array): number {
  let m = 0;
  for (let k = 0; k < keysEnd; k++) {
    const v = byKey[k];
    if (v !== 0) {
      next[m++] = v - 1;
      byKey[k] = 0;
    }
  }
  return m;
}
