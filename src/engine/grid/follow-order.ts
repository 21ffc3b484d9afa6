/**
 * Which target a follower turns to when several are as near (docs/rules.md §5.5, FOLLOW): the first of
 * its FOLLOW rules' targets, in the order of those rules, then the oldest. The game's `moveblock` (2019
 * script; lilybeevee/Lilys-Mods Data/blocks.lua) gathers the follower's FOLLOW rules from
 * `featureindex[name]` in the order its parse found them (Data/rules.lua `code`: first words in the order
 * of their text objects, across before down; a sentence's rules in the order of its words), looks through
 * each rule's target objects oldest first (`findall`), and keeps one only when it is strictly nearer than
 * every one before. So a target's place is that of the first of the follower's FOLLOW rules naming its
 * kind: the least id of the first words of the rule's spellings on the grid (shift-lines.ts `spellingsNow`,
 * as for SHIFT and FEAR), then across before down, then how far along the sentence its last word lies.
 * The rules read are those `compileVerbs` and `condItems` read: `N FOLLOW Y` for the follower's noun N, ALL
 * or a `NOT X` (shift-places.ts `plainRulesPlace`), Y the target's noun, TEXT for a word, ALL for a thing; and a
 * conditional one that holds for the follower now. A rule no text spells now comes last.
 */
import { conditionsHold } from "./cond-hold";
import { ALL, TEXT } from "./lexicon";
import { spellingsNow } from "./shift-lines";
import { condRulePlace, nounOf, plainRulesPlace } from "./shift-places";
import type { Level } from "./types";

/**
 * Of the objects of a kind in `wants` but `id` itself at distance `far` from `id` (Manhattan; some kinds
 * are known to tie there), the one whose kind's place (the module's doc) is first, the oldest of a place.
 */
export function firstTarget(level: Level, id: number, wants: readonly number[], far: number): number {
  const { alive, kind, nextId } = level;
  const x = level.x[id];
  const y = level.y[id];
  places.length = wants.length;
  places.fill(Number.NaN);
  let best = -1;
  let first = Number.POSITIVE_INFINITY;
  for (let o = 0; o < nextId; o++) {
    if (o === id || !alive[o] || Math.abs(level.x[o] - x) + Math.abs(level.y[o] - y) !== far) continue;
    const at = wants.indexOf(kind[o]);
    if (at < 0) continue;
    if (Number.isNaN(places[at])) places[at] = placeOf(level, id, kind[o]);
    if (best < 0 || places[at] < first) {
      best = o;
      first = places[at];
    }
  }
  return best;
}

// Scratch: per kind of `wants`, its place (NaN: not yet found).
const places: number[] = [];

/** Target kind `t`'s place for follower `id`: the least of its FOLLOW rules naming `t` (Infinity: none spelled). */
function placeOf(level: Level, id: number, t: number): number {
  const k = level.kind[id];
  const target = nounOf(level, t);
  const names = (c: string): boolean => c === target || (c === ALL && target !== TEXT);
  let place = plainRulesPlace(level, k, " FOLLOW ", names, rulePlace);
  const cond = level.inForce.condVerbs?.follow?.[k];
  if (cond !== undefined)
    for (const r of cond)
      if (r.item === t && !r.negated && conditionsHold(level, id, r.conditions))
        place = Math.min(place, condRulePlace(level, k, r.text, " FOLLOW ", rulePlace));
  return place;
}

/**
 * A rule's place: the least over its spellings on the grid now (the game lists a rule spelled twice at
 * each) of the first word's id plus a fraction under 1 that puts a spelling across before one down and,
 * within one sentence, an earlier last word first (Infinity: none spells it).
 */
function rulePlace(level: Level, rule: string): number {
  let place = Number.POSITIVE_INFINITY;
  for (const ids of spellingsNow(level, rule)) {
    const across = level.y[ids[0]] === level.y[ids[ids.length - 1]];
    const along = across ? level.x : level.y;
    let far = 0;
    for (const w of ids) far = Math.max(far, along[w] - along[ids[0]]);
    const len = across ? level.width : level.height;
    place = Math.min(place, ids[0] + (across ? 0 : 0.5) + far / (4 * (len + 1)));
  }
  return place;
}
