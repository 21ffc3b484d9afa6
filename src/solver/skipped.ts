/**
 * The successors a search skipped (docs/rules.md §7): an action the engine refused for a limit of §9
 * (its call changed nothing) or a step whose deaths would ask the chooser a question is no successor,
 * and the search goes on along the others. Its result counts them by why (`SolveResult.skipped`), so a
 * level called unsolvable says it was so without them, and `npm run solve` prints them on one line.
 */
import { SequenceLimitError } from "../engine/cards";
import * as grid from "../engine/grid";
import { countText } from "./budget";

/**
 * Why a successor was skipped: `objects`, past the object limit (`ObjectLimitError`); `feeling`, a
 * FEELING read past `FEELING_TESTS` rules (`FeelingLimitError`); `seeing`, SEEING rays past
 * `SEEING_READS` reads in a turn (`SeeingLimitError`); `moves`, a MOVE or SHIFT take past `MOVE_STEPS`
 * steps (`MoveLimitError`); `limit`, any other limit of the grid (a `LimitError` this table does not name);
 * `sequence`, a Death Phase or Sequence limit of the card engine (`SequenceLimitError`, a SpellGrid
 * level); `chooser`, a step whose deaths ask the chooser (a step carries no answers: §7).
 */
export type SkipReason = "objects" | "feeling" | "seeing" | "moves" | "limit" | "sequence" | "chooser";

/** The reasons in the order the counts are printed. */
export const SKIP_REASONS: readonly SkipReason[] = [
  "objects",
  "feeling",
  "seeing",
  "moves",
  "limit",
  "sequence",
  "chooser",
];

/** The successors skipped, by reason: only the reasons met (a search that skipped none has no counts). */
export type Skipped = Partial<Record<SkipReason, number>>;

/**
 * Told of a skipped action while a state is expanded (`Codec.expand`): why, and the number the next
 * successor of that state would have (what the shared search keys it by, as it keys successors).
 */
export type Skip = (why: SkipReason, j: number) => void;

/** Each limit error the engines throw, with its reason; the first whose class the error is wins. */
const LIMITS: readonly (readonly [abstract new (...args: never[]) => Error, SkipReason])[] = [
  [grid.ObjectLimitError, "objects"],
  [grid.FeelingLimitError, "feeling"],
  [grid.SeeingLimitError, "seeing"],
  [grid.MoveLimitError, "moves"],
  [grid.LimitError, "limit"],
  [SequenceLimitError, "sequence"],
];

/** The limit an engine error is, as a skip reason; null for any other error (not a skip: not legal). */
export function limitReason(err: unknown): SkipReason | null {
  for (const [limit, why] of LIMITS) if (err instanceof limit) return why;
  return null;
}

/** Counts of skips as numbers by reason, in `SKIP_REASONS` order (what a search adds to). */
export type SkipCounts = Float64Array;

/** Zero counts. */
export function noSkips(): SkipCounts {
  return new Float64Array(SKIP_REASONS.length);
}

/** The index of `why` in a `SkipCounts`. */
export function skipIndex(why: SkipReason): number {
  return SKIP_REASONS.indexOf(why);
}

/** Add `more` to `counts`. */
export function addSkips(counts: SkipCounts, more: ArrayLike<number>): void {
  for (let i = 0; i < counts.length; i++) counts[i] += more[i];
}

/** `counts` as a result's `skipped`: the reasons met, or undefined when none were. */
export function skippedOf(counts: SkipCounts): Skipped | undefined {
  let out: Skipped | undefined;
  for (let i = 0; i < SKIP_REASONS.length; i++) if (counts[i] > 0) (out ??= {})[SKIP_REASONS[i]] = counts[i];
  return out;
}

/** `found` with its `skipped` counts when it has any (none: `found` as it is). */
export function withSkipped<T extends object>(found: T, counts: SkipCounts): T & { skipped?: Skipped } {
  const skipped = skippedOf(counts);
  return skipped === undefined ? found : { ...found, skipped };
}

const REASON_TEXT: Record<SkipReason, string> = {
  objects: "past the object limit",
  feeling: "past the FEELING limit",
  seeing: "past the SEEING limit",
  moves: "past the MOVE steps limit",
  limit: "past another limit of the grid",
  sequence: "past a Death Phase or Sequence limit",
  chooser: "steps whose deaths ask the chooser",
};

/**
 * What `npm run solve` prints of `skipped`: one line, `skipped 12 actions (10 past the object limit, 2
 * past the FEELING limit; docs/rules.md §7)`; null when none were skipped.
 */
export function skippedText(skipped: Skipped | undefined): string | null {
  let total = 0;
  const parts: string[] = [];
  for (const why of SKIP_REASONS) {
    const n = skipped?.[why] ?? 0;
    if (n === 0) continue;
    total += n;
    parts.push(`${countText(n)} ${REASON_TEXT[why]}`);
  }
  if (total === 0) return null;
  return `skipped ${countText(total)} ${total === 1 ? "action" : "actions"} (${parts.join(", ")}; docs/rules.md §7)`;
}
