/**
 * Level checks (docs/rules.md §5.1, §6, §8): a level against the generated schema (shape and the limits
 * of src/content/limits.ts), then against the content it will meet: every kind a thing or word of the
 * lexicon, every tile on the grid, every card its `cards`, `hand` and `pool` name known (and the right
 * kind of card). Every problem is returned; the harness and the commands throw the first. Pure: no fs.
 */
import { needsTarget, nestedNotPlainData, PLAIN_DATA } from "../engine/cards";
import type { CardDef } from "../engine/cards/card-def";
import type { Lexicon } from "../engine/grid";
import { cardSetProblems, type SourceOf } from "./card-validate";
import { clip, didYouMean, fieldPath, newNounHint, type Problem, showValue, throwFirst } from "./problems";
import { schemaProblems } from "./schema-check";

/**
 * What a level is checked against: the lexicon, and the card library it will be played with (without
 * one, as for a pure Baba level, the names in `cards`, `hand` and `pool` are not looked up).
 */
export interface LevelContent {
  readonly lexicon: Lexicon;
  readonly cards?: ReadonlyMap<string, CardDef>;
}

type Entry = Record<string, unknown>;
const isObject = (v: unknown): v is Entry => typeof v === "object" && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** The source a level is named by in messages when it has no file: `level "name"`. */
export function levelSource(def: unknown): string {
  const name = isObject(def) && typeof def.name === "string" ? def.name : "(unnamed)";
  return `level ${showValue(name)}`;
}

/** Why `kind` names nothing of `lexicon` (with the nearest kind that does), or null when it names a kind. */
export function kindProblem(lexicon: Lexicon, kind: string): string | null {
  const words = lexicon.words;
  const text = kind.startsWith("text:");
  const word = text ? kind.slice(5) : kind.toUpperCase();
  const shown = clip(word);
  const known = Object.hasOwn(lexicon.index, word) ? words[lexicon.index[word]] : undefined;
  if (text) {
    if (known) return null;
    const typo = didYouMean(
      word,
      words.map((w) => w.word),
    );
    return `${showValue(kind)}: ${shown} is not a word of the lexicon${typo}`;
  }
  if (known?.class === "noun" && known.meta)
    return `${showValue(kind)}: ${word} is a meta noun and names no thing`;
  if (known?.class === "noun" && kind === kind.toLowerCase()) return null;
  const things = words.filter((w) => w.class === "noun" && !w.meta).map((w) => w.word.toLowerCase());
  const why = known ? `${shown} is a ${known.class}, not a noun` : `${shown} is not a noun of the lexicon`;
  const typo = didYouMean(kind, things);
  const hint = typo || known || kind !== kind.toLowerCase() ? typo : newNounHint(word);
  return `${showValue(kind)}: ${why} (a thing is a lower-case noun, text is text:WORD)${hint}`;
}

/** Problems of the tiles of a list's entries: x and y on the width × height grid. */
function tileProblems(
  list: unknown,
  field: string,
  width: number,
  height: number,
  at: (p: string, m: string) => void,
) {
  if (!Array.isArray(list)) return;
  list.forEach((e, i) => {
    if (!isObject(e)) return;
    for (const [c, size] of [
      ["x", width],
      ["y", height],
    ] as const)
      if (isInt(e[c]) && e[c] >= size && e[c] >= 0)
        at(
          fieldPath(fieldPath(field, i), c),
          `${e[c]} is off the ${width}×${height} grid (${c} is 0 to ${size - 1})`,
        );
  });
}

/**
 * The index of a card's first `effect` clause of that kind, or -1. SpellGrid cannot honour a Transform
 * (docs/rules.md §3.10, §6.1): its minion stands on the grid as an object of its card's noun, and the
 * engines' seams have no step that would change that object when the minion becomes another card.
 */
function effectAt(card: Pick<CardDef, "text">, effect: string): number {
  return card.text.findIndex((c) => c.type === "effect" && c.effect === effect);
}

/**
 * The first card with an `effect` clause of that kind among `card` and the cards it summons, theirs in
 * turn (a summoned minion stands on the grid too): that card and the clause's index, or null.
 */
function effectReached(
  card: CardDef,
  cards: ReadonlyMap<string, CardDef>,
  effect: string,
): [CardDef, number] | null {
  const seen = new Set<string>();
  const walk = (c: CardDef): [CardDef, number] | null => {
    if (seen.has(c.name)) return null;
    seen.add(c.name);
    const i = effectAt(c, effect);
    if (i >= 0) return [c, i];
    for (const clause of c.text) {
      const next =
        clause.type === "effect" && clause.effect === "summon" ? cards.get(clause.card) : undefined;
      const found = next === undefined ? null : walk(next);
      if (found !== null) return found;
    }
    return null;
  };
  return walk(card);
}

/**
 * An Assemble with no pinned pool draws bases and donors from every collectible minion (docs/rules.md
 * §3.8), so its result may carry any of their text: the first of them that transforms a minion or summons
 * one that does (`effectReached`), with that card and index, or null.
 */
function transformInOpenPool(cards: ReadonlyMap<string, CardDef>): [CardDef, CardDef, number] | null {
  for (const c of cards.values()) {
    if (c.type !== "minion" || c.collectible === false) continue;
    const found = effectReached(c, cards, "transform");
    if (found !== null) return [c, ...found];
  }
  return null;
}

const NO_TARGET =
  "SpellGrid's play(card, x, y) takes a tile and no target, so SpellGrid plays no targeted Battlecry (docs/rules.md §6.6)";

/**
 * Where a minion's Battlecry picks its target, as `text[i]: a character` (`chosenCharacter`) or
 * `text[i]: a minion` (`chosen`), or null when it picks none (docs/rules.md §3.6, §6.6). SpellGrid's
 * `play(card, x, y)` names a tile and no target, and its tools name a target by its tile, which a hero has
 * not: such a card is refused in a level's hand, which is played as it is, when the level loads. Its pool
 * may hold one: a pool card reaches the hand only as an Assemble's result SpellGrid can play.
 */
function targetedBattlecry(card: CardDef): string | null {
  if (card.type !== "minion" || !needsTarget(card)) return null;
  const i = card.text.findIndex(
    (c) => c.type === "effect" && "target" in c && (c.target === "chosen" || c.target === "chosenCharacter"),
  );
  const clause = card.text[i];
  return `text[${i}]: ${"target" in clause && clause.target === "chosen" ? "a minion" : "a character"}`;
}

/** How a message names the card that does a thing: `"A"`, or `"A" summons "B", which`. */
const whoDoes = (card: CardDef, by: CardDef) =>
  by === card ? showValue(card.name) : `${showValue(card.name)} summons ${showValue(by.name)}, which`;

const NO_TRANSFORM =
  "a SpellGrid minion is the grid object of its card's noun, which a Transform cannot change, so SpellGrid plays no Transform (docs/rules.md §6.1)";

/**
 * The Part III problems of a level (docs/rules.md §6): every `cards` entry a known minion with a noun
 * that names a thing of the lexicon, every `hand` card known, every `pool` card a known minion, and none of
 * them a card that transforms a minion or summons one that does (`effectReached`); with no `pool`, no card
 * among them that Assembles while a collectible minion transforms (`transformInOpenPool`). Entries of the
 * wrong shape are skipped (the schema reports them).
 */
export function levelCardProblems(def: unknown, content: Required<LevelContent>, file: string): Problem[] {
  const problems: Problem[] = [];
  if (!isObject(def)) return problems;
  const at = (path: string, message: string) => problems.push({ file, path, message });
  const names = [...content.cards.keys()];
  const known = (path: string, name: unknown): CardDef | undefined => {
    if (typeof name !== "string") return undefined;
    const card = content.cards.get(name);
    if (!card) at(path, `${showValue(name)} is not a known card${didYouMean(name, names)}`);
    return card;
  };
  const list = (field: string): unknown[] => (Array.isArray(def[field]) ? (def[field] as unknown[]) : []);
  const open = def.pool === undefined ? transformInOpenPool(content.cards) : null;
  /**
   * A card that transforms a minion, or summons one that does (SpellGrid cannot honour it), is refused where
   * named; so is one that Assembles when the open pool holds such a minion (its result could carry it).
   */
  const noTransform = (path: string, card: CardDef | undefined) => {
    if (card === undefined) return;
    const found = effectReached(card, content.cards, "transform");
    const assembles = open !== null && found === null ? effectReached(card, content.cards, "assemble") : null;
    if (found !== null) {
      const [by, i] = found;
      at(path, `${whoDoes(card, by)} transforms a minion (text[${i}]): ${NO_TRANSFORM}`);
    } else if (open !== null && assembles !== null) {
      const [from, by, i] = open;
      at(
        path,
        `${whoDoes(card, assembles[0])} Assembles from every collectible minion (the level pins no pool), and ${whoDoes(from, by)} transforms a minion (text[${i}]): ${NO_TRANSFORM}; pin a pool without it`,
      );
    }
  };
  list("cards").forEach((c, i) => {
    const path = `cards[${i}].card`;
    const card = isObject(c) ? known(path, c.card) : undefined;
    if (!card) return;
    noTransform(path, card);
    if (card.type !== "minion")
      at(path, `${showValue(card.name)} is a ${card.type}: a cards entry is a minion with a noun`);
    else if (card.noun === undefined)
      at(path, `${showValue(card.name)} has no noun: a cards entry is a minion with a noun`);
    else {
      const why = kindProblem(content.lexicon, card.noun.toLowerCase());
      if (why !== null) at(path, `${showValue(card.name)} cannot stand on the grid: its noun ${why}`);
    }
  });
  /** A minion whose Battlecry picks a target, refused where it would be played (`targetedBattlecry`). */
  const noTargetedBattlecry = (path: string, card: CardDef | undefined) => {
    const why = card === undefined ? null : targetedBattlecry(card);
    if (why !== null) at(path, `${showValue(card!.name)}'s Battlecry picks a target (${why}): ${NO_TARGET}`);
  };
  list("hand").forEach((c, i) => {
    const card = known(`hand[${i}]`, c);
    noTransform(`hand[${i}]`, card);
    if (card?.noun !== undefined) noTargetedBattlecry(`hand[${i}]`, card); // one without is never played (a warning)
  });
  list("pool").forEach((c, i) => {
    const card = known(`pool[${i}]`, c);
    // a targeted Battlecry loads here: a pool card reaches the hand only as an Assemble's result, and in
    // SpellGrid Assemble offers only results SpellGrid can play (`assembleOffers`, docs/rules.md §6.6)
    noTransform(`pool[${i}]`, card);
    if (card && card.type !== "minion")
      at(`pool[${i}]`, `${showValue(card.name)} is a ${card.type}: the pool holds minions`);
  });
  return problems;
}

/**
 * Every problem of a level (docs/rules.md §5.1, §6): its schema (fields, types, limits), each object's
 * kind in the lexicon, each tile on the grid, and the cards it names. `file` names it (a path, or
 * `levelSource(def)` for a level that has no file). A level given as an object (to `newBaba`,
 * `newSpellGrid`, `startState`) must be plain data first (docs/rules.md §8): a field it or an object in it
 * inherits through a prototype is the one problem reported, naming its path, as the checks after would
 * read the inherited value.
 */
export function levelProblems(def: unknown, content: LevelContent, file: string): Problem[] {
  const notPlain = nestedNotPlainData(def);
  if (notPlain !== null)
    return [{ file, path: notPlain.path.replace(/^\./, ""), message: `${notPlain.problem} ${PLAIN_DATA}` }];
  const problems = schemaProblems("level", def, file);
  if (!isObject(def)) return problems;
  const at = (path: string, message: string) => problems.push({ file, path, message });
  if (Array.isArray(def.objects))
    def.objects.forEach((o, i) => {
      if (!isObject(o) || typeof o.kind !== "string") return;
      const why = kindProblem(content.lexicon, o.kind);
      if (why !== null && !problems.some((p) => p.path === `objects[${i}].kind`))
        at(`objects[${i}].kind`, why);
    });
  const { width, height } = def;
  if (isInt(width) && isInt(height) && width > 0 && height > 0)
    for (const field of ["objects", "cards"]) tileProblems(def[field], field, width, height, at);
  const { lexicon, cards } = content;
  if (cards) problems.push(...levelCardProblems(def, { lexicon, cards }, file));
  return problems;
}

/**
 * The checks a level gets when a game is made from it (docs/rules.md §8): every problem of the level
 * (with `file` naming it, `levelSource(level)` by default) and, when `defs` are the cards it is played
 * with, every problem of that card set against the lexicon (summons, nouns, written words). Throws the
 * first problem; a level that passes cannot make a game fail later for a reason its content holds.
 */
export function checkLevelContent(
  level: unknown,
  lexicon: Lexicon,
  defs?: { cards: readonly CardDef[]; sourceOf: SourceOf },
  file: string = levelSource(level),
): void {
  const cards = defs ? new Map(defs.cards.map((d) => [d.name, d])) : undefined;
  const problems = levelProblems(level, cards ? { lexicon, cards } : { lexicon }, file);
  if (defs) problems.push(...cardSetProblems(defs.cards, defs.sourceOf, lexicon));
  throwFirst(problems);
}
