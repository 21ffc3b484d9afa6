/**
 * What the harness's property tests (tests/grid/properties and every-rule, tests/spellgrid/properties
 * and every-word) share: a call run under the hang guard, and the shipped levels of one kind.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { LevelDef } from "../../src/harness";
import { type LevelKind, levelKind } from "../../src/play/session";

/**
 * Runs `call`; returns the error it threw, or null. The hang guard (issue 16: "a per-call time guard")
 * is the test's own timeout, not a clock read here: vitest fails a test that ran past its timeout
 * (vitest.config.ts `testTimeout`, or the test's own), a synchronous call included, once it returns
 * ("Test timed out in 30000ms"). A fixed bound on each call (2 s, read from the clock here) failed on a
 * loaded machine while nothing hung. Speed is measured by `npm run bench`, never here.
 */
export function tried(call: () => void): unknown {
  try {
    call();
    return null;
  } catch (err) {
    return err;
  }
}

/** The shipped levels (levels/*.json) of one kind: pure Baba levels, or SpellGrid's. */
export function shippedOfKind(kind: LevelKind): LevelDef[] {
  return readdirSync(new URL("../../levels/", import.meta.url))
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(new URL(`../../levels/${f}`, import.meta.url), "utf8")) as LevelDef)
    .filter((def) => levelKind(def) === kind);
}
