/**
 * Level warnings (docs/rules.md §8, "Warnings"): what is certainly true of a level that loads, and that no
 * user would want: a level lost before its first move, a level nothing can ever win, a card in the hand
 * that can never be played. A warning is no problem: the level is played as it is, and `npm run check`
 * exits 0 on warnings alone (1 with `--strict`).
 *
 * Each warning is one row of `LEVEL_WARNINGS`: a name, a test and a message. A test reads the level as
 * the engines load it (`startState`, the state the terminal, the studio and the solver start from) and
 * asks the engines, never a parse of its own; it answers only what is certain at the start, and returns
 * null when in doubt. A new warning is a row and a function. Pure: no fs.
 */
import type { CardDef } from "../engine/cards/card-def";
import * as grid from "../engine/grid";
import { neverPlayed } from "../engine/spellgrid";
import type { LevelDef } from "../harness";
import { isLostState, levelKind, type PlayState, startState } from "../play/apply";
import type { Content } from "./content";
import type { Warning } from "./problems";

/** What a warning's test reads: the level's file, the content it is played with, and its start. */
export interface LevelStart {
  readonly def: LevelDef;
  readonly content: Content;
  readonly state: PlayState;
  /** The grid of the start (the level's, or the SpellGrid game's). */
  readonly level: grid.Level;
}

/**
 * One warning: its name, its gist, the field it points at, its test and its message. A row's test reads the whole
 * level (`test`: what it found, or null) and gives one warning at `field`; or, for a list field such as
 * `hand`, each entry of the list (`each`: what it found in that entry, or null) and gives one warning per
 * entry found, at `field[i]`.
 */
export type LevelWarning = {
  readonly name: string;
  /** What it warns of, in a few words: `npm run check -- --help` lists these, and the README's table. */
  readonly gist: string;
  readonly field: string;
  readonly message: (found: readonly string[]) => string;
} & (
  | { readonly test: (start: LevelStart) => readonly string[] | null }
  | { readonly each: (entry: unknown, start: LevelStart) => readonly string[] | null }
);

/** The property a player moves, and the one a level is won by (engine vocabulary, docs/rules.md §5.5). */
const YOU = "YOU";
const WIN = "WIN";

/** Why no object being YOU matters: the Session refuses every move but undo in a lost level (§5.5, §7). */
const LOST = "so the level is lost before the first move and every move is refused";

/** A rule as a message quotes it. */
const quote = (rule: string) => JSON.stringify(rule);

/** Rules that give YOU (`BABA IS YOU`, `LONELY KEKE IS YOU`) among rules as the engine writes them. */
const givingYou = (rules: readonly string[]) => rules.filter((rule) => rule.endsWith(` IS ${YOU}`));

/** The rules in force that give YOU, as activeRules() writes them. */
const youRules = (level: grid.Level) => givingYou(grid.activeRules(level));

/**
 * Nothing is YOU at the start (`lost()`), and no rule in force gives YOU; found: the rules the text
 * spells that would (rules(): cancelled by a NOT, or an ALL that names no thing on the grid).
 */
function noYouRule(start: LevelStart): readonly string[] | null {
  if (!isLostState(start.state) || youRules(start.level).length > 0) return null;
  return givingYou(grid.rules(start.level));
}

/** Nothing is YOU at the start (`lost()`), though rules in force give YOU: they fit no object. */
function youFitsNothing(start: LevelStart): readonly string[] | null {
  const rules = youRules(start.level);
  return isLostState(start.state) && rules.length > 0 ? rules : null;
}

/** Whether a card writes `word` on the grid (a `spawnText` clause of it, seam 3, docs/rules.md §6). */
function writes(card: CardDef, word: string): boolean {
  return card.text.some((c) => c.type === "effect" && c.effect === "spawnText" && c.word === word);
}

/** Whether some card of a library writes WIN, by library (a content's `cards`, which is never changed in place). */
const WIN_WRITTEN = new WeakMap<readonly CardDef[], boolean>();

/**
 * Whether some card of `cards` writes WIN, read once per library: a check of many levels with one
 * library scanned the whole library again for each level.
 */
function libraryWritesWin(cards: readonly CardDef[]): boolean {
  let found = WIN_WRITTEN.get(cards);
  if (found === undefined) {
    found = cards.some((card) => writes(card, WIN));
    WIN_WRITTEN.set(cards, found);
  }
  return found;
}

/**
 * No text WIN is on the grid and none can ever be: no object is `text:WIN`, and no card can write it (a
 * pure Baba level has no cards; a SpellGrid level may bring any card of its library into play). This is
 * certain because the grid makes text only of words already there: a conversion, MAKE or HAS makes text
 * of a noun or of its maker's own word (§5.5), a WORD thing reads as its noun (§5.2), and WIN is a
 * property, never a noun. Without a WIN word no rule gives WIN, and no turn is ever won (§5.5).
 */
function winNeverWritten(start: LevelStart): readonly string[] | null {
  const { def, content } = start;
  const lex = content.lexicon;
  const word = Object.hasOwn(lex.index, WIN) ? lex.words[lex.index[WIN]] : undefined;
  if (word?.class !== "property") return null; // (a lexicon of its own: not certain)
  if (def.objects.some((o) => o.kind === `text:${WIN}`)) return null;
  if (levelKind(def) === "spellgrid" && libraryWritesWin(content.cards)) return null;
  return [];
}

/**
 * A hand entry SpellGrid can never play or cast (found: its name, and what it is and why, in the engine's
 * words: `neverPlayed`, docs/rules.md §6.1, §6.6): a minion without a noun, or a card that is neither a
 * minion nor a spell (a weapon). `play` and `cast` refuse it whatever the game's state, and a card's
 * definition never changes in the hand: it stays there all game. The level still loads and may still be
 * won without it, so this is a warning, not a problem.
 */
function handCardNeverPlayed(entry: unknown, start: LevelStart): readonly string[] | null {
  const card = start.content.cards.find((c) => c.name === entry);
  const why = card === undefined ? null : neverPlayed(card);
  return why === null ? null : [card!.name, why];
}

/** The warnings, one row each (a new warning is a row and a function). */
export const LEVEL_WARNINGS: readonly LevelWarning[] = [
  {
    name: "no-you-rule",
    gist: `nothing is ${YOU} at the start`,
    field: "objects",
    test: noYouRule,
    message: (spelled) => {
      const but = spelled.length ? ` (spelled, but not in force: ${spelled.map(quote).join(", ")})` : "";
      return `nothing is ${YOU} at the start: no rule "… IS ${YOU}" is in force${but}, ${LOST}`;
    },
  },
  {
    name: "you-fits-nothing",
    gist: `nothing is ${YOU} at the start`,
    field: "objects",
    test: youFitsNothing,
    message: (rules) => {
      const one = rules.length === 1;
      const listed = rules.map(quote).join(", ");
      return `nothing is ${YOU} at the start: ${listed} ${one ? "is" : "are"} in force, but ${one ? "it fits" : "they fit"} no object on the grid, ${LOST}`;
    },
  },
  {
    name: "win-never-written",
    gist: `nothing can ever be ${WIN}`,
    field: "objects",
    test: winNeverWritten,
    message: () =>
      `nothing can ever be ${WIN}: no text:${WIN} is on the grid and no card of this game writes ${WIN}, so the level can never be won`,
  },
  {
    name: "hand-card-never-played",
    gist: `a card in the hand can never be played`,
    field: "hand",
    each: handCardNeverPlayed,
    message: ([card, why]) =>
      `${quote(card)} is ${why}, so it can never be played and stays in the hand all game`,
  },
];

/**
 * The warnings of a level that has no problem (its `levelProblems` are none), played with `content`,
 * named `file`, from `table` (default `LEVEL_WARNINGS`), in the table's order. The level is loaded as the
 * engines load it; a level they refuse has no warnings (its problem is the checker's, or the engines').
 */
export function levelWarnings(
  def: LevelDef,
  content: Content,
  file: string,
  table: readonly LevelWarning[] = LEVEL_WARNINGS,
): Warning[] {
  let state: PlayState;
  try {
    state = startState(def, content, { journal: false });
  } catch {
    return [];
  }
  const level = state.kind === "baba" ? state.level : state.game.level;
  const start: LevelStart = { def, content, state, level };
  const warnings: Warning[] = [];
  const warn = (row: LevelWarning, path: string, found: readonly string[] | null) => {
    if (found !== null) warnings.push({ file, path, message: row.message(found), warning: row.name });
  };
  for (const row of table) {
    if ("test" in row) warn(row, row.field, row.test(start));
    else {
      const list = (def as unknown as Record<string, unknown>)[row.field];
      if (Array.isArray(list))
        for (const [i, entry] of list.entries()) warn(row, `${row.field}[${i}]`, row.each(entry, start));
    }
  }
  return warnings;
}
