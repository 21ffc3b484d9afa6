/**
 * The destruction steps that add objects (docs/rules.md §5.5; research §4 step 7, §5): MORE spreads
 * each MORE object to the free cells beside it (more.ts), MAKE puts each maker's item on its cell where
 * there is none (make.ts), and HAS leaves a destroyed object's items on its cell (`leavingItems`, the
 * turn's destroy hook). Each step decides from the board as it finds it: objects it adds do not act again
 * in it. This module holds what they share: adding a plan (`addPlanned`) and the cell checks.
 */

import { addObject } from "../board";
import { condItems, isRuleText, planVerb } from "../cond-verbs";
import { ruleRef } from "../journal-rules";
import { noteSpawns, type Spawn, spawnCause, verbGiver } from "../journal-verbs";
import type { Bits } from "../prop-bits";
import { propsAmong } from "../props-of";
import type { RuleRef } from "../records";
import { checkRoom } from "../room";
import type { DestroyHook, Level } from "../types";
import { hasCopies } from "../verb-count";

/** Whether cell (x, y) holds an object of kind `k`. */
export function holds(level: Level, x: number, y: number, k: number): boolean {
  return holder(level, x, y, k) >= 0;
}

/** The first object of kind `k` on cell (x, y), or −1. */
export function holder(level: Level, x: number, y: number, k: number): number {
  for (let o = level.head[y * level.width + x]; o >= 0; o = level.next[o]) if (level.kind[o] === k) return o;
  return -1;
}

/**
 * The first object on cell (x, y) solid to MORE, or −1: a STOP, PUSH or PULL object, or a text object
 * whatever its properties (the game's `block` spreads into no cell that holds text, TEXT IS NOT PUSH or not).
 */
export function solidOne(level: Level, x: number, y: number, B: Bits): number {
  const mask = B.STOP | B.PUSH | B.PULL;
  const { isText } = level.kinds;
  for (let o = level.head[y * level.width + x]; o >= 0; o = level.next[o])
    if (isText[level.kind[o]] || propsAmong(level, o, mask) !== 0) return o;
  return -1;
}

/**
 * Adds the planned objects (flat: kind, x, y, source id, verb or conditional rule, word), each facing as its source faces
 * (the game creates what HAS leaves, MAKE makes and MORE copies with its source's direction; a destroyed
 * source keeps its last facing), after checking the grid has room for them all (content
 * LEVEL_LIMITS.objects; a step that throws changes nothing); a level that keeps a journal records each
 * as `Added` from its source, caused by its rule.
 */
export function addPlanned(level: Level, plan: readonly (number | string)[], what: string): void {
  if (plan.length === 0) return;
  checkRoom(level, plan.length / 6, what);
  if (level.journal) addNoted(level, plan);
  else for (let i = 0; i < plan.length; i += 6) addOne(level, plan, i);
}

/** Adds the planned object at `i` of `plan`, facing as its source does; returns its id. */
const addOne = (level: Level, plan: readonly (number | string)[], i: number): number =>
  addObject(
    level,
    plan[i] as number,
    plan[i + 1] as number,
    plan[i + 2] as number,
    level.facing[plan[i + 3] as number],
  );

/** `addPlanned` with a journal: each object added is recorded as `Added` from its source, caused by its rule. */
function addNoted(level: Level, plan: readonly (number | string)[]): void {
  const spawns: Spawn[] = [];
  // Each rule's spelling is found once a plan (a search of all the text on the grid; the board does not
  // change before every one is read): once per spawn, a step that added thousands took seconds.
  const found = new Map<string, RuleRef>();
  const rules = Array.from({ length: plan.length / 6 }, (_, i) => {
    const verb = plan[i * 6 + 4] as string; // or a conditional rule's text (cond-verbs.ts `planVerb`)
    const from = plan[i * 6 + 3] as number;
    const asked = isRuleText(verb) ? verb : `${level.kind[from]} ${verb} ${plan[i * 6 + 5]}`; // verbGiver reads the kind
    let rule = found.get(asked);
    if (rule === undefined) {
      rule = isRuleText(verb)
        ? ruleRef(level, verb)
        : verbGiver(level, from, verb, plan[i * 6 + 5] as string);
      found.set(asked, rule);
    }
    return rule;
  });
  for (let i = 0; i < plan.length; i += 6) {
    const id = addOne(level, plan, i);
    spawns.push({ id, from: plan[i + 3] as number, rule: rules[i / 6] });
  }
  noteSpawns(
    level,
    spawns,
    spawns.map((s) => spawnCause(level, s.from, s.rule)),
  );
}

/** The word a kind names as a complement: its noun, or TEXT for a text kind (`X MAKE TEXT`). */
export function itemWord(level: Level, maker: number, item: number): string {
  const { kinds, lexicon } = level;
  if (kinds.isText[item] && kinds.word[item] === kinds.word[maker]) return "TEXT";
  return lexicon.words[kinds.word[item]].word;
}

const NONE: readonly number[] = [];
const leaving = new WeakMap<DestroyHook, DestroyHook>();
const bare = new WeakMap<DestroyHook, DestroyHook>(); // each wrapper's own hook
// The last hook wrapped and its wrapper: every step asks, nearly always for the same hook.
let lastDestroy: DestroyHook | null = null;
let lastHook: DestroyHook | null = null;

/**
 * HAS (wiki "HAS"; research §4: any destroyed object with a HAS rule leaves its item): the destroy hook
 * `destroy` wrapped so that every victim it destroyed leaves the items its kind HAS, on its cell, as
 * new objects, one per listing of the HAS rules giving it (the game's `inside` creates one per HAS rule
 * listed: docs/rules.md §5.4). Every path of the turn that destroys (OPEN/SHUT on contact, `X IS NOT X`, the
 * destruction steps) goes through it; the HAS rules are read before the hook runs.
 */
export function leavingItems(destroy: DestroyHook): DestroyHook {
  if (destroy === lastDestroy) return lastHook as DestroyHook;
  let hook = leaving.get(destroy);
  if (!hook) {
    hook = (level, ids) => {
      const cond = level.inForce.condVerbs?.has ?? null; // conditional HAS, read before (docs/rules.md §5.8)
      if (!level.inForce.verbs.any && cond === null) return destroy(level, ids);
      const has = level.inForce.verbs.has;
      const plan: (number | string)[] = [];
      for (const id of ids) {
        if (!level.alive[id]) continue;
        const base = has[level.kind[id]] ?? NONE;
        for (const item of cond === null ? base : condItems(level, id, "has", base)) {
          const verb = cond === null ? "HAS" : planVerb(level, id, "has", item, "HAS");
          // one per listing of its HAS rules whose conditions hold (verb-count.ts)
          for (let c = hasCopies(level, id, item); c > 0; c--)
            plan.push(item, level.x[id], level.y[id], id, verb, itemWord(level, level.kind[id], item));
        }
      }
      destroy(level, ids);
      const gone: (number | string)[] = [];
      for (let i = 0; i < plan.length; i += 6)
        if (!level.alive[plan[i + 3] as number]) gone.push(...plan.slice(i, i + 6));
      addPlanned(level, gone, "step: HAS");
    };
    leaving.set(destroy, hook);
    bare.set(hook, destroy);
  }
  lastDestroy = destroy;
  lastHook = hook;
  return hook;
}

/**
 * The destroy hook `destroy` without HAS (docs/rules.md §5.5): the hook `leavingItems` wrapped, or
 * `destroy` itself. `X IS NOT X` and `X IS EMPTY` remove their objects this way: the game's conversion
 * takes them off the board without its `delete`, which alone leaves what an object HAS.
 */
export const withoutItems = (destroy: DestroyHook): DestroyHook => bare.get(destroy) ?? destroy;
