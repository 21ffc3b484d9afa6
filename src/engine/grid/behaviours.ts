/**
 * The properties the grid engine gives behaviour to (docs/rules.md §5.1, §5.4–5.5; issue 14 item 5: "a
 * word whose behaviour is not built is refused at load, never silently ignored"), one row each: the
 * word and the modules that implement it. A lexicon's property missing from this table and given no
 * behaviour by a host (SpellGrid's multiplier words, content/seams.json) is refused when content loads.
 * A new property is a row here plus the module that implements it; verbs have their own table (VERBS).
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
  MORE: "phases/spawns.ts",
  WEAK: "phases/hazards.ts, move-weak.ts",
  SWAP: "movement.ts, move-marks.ts",
  MOVE: "takes.ts",
  SHIFT: "takes.ts",
  FALL: "phases/fall.ts",
  TELE: "phases/tele.ts",
  UP: "phases/facing-words.ts",
  DOWN: "phases/facing-words.ts",
  LEFT: "phases/facing-words.ts",
  RIGHT: "phases/facing-words.ts",
  WORD: "word.ts, parse.ts",
});

/** Whether the grid engine gives behaviour to property `word`. */
export function builtProperty(word: string): boolean {
  return Object.hasOwn(PROPERTY_BEHAVIOURS, word);
}
