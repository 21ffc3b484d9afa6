/** The grid engine's types: a level's state is plain data (typed arrays and scalars), docs/rules.md §2. */
import type { RuleCondition } from "./cond-table";
import type { History } from "./history";
import type { KindTable } from "./kind-table";
import type { Lexicon } from "./lexicon";
import type { Parsed, RuleState, Snapshot } from "./parsed";
import type { GridJournal } from "./records";

export type { KindTable };

/** A direction of movement; x grows right, y grows down (docs/api.md Part II). */
export type Dir = "up" | "down" | "left" | "right";

/**
 * A turn's input (docs/rules.md §5.5): a direction for YOU, or `wait`, a whole turn in which YOU does
 * not move (the real game's wait; `step` also takes `idle` for it).
 */
export type TurnInput = Dir | "wait";

/**
 * The phases a turn may list (docs/rules.md §5.5); the order is data held in the state: the phases of the `PHASES` table (turn.ts),
 * each named for the rule it runs (`end`: YOU meets END, before the win; `bonus`: YOU collects BONUS, after it).
 */
export type PhaseName =
  | "facing"
  | "move"
  | "parse"
  | "convert"
  | "tele"
  | "follow"
  | "shiftFacing"
  | "fall"
  | "hazards"
  | "end"
  | "win"
  | "bonus";

/** The movement takes the `move` phase may list (docs/rules.md §5.4); the order is data held in the state. */
export type TakeName = "YOU" | "MOVE" | `NUDGE${"RIGHT" | "UP" | "LEFT" | "DOWN"}` | "FEAR" | "SHIFT";

/**
 * The destruction steps the hazard phase may list (docs/rules.md §5.5; research §4 step 7); the order
 * is data held in the state. DONE takes objects off (phases/done.ts), MORE and MAKE add; the others destroy.
 */
export type HazardName = "DONE" | "MORE" | "MAKE" | KillerName;

/** The destruction steps that destroy (each victim gets a death record). */
export type KillerName = "SINK" | "BOOM" | "WEAK" | "HOT/MELT" | "DEFEAT" | "OPEN/SHUT" | "EAT";

/**
 * Seam 2 (module 10): the turn hands every batch of victims to this function instead of removing
 * them itself. It may remove objects, place text and force a reparse; the turn continues from the
 * state as the hook leaves it.
 */
export type DestroyHook = (level: Level, ids: readonly number[]) => void;

/**
 * A rule as structured data: `[NOT] subject VERB [NOT] complement` (docs/rules.md §5.2). `verb` is
 * absent for IS and names the verb otherwise (HAS, MAKE, EAT), so an IS rule's data is unchanged.
 * `conditions` is absent for a rule without conditions (docs/rules.md §5.8) and lists them otherwise,
 * in reading order (a prefix condition first).
 */
export interface Rule {
  readonly subject: string;
  readonly subjectNegated: boolean;
  readonly complement: string;
  readonly negated: boolean;
  readonly verb?: string;
  readonly conditions?: readonly RuleCondition[];
}

/**
 * A rule the resolver cancelled, and the rule in force that cancelled it (docs/rules.md §5.3): each in activeRules()'s format (an ALL
 * or NOT subject expanded), each with the spelled rule, in rules()'s format, that it comes from (itself when it is spelled as it is).
 */
export interface CancelledRule {
  readonly rule: string;
  readonly spelled: string;
  readonly by: string;
  readonly bySpelled: string;
}

/**
 * The verbs beyond IS in force, per kind (docs/rules.md §5.5; `verb-rules.ts`), compiled at each
 * parse and shared (never changed): the kinds an object leaves when destroyed (HAS), makes on its
 * cell each turn (MAKE), eats on its cell (EAT), turns to face (FOLLOW), flees (FEAR), and 1 where `X IS ALL` spawns
 * every other thing. Lists are empty (`any` false) when no such rule is in force.
 */
export interface VerbTable {
  readonly has: readonly (readonly number[])[];
  readonly make: readonly (readonly number[])[];
  readonly eat: readonly (readonly number[])[];
  readonly follow: readonly (readonly number[])[];
  /** The kinds each kind fears (FEAR, fear.ts); no rows at all when no kind fears, so the MOVE take asks once. */
  readonly fear: readonly (readonly number[])[];
  readonly spawnAll: readonly number[];
  readonly any: boolean;
}

/**
 * The largest level the engine accepts (content LEVEL_LIMITS, docs/rules.md §9): its width and height
 * in cells and the number of objects on its grid at once. Checked when a level loads, when an object
 * is placed and when a conversion adds objects.
 */
export interface LevelLimits {
  readonly width: number;
  readonly height: number;
  readonly objects: number;
}

/**
 * A level's state. Objects live in parallel arrays of small integers (plain arrays: cheap to copy) indexed by id; an id is issued once,
 * ids grow with age, so id order is age order (a conversion keeps the id and the age). Cells keep doubly linked lists of their objects
 * (`head`/`next`/`prev`) updated by `board.ts` only, so an object leaves its cell at once however many share it.
 */
export interface Level {
  readonly lexicon: Lexicon;
  readonly kinds: KindTable;
  readonly width: number;
  readonly height: number;
  /** The turn's phases, in order (docs/rules.md §5.5, content GRID_TURN). */
  turn: readonly PhaseName[];
  /** The hazards, in order (docs/rules.md §5.5, content HAZARD_ORDER). */
  hazards: readonly HazardName[];
  /** The movement takes, in order (docs/rules.md §5.4, content MOVEMENT_TAKES). */
  takes: readonly TakeName[];
  /** The size limits (content LEVEL_LIMITS), shared, never changed. */
  readonly limits: LevelLimits;
  nextId: number;
  /** Per id: kind index (-1 for a reserved id), column, row, 1 while on the grid, next and previous id on the same cell (-1: none). */
  kind: number[];
  x: number[];
  y: number[];
  alive: number[];
  /** Per id: its facing, an index of FACINGS (0 right, 1 up, 2 left, 3 down; docs/rules.md §5.4). */
  facing: number[];
  next: number[];
  prev: number[];
  /** Per cell (y × width + x): the first id on it, or -1. */
  head: number[];
  /** Per cell: how many alive text objects it holds (board.ts and relink.ts keep it; line-runs.ts reads it). */
  textAt: Int32Array;
  /** Whether `textAt` is shared with a copy of this level (copy on write: `cloneLevel`, `ownText`). */
  textShared: boolean;
  /**
   * Whether every cell lists its objects newest first, as a level loads and as a rebuild leaves them
   * (relink.ts): a move that puts an object on a cell ahead of a newer one clears it.
   */
  inAgeOrder: boolean;
  /**
   * Per id: 1 for an object that keeps its kind (conversion never changes it; `keepKind`). Never
   * changed in place: a mark makes a new array, so copies share it. Ids past its end read as 0.
   */
  keepsKind: readonly number[];
  /** Alive objects per kind. */
  count: number[];
  /** Whether `count` is shared with a copy of this level (copy on write: `cloneLevel`, `ownCount`). */
  countShared: boolean;
  /**
   * Whether `kind` and `alive` are shared with a copy of this level (copy on write: `cloneLevel`,
   * `ownKinds`): an object's kind and life change far less often than its cell.
   */
  kindShared: boolean;
  /**
   * The rules in force (parsed.ts `RuleState`: the per-kind caches and rule lists a parse compiles),
   * immutable and shared: copies of the level share it, and a parse, an undo or the solver's decoder
   * replaces it whole (`useRules`).
   */
  inForce: RuleState;
  /** Text moved, appeared or vanished, or the set of kinds present changed, since the last parse. */
  dirty: boolean;
  /** The record of the last parse (`inForce`, with the codes spelled); null when unknown. */
  parsed: Parsed | null;
  /** Per line (rows, then columns; lines.ts): its rules' codes at the last parse (shared); null: unknown. */
  lines: readonly (readonly number[])[] | null;
  /** The lines (rows, then columns) whose text may have changed what they spell since the last parse, each once (lines.ts `markLines`); null for none. */
  stale: number[] | null;
  won: boolean;
  /** The bonuses collected so far (docs/rules.md §5.5 BONUS; phases/bonus.ts): undo restores it, copies keep it, the hash and the codec cover it. */
  bonuses: number;
  /**
   * True while a turn whose input is a wait runs, in every phase of it; false at rest (between turns,
   * after an undo) and in a turn with a direction: what the IDLE condition reads (docs/rules.md §5.8).
   */
  idle: boolean;
  /**
   * The seeded state of the level's random choices (docs/rules.md §5.5: which TELE object sends
   * where), a 32-bit unsigned integer: the level file's `seed` (default 0), stepped by `nextRandom`.
   * Part of the board: undo restores it, copies keep it, the hash and the solver's codec cover it.
   */
  seed: number;
  /** The undo history (history.ts: its entries kept flat, oldest first; `length` entries). */
  history: History;
  historyLimit: number;
  /** What each step and move did, with causes (docs/rules.md §5.7); null when the level keeps none. */
  journal: GridJournal | null;
}

export type { Parsed, RuleState, Snapshot };
