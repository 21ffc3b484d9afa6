/**
 * What the harness's property tests (tests/grid/properties, tests/spellgrid/properties, and the tall
 * stacks of tests/grid/stacks) share: the time bound of one call, a call run under it, and the shipped
 * levels of one kind.
 */
import { readdirSync, readFileSync } from "node:fs";
import { expect } from "vitest";
import type { LevelDef } from "../../src/harness";
import { type LevelKind, levelKind } from "../../src/play/session";

/** A call may take at most this long (catches hangs; speed is measured by `npm run bench`). */
export const CALL_BOUND_MS = 2000;

/** Runs `call`; returns the error it threw, or null. Fails if it took `CALL_BOUND_MS` or longer. */
export function tried(call: () => void): unknown {
  const start = performance.now();
  try {
    call();
    return null;
  } catch (err) {
    return err;
  } finally {
    expect(performance.now() - start).toBeLessThan(CALL_BOUND_MS);
  }
}

/** The shipped levels (levels/*.json) of one kind: pure Baba levels, or SpellGrid's. */
export function shippedOfKind(kind: LevelKind): LevelDef[] {
  return readdirSync(new URL("../../levels/", import.meta.url))
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(new URL(`../../levels/${f}`, import.meta.url), "utf8")) as LevelDef)
    .filter((def) => levelKind(def) === kind);
}
