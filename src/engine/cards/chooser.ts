import { badChoice } from "./errors";
import type { Run } from "./run";
import type { ChoiceKind, GameState } from "./types";

/**
 * The default chooser's generator (docs/rules.md §3.9): mulberry32 over a 32-bit state kept in the game state,
 * so a game without a chooser is repeatable from its seed, and clones continue identically.
 */
export function nextRandom(state: GameState): number {
  state.rng = (state.rng + 0x6d2b79f5) | 0;
  let t = state.rng;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * Make a choice (docs/rules.md §3.9): the injected chooser answers, or the seeded default picks. An answer that
 * is not among the options is an error naming them. Whatever the chooser throws passes through as it is
 * (a search may throw its own signal); the harness makes sure its users' choosers throw Errors.
 */
export function choose(run: Run, kind: ChoiceKind, options: readonly string[]): string {
  if (run.chooser === null) return options[Math.floor(nextRandom(run.state) * options.length)];
  const answer: unknown = run.chooser(kind, [...options]);
  if (typeof answer !== "string" || !options.includes(answer)) throw badChoice(kind, answer, options);
  return answer;
}
