import { type Action, type Chooser, perform } from "../cards";
import { isAlive, placeObject, posOf, removeObjects, reparse, touch } from "../grid";
import { ownGame } from "./clone";
import { causesToSpellGrid, linkNewEntities, toSpellGridIds } from "./ids";
import { gridContinues, takeGridRecords } from "./journal";
import { syncRules } from "./seam-rules";
import type { SpellGridState } from "./types";

/**
 * Run one card-engine Sequence and carry its grid changes over (seam 3, Module 10). The grid is frozen
 * while the Sequence runs; when it ends, each `TextSpawned` writes its word on its minion's tile (the
 * minion is still there), then each minion with a `Destroyed` event leaves the grid, then the rules
 * are parsed again and handed back to the cards (seam 1), before anything else happens. (The parse
 * is skipped when the grid says nothing that can change the rules has changed: same rules, less work.)
 * The Sequence's journal joins SpellGrid's after the grid's records so far, with SpellGrid ids, its
 * causes' lines moved along, `nest` levels deeper in the tree (under the grid record that started it,
 * docs/rules.md §6.9); the grid learns which record wrote or removed each object, so the rules the
 * parse forms or breaks name it as their cause. A state that keeps no journal (`logKept` false) skips
 * the copying; the card engine's own log is emptied all the same.
 */
export function runCardSequence(s: SpellGridState, action: Action, chooser: Chooser | null, nest = 0): void {
  syncRules(s);
  takeGridRecords(s);
  perform(ownGame(s), action, chooser);
  linkNewEntities(s);
  const { log, depths, causes } = s.game;
  const start = s.log.length;
  for (let i = 0; i < log.length; i++) {
    const e = log[i];
    if (e.type !== "TextSpawned") continue;
    const at = posOf(s.level, s.external[e.source]);
    if (at) touch(s.level, placeObject(s.level, `text:${e.word}`, at[0], at[1]), start + i);
  }
  for (let i = 0; i < log.length; i++) {
    const e = log[i];
    if (e.type !== "Destroyed") continue;
    const id = s.external[e.id];
    if (isAlive(s.level, id)) {
      removeObjects(s.level, [id]);
      touch(s.level, id, start + i);
    }
  }
  if (s.logKept) {
    const mapped = causesToSpellGrid(s, causes, start);
    for (let i = 0; i < log.length; i++) {
      s.log.push(toSpellGridIds(s, log[i]));
      s.depths.push(depths[i] + nest);
      s.causes.push(mapped[i]);
      s.nest.push(nest);
    }
  }
  s.game.log = [];
  s.game.depths = [];
  s.game.causes = [];
  gridContinues(s);
  if (s.level.dirty) reparse(s.level); // the grid marks itself dirty whenever a change can alter the rules
  syncRules(s);
}
