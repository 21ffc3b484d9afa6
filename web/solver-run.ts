/**
 * The studio's solver, as the panel shows it: the budget typed, a search running with the states explored
 * so far, or the last search's outcome and the level it was for (an edit since makes it stale). A level
 * with problems is not searched: the checker's first problem is said instead.
 */
import type { Content } from "../src/content/content";
import { formatProblem } from "../src/content/problems";
import type { LevelDef } from "../src/harness";
import { pluralNoun } from "../src/play/plural";
import type { SolveResult } from "../src/solver/search";
import { draftProblems, fileOf } from "./draft-check";
import { SolverClient } from "./solver-client";
import { DEFAULT_MAX_STATES, parseBudget, verdict } from "./solver-protocol";

export class SolverRun {
  /** The state budget as typed. */
  budget = String(DEFAULT_MAX_STATES);
  running = false;
  explored = 0;
  maxStates = DEFAULT_MAX_STATES;
  result: SolveResult | null = null;
  /** The level the result is for. */
  solved: LevelDef | null = null;
  message = "";
  error = "";
  private readonly client = new SolverClient();

  constructor(private readonly content: Content) {}

  /** Whether the result is for `def` (the level the tools act on now). */
  freshFor(def: LevelDef | null): boolean {
    return this.solved !== null && this.solved === def;
  }

  /** Solves `def` within the budget typed; `changed` is called on progress and at the end. */
  async solve(def: LevelDef, changed: () => void): Promise<void> {
    this.error = "";
    this.message = "";
    try {
      this.maxStates = parseBudget(this.budget);
    } catch (err) {
      this.error = (err as Error).message;
      return changed();
    }
    const problems = draftProblems(def, this.content, fileOf(def));
    if (problems.length > 0) {
      const n = problems.length;
      this.error = `The level has ${n} problem${n === 1 ? "" : "s"}: fix ${n === 1 ? "it" : "them"} before solving (${formatProblem(problems[0])}).`;
      return changed();
    }
    this.running = true;
    this.explored = 0;
    this.result = null;
    this.solved = def;
    changed();
    const outcome = await this.client.solve(def, this.maxStates, (explored) => {
      this.explored = explored;
      changed();
    });
    this.running = false;
    switch (outcome.type) {
      case "done": {
        const r = outcome.result;
        this.result = r;
        this.explored = r.explored;
        // The verdict's first line with its states and time, then what an exhausted search's states held (one a line).
        const stats = `${r.explored.toLocaleString("en")} ${pluralNoun(r.explored, "state")} explored in ${Math.round(r.ms)} ms`;
        const [first, ...seen] = verdict(r, this.maxStates, outcome.seen, stats).split("\n");
        this.message = [first, ...seen.map((line) => line.trim())].join("\n");
        break;
      }
      case "cancelled":
        this.solved = null;
        this.message = `Cancelled after ${outcome.explored.toLocaleString("en")} states.`;
        break;
      case "error":
        this.solved = null;
        this.error = outcome.message;
        break;
      default:
        outcome satisfies never;
    }
    changed();
  }

  /** Stops the search running, if any. */
  cancel(): void {
    this.client.cancel();
  }
}
