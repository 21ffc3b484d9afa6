/**
 * Compiling the rules (docs/rules.md §5.3): from the rules in force to the per-kind caches (parse-record.ts
 * makes them once per lexicon and spelled set and shares them).
 */

import { ALL_OF } from "./cond-convert";
import { ALL, roleNoun, TEXT } from "./lexicon";
import { isVerb } from "./resolve";
import { complementOf, type RuleEntry, subjectOf, verbOf } from "./rule-codes";
import type { Level, Parsed, Rule } from "./types";
import { compileVerbs } from "./verb-rules";

/** The nouns of the things on the grid (word indices): what ALL and NOT X name (docs/rules.md §5.3). */
export function presentNouns(level: Level): number[] {
  const { kinds } = level;
  const present: number[] = [];
  for (let k = 0; k < kinds.firstText; k++) if (level.count[k] > 0) present.push(kinds.word[k]);
  return present;
}

/**
 * Does a spelled rule have an ALL or NOT subject, or ALL as the complement of a verb other than IS
 * (each expanded over the kinds present)?
 */
export function spellsPresence(level: Level, code: number): boolean {
  const lex = level.lexicon;
  const { allWord } = level.kinds;
  if ((code & 2) !== 0 || subjectOf(lex, code) === allWord) return true;
  return complementOf(lex, code) === allWord && !(verbOf(lex, code) === 0 && isVerb(lex));
}

const NONE: readonly number[] = Object.freeze([]);

/** What `compile` makes: the per-kind caches of a `Parsed`. */
export type Compiled = Pick<
  Parsed,
  "props" | "withProp" | "anyProps" | "converts" | "converting" | "convert" | "erase" | "fill" | "verbs"
> & { readonly hostedRules: readonly Rule[] };

/**
 * Compiles the rules in force into per-kind data. A thing kind is named by its noun, a text kind
 * by TEXT (ALL and NOT X were expanded by resolution); meta subjects name no kind. Properties: the
 * positive masks less the negated ones. Conversion targets: `X IS Y` with Y a noun naming things,
 * in the rules' sorted order (SpellGrid's choice for "the first Y"; TEXT, ALL and other meta nouns
 * are not targets), and `X WRITE Y`, the text of the word Y, in the same order (the game's `conversion()`
 * gathers IS and WRITE together; `EMPTY WRITE Y` fills with the word). Deletion: `X IS NOT X` (1), or `X IS` the noun of the empty role (2: wiki page EMPTY,
 * the object becomes nothing). That noun as a subject names no object: its `IS` rules fill every
 * empty cell (`fill`: a noun's thing, TEXT for the noun's own word, or ALL `ALL_OF`, every thing present), its properties and other
 * verbs act on nothing. A property with no bit (hosted.ts) is not compiled here: its rules are returned
 * as `hostedRules`.
 */
export function compile(level: Level, active: readonly RuleEntry[]): Compiled {
  const { lexicon, kinds } = level;
  const n = kinds.names.length;
  const text = lexicon.index[TEXT] ?? -1;
  const props: number[] = new Array(n).fill(0);
  const neg: number[] = new Array(n).fill(0);
  const erase: number[] = new Array(n).fill(0);
  const convert: (readonly number[])[] = new Array(n).fill(NONE);
  const empty = roleNoun(lexicon, "empty");
  let fill: readonly number[] = NONE;
  const hostedRules: Rule[] = [];
  for (const { rule: r } of active) {
    const write = r.verb === "WRITE"; // a conversion into the word's text (docs/rules.md §5.6)
    if (r.verb !== undefined && !write) continue; // HAS, MAKE, EAT: compileVerbs
    const si = lexicon.index[r.subject];
    const ci = lexicon.index[r.complement];
    if (si === empty) {
      const into = write
        ? kinds.textOf[ci]
        : ci === text
          ? kinds.textOf[si]
          : r.complement === ALL
            ? ALL_OF // every thing present (phases/fill-all.ts)
            : kinds.thingOf[ci];
      if (!r.negated && (into >= 0 || into === ALL_OF) && !fill.includes(into)) fill = [...fill, into];
      continue;
    }
    const from = r.subject === TEXT ? kinds.firstText : kinds.thingOf[si];
    if (from < 0) continue;
    const to = r.subject === TEXT ? n : from + 1;
    if (write) {
      for (let k = from; k < to && !r.negated; k++)
        if (kinds.textOf[ci] !== k && !convert[k].includes(kinds.textOf[ci]))
          convert[k] = [...convert[k], kinds.textOf[ci]];
      continue;
    }
    const bit = kinds.bit[ci];
    if (bit === 0 && kinds.cls[ci] === 4) {
      hostedRules.push(r); // a property with no bit (hosted.ts)
      continue;
    }
    const target = kinds.thingOf[ci];
    for (let k = from; k < to; k++) {
      if (bit !== 0) {
        if (r.negated) neg[k] |= bit;
        else props[k] |= bit;
      } else if (r.negated && si === ci) erase[k] = 1;
      else if (!r.negated && ci === empty) erase[k] ||= 2;
      else if (!r.negated && si !== ci && target >= 0) convert[k] = [...convert[k], target];
      else if (!r.negated && ci === text && k < kinds.firstText)
        convert[k] = [...convert[k], kinds.textOf[kinds.word[k]]]; // X IS TEXT: the word X
    }
  }
  let any = 0;
  let converts = fill.length > 0;
  for (let k = 0; k < n; k++) {
    any |= props[k] &= ~neg[k];
    converts ||= erase[k] !== 0 || convert[k].length > 0;
  }
  const verbs = compileVerbs(lexicon, kinds, active);
  const spawns = verbs.spawnAll.some((sp, k) => sp === 1 && kinds.isText[k] === 0);
  const converting: number[] = [];
  for (let k = 0; k < n; k++)
    if (convert[k].length > 0 || erase[k] !== 0 || verbs.spawnAll[k] === 1) converting.push(k);
  const withProp: number[][] = Array.from({ length: 32 }, () => []);
  for (let k = 0; k < n; k++)
    for (let m = props[k]; m !== 0; m &= m - 1) withProp[31 - Math.clz32(m & -m)].push(k);
  return {
    props,
    withProp,
    anyProps: any,
    converts: converts || spawns,
    converting,
    convert,
    erase,
    fill,
    verbs,
    hostedRules,
  };
}
