/**
 * END (docs/rules.md §5.5), checked right before the win, as the game's `block()` has it (`Lua/blocks.lua`,
 * the copy docs/rules.md §5.5 cites: its last loop, after BONUS and before WIN): for each YOU unit still
 * alive and each END rule whose subject is not EMPTY, every unit the rule names on its cell
 * (`findtype(rule, x, y, 0)`: the YOU unit itself too) that `floating` says floats as it does ends the game.
 * On the game's own map that is `MF_end`, the credits; in a level pack or the editor, which is what a
 * SpellGrid level is (a level played alone), `MF_end_single` and `MF_win`: the level is won. So here END
 * wins the level, as WIN does, and `won()` says so; it needs no outcome of its own.
 *
 * The game's loop takes each YOU unit in turn and asks END before WIN, so when a YOU object meets an END
 * object and another meets a WIN object in the same turn, both call the win; here this step runs first and
 * its `Won` record is the one the journal keeps. END is a listed property (behaviours.ts
 * `LISTED_BEHAVIOURS`, no bit): the turn plan leaves the step out while no rule in force gives END
 * (`endActs`), and `EMPTY IS END` does nothing (the empty cells take no property, §5.3; the game's
 * `levelblock()` reads it only for `EMPTY IS YOU` or `LEVEL IS YOU`).
 */

import { givenBy, hasHosted, mayHold } from "../hosted";
import { latestCause, note } from "../journal";
import { giver } from "../journal-rules";
import type { Lexicon } from "../lexicon";
import { type Bits, bitsOf } from "../prop-bits";
import { collectHaving, propsAmong } from "../props-of";
import type { Level, RuleState } from "../types";

/** The property word this step reads. */
export const END = "END";

/**
 * Whether the END step can act under the rules `f` of a level of lexicon `lex`: some rule gives END
 * (conditional ones too) and some kind may be YOU.
 */
export const endActs = (f: RuleState, B: Bits, lex: Lexicon): boolean =>
  (f.anyProps & B.YOU) !== 0 && givenBy(f, lex.index[END] ?? -1);

const YOU: number[] = []; // scratch: the YOU objects, in age order (no hook runs in this step)

/**
 * The END step: the oldest YOU object that is END, or shares its cell and float level with an END object,
 * wins the level (recorded `Won`, caused by its YOU rule and the END rule, when the level keeps a journal).
 */
export function endPhase(level: Level): void {
  const word = level.lexicon.index[END];
  if (level.won || word === undefined || !mayHold(level, word)) return;
  const B = bitsOf(level.lexicon);
  const n = collectHaving(level, B.YOU, YOU);
  const { head, next, width, x, y } = level;
  for (let i = 0; i < n; i++) {
    const you = YOU[i];
    const float = propsAmong(level, you, B.FLOAT);
    let end = -1;
    for (let o = head[y[you] * width + x[you]]; o >= 0; o = next[o])
      if ((end < 0 || o < end) && propsAmong(level, o, B.FLOAT) === float && hasHosted(level, o, word))
        end = o;
    if (end < 0) continue;
    level.won = true;
    if (level.journal) noteEnd(level, you, end);
    return;
  }
}

/** The win by END: a `Won` record of `you`, caused by its YOU rule and `end`'s END rule, with `end` as partner. */
function noteEnd(level: Level, you: number, end: number): void {
  const rules = [giver(level, you, "YOU"), giver(level, end, END)];
  const ids = end === you ? [you] : [you, end];
  const line = latestCause(
    level.journal!,
    ids,
    rules.map((r) => r.rule),
  );
  const at = [level.x[you], level.y[you]] as const;
  note(level, { type: "Won", id: you, at }, { kind: "win", rules, with: end, line });
}
