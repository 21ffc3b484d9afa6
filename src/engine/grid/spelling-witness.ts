/**
 * Which text objects of one reading spell its rule (docs/rules.md §5.2, §5.8): the words of the rule,
 * read back along the reading's steps (spelling.ts finds the reading).
 */

/** One step of a reading: the word read on a cell, its text object, and whether the subject was then among those read. */
export interface Step {
  readonly prev: Step | null;
  readonly word: number;
  readonly id: number;
  readonly has: boolean;
}

/**
 * The text objects of the rule in a reading that ends on its complement: the subject (where it
 * joined the subjects last) with the NOTs right before it, or, after an IS that restarts the
 * sentence at the noun before it, that noun alone; the verb of the complement (the last before it: `X IS
 * YOU AND HAS Y` spells X HAS Y with HAS); and the complement with the NOTs right before it.
 */
export function witness(cls: Uint8Array, last: Step, conditional: boolean): number[] {
  const path: Step[] = [];
  for (let s: Step | null = last; s; s = s.prev) path.push(s);
  path.reverse();
  if (conditional) return conditionalWitness(cls, path);
  const VERB = 1;
  const NOT = 3;
  const end = path.length - 1;
  let joined = end - 1;
  while (joined > 0 && path[joined - 1].has) joined--;
  let subject = joined;
  if (cls[path[joined].word] === VERB) subject = joined - 1;
  let verb = end; // the complement's verb: the last one before it (AND may bring another verb, §5.2)
  while (cls[path[verb].word] !== VERB) verb--;
  let first = subject;
  if (subject === joined) while (first > 0 && cls[path[first - 1].word] === NOT) first--;
  let nots = end;
  while (cls[path[nots - 1].word] === NOT) nots--;
  const ids = path.slice(first, subject + 1).map((s) => s.id);
  ids.push(path[verb].id);
  for (let i = nots; i <= end; i++) ids.push(path[i].id);
  return ids;
}

/**
 * The text objects of a conditional rule in a reading that ends on its complement (docs/rules.md §5.8):
 * every word of its sentence, from the prefix condition (or the subject, with the NOTs before it) to
 * the complement.
 */
function conditionalWitness(cls: Uint8Array, path: readonly Step[]): number[] {
  const NOUN = 0;
  const NOT = 3;
  const PREFIX = 5;
  let first = path.length - 1;
  while (first > 0 && path[first - 1].has) first--;
  if (cls[path[first].word] !== NOUN) first--; // the sentence restarted at the noun before the condition
  while (first > 0 && cls[path[first - 1].word] === NOT) first--;
  if (first > 0 && cls[path[first - 1].word] === PREFIX) first--;
  while (first > 0 && cls[path[first - 1].word] === NOT) first--;
  return path.slice(first).map((s) => s.id);
}
