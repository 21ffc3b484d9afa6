/**
 * The course API (course/harness.md), thin: each function is one or two calls into an engine.
 * Tests and tools import from here only.
 */

export * from "./api/baba";
export * from "./api/game";
export * from "./api/spellgrid";
