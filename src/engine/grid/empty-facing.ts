/**
 * Which way an object made from an empty cell faces (docs/rules.md §5.5 `EMPTY IS X`): the direction word
 * the empty cells are, `EMPTY IS RIGHT|UP|LEFT|DOWN` (the last of RIGHT, UP, LEFT, DOWN when several, as
 * facing-words.ts turns an object), none while `EMPTY IS SLEEP`; with none, right (`DEFAULT_FACING`).
 * Source: the game's later script gives a filled object `emptydir(i,j)` and draws `fixedrandom(0,3)` only
 * when that is 4 (SpecialAPI/SpecialAPIsWordsAndStuff `Lua/convert.lua` → `doconvert`, style
 * "emptyconvert": `local dir = emptydir(i,j) if (dir == 4) then dir = fixedrandom(0,3) end`); `emptydir`
 * (`Lua/tools.lua`) reads the empty cells' `is right|up|left|down` rules unless `issleep(2,x,y)`. The
 * engine draws nothing at random (docs/rules.md §5.5), so right stands for the draw. A conditional direction word on
 * the empty cells (`EMPTY NEAR X IS UP`) is not built: it turns nothing (tests/grid/empty-facing.test.ts).
 */
import { DEFAULT_FACING, DIRECTION_WORDS } from "./facing";
import type { Lexicon } from "./lexicon";
import { roleNoun } from "./lexicon";
import type { Level } from "./types";

// The rules in force and lexicon read last, and the facing they give (rules in force are shared and never changed).
let lastRules: readonly string[] | null = null;
let lastLex: Lexicon | null = null;
let last = DEFAULT_FACING;

/** The facing of an object made from an empty cell under the rules in force (see the file comment). */
export function emptyFacing(level: Level): number {
  const rules = level.inForce.activeText; // (in force: a rule cancelled by NOT is not)
  const lex = level.lexicon;
  if (rules === lastRules && lex === lastLex) return last;
  lastRules = rules;
  lastLex = lex;
  last = DEFAULT_FACING;
  const w = roleNoun(lex, "empty");
  if (w < 0) return last;
  const noun = lex.words[w].word;
  if (rules.includes(`${noun} IS SLEEP`)) return last;
  for (const [word, facing] of DIRECTION_WORDS) if (rules.includes(`${noun} IS ${word}`)) last = facing;
  return last;
}
