/**
 * What the solver's restore and decode tests share: a codec state read as its level, and an action played
 * in place on it as the search's `expand` plays it (src/solver/baba-moves.ts, spellgrid-moves.ts).
 */
import type { Chooser } from "../../src/engine/cards";
import type { Level } from "../../src/engine/grid";
import type { SpellGridState } from "../../src/engine/spellgrid";
import { applyToBabaInPlace, applyToSpellGridInPlace } from "../../src/play/apply";
import type { PlayerAction } from "../../src/play/notation";
import type { Codec, Model } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";

/** Whether a codec's state is a SpellGrid state (else a Baba level). */
export const isSpellGrid = (s: unknown): s is SpellGridState => (s as SpellGridState).game !== undefined;

/** The grid level of a codec's state. */
export const levelOf = (s: unknown): Level => (isSpellGrid(s) ? s.level : (s as Level));

/** The solver's chooser: its actions carry every answer they need, so a question ends the action. */
const NO_ANSWERS: Chooser = (kind) => {
  throw new Error(`no answer: ${kind}`);
};

/**
 * Plays `action` in place on the codec's state `s`, as `expand` does; false when it throws (a refused
 * action may have written before it threw: the restore puts back what it wrote).
 */
export function playInPlace(s: unknown, action: PlayerAction): boolean {
  try {
    if (isSpellGrid(s)) applyToSpellGridInPlace(s, action, NO_ANSWERS);
    else applyToBabaInPlace(s as Level, action);
    return true;
  } catch {
    return false;
  }
}

/** A board met on a walk: the state, its bytes as the codec packs them, and the actions found on it. */
export interface Met {
  state: unknown;
  bytes: Uint8Array;
  actions: PlayerAction[];
}

/**
 * Walks `model` from its start, taking successor `pick % n` for each pick of `walk`, until a board has no
 * successor or is won or lost: every board met, packed by `codec`, with the actions found on that board (not
 * on a decoded copy: the tests play on the decoded board in place, as the search does).
 */
export function boardsMet(model: Model<unknown>, codec: Codec<unknown>, walk: readonly number[]): Met[] {
  const met: Met[] = [];
  let s = model.start;
  for (const pick of [0, ...walk]) {
    const w = new Writer();
    codec.encode(s, w);
    const next = model.successors(s);
    met.push({
      state: s,
      bytes: w.bytes.slice(0, w.length),
      actions: next.map((n) => n.action as PlayerAction),
    });
    if (next.length === 0 || model.won(s) || model.lost(s)) break;
    s = next[pick % next.length].state;
  }
  return met;
}

/**
 * The first `max` states of `model`, breadth first (a won or lost one not expanded), each with its bytes
 * as `codec` packs them: a SpellGrid codec numbers card sides in the order it meets them.
 */
export function firstStates(
  model: Model<unknown>,
  codec: Codec<unknown>,
  max: number,
): { states: unknown[]; met: Uint8Array[] } {
  const states: unknown[] = [];
  const met: Uint8Array[] = [];
  const queue = [model.start];
  while (queue.length > 0 && met.length < max) {
    const s = queue.shift()!;
    const w = new Writer();
    codec.encode(s, w);
    met.push(w.bytes.slice(0, w.length));
    states.push(s);
    if (!model.won(s) && !model.lost(s)) for (const n of model.successors(s)) queue.push(n.state);
  }
  return { states, met };
}

/** The bytes `codec` writes for `s` into a fresh writer. */
export function bytesOf(codec: { encode(s: never, w: Writer): void }, s: unknown): Uint8Array {
  const w = new Writer();
  codec.encode(s as never, w);
  return w.bytes.slice(0, w.length);
}

/** A fresh codec of `model` that has numbered the card sides of `states` in order (as the tested one met them). */
export function freshCodec(model: Model<unknown>, states: readonly unknown[]): Codec<unknown> {
  const codec = model.codec();
  for (const s of states) codec.encode(s, new Writer());
  return codec;
}

/**
 * A whole read of `bytes` (`readBoard`) by a fresh codec (`fresh()`) that first met `states` in order,
 * so that it numbers card sides as the codec that wrote the bytes did.
 */
export function wholeRead(fresh: () => Codec<unknown>, states: readonly unknown[], bytes: Uint8Array) {
  const codec = fresh();
  for (const s of states) codec.encode(s, new Writer());
  return readBoard(levelOf(codec.decode(new Reader(bytes, 0))));
}

/**
 * Everything of a decoded level a whole read writes, copied (the rules by what they say; the per-id
 * arrays' lengths too: a restore or decode leaves no room a whole read would not).
 */
export function readBoard(level: Level) {
  const n = level.nextId;
  const ids = (a: readonly number[]) => a.slice(0, n);
  const r = level.inForce;
  return {
    nextId: n,
    lengths: [level.kind.length, level.alive.length, level.x.length, level.next.length, level.prev.length],
    won: level.won,
    seed: level.seed,
    objects: [ids(level.kind), ids(level.alive), ids(level.x), ids(level.y), ids(level.facing)],
    cells: [ids(level.next), ids(level.prev), [...level.head]],
    textAt: [...level.textAt],
    count: [...level.count],
    keepsKind: level.keepsKind.slice(0, n),
    rules: [r.presenceMatters, r.rules.join("\n"), r.activeText.join("\n")],
  };
}
