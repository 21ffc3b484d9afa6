/**
 * Plain data (docs/rules.md §2, §8): what the engine and its doors take as data (an action, options, a
 * card definition and its clauses, and every object nested in them) is read by its own fields only. An
 * object made by `Object.create({type: "endTurn"})` has no field `type` of its own, but `action.type`
 * reads the one it inherits, so such an object passed for an action; a class instance passes its
 * prototype's getters off as fields. Plain data is an object whose prototype is an `Object.prototype` (of
 * any realm) or null: an object literal, parsed JSON, a structured clone.
 */

/** How a refusal ends: what plain data is. */
export const PLAIN_DATA = "(plain data only: an object literal or parsed JSON)";

/** How deep data may nest inside an action (a clause's `filter` is 6 levels inside `registerCards`). */
export const PLAIN_DATA_DEPTH = 32;

/**
 * Why `value` is not plain data, or null: the first field it inherits through its prototype
 * (`field "type" is inherited through its prototype, not its own`), else the class it is an instance of,
 * else that its prototype is another object (whose fields its own all hide).
 * The caller names the value and adds `PLAIN_DATA`.
 */
export function notPlainData(value: object): string | null {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === null || proto === Object.prototype) return null;
  for (const key in value)
    if (!Object.hasOwn(value, key))
      return `field ${JSON.stringify(key)} is inherited through its prototype, not its own`;
  const ctor = (proto as { constructor?: { name?: unknown; prototype?: unknown } }).constructor;
  // Another realm's Object.prototype: its prototype is null and it is its own constructor's prototype (a
  // null-prototype object used as a prototype is not: whatever it holds, even unenumerable, is inherited).
  if (
    Object.getPrototypeOf(proto) === null &&
    Object.hasOwn(proto as object, "constructor") &&
    ctor?.prototype === proto
  )
    return null;
  const name = ctor?.name;
  if (name === "Object" || typeof name !== "string" || name === "")
    return "its prototype is another object (as Object.create makes), not Object.prototype";
  return `it is an instance of ${name}, not a plain object`;
}

/** Where inside a value a part is not plain data (`.defs[1].text[0]`, "" for the value itself), and why. */
export interface NotPlain {
  readonly path: string;
  readonly problem: string;
}

/** A field's step in a path: `.name`, or `["odd key"]` for a key that is no identifier. */
const step = (key: string): string =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;

/**
 * The first part of `value` that is not plain data, looking at `value` and every object and array nested
 * in it (own fields, in their order; an array's items), or null. Nesting past `PLAIN_DATA_DEPTH` levels
 * (a cycle, say) is refused too. The path is written only for a refusal: plain data costs no string.
 */
export function nestedNotPlainData(value: unknown, depth = 0): NotPlain | null {
  if (typeof value !== "object" || value === null) return null;
  if (depth > PLAIN_DATA_DEPTH)
    return { path: "", problem: `nests deeper than ${PLAIN_DATA_DEPTH} levels (or refers back to itself)` };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const inner = nestedNotPlainData(value[i], depth + 1);
      if (inner !== null) return { path: `[${i}]${inner.path}`, problem: inner.problem };
    }
    return null;
  }
  const problem = notPlainData(value);
  if (problem !== null) return { path: "", problem };
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue; // a field Object.prototype was given is nobody's data
    const inner = nestedNotPlainData((value as Record<string, unknown>)[key], depth + 1);
    if (inner !== null) return { path: `${step(key)}${inner.path}`, problem: inner.problem };
  }
  return null;
}
