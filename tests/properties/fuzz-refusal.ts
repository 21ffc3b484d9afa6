/**
 * The promise every fuzz property here checks (docs/rules.md §8; the two promises at the top of docs/api.md): a call on
 * bad input either succeeds or throws an `Error` of the engines' own (never a TypeError, RangeError or
 * other error from inside), whose message says what was wrong in a few words, and the state's hash is
 * the same after the throw as before.
 */
import { expect } from "vitest";

/** Errors that only a bug throws: a value read where none was, a size out of range. */
const INTERNAL = /^(TypeError|RangeError|SyntaxError|ReferenceError|InternalError)$/;

/** What `call` did: "ok", or the message of the engine error it threw. */
export type Outcome = "ok" | { refused: string };

/**
 * Runs `call`; a throw must be a clear engine error (`clear`, when given, must match its message) and
 * leave `hash()` as it was. Returns what happened, for counting.
 */
export function refusedCleanly(
  label: string,
  hash: () => string,
  call: () => unknown,
  clear?: RegExp,
): Outcome {
  const before = hash();
  try {
    call();
    return "ok";
  } catch (err) {
    expect(err, label).toBeInstanceOf(Error);
    const e = err as Error;
    expect(e.constructor.name, `${label}: ${e.message}`).not.toMatch(INTERNAL);
    expect(e.message.length, `${label}: ${e.message}`).toBeGreaterThan(10);
    expect(e.message.length, `${label}: ${e.message}`).toBeLessThan(600);
    if (clear) expect(e.message, label).toMatch(clear);
    expect(hash(), `${label} threw "${e.message}" and changed the state`).toBe(before);
    return { refused: e.message };
  }
}

/** Counts of outcomes by label, so a property can check it reached both sides (some calls work). */
export class Tally {
  readonly ok = new Map<string, number>();
  readonly refused = new Map<string, number>();
  add(label: string, outcome: Outcome): void {
    const into = outcome === "ok" ? this.ok : this.refused;
    into.set(label, (into.get(label) ?? 0) + 1);
  }
  total(which: "ok" | "refused"): number {
    let n = 0;
    for (const v of this[which].values()) n += v;
    return n;
  }
}
