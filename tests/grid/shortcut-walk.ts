/**
 * What the walk tests share (move-shortcuts, plain-moves, plain-push, win-check, parse-shortcuts,
 * undo-record): the calls a walk makes, one call played (with the engine's shortcuts on or off), and
 * everything a call may change read as one string, so that a walk with the shortcuts on can be compared
 * with the same walk with them off; and random crowded boards to walk.
 */
import fc from "fast-check";
import { expect } from "vitest";
import * as grid from "../../src/engine/grid";
import { entryNumbers } from "../../src/engine/grid/history";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { map } from "./builder";

/** The inputs a walk steps with. */
export const INPUTS = ["up", "down", "left", "right", "wait"] as const;
/** A call of a walk: an input's index, or undo. */
export const UNDO = INPUTS.length;
/** Walks of `min` to `max` calls. */
export const callsOf = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: UNDO }), { minLength: min, maxLength: max });

/** The call's name, for a failing check's message: its input, or "undo". */
export const callName = (call: number): string => (call === UNDO ? "undo" : INPUTS[call]);

/**
 * Runs `f`, a call the engine may refuse: one that would put more objects on the grid than the level's
 * limit allows (conversions into several kinds multiply objects; EMPTY IS X fills every empty cell), which
 * throws and changes nothing (docs/rules.md §5.5, §9). Returns null when it ran and the refusal's message
 * when refused; any other error is thrown on.
 */
export function refusal(f: () => void): string | null {
  try {
    f();
    return null;
  } catch (e) {
    if (e instanceof grid.ObjectLimitError) return e.message;
    throw e;
  }
}

/**
 * Plays one call (with `hook` for a step's deaths). A step the engine refuses for the object limit
 * (`refusal`) is a call's outcome too, as on a random board a conversion into several kinds may double
 * the objects each turn: its message is returned (null when the call ran), so a walk goes on, and two
 * walks compare it as they compare their boards.
 */
export function apply(level: grid.Level, call: number, hook?: grid.DestroyHook): string | null {
  return refusal(() => {
    if (call === UNDO) grid.undo(level);
    else grid.step(level, INPUTS[call], hook);
  });
}

/** Plays one call (with `hook` for a step's deaths) with the shortcuts on or off: `apply`'s outcome. */
export function play(
  level: grid.Level,
  call: number,
  shortcuts: boolean,
  hook?: grid.DestroyHook,
): string | null {
  useShortcuts(shortcuts);
  try {
    return apply(level, call, hook);
  } finally {
    useShortcuts(true);
  }
}

/**
 * Everything a call may change, read in one string: each cell's list, each object, the counts, the
 * win, the undo history (as a snapshot has it, and its entries), the journal and the rules.
 */
export function board(level: grid.Level): string {
  const lists: number[][] = [];
  for (let t = 0; t < level.head.length; t++) {
    const list: number[] = [];
    for (let o = level.head[t]; o >= 0; o = level.next[o]) list.push(o);
    lists.push(list);
  }
  const n = level.nextId;
  const objects = [level.kind, level.x, level.y, level.facing, level.alive].map((a) => a.slice(0, n));
  const history = grid.snapshot(level).objects;
  const entries = entryNumbers(level.history);
  const j = level.journal;
  const journal = j === null ? null : [j.records, j.depths, j.causes];
  return JSON.stringify([
    lists,
    objects,
    level.count,
    n,
    level.won,
    history,
    entries,
    journal,
    level.inForce.rules,
  ]);
}

/** What `crowdedBoards` draws: the rules always spelled, more drawn among `extra`, and the things of a cell. */
export interface Crowd {
  rules: readonly string[];
  extra: fc.Arbitrary<string>;
  extraMax: number;
  cell: fc.Arbitrary<string>;
  width: [number, number];
  height: [number, number];
}

/**
 * Random crowded levels (builder.ts `map` rows): `rules` and up to `extraMax` rules of `extra`, one a row
 * from the top left, then a board of `width` × `height` cells drawn from `cell`.
 */
export function crowdedBoards(crowd: Crowd): fc.Arbitrary<grid.LevelDef> {
  return fc
    .record({
      width: fc.integer({ min: crowd.width[0], max: crowd.width[1] }),
      height: fc.integer({ min: crowd.height[0], max: crowd.height[1] }),
      extra: fc.array(crowd.extra, { maxLength: crowd.extraMax }),
      cells: fc.array(crowd.cell, { minLength: 100, maxLength: 100 }),
    })
    .map(({ width, height, extra, cells }) => {
      const rules = [...crowd.rules, ...extra].map((r) => r.split(" "));
      const rows: string[][] = [];
      for (let y = 0; y < rules.length + height; y++) {
        const row: string[] = [];
        for (let x = 0; x < width; x++)
          row.push(y >= rules.length ? cells[(y * width + x) % cells.length] : ".");
        rows.push(row);
      }
      for (const [y, words] of rules.entries()) rows[y].splice(0, 3, ...words);
      return map(...rows.map((r) => r.join(" ")));
    });
}

/**
 * Plays `calls` on a copy of `start` with the shortcuts on or off (`hook` for deaths); returns `board`
 * after each call, after a refusal's message when the call was refused (`apply`).
 */
export function walk(
  start: grid.Level,
  calls: readonly number[],
  shortcuts: boolean,
  hook?: grid.DestroyHook,
): string[] {
  const level = grid.cloneLevel(start);
  return calls.map((call) => {
    const refused = play(level, call, shortcuts, hook);
    return refused === null ? board(level) : `${refused}\n${board(level)}`;
  });
}

/**
 * Walks for `walkWith` of 10 to 30 calls: mostly inputs, some undos, and with weight `weight` one of the
 * `extras` calls past undo (UNDO + 1 to UNDO + extras: a restart, a copy…, as each test names them).
 */
export const callsWith = (extras: number, weight: number) =>
  fc.array(
    fc.oneof(
      { weight: 12, arbitrary: fc.integer({ min: 0, max: INPUTS.length - 1 }) },
      { weight: 3, arbitrary: fc.constant(UNDO) },
      { weight, arbitrary: fc.integer({ min: UNDO + 1, max: UNDO + extras }) },
    ),
    { minLength: 10, maxLength: 30 },
  );

/** What a walk's call past the inputs and undo does (`walkWith`): the level played on from then on. */
export type OtherCall = (
  call: number,
  level: grid.Level,
  first: ReturnType<typeof grid.snapshot>,
) => grid.Level;

/**
 * `walk` with calls past the inputs and undo (restart, an edit, a copy…) played by `other`, which gets the
 * level the walk plays on and its snapshot before the first call, and returns the level to play on from
 * then (itself, or a copy). After each call: whether it was refused, won and lost, then `board`.
 */
export function walkWith(
  start: grid.Level,
  calls: readonly number[],
  shortcuts: boolean,
  other: OtherCall,
  hook?: grid.DestroyHook,
): string[] {
  let level = grid.cloneLevel(start);
  const first = grid.snapshot(level);
  const seen: string[] = [];
  useShortcuts(shortcuts);
  try {
    for (const call of calls) {
      let next = level;
      const refused = refusal(() => {
        if (call === UNDO) grid.undo(level);
        else if (call < UNDO) grid.step(level, INPUTS[call], hook);
        else next = other(call, level, first);
      });
      level = next;
      seen.push(`${refused} ${grid.isWon(level)} ${grid.isLost(level)} ${board(level)}`);
    }
  } finally {
    useShortcuts(true);
  }
  return seen;
}

/** Plays `calls` on a copy of `start` with the shortcuts, then on another without, comparing them after every call. */
export function walkBoth(start: grid.Level, calls: readonly number[]): void {
  const fast = grid.cloneLevel(start);
  const seen = calls.map((call) => [play(fast, call, true), board(fast)]);
  const slow = grid.cloneLevel(start);
  calls.forEach((call, i) => {
    expect([play(slow, call, false), board(slow)], `call ${i}`).toEqual(seen[i]);
  });
}
