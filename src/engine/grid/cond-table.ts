/** The compiled conditional rules (docs/rules.md §5.8): plain data, shared, never changed. */

/**
 * One conditional property rule in force, compiled for the kinds it names (docs/rules.md §5.8): the
 * property bit it gives (or, `negated`, takes away) to an object of the kind while every one of its
 * conditions holds for that object, its text (as activeRules() prints it), and how many distinct
 * spelled rules expand to it (an ALL or NOT subject beside the noun's own: each is a MOVE or SHIFT
 * step, docs/rules.md §5.4).
 */
export interface CondRule {
  readonly bit: number;
  readonly negated: boolean;
  readonly conditions: readonly CompiledCondition[];
  readonly text: string;
  readonly times: number;
}

/**
 * A condition compiled (docs/rules.md §5.8): the condition word, its NOT, and per target the kinds it
 * names (1 per kind index); every target must be met (an empty list for a prefix condition). A FACING
 * direction target is in `facings` instead.
 */
export interface CompiledCondition {
  readonly word: string;
  readonly negated: boolean;
  readonly targets: readonly Uint8Array[];
  /** FACING's direction targets (docs/rules.md §5.8): per target, its facing index × 2 + negated. */
  readonly facings: readonly number[];
  /**
   * FEELING's property targets (docs/rules.md §5.8): per target, the property's bit and its NOT (`FEELING
   * NOT P`: some rule gives another property). Empty for every other word.
   */
  readonly feels: readonly FeelTarget[];
  /** How many EMPTY targets (no NOT) it has: each needs an empty cell of its own (docs/rules.md §5.8). */
  readonly empties: number;
}

/** One FEELING target (docs/rules.md §5.8): a property's bit and whether a NOT stands before it. */
export interface FeelTarget {
  readonly bit: number;
  readonly negated: boolean;
}

/** The conditional property rules in force per kind (docs/rules.md §5.8), compiled at each parse. */
export interface CondTable {
  readonly byKind: readonly (readonly CondRule[])[];
  /**
   * Every property bit some rule of `byKind` gives or takes away: a property outside it is each object's
   * kind's, as with no conditional rule (props-of.ts reads it by kind then).
   */
  readonly touched: number;
}

/**
 * One condition of a rule (docs/rules.md §5.8): its word (LONELY, ON, NEAR, FACING), whether a NOT
 * stands before it, and its targets (none for a prefix condition), each a noun with its NOT (FACING's
 * may be a direction, UP, DOWN, LEFT or RIGHT).
 */
export interface RuleCondition {
  readonly word: string;
  readonly negated: boolean;
  readonly targets: readonly { readonly noun: string; readonly negated: boolean }[];
}
