import { readCardDir } from "../content/card-files";
import { sourceOfCard } from "../content/card-validate";
import { checkLevelContent } from "../content/level-check";
import { END_OF_PHASE, LEVEL_LIMITS, LIMITS, NAIVE_END_OF_PHASE } from "../content/limits";
import { throwFirst } from "../content/problems";
import { SEAM_WORDS } from "../content/seams";
import { seamsProblems } from "../content/seams-check";
import { GRID_TURN, HAZARD_ORDER, MOVEMENT_TAKES } from "../content/turn";
import { LEXICON } from "../content/words";
import { checkLexiconArg } from "../content/words-check";
import { type CardDef, type Chooser, type GameEvent, type Id, nameOf, type Player } from "../engine/cards";
import type { LevelDef, Lexicon } from "../engine/grid";
import * as grid from "../engine/grid";
import type { SeamWords, SpellGridJournal, SpellGridState } from "../engine/spellgrid";
import * as sg from "../engine/spellgrid";
import { chooserArg, optionsArg } from "./arguments";
import type { Baba } from "./baba";
import { checkCardDefs } from "./game";

/** The Part III harness (docs/api.md M10): every Part II function (as on `Baba`), plus the card game's. */
export interface SpellGrid extends Omit<Baba, "state" | "undo" | "journal"> {
  /** Not supported: the card game's state is not in the grid's snapshots. Always throws. */
  undo(): boolean;
  cast(card: string, target?: number): void;
  play(card: string, x: number, y: number): number;
  health(id: number): number;
  hero(player: Player): number;
  nameOf(id: number): string;
  minionAt(x: number, y: number): number | null;
  hand(): string[];
  log(): GameEvent[];
  clearLog(): void;
  logTree(): string;
  setChooser(choose: Chooser): void;
  withNaiveAuraTiming(): void;
  /**
   * The log with the records it leaves out (`Assembled`, `NotSummoned`) and, when the game keeps one, the grid's
   * journal, in one tree: each record's depth and cause (rules §3.11, §6.9).
   */
  journal(): SpellGridJournal;
  /** The reason `cast(card, target)` would fail, or null. */
  checkCast(card: string, target?: number): string | null;
  /** The reason `play(card, x, y)` would fail, or null. */
  checkPlay(card: string, x: number, y: number): string | null;
  /**
   * The reason `play(card, x, y)` would fail on every tile, or null when some tile takes it: the card's
   * own reason first, then a grid with no empty tile, then the reason on an empty tile.
   */
  checkPlayAnywhere(card: string): string | null;
  /** The game's state (plain data): for tools that clone, hash or inspect it. */
  readonly state: SpellGridState;
}

/** What a SpellGrid game is built from besides the level; the defaults are the workspace's content. */
export interface SpellGridOptions {
  lexicon?: Lexicon;
  seams?: SeamWords;
  /** The card library; default: every file in cards/. `cards` (the second argument) is added to it. */
  library?: readonly CardDef[];
  /** Whether the grid's turns are journaled beside the card log (rules §6.9); default true. */
  journal?: boolean;
}

/** Throws unless newSpellGrid's `options` are of the right types (the level and the cards are checked on load). */
function checkOptions(options: unknown): asserts options is SpellGridOptions {
  if (!options || typeof options !== "object" || Array.isArray(options))
    throw grid.badArgument(
      "newSpellGrid",
      "options",
      options,
      "an object {lexicon?, seams?, library?, journal?}",
    );
  // an unknown option is named; an inherited field anywhere in one too (the library's cards: by checkedLibrary)
  optionsArg("newSpellGrid", options, ["lexicon", "seams", "library", "journal"], ["library"]);
  const { library, lexicon, seams, journal } = options as Record<string, unknown>;
  if (journal !== undefined && typeof journal !== "boolean")
    throw grid.badArgument("newSpellGrid", "options.journal", journal, "true or false");
  if (library !== undefined && !Array.isArray(library))
    throw grid.badArgument("newSpellGrid", "options.library", library, "an array of card definitions");
  if (lexicon !== undefined) {
    grid.checkLexicon("newSpellGrid", "options.lexicon", lexicon);
    checkLexiconArg(lexicon, "newSpellGrid: options.lexicon");
  }
  if (seams !== undefined && (!seams || typeof seams !== "object"))
    throw grid.badArgument("newSpellGrid", "options.seams", seams, "an object");
}

/** The card libraries `checkedLibrary` has checked (the play layer passes its content's on every restart). */
const checkedLibraries = new WeakSet<readonly CardDef[]>();

/**
 * `library` (newSpellGrid's `options.library`) once its every definition is checked as `registerCards`
 * checks them, and the set (unique names, summons of its own minions): an error names the entry.
 * Checked once per array.
 */
function checkedLibrary(library: readonly CardDef[]): readonly CardDef[] {
  if (!checkedLibraries.has(library)) {
    checkCardDefs(library, [], "newSpellGrid options.library");
    checkedLibraries.add(library);
  }
  return library;
}

/**
 * newSpellGrid (M10): `cards` are extra card definitions, added to the workspace's cards/. The level and
 * the cards are checked together first (`checkLevelContent`: the level's fields, the cards it names, every
 * minion's noun and every written word in the lexicon): an error names the file or level, field and value.
 */
export function newSpellGrid(
  level: LevelDef,
  cards: CardDef[] = [],
  options: SpellGridOptions = {},
): SpellGrid {
  checkOptions(options);
  const library = options.library === undefined ? readCardDir() : checkedLibrary(options.library);
  const extra = checkCardDefs(cards, library, "newSpellGrid cards");
  const names = new Set(extra.map((d) => d.name));
  const defs = [...library.filter((d) => !names.has(d.name)), ...extra];
  const lexicon = options.lexicon ?? LEXICON;
  const own = defs.length - extra.length;
  // a seam table of the caller's is checked as content/seams.json is, against the words in play
  if (options.seams !== undefined)
    throwFirst(seamsProblems(options.seams, lexicon, "newSpellGrid options.seams"));
  checkLevelContent(level, lexicon, {
    cards: defs,
    sourceOf: (_name, i) =>
      i >= own ? `newSpellGrid cards[${i - own}]` : (sourceOfCard(defs[i]) ?? "the card library"), // the error adds (card "name")
  });
  const state = sg.createSpellGrid(level, {
    defs,
    lexicon,
    seams: options.seams ?? SEAM_WORDS,
    turn: GRID_TURN,
    hazards: HAZARD_ORDER,
    takes: MOVEMENT_TAKES,
    levelLimits: LEVEL_LIMITS,
    limits: LIMITS,
    endOfPhase: END_OF_PHASE,
    journal: options.journal !== false,
  });
  return spellGridOf(state);
}

/**
 * A `SpellGrid` over a game state that already exists (the play layer's states, src/play/apply.ts).
 * Nothing is checked: the state came from `createSpellGrid`. Its changes, as every harness call's, run
 * on a copy (`cloneSpellGrid`) that then replaces the object's state: the state it was given is never changed.
 */
export function spellGridOf(state: SpellGridState): SpellGrid {
  let s = state;
  let chooser: Chooser | null = null;
  /**
   * The call now running, if any: a chooser may read the game but not change it mid-call (docs/api.md
   * M5 `setChooser`), as the card harness says; a change would be lost when the call ends, and a cast
   * would recurse without end.
   */
  let running: string | null = null;
  const idle = (call: string) => {
    if (running !== null)
      throw new Error(`${call}: the game is busy with ${running} (a chooser may not change the game)`);
  };
  /** Every change runs on a copy that replaces the state only if it succeeds: a throw changes nothing. */
  const tx = <T>(call: string, change: (next: SpellGridState) => T): T => {
    idle(call);
    running = call;
    try {
      const next = sg.cloneSpellGrid(s);
      const value = change(next);
      s = next;
      return value;
    } finally {
      running = null;
    }
  };
  const entity = (id: Id, call: string) => sg.cardEntity(s, id, call);

  return {
    get state() {
      return s;
    },
    place: (kind, x, y) => tx("place", (n) => sg.place(n, kind, x, y)),
    rules: () => grid.rules(s.level),
    activeRules: () => grid.activeRules(s.level),
    cancelledRules: () => grid.cancelledRules(s.level),
    hasProperty: (id, prop) => grid.hasProperty(s.level, id, prop),
    move: (dir) => tx("move", (n) => sg.move(n, dir, chooser)),
    posOf: (id) => grid.posOf(s.level, id),
    facingOf: (id) => grid.facingOf(s.level, id),
    kindsAt: (x, y) => grid.kindsAt(s.level, x, y),
    stackAt: (x, y) => grid.stackAt(s.level, x, y),
    step: (dir) => tx("step", (n) => sg.step(n, dir, chooser)),
    won: () => grid.isWon(s.level),
    lost: () => grid.isLost(s.level),
    bonuses: () => grid.bonusCount(s.level),
    undo: () => {
      throw new Error(
        "undo is not supported in SpellGrid: the card game's state is not in the grid's snapshots",
      );
    },
    cast: (card, target) => tx("cast", (n) => sg.cast(n, card, target ?? null, chooser)),
    play: (card, x, y) => tx("play", (n) => sg.play(n, card, x, y, chooser)),
    health: (id) => s.game.entities[entity(id, "health")].health,
    hero: (player) => {
      if (player !== 0 && player !== 1)
        throw new Error(`hero: player must be 0 or 1, not ${grid.shown(player)}`);
      return s.external[s.game.sides[player].hero];
    },
    nameOf: (id) => nameOf(s.game, entity(id, "nameOf")),
    minionAt: (x, y) => sg.minionAt(s, x, y),
    hand: () => s.game.sides[0].hand.map((e) => nameOf(s.game, e)),
    log: () => sg.cardEvents(s),
    clearLog: () => {
      idle("clearLog");
      s = { ...s, log: [], depths: [], causes: [], nest: [], logShared: false };
    },
    logTree: () => sg.cardLogTree(s),
    setChooser: (choose) => {
      if (typeof choose !== "function")
        throw grid.badArgument("setChooser", "choose", choose, "a function (kind, options) => option");
      chooser = chooserArg("setChooser", choose); // what it throws fails the call as an Error
    },
    withNaiveAuraTiming: () => {
      idle("withNaiveAuraTiming");
      s = { ...s, game: { ...s.game, endOfPhase: [...NAIVE_END_OF_PHASE] } };
    },
    journal: () => ({ records: [...s.log], depths: [...s.depths], causes: [...s.causes] }),
    checkCast: (card, target) => sg.checkCast(s, card, target),
    checkPlay: (card, x, y) => sg.checkPlay(s, card, x, y),
    checkPlayAnywhere: (card) => sg.checkPlayAnywhere(s, card),
  };
}
