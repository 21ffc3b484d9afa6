/**
 * The grid's journal (docs/rules.md §5.7): what a step or move did, record by record, each with its cause, recorded when it
 * happens (never worked out afterwards from the board). Records are past tense and carry every field a reader needs; a cause
 * points to earlier records by their line. Closed unions, like the card engine's log and causes.
 */
import type { TextLayout } from "./spelling";
import type { Dir, HazardName, KillerName, TakeName, TurnInput } from "./types";

/** A cell, as [x, y]. */
export type At = readonly [number, number];

/** What stops a move (docs/rules.md §5.4): the edge, a STOP or a PULL object. */
export type BlockReason = "edge" | "STOP" | "PULL" | "STILL";

/** How the turn destroys an object: a record type per destroying step (OPEN/SHUT also on contact), and `X IS NOT X`'s deletion. */
export type DeathType =
  | "Sank"
  | "Exploded"
  | "Weakened"
  | "Melted"
  | "Defeated"
  | "Opened"
  | "Eaten"
  | "Erased";

/** The record of each destroying step's victims. */
export const DEATH_OF: Readonly<Record<KillerName, DeathType>> = {
  SINK: "Sank",
  BOOM: "Exploded",
  WEAK: "Weakened",
  EAT: "Eaten",
  "HOT/MELT": "Melted",
  DEFEAT: "Defeated",
  "OPEN/SHUT": "Opened",
};

/** An object a move carried along (`by`: the mover), with the rule that made it PUSH or PULL. */
interface Carried<T extends "Pushed" | "Pulled"> {
  readonly type: T;
  readonly id: number;
  readonly by: number;
  readonly dir: Dir;
  readonly to: At;
  readonly rule: RuleRef;
}

type Death = { [T in DeathType]: { readonly type: T; readonly id: number; readonly at: At } }[DeathType];

/**
 * One record of the grid's journal:
 * - `Stepped`: the player's input (a direction, or `wait`), a whole turn (`turn`) or movement only;
 * - `Moved`: a mover stepped, with the spelled rule that moved it (`rule`: MOVE, FEAR or the SHIFT
 *   object's; null for YOU, which the player's input moved); `Pushed` and `Pulled`: an object its move
 *   carried along (`by`), with the rule that made it PUSH or PULL (`TEXT IS PUSH`, no tiles, for text);
 *   `Swapped`: an object that traded places with the mover `by`, now at `to`, with the SWAP rule (its own,
 *   else the mover's);
 * - `Turned`: an object's facing changed (YOU turning to its move, a blocked MOVE object turning around,
 *   a push, a pull, SHIFT, or UP/DOWN/LEFT/RIGHT; the last caused by its rule);
 * - `Blocked`: a mover could not move: the edge, or the object `by` (STOP or PULL), with the objects
 *   it would have pushed and the spelled rule that gave `by` its STOP or PULL (`giver`; null for the edge);
 * - `RuleFormed`, `RuleBroken`: a rule the text now spells or no longer spells, with the text objects
 *   that spell it (spelled it);
 * - `Converted`: an object became another kind in place; `Added`: a conversion's further target,
 *   a new object on the source's cell; `Filled`: a new object on a cell that was empty (`EMPTY IS X`);
 * - a death (`Sank`, `Exploded`, `Weakened`, `Melted`, `Defeated`, `Opened`, `Eaten`, `Erased`) and `Won`, each
 *   with where it happened; an object a HAS, MAKE or MORE rule added is `Added` from its source;
 * - `Collected`: a BONUS object a YOU object (`by`) collected, one bonus, removed unless SAFE (`kept`).
 * - `Done`: a DONE object left the board (no destruction: it leaves no HAS item and SAFE does not keep it).
 */
export type GridRecord =
  | { readonly type: "Stepped"; readonly dir: TurnInput; readonly turn: boolean }
  | {
      readonly type: "Moved";
      readonly id: number;
      readonly dir: Dir;
      readonly from: At;
      readonly to: At;
      readonly rule: RuleRef | null;
    }
  | Carried<"Pushed">
  | Carried<"Pulled">
  | {
      readonly type: "Swapped";
      readonly id: number;
      readonly by: number;
      readonly to: At;
      readonly rule: RuleRef;
    }
  | { readonly type: "Turned"; readonly id: number; readonly from: Dir; readonly to: Dir }
  | {
      readonly type: "Blocked";
      readonly id: number;
      readonly dir: Dir;
      readonly pushing: readonly number[];
      readonly by: number | null;
      readonly reason: BlockReason;
      readonly rule: RuleRef | null;
    }
  | { readonly type: "RuleFormed"; readonly rule: string; readonly ids: readonly number[] }
  | { readonly type: "RuleBroken"; readonly rule: string; readonly ids: readonly number[] }
  | { readonly type: "Converted"; readonly id: number; readonly from: string; readonly to: string }
  | {
      readonly type: "Added";
      readonly id: number;
      readonly kind: string;
      readonly from: number;
      readonly at: At;
    }
  | { readonly type: "Filled"; readonly id: number; readonly kind: string; readonly at: At }
  | Death
  | { readonly type: "Done"; readonly id: number; readonly at: At }
  | { readonly type: "Won"; readonly id: number; readonly at: At }
  | {
      readonly type: "Collected";
      readonly id: number;
      readonly by: number;
      readonly at: At;
      readonly kept: boolean;
    };

/** The type of a grid record. */
export type GridRecordType = GridRecord["type"];

/** A spelled rule (rules()'s format) and the text objects that spell it ([] for the innate TEXT IS PUSH). */
export interface RuleRef {
  readonly rule: string;
  readonly ids: readonly number[];
}

/**
 * Why a grid record happened. `line` is the record that brought it about in this action (null: none,
 * the action itself):
 * - `input`: `Stepped`, the player's input (a direction);
 * - `move`: `Moved` and `Blocked` (the `Stepped`), `Pushed` and `Pulled` (the mover's `Moved`), `Turned`
 *   by movement (the `Stepped`, or the `Moved` that pushed or pulled it);
 * - `text`: `RuleFormed`, `RuleBroken`: the last record that moved, added or removed one of its text objects;
 * - `rule`: `Converted`, `Added`, `Filled`, `Erased`, `Done`, `Turned` by a direction property: the rule that did it, and the record that formed the rule
 *   or brought the object in (a `Filled`: the record that emptied its cell this action, else the one that formed the rule);
 * - `hazard`: a hazard's victim: the hazard, the rules that made it (the victim's property's, then its
 *   partner's: `X IS MELT` + `Y IS HOT`), the partners on its cell, and the last record that brought
 *   one of them there or formed one of the rules;
 * - `win`: `Won`: the rules (the YOU object's, the WIN object's), the WIN object, and the line as for a hazard;
 *   `bonus`: `Collected`: the rules (the collector's YOU, the object's BONUS), the collector, the line likewise.
 */
export type GridCause =
  | { readonly kind: "input" }
  | { readonly kind: "move"; readonly line: number | null }
  | { readonly kind: "text"; readonly line: number | null }
  | { readonly kind: "rule"; readonly rule: RuleRef; readonly line: number | null }
  | {
      readonly kind: "hazard";
      readonly hazard: HazardName;
      readonly rules: readonly RuleRef[];
      readonly with: readonly number[];
      readonly line: number | null;
    }
  | {
      readonly kind: "win" | "bonus";
      readonly rules: readonly RuleRef[];
      readonly with: number;
      readonly line: number | null;
    };

/** The kind of a grid cause. */
export type GridCauseKind = GridCause["kind"];

/** A journal as a reader gets it: every record, how deeply it nests and its cause, by line. */
export interface GridLog {
  readonly records: readonly GridRecord[];
  readonly depths: readonly number[];
  readonly causes: readonly GridCause[];
}

/**
 * A level's journal, when it keeps one (`LevelConfig.journal`; null in search and benchmarks, so a step records nothing).
 * Records, how deeply each nests and their causes are parallel lists; lines count from `base`, so a host that keeps its own
 * records in the same journal (SpellGrid's card Sequences) can take the grid's records over and go on numbering.
 */
export interface GridJournal {
  base: number;
  records: GridRecord[];
  depths: number[];
  causes: GridCause[];
  /** The `Stepped` line of the action being played (null for a host's own action). */
  root: number | null;
  /** Per object: the last line of this action that moved, added, converted or destroyed it. */
  touched: Map<number, number>;
  /** Per rule formed in this action: its `RuleFormed` line. */
  formed: Map<string, number>;
  /**
   * Per cell (y × width + x): the last line of this action that moved an object off it (a `Moved`, `Pushed`
   * or `Pulled`), what a fill of the cell names as its cause when the cell is empty (journal-conversion.ts).
   */
  left: Map<number, number>;
  /** The text on the grid at the last parse: where a rule that breaks was spelled. */
  layout: TextLayout;
  /** The movement take running (its `Moved` records name its rule), null outside the movement phase. */
  take: TakeName | null;
}
