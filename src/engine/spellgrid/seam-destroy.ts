/**
 * Seam 2 (docs/rules.md §6.4; course Module 10): the turn's victims die in one Sequence. The grid hands
 * each batch of victims to `destroyHook`; the minions among them are destroyed by one card-engine
 * Sequence, so they share one Death Creation Step and their Deathrattles resolve, and every other victim
 * leaves the grid at once.
 */
import type { Chooser, Id, Origin } from "../cards";
import { type DestroyHook, type GridJournal, isAlive, type Level, removeObjects } from "../grid";
import { minionEntity } from "./ids";
import { runCardSequence } from "./seam-sequence";
import type { SpellGridState } from "./types";

/** What a destroy from the grid is caused by when the level keeps no journal. */
const TURN_ORIGIN: Origin = { label: "the grid turn" };

/**
 * What destroyed grid object `id`, as the card log's cause names it (docs/rules.md §3.11, §6.4): the
 * grid record of its death (a hazard's, OPEN/SHUT's, `X IS NOT X`'s, or its collection as a BONUS object), its rules and cell as the
 * label and its line as `detail.line`; the grid turn when the level keeps no journal.
 */
function originOf(level: Level, j: GridJournal | null, id: number): { origin: Origin; depth: number } {
  const line = j?.touched.get(id);
  if (!j || line === undefined || line < j.base) return { origin: TURN_ORIGIN, depth: -1 };
  const i = line - j.base;
  const cause = j.causes[i];
  const rules =
    cause.kind === "hazard" || cause.kind === "bonus"
      ? cause.rules
      : cause.kind === "rule"
        ? [cause.rule]
        : [];
  const where = `at (${level.x[id]}, ${level.y[id]})`;
  const label = rules.length > 0 ? `${rules.map((r) => r.rule).join(" + ")} ${where}` : `the grid ${where}`;
  return { origin: { label, detail: { line } }, depth: j.depths[i] };
}

/**
 * Seam 2 (Module 10): the grid turn's destroy hook. Victims that are not minions leave the grid at
 * once; the minions among them are marked pending destroy in one Sequence, so they share one Death
 * Creation Step ("all objects destroyed in the same step are destroyed simultaneously") and their
 * Deathrattles resolve; seam 3 then removes them from the grid. Each minion's destroy is caused by
 * the grid record of its death (docs/rules.md §3.11), and the Sequence nests under those records.
 */
export function destroyHook(s: SpellGridState, chooser: Chooser | null): DestroyHook {
  // The last hook made, for the same state and chooser (a search steps one state with one chooser, and
  // the grid's step memoises its wrapper of the hook by identity): the hook reads nothing else.
  if (s === lastState && chooser === lastChooser) return lastHook!;
  lastState = s;
  lastChooser = chooser;
  lastHook = makeHook(s, chooser);
  return lastHook;
}

let lastState: SpellGridState | null = null;
let lastChooser: Chooser | null = null;
let lastHook: DestroyHook | null = null;

function makeHook(s: SpellGridState, chooser: Chooser | null): DestroyHook {
  return (level, ids) => {
    const minions: Id[] = [];
    const origins: Origin[] = [];
    const others: number[] = [];
    let depth = -1;
    for (const id of ids) {
      if (!isAlive(level, id)) continue;
      const e = minionEntity(s, id);
      if (e === undefined) others.push(id);
      else if (!minions.includes(e)) {
        const why = originOf(level, level.journal, id);
        minions.push(e);
        origins.push(why.origin);
        depth = Math.max(depth, why.depth);
      }
    }
    removeObjects(level, others);
    if (minions.length > 0)
      runCardSequence(s, { type: "destroy", targets: minions, origins }, chooser, depth + 1);
  };
}
