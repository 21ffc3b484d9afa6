/**
 * What two SpellGrid states that played the same actions must share, whether they kept a journal or not:
 * everything of a state but its journals, SpellGrid's and the grid's (and whether they are shared or
 * kept), with its hash; and a copy of a state that keeps no journal, as the solver's states.
 */
import type { Content } from "../../src/content/content";
import * as sg from "../../src/engine/spellgrid";
import type { LevelDef } from "../../src/harness";
import { applyToSpellGrid, startState } from "../../src/play/apply";
import type { PlayerAction } from "../../src/play/notation";
import { spellGridSuccessors } from "../../src/solver/spellgrid-moves";

/** Everything of `s` but its journals (and whether its parts are shared or kept), and its hash. */
export function played(s: sg.SpellGridState) {
  const {
    log: _l,
    depths: _d,
    causes: _c,
    nest: _n,
    logShared: _s,
    logKept: _k,
    gameShared: _g,
    idsShared: _i,
    ...rest
  } = s;
  const { journal: _j, ...level } = s.level; // the grid's journal: its lines count through SpellGrid's
  return { ...rest, level, hash: sg.hashSpellGrid(s) };
}

/** A copy of `s` that keeps no journal, as the solver's states (its journal empty). */
export function unkept(s: sg.SpellGridState): sg.SpellGridState {
  const u = sg.cloneSpellGrid(s);
  u.logKept = false;
  u.log = [];
  u.depths = [];
  u.causes = [];
  u.nest = [];
  return u;
}

/**
 * A walk of `def` from its start (journal kept) as `picks` choose among each state's search actions
 * (`spellGridSuccessors`, in their order): `visit` sees each state and its actions before the picked
 * one plays. It stops at a state with no action.
 */
export function walkActions(
  def: LevelDef,
  content: Content,
  picks: readonly number[],
  visit: (s: sg.SpellGridState, actions: PlayerAction[]) => void,
): void {
  const start = startState(def, content);
  if (start.kind !== "spellgrid") throw new Error(`level "${def.name}" is not a SpellGrid level`);
  let s = start.game;
  for (const pick of picks) {
    const actions = spellGridSuccessors(s).map((x) => x.action);
    if (actions.length === 0) return;
    visit(s, actions);
    s = applyToSpellGrid(s, actions[pick % actions.length]);
  }
}
