/**
 * Properties and the reparse (SPEC §5.3; harness.md M7): the rules in force are compiled into one
 * property mask, one conversion list and one deletion mark per kind, so `hasProperty` is one read.
 */
import { checkId } from "./board";
import { unknownProperty } from "./errors";
import { TEXT } from "./lexicon";
import { parseRules, ruleText } from "./parse";
import { resolveRules } from "./resolve";
import type { Level, Rule } from "./types";

/**
 * Reparses the text and recompiles every per-kind cache (SPEC §5.2–5.3; wiki "Rule": rules parse
 * when a parsable object moves, appears or is destroyed). Part III calls it from its hooks.
 */
export function reparse(level: Level): void {
  const { lexicon, kinds } = level;
  const spelled = parseRules(level);
  const present: string[] = [];
  for (let k = 0; k < kinds.names.length; k++) {
    if (!kinds.isText[k] && level.count[k] > 0) present.push(lexicon.words[kinds.word[k]].word);
  }
  present.sort();
  const isThingNoun = (w: string) => {
    const i = lexicon.index[w];
    return i !== undefined && kinds.thingOf[i] >= 0;
  };
  const active = resolveRules(spelled, present, (w) => isThingNoun(w) || w === TEXT);
  compile(level, active);
  level.rules = spelled.map(ruleText);
  level.active = active;
  level.activeText = active.map(ruleText);
  level.dirty = false;
}

/**
 * Compiles the rules in force into per-kind data. A thing kind is named by its noun, a text kind
 * by TEXT (ALL and NOT X were expanded by resolution). Properties: the positive masks less the
 * negated ones. Conversion targets: `X IS Y` with Y a noun naming things, in the rules' sorted
 * order (SpellGrid's choice for "the first Y"; TEXT, ALL and other meta nouns are not targets).
 * Deletion: `X IS NOT X`.
 */
function compile(level: Level, active: readonly Rule[]): void {
  const { lexicon, kinds } = level;
  const pos = new Map<string, number>();
  const neg = new Map<string, number>();
  const targets = new Map<string, number[]>();
  const erase = new Set<string>();
  for (const r of active) {
    const ci = lexicon.index[r.complement];
    if (ci === undefined) continue;
    const bit = kinds.bit[ci];
    if (bit !== 0) {
      const m = r.negated ? neg : pos;
      m.set(r.subject, (m.get(r.subject) ?? 0) | bit);
    } else if (r.negated && r.subject === r.complement) erase.add(r.subject);
    else if (!r.negated && r.subject !== r.complement && kinds.thingOf[ci] >= 0) {
      const list = targets.get(r.subject) ?? [];
      list.push(kinds.thingOf[ci]);
      targets.set(r.subject, list);
    }
  }
  const n = kinds.names.length;
  const props = new Int32Array(n);
  const del = new Uint8Array(n);
  const convert: (readonly number[])[] = new Array(n);
  for (let k = 0; k < n; k++) {
    const name = kinds.isText[k] ? TEXT : lexicon.words[kinds.word[k]].word;
    props[k] = (pos.get(name) ?? 0) & ~(neg.get(name) ?? 0);
    del[k] = erase.has(name) ? 1 : 0;
    convert[k] = targets.get(name) ?? NONE;
  }
  level.props = props;
  level.erase = del;
  level.convert = convert;
}

const NONE: readonly number[] = Object.freeze([]);

/**
 * `hasProperty(id, P)` (SPEC §5.3; harness.md M7): true when a rule in force gives P to a noun
 * naming the object and no negated rule takes it away; false for a destroyed object; throws on
 * an id the level never issued or a word that is not a property.
 */
export function hasProperty(level: Level, id: number, prop: string): boolean {
  checkId(level, id);
  const i = level.lexicon.index[prop];
  const bit = i === undefined ? 0 : level.kinds.bit[i];
  if (bit === 0) throw unknownProperty(prop);
  return level.alive[id] === 1 && (level.props[level.kind[id]] & bit) !== 0;
}
