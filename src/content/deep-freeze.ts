/**
 * Card definitions read from `cards/` are shared by every game (docs/api.md M5): they are frozen, and
 * everything inside them, so no caller can change one, and a game compiles each once
 * (src/engine/cards/registry.ts).
 */

/** Freezes a JSON value and everything inside it; returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
