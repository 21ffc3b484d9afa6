/**
 * What a search that found no win saw (docs/rules.md §7): run again over the same states when a search
 * says "unsolvable" (every reachable state explored), it counts the states that were lost (nothing was
 * YOU: dead ends, never expanded) and those that held an object that is WIN, so `npm run solve` can say
 * why there was no win: YOU was always lost, no WIN ever existed, or a WIN existed that YOU never reached.
 * It reads no clock and keeps nothing but the states, as the search does (`search.ts`). A search asked
 * for it (`SolveOptions.seen`) counts the same from the states it kept (`seenInStore`), expanding none
 * again: `seenBySearch` is the separate pass, for a search that kept no store here.
 */
import { hasProperty, type Level } from "../engine/grid";
import { pluralNoun } from "../play/plural";
import { countText, type Limits, limitText } from "./budget";
import type { Model } from "./model";
import { Reader, StateStore, Writer } from "./packed";
import type { Failure } from "./search";

/** What an exhausted search saw: its states, how many were lost, how many held a WIN object. */
export interface Seen {
  states: number;
  /** States in which nothing was YOU (the search did not go on from them). */
  lost: number;
  /** States in which some object was WIN (a rule `X IS WIN` held with an X on the grid). */
  withWin: number;
}

/** Whether an object of `level` is WIN (docs/rules.md §5.3: `hasProperty`). */
export function anyWin(level: Level): boolean {
  for (let id = 0; id < level.nextId; id++) if (hasProperty(level, id, "WIN")) return true;
  return false;
}

/**
 * Every state reachable from `model`'s start, breadth first as `search` goes (a lost state is not
 * expanded), each counted: lost, and holding a WIN object (`Model.hasWin`; never, for a model without it).
 */
export function seenBySearch<S>(model: Model<S>): Seen {
  const codec = model.codec();
  const store = new StateStore();
  const w = new Writer();
  const seen: Seen = { states: 0, lost: 0, withWin: 0 };
  const count = (s: S) => {
    seen.states++;
    if (model.hasWin?.(s)) seen.withWin++;
    if (!model.lost(s)) return;
    seen.lost++;
    store.lost[store.size - 1] = 1;
  };
  codec.encode(model.start, w);
  store.add(w, -1, -1);
  count(model.start);
  const r = new Reader(store.arena, 0);
  for (let head = 0; head < store.size; head++) {
    if (store.lost[head]) continue;
    r.bytes = store.arena;
    r.pos = store.offset[head];
    codec.expand(r, (s, j) => {
      if (codec.unchanged(s)) return false;
      w.reset();
      codec.encode(s, w);
      if (store.add(w, head, j)) count(s);
      return false;
    });
  }
  return seen;
}

/**
 * What the states of `store` held, as `seenBySearch` counts them, read from the store a search kept
 * (issue 13: the hints after an exhausted search reuse what it found): each state is decoded once and
 * asked whether an object is WIN; lost states are those the search marked (it expanded none of them).
 * Nothing is expanded, so the hints no longer play every state's actions a second time.
 */
export function seenInStore<S>(model: Model<S>, store: StateStore): Seen {
  const into: Seen = { states: 0, lost: 0, withWin: 0 };
  const codec = model.codec();
  const r = new Reader(store.arena, 0);
  for (let i = 0; i < store.size; i++) {
    into.states++;
    if (store.lost[i] === 1) into.lost++;
    if (model.hasWin === undefined) continue;
    r.pos = store.offset[i];
    if (model.hasWin(codec.decode(r))) into.withWin++;
  }
  return into;
}

/** `n` of a search's `states` in words: `all 12` or `3 of 12`. */
function ofStates(n: number, states: number): string {
  return n === states ? `all ${countText(states)}` : `${countText(n)} of ${countText(states)}`;
}

/** `seen` in words, lines under "unsolvable": how many states were lost, whether a WIN ever existed. */
export function seenText(seen: Seen): string[] {
  const { states, lost, withWin } = seen;
  const of = (n: number) => ofStates(n, states);
  const you =
    lost === 0
      ? "  none lost: something was YOU in every state"
      : `  ${of(lost)} lost: nothing was YOU there (the search went no further)`;
  const win =
    withWin === 0
      ? "  no object was ever WIN: no X IS WIN held with an X on the grid"
      : `  an object was WIN in ${of(withWin)}, but YOU never reached one`;
  return [you, win];
}

/**
 * `seen` in one line, what `npm run solve -- --all` prints under its table for a level whose search was
 * exhausted (docs/rules.md §7; its row says "unsolvable"): what `seenText` says in two lines, shortened
 * (`3 of 12 states lost (nothing YOU); WIN in all 12, never reached`, `YOU in all 12 states; no object ever WIN`).
 */
export function seenLine(seen: Seen): string {
  const { states, lost, withWin } = seen;
  const noun = pluralNoun(states, "state");
  const you =
    lost === 0
      ? `YOU in ${ofStates(states, states)} ${noun}`
      : `${ofStates(lost, states)} ${noun} lost (nothing YOU)`;
  const win = withWin === 0 ? "no object ever WIN" : `WIN in ${ofStates(withWin, states)}, never reached`;
  return `${you}; ${win}`;
}

/**
 * Why a search found no win, in the words `npm run solve` and the studio's Solve panel both print
 * (docs/rules.md §7): "unsolvable: every reachable state was explored" with, when given, what its states
 * held (`seenText`), or, for a search a budget stopped, "not found within budget: gave up at N states
 * (state limit N)", since more states might have held a win.
 */
export function noWinText(reason: Failure, explored: number, limits: Limits, seen: Seen | null): string[] {
  if (reason === "unsolvable")
    return ["unsolvable: every reachable state was explored", ...(seen === null ? [] : seenText(seen))];
  const states = `${countText(explored)} ${pluralNoun(explored, "state")}`;
  return [`not found within budget: gave up at ${states} (${limitText(reason, limits)})`];
}
