/**
 * Legal actions on a pure Baba level: the four steps and the wait (no undo in search: a lost state is a
 * dead end). A wait that changes nothing reaches a state already seen, which the search drops.
 */
import type { Content } from "../content/content";
import * as grid from "../engine/grid";
import type { LevelDef } from "../harness";
import { applyToBaba, applyToBabaInPlace, startState } from "../play/apply";
import type { PlayerAction } from "../play/notation";
import { GridCodec, RuleCache } from "./grid-codec";
import { anyWin } from "./hints";
import type { Codec, Model, Successor } from "./model";
import type { Reader } from "./packed";
import { limitReason, type Skip, type SkipReason } from "./skipped";

/** The steps in the order the solver tries them (w, s, a, d, then the wait: docs/rules.md §5.5). */
export const DIRS: readonly grid.TurnInput[] = ["up", "down", "left", "right", "wait"];

const STEPS = DIRS.map((dir) => ({ type: "step", dir }) as const);

/** A Baba level's codec: its boards as bytes, and each board's successors stepped in place. */
class BabaCodec extends GridCodec implements Codec<grid.Level> {
  expand(r: Reader, visit: (s: grid.Level, j: number, action: PlayerAction) => unknown, skip?: Skip): void {
    const level = this.decode(r);
    for (let j = 0; j < STEPS.length; j++) {
      if (j > 0) this.restore(); // (also after a refused step: what it did before the refusal)
      const refused = orRefused(applyToBabaInPlace, level, STEPS[j]);
      if (refused instanceof grid.LimitError) {
        skip?.(limitReason(refused) as SkipReason, j);
        continue;
      }
      if (visit(level, j, STEPS[j]) === true) return;
    }
  }
}

/**
 * `step(level, action)`, or the error when the engine refuses the step for a limit of docs/rules.md §9
 * (`grid.LimitError`: `ObjectLimitError`, a conversion, MORE or EMPTY IS X past the level's limit;
 * `FeelingLimitError`, a FEELING read past `FEELING_TESTS` rules; `SeeingLimitError`, `MoveLimitError`:
 * skipped.ts names each), which the search takes as no successor, so one path that would overflow the
 * level does not end the search. Any other error is thrown on. (The arguments are passed, not captured: no closure per step.)
 */
function orRefused<T>(
  step: (level: grid.Level, action: PlayerAction) => T,
  level: grid.Level,
  action: PlayerAction,
): T | grid.LimitError {
  try {
    return step(level, action);
  } catch (err) {
    if (err instanceof grid.LimitError) return err;
    throw err;
  }
}

/**
 * The grid engine as a search model, its actions applied by the play layer's applier (no undo history,
 * no journal).
 */
export function babaModel(def: LevelDef, content: Content): Model<grid.Level> {
  const start = startState(def, content, { journal: false }); // a search step records nothing (rules §5.7)
  if (start.kind !== "baba")
    throw new Error(`babaModel: level "${def.name}" has cards: it is a SpellGrid level`);
  let codec: BabaCodec | undefined;
  return {
    start: start.level,
    hash: grid.levelKey,
    won: grid.isWon,
    lost: grid.isLost,
    hasWin: anyWin,
    actions: STEPS.length,
    successors(level) {
      const out: Successor<grid.Level>[] = [];
      for (const action of STEPS) {
        const state = orRefused(applyToBaba, level, action);
        if (!(state instanceof grid.LimitError)) out.push({ action, state });
      }
      return out;
    },
    apply: applyToBaba,
    codec: () => (codec ??= new BabaCodec(start.level, new RuleCache())),
  };
}
