/**
 * Plain data (docs/rules.md §2, §8): what the engine and its doors take as data (an action, options, a
 * card definition and its clauses) is read by its own fields only. An object made by
 * `Object.create({type: "endTurn"})` has no field `type` of its own, but `action.type` reads the one it
 * inherits, so such an object passed for an action; a class instance passes its prototype's getters off
 * as fields. Plain data is an object whose prototype is an `Object.prototype` (of any realm: its own
 * prototype is null) or null: an object literal, parsed JSON, a structured clone.
 */

/** How a refusal ends: what plain data is. */
export const PLAIN_DATA = "(plain data only: an object literal or parsed JSON)";

/**
 * Why `value` is not plain data, or null: the first field it inherits through its prototype
 * (`field "type" is inherited through its prototype, not its own`), else the class it is an instance of,
 * else that its prototype is another object (whose fields its own all hide).
 * The caller names the value and adds `PLAIN_DATA`.
 */
export function notPlainData(value: object): string | null {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === null || Object.getPrototypeOf(proto) === null) return null;
  for (const key in value)
    if (!Object.hasOwn(value, key))
      return `field ${JSON.stringify(key)} is inherited through its prototype, not its own`;
  const name = (proto as { constructor?: { name?: unknown } }).constructor?.name;
  if (name === "Object" || typeof name !== "string" || name === "")
    return "its prototype is another object (as Object.create makes), not Object.prototype";
  return `it is an instance of ${name}, not a plain object`;
}
