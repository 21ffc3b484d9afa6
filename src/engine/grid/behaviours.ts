/**
 * The properties the grid engine gives behaviour to (docs/rules.md §5.1, §5.4–5.5; issue 14 item 5: "a
 * word whose behaviour is not built is refused at load, never silently ignored"), one row each: the
 * word and the modules that implement it. A lexicon's property missing from this table and given no
 * behaviour by a host (SpellGrid's multiplier words, content/seams.json) is refused when content loads.
 * A new property is a row here plus the module that implements it; verbs have their own table (VERBS,
 * verbs.ts) and condition words theirs (CONDITIONS, conditions.ts).
 *
 * A new property, step by step (once its name is in `HazardName` or `PhaseName`, the compiler names every
 * table still missing its row):
 * 1. its word in content/words.json (`"class": "property"`);
 * 2. its row here and its mask in prop-bits.ts (`Bits`, `bitsOf`): tests/content/unbuilt-words.test.ts checks
 *    that every row has a mask and names modules that exist. A property only one step reads takes no bit:
 *    its row goes in `LISTED_BEHAVIOURS` below instead, and its step reads hosted.ts `holdersOf`;
 * 3. its behaviour. A destruction step (as SINK) is its name in `HazardName` (types.ts), its place in
 *    content's `HAZARD_ORDER` (src/content/turn.ts), and a row in `HAZARDS` (phases/hazards.ts), `NEED`
 *    (phases/hazard-needs.ts), `DEATH_OF` with its record type (records.ts), `PARTNER` (journal-deaths.ts)
 *    and the log's sentences (src/play/explain-grid.ts). A phase of its own (as TELE) is a row of
 *    `PHASES` (turn.ts) and `ACTS` (turn-plan.ts) with its name in `PhaseName` (types.ts), and its place
 *    in content's `GRID_TURN`. The compiler names every table but the two orders, which are data: a step
 *    missing from them would never run, so tests/content/unbuilt-words.test.ts checks they hold them all;
 * 4. its rule in docs/rules.md §5.5, and a test of it under tests/grid/.
 */
export const PROPERTY_BEHAVIOURS: Readonly<Record<string, string>> = Object.freeze({
  YOU: "movement.ts, phases/hazards.ts, phases/win.ts",
  WIN: "phases/win.ts",
  STOP: "movement.ts",
  PUSH: "movement.ts",
  PULL: "movement.ts, move-marks.ts",
  DEFEAT: "phases/hazards.ts",
  SINK: "phases/hazards.ts",
  HOT: "phases/hazards.ts",
  MELT: "phases/hazards.ts",
  OPEN: "move-pairs.ts, phases/hazards.ts",
  SHUT: "move-pairs.ts, phases/hazards.ts",
  FLOAT: "phases/slots.ts, move-pairs.ts",
  MORE: "phases/more.ts",
  WEAK: "phases/hazards.ts, move-weak.ts",
  SWAP: "movement.ts, move-marks.ts",
  MOVE: "takes.ts",
  SHIFT: "takes.ts, shift-carry.ts, phases/shift-facing.ts",
  FALL: "phases/fall.ts, phases/fall-drop.ts",
  TELE: "phases/tele.ts",
  UP: "phases/facing-words.ts",
  DOWN: "phases/facing-words.ts",
  LEFT: "phases/facing-words.ts",
  RIGHT: "phases/facing-words.ts",
  WORD: "word.ts, parse.ts",
  SLEEP: "takes.ts, movement.ts, phases/facing-words.ts",
  SAFE: "safe.ts, phases/hazards.ts, move-pairs.ts, move-weak.ts, phases/fall-drop.ts",
  PHANTOM: "move-phantom.ts, movement.ts, move-plain.ts, cond-seeing.ts",
  HIDE: "cond-seeing.ts",
  BOOM: "phases/hazards.ts, phases/boom.ts, move-count.ts",
  POWER: "cond-hold.ts, conditions.ts",
  STILL: "stillness.ts, movement.ts, take-movers.ts, fear.ts, shift-carry.ts, move-pull.ts, phases/tele.ts",
});

/**
 * The properties the grid engine builds without a bit (docs/rules.md §5.1): one row each, the word and the
 * modules that implement it, as in `PROPERTY_BEHAVIOURS`. A listed property is read only where its own step
 * asks, from the per-kind word lists the hosted properties use (hosted.ts `holdersOf`, `mayHold`): no phase
 * that does not ask pays for it, and the 31 bits of the masks stay for the properties every step reads (YOU,
 * STOP, PUSH …). A property read on the hot paths of movement belongs in `PROPERTY_BEHAVIOURS`; one read by
 * a single step of the turn, here.
 */
export const LISTED_BEHAVIOURS: Readonly<Record<string, string>> = Object.freeze({
  BONUS: "phases/bonus.ts, journal-bonus.ts",
  DONE: "phases/done.ts, phases/hazards.ts, phases/hazard-needs.ts",
  END: "phases/end.ts",
  NUDGERIGHT: "nudge.ts, takes.ts",
  NUDGEUP: "nudge.ts, takes.ts",
  NUDGELEFT: "nudge.ts, takes.ts",
  NUDGEDOWN: "nudge.ts, takes.ts",
  CHILL: "chill.ts, takes.ts, journal-moves.ts",
  FALLRIGHT: "phases/fall.ts, phases/fall-drop.ts",
  FALLUP: "phases/fall.ts, phases/fall-drop.ts",
  FALLLEFT: "phases/fall.ts, phases/fall-drop.ts",
});

/** Whether the grid engine gives behaviour to property `word` (with a bit of the masks, or listed). */
export function builtProperty(word: string): boolean {
  return Object.hasOwn(PROPERTY_BEHAVIOURS, word) || Object.hasOwn(LISTED_BEHAVIOURS, word);
}

/**
 * The most properties the engine may build: each has a bit of the 32-bit per-kind masks, in the order of
 * `PROPERTY_BEHAVIOURS` (docs/rules.md §5.1), whatever their place in a lexicon. A lexicon's other
 * properties, a host's words and the engine's listed ones (`LISTED_BEHAVIOURS`), have no bit and no limit
 * of their own (hosted.ts).
 */
export const MAX_BUILT_PROPERTIES = 31;

/**
 * The properties of a table of behaviours in bit order (its rows' order); an Error naming this file and
 * the count when they are more than the masks hold. Run on `PROPERTY_BEHAVIOURS` when the module loads.
 */
export function builtOrder(table: Readonly<Record<string, string>>): readonly string[] {
  const rows = Object.keys(table);
  if (rows.length > MAX_BUILT_PROPERTIES)
    throw new Error(
      `src/engine/grid/behaviours.ts: PROPERTY_BEHAVIOURS has ${rows.length} rows; the property masks hold at most ${MAX_BUILT_PROPERTIES}`,
    );
  return rows;
}

const BUILT = builtOrder(PROPERTY_BEHAVIOURS);

/** The bit of property `word` when the engine builds it (its row's place in `PROPERTY_BEHAVIOURS`), else 0. */
export const builtBit = (word: string): number => (BUILT.includes(word) ? 1 << BUILT.indexOf(word) : 0);
