/**
 * CHILL (docs/rules.md §5.4): a listed property (behaviours.ts `LISTED_BEHAVIOURS`: no bit) whose holders
 * join MOVE's take, each walking a way drawn at random from the level's seed. As the take begins, the alive
 * holders but the SLEEP ones (hosted.ts `holdersOf`, oldest first: their listings and conditions read before
 * any turns) each draw a facing, one draw per holder in that order (random.ts `nextRandom(level, 4)`:
 * right, up, left, down), and turn to it; then each steps along its facing as a MOVE object does, with the
 * take's retries, turning around when still blocked and trying once more, staying when blocked again (a
 * WEAK one is destroyed). A holder that is MOVE too draws and turns as well, and takes its CHILL steps on
 * top of its MOVE ones; one given CHILL by n listings takes n steps (move-count.ts `nudgeSteps`).
 * Source: the game's later movement script (FofoFromBaba's copy, `Lua/movement.lua`):
 * `movecommand` take 2 lists the MOVE units, then the CHILL ones (`add_moving_units("chill", …)`; the 2019
 * script, lilybeevee/Lilys-Mods `Data/movement.lua`, the same, then FEAR's); `add_moving_units` turns each
 * CHILL unit not sleeping to `fixedrandom(0,3)` (`updatedir`) as it lists it and gives a unit listed already
 * `moves + 1`; the move loop turns "move" and "chill" units around at state 3 (`rotate`) and tries them
 * again at state 4, then a WEAK one is deleted. The game draws once per listing (the last draw wins); here
 * once per holder, whatever its listings.
 */
import { turnObject } from "./board";
import { FACINGS } from "./facing";
import { givenBy, hasHosted, holdersOf } from "./hosted";
import { latestCause, note } from "./journal";
import { giver } from "./journal-rules";
import type { Lexicon } from "./lexicon";
import { nudgeSteps } from "./move-count";
import type { Bits } from "./prop-bits";
import { propsOf } from "./props-of";
import { nextRandom } from "./random";
import type { Level, RuleState } from "./types";

/** CHILL's word index in `lex`, or -1 when the lexicon lacks it (nothing chills). */
export const chillWord = (lex: Lexicon): number => lex.index.CHILL ?? -1;

/** Whether some rule in force `f` (lexicon `lex`) gives CHILL: else the MOVE take lists no CHILL holder and draws nothing. */
export const chillActs = (f: RuleState, lex: Lexicon): boolean => givenBy(f, chillWord(lex));

// Scratch: the holders of the take running, and their steps (a hook's take inside it gets new ones).
let spare: number[] | null = [];
const spareSteps: number[] = [];

/**
 * The CHILL holders join the MOVE take's list `movers` (the MOVE objects, oldest first; `steps`, when not
 * null, each one's steps): each not SLEEP draws a facing and turns to it, in id order; one listed already
 * takes its CHILL steps more, the others are added after the MOVE objects, oldest first, with theirs (they
 * turn around when blocked, as the MOVE objects do: takes.ts counts them among the turning). Returns the
 * steps (made, all 1, when one needs a second step).
 */
export function joinChill(level: Level, B: Bits, movers: number[], steps: number[] | null): number[] | null {
  const w = chillWord(level.lexicon);
  const held = holdersOf(level, w, spare ?? []);
  spare = null;
  const sleep = B.SLEEP & level.inForce.anyProps;
  let n = 0;
  for (const id of held) if (sleep === 0 || (propsOf(level, id) & sleep) === 0) held[n++] = id;
  held.length = n;
  const more = spareSteps;
  for (let i = 0; i < n; i++) more[i] = nudgeSteps(level, held[i], "CHILL", w); // (as the take begins)
  for (const id of held) chillTurn(level, id, nextRandom(level, 4)); // one draw each, oldest first
  const m = movers.length;
  for (let i = 0, j = 0; i < n; i++) {
    const id = held[i];
    while (j < m && movers[j] < id) j++; // (the MOVE objects by age)
    if (j < m && movers[j] === id) {
      if (steps === null) steps = new Array<number>(m).fill(1);
      steps[j] += more[i];
      continue;
    }
    if (more[i] > 1 && steps === null) steps = new Array<number>(movers.length).fill(1);
    movers.push(id);
    if (steps !== null) steps.push(more[i]);
  }
  spare = held;
  return steps;
}

/** Turns CHILL holder `id` to facing `to`; a journal records it as `Turned`, caused by its CHILL rule. */
function chillTurn(level: Level, id: number, to: number): void {
  const was = level.facing[id];
  if (was === to) return;
  turnObject(level, id, to);
  if (!level.journal) return;
  const rule = giver(level, id, "CHILL");
  const record = { type: "Turned", id, from: FACINGS[was], to: FACINGS[to] } as const;
  note(level, record, { kind: "rule", rule, line: latestCause(level.journal, [id], [rule.rule]) });
}

/**
 * Whether MOVE-take mover `id`, not MOVE now, was moved by its CHILL rule (journal-moves.ts names the rule):
 * it is CHILL now, or (not fleeing, `flees`) a conditional CHILL rule of its kind held as the take began.
 */
export function chilled(level: Level, id: number, flees: boolean): boolean {
  const w = chillWord(level.lexicon);
  const h = level.inForce.hosted;
  if (w < 0 || h === null || !h.given.includes(w)) return false;
  if (hasHosted(level, id, w)) return true;
  return !flees && (h.cond?.[level.kind[id]] ?? []).some((r) => r.word === w && !r.negated);
}
