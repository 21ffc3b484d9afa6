/**
 * The Part II harness (docs/api.md M6–M9): `newBaba(level)` returns a `Baba` whose methods
 * are one or two calls into the grid engine. The lexicon and the turn's orders come from content.
 */
import { checkLevelContent } from "../content/level-check";
import { LEVEL_CONFIG } from "../content/turn";
import { LEXICON } from "../content/words";
import { checkLexiconArg } from "../content/words-check";
import type { CancelledRule, Dir, GridLog, LevelDef, Lexicon, TurnInput } from "../engine/grid";
import * as grid from "../engine/grid";
import { nestedPlainDataArg, optionsArg } from "./arguments";

export type { CancelledRule, Dir, GridLog, LevelDef, TurnInput } from "../engine/grid";

/** A Baba level as the course tests drive it (docs/api.md Part II). */
export interface Baba {
  place(kind: string, x: number, y: number): number;
  rules(): string[];
  activeRules(): string[];
  /** The spelled rules resolution cancelled, each with the rule that cancelled it (rules §5.3). */
  cancelledRules(): CancelledRule[];
  hasProperty(id: number, prop: string): boolean;
  move(dir: Dir): void;
  posOf(id: number): [number, number] | null;
  /** The way an object faces (rules §5.4), or null once it is destroyed. */
  facingOf(id: number): Dir | null;
  kindsAt(x: number, y: number): string[];
  stackAt(x: number, y: number): string[];
  /** One whole turn: YOU moves in `dir`, or, for `wait` (alias `idle`), does not move (rules §5.5). */
  step(dir: TurnInput | "idle"): void;
  won(): boolean;
  lost(): boolean;
  /** The bonuses the board has collected (rules §5.5 BONUS): 0 until a YOU object collects a BONUS one; undo takes them back. */
  bonuses(): number;
  undo(): boolean;
  /** What the steps and moves since the last `clearLog()` did, with causes (rules §5.7); empty without a journal. */
  journal(): GridLog;
  /** Empties the journal. */
  clearLog(): void;
  /** The level's state (plain data): for tools that draw, clone or hash it. */
  readonly state: grid.Level;
}

const EMPTY: GridLog = { records: [], depths: [], causes: [] };

/** How a Baba level is kept besides its definition and words: whether it keeps a journal (default: it does). */
export interface BabaOptions {
  journal?: boolean;
}

/**
 * newBaba (docs/api.md M6): loads `level` with the game's lexicon. The level is checked first
 * (`checkLevelContent`): an error names the level, the field and the value. It keeps a journal of
 * what each step does (rules §5.7) unless `options.journal` is false.
 */
export function newBaba(level: LevelDef, lexicon: Lexicon = LEXICON, options: BabaOptions = {}): Baba {
  grid.checkLexicon("newBaba", "lexicon", lexicon);
  nestedPlainDataArg("newBaba: lexicon", lexicon);
  checkLexiconArg(lexicon, "newBaba: lexicon");
  if (!options || typeof options !== "object" || Array.isArray(options))
    throw grid.badArgument("newBaba", "options", options, "an object {journal?}");
  optionsArg("newBaba", options, ["journal"]); // an unknown option is named
  if (options.journal !== undefined && typeof options.journal !== "boolean")
    throw grid.badArgument("newBaba", "options.journal", options.journal, "true or false");
  checkLevelContent(level, lexicon);
  return babaOf(grid.createLevel(level, lexicon, { ...LEVEL_CONFIG, journal: options.journal !== false }));
}

/**
 * A `Baba` over a level state that already exists (the play layer's states, src/play/apply.ts): its
 * methods read and change `level` itself. Nothing is checked: the state came from `createLevel`.
 */
export function babaOf(level: grid.Level): Baba {
  const s = level;
  return {
    get state() {
      return s;
    },
    place(kind, x, y) {
      grid.beginAction(s); // a setup call: what it forms is caused by nothing before it
      const id = grid.placeObject(s, kind, x, y);
      grid.clearHistory(s);
      grid.reparse(s);
      return id;
    },
    rules: () => grid.rules(s),
    activeRules: () => grid.activeRules(s),
    cancelledRules: () => grid.cancelledRules(s),
    hasProperty: (id, prop) => grid.hasProperty(s, id, prop),
    move: (dir) => grid.move(s, dir),
    posOf: (id) => grid.posOf(s, id),
    facingOf: (id) => grid.facingOf(s, id),
    kindsAt: (x, y) => grid.kindsAt(s, x, y),
    stackAt: (x, y) => grid.stackAt(s, x, y),
    step: (dir) => grid.step(s, dir),
    won: () => grid.isWon(s),
    lost: () => grid.isLost(s),
    bonuses: () => grid.bonusCount(s),
    undo: () => grid.undo(s),
    journal: () => {
      const j = s.journal;
      return j ? { records: [...j.records], depths: [...j.depths], causes: [...j.causes] } : EMPTY;
    },
    clearLog: () => {
      if (s.journal) grid.clearJournal(s.journal);
    },
  };
}
