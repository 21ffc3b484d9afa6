/**
 * The course API (docs/api.md), thin: each function is one or two calls into an engine.
 * Tests and tools import from here only.
 */

export * from "./api/baba";
export * from "./api/duel";
export * from "./api/game";
export * from "./api/spellgrid";
