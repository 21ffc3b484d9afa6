/**
 * The card harness's door (issue 16 items 6 and 8): every public entry point checks its arguments
 * before it calls the engine, and throws an Error naming the call, the argument and the value
 * (`dealDamage: target must be an id (a whole number), not the string "0"`), never a TypeError
 * from deep inside; card definitions are copied as they come in, so the caller's objects stay theirs.
 */
import { didYouMean } from "../content/problems";
import {
  type Chooser,
  DAMAGE_AMOUNT,
  describeValue,
  type Id,
  isDamageAmount,
  nestedNotPlainData,
  notPlainData,
  PLAIN_DATA,
  type Player,
  quoted,
  wrongArgument,
} from "../engine/cards";

/** `value` as an id: a whole number (whether an entity has it is the engine's to say). */
export function idArg(call: string, name: string, value: unknown): Id {
  if (typeof value !== "number" || !Number.isInteger(value))
    throw wrongArgument(
      `${call}: ${name}`,
      name === "id" ? "a whole number" : "an id (a whole number)",
      value,
    );
  return value;
}

/** `value` as a card name: a string (whether a card has it is the engine's to say). */
export function cardArg(call: string, name: string, value: unknown): string {
  if (typeof value !== "string") throw wrongArgument(`${call}: ${name}`, "a card name (a string)", value);
  return value;
}

/**
 * `value` as the name of a card `cards` registers: an error naming the call, the argument, the card and
 * the nearest registered name otherwise (`summon: card: unknown card "Lot Hoarder": no card of that name
 * is registered (did you mean "Loot Hoarder"?)`).
 */
export function registeredCardArg(
  call: string,
  name: string,
  value: unknown,
  cards: ReadonlyMap<string, unknown>,
): string {
  const card = cardArg(call, name, value);
  if (!cards.has(card))
    throw new Error(
      `${call}: ${name}: unknown card ${quoted(card)}: no card of that name is registered${didYouMean(card, cards.keys())}`,
    );
  return card;
}

/** `value` as a player: 0 or 1. */
export function playerArg(call: string, value: unknown): Player {
  if (value !== 0 && value !== 1) throw wrongArgument(`${call}: player`, "0 or 1", value);
  return value;
}

/**
 * The seeds of the card game's chooser (docs/rules.md §3.9): its state is 32 bits, so a seed is one of the
 * 2³² numbers 0 … 2³² − 1, each its own state (as a level's seed, §5.5, and every `--seed` and `seed=`).
 */
export const SEED_RANGE = { min: 0, max: 2 ** 32 - 1 } as const;

/**
 * `value` as a seed: a whole number in `SEED_RANGE`. A seed outside it is refused rather than cut to 32
 * bits, which made two seeds 2³² apart (or −1 and 2³² − 1) play the same game.
 */
export function seedArg(call: string, value: unknown): number {
  if (
    typeof value !== "number" ||
    !Number.isInteger(value) ||
    value < SEED_RANGE.min ||
    value > SEED_RANGE.max
  )
    throw wrongArgument(`${call}: seed`, `a whole number from ${SEED_RANGE.min} to ${SEED_RANGE.max}`, value);
  return value;
}

/**
 * `value` as an amount of damage (`DAMAGE_AMOUNT`): a whole number from 0 to `Number.MAX_SAFE_INTEGER`
 * (damage of 0 does nothing; less is no damage at all; past the maximum a number no longer counts
 * exactly). One message for every wrong value, 1e308 and -1 alike, saying the range.
 */
export function damageArg(call: string, name: string, value: unknown): number {
  if (!isDamageAmount(value)) throw wrongArgument(`${call}: ${name}`, DAMAGE_AMOUNT, value);
  return value;
}

/** `value` as a list (of definitions, of card names). */
export function arrayArg(call: string, name: string, expected: string, value: unknown): readonly unknown[] {
  if (!Array.isArray(value)) throw wrongArgument(`${call}: ${name}`, expected, value);
  return value;
}

/**
 * `value` as plain data (src/engine/cards/plain-data.ts): read by its own fields only, so an object with
 * an inherited field, or a class instance, is an error naming `what` and the field (`apply: action: field
 * "type" is inherited through its prototype, not its own (plain data only: …)`).
 */
export function plainDataArg(what: string, value: object): void {
  const problem = notPlainData(value);
  if (problem !== null) throw new Error(`${what}: ${problem} ${PLAIN_DATA}`);
}

/** The keys of `value` that `allowed` does not list, in the object's order. */
export function unknownFields(value: object, allowed: readonly string[]): string[] {
  return Object.keys(value).filter((key) => !allowed.includes(key));
}

/**
 * `value` as plain data all the way down (src/engine/cards/plain-data.ts), as an action and a level are:
 * it and every object nested in it are read by their own fields only, or the error names `what` and the
 * path to the object at fault (`newSpellGrid: options.seams.triggerWords: field "DEATHRATTLE" is
 * inherited through its prototype, not its own (plain data only: …)`).
 */
export function nestedPlainDataArg(what: string, value: unknown): void {
  const notPlain = nestedNotPlainData(value);
  if (notPlain !== null) throw new Error(`${what}${notPlain.path}: ${notPlain.problem} ${PLAIN_DATA}`);
}

/**
 * `value` as an options object: a plain object (or nothing) holding only the fields `allowed`, each
 * plain data all the way down (an error names its path: `newSpellGrid: options.seams.triggerWords: …`)
 * but those in `ownCheck`, whose reader checks them as it copies them (card definitions, named by card).
 */
export function optionsArg(
  call: string,
  value: unknown,
  allowed: readonly string[],
  ownCheck: readonly string[] = [],
): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw wrongArgument(`${call}: options`, `an object with ${allowed.join(", ")} (or nothing)`, value);
  plainDataArg(`${call}: options`, value);
  const [unknown] = unknownFields(value, allowed);
  if (unknown !== undefined)
    throw new Error(
      `${call}: unknown option ${JSON.stringify(unknown)} (the options are ${allowed.join(", ")})`,
    );
  const options = value as Record<string, unknown>;
  for (const key of Object.keys(options))
    if (!ownCheck.includes(key)) nestedPlainDataArg(`${call}: options.${key}`, options[key]);
  return options;
}

/**
 * `value` as a chooser: a function, wrapped so that whatever it throws is an Error (an Error passes
 * through as it is; anything else becomes one naming the choice), and the harness throws nothing else.
 */
export function chooserArg(call: string, value: unknown): Chooser {
  if (typeof value !== "function")
    throw wrongArgument(`${call}: choose`, "a function (kind, options) => option", value);
  const choose = value as Chooser;
  return (kind, options) => {
    try {
      return choose(kind, options);
    } catch (e) {
      if (e instanceof Error) throw e;
      throw new Error(
        `chooser threw ${describeValue(e)} for "${kind}" (a chooser that fails must throw an Error)`,
      );
    }
  };
}

/** How deep a card definition may nest (a clause's `filter` is the deepest: 4 levels). */
const MAX_DEPTH = 32;

/**
 * A deep, frozen copy of JSON data (a card definition), read once: the caller's object and any
 * getter in it are read exactly once, and nothing the caller does afterwards reaches the copy.
 * Properties holding `undefined` are left out, as JSON would. Anything JSON cannot hold (a function,
 * a symbol, a bigint, NaN or an infinity, a cycle, nesting past 32 levels) is an error naming its
 * path, through `fail(path, problem)`; so is an object that is not plain data (a field inherited through
 * its prototype, which the copy would silently drop; a class instance).
 */
export function copyJsonData(value: unknown, fail: (path: string, problem: string) => Error): unknown {
  const enclosing = new Set<object>();
  const copy = (v: unknown, path: string): unknown => {
    const at = (key: string | number) =>
      typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    switch (typeof v) {
      case "string":
      case "boolean":
        return v;
      case "number":
        if (!Number.isFinite(v)) throw fail(path, `${describeValue(v)} is not a JSON number`);
        return v;
      case "object": {
        if (v === null) return v;
        if (enclosing.has(v)) throw fail(path, "refers back to an enclosing object (a card is JSON data)");
        if (enclosing.size >= MAX_DEPTH) throw fail(path, `nests deeper than ${MAX_DEPTH} levels`);
        const notPlain = Array.isArray(v) ? null : notPlainData(v);
        if (notPlain !== null) throw fail(path, `${notPlain} ${PLAIN_DATA}`);
        enclosing.add(v);
        let out: unknown;
        if (Array.isArray(v)) {
          const items: unknown[] = [];
          for (let i = 0; i < v.length; i++) items.push(copy(v[i], at(i)));
          out = Object.freeze(items);
        } else {
          const entries: [string, unknown][] = [];
          for (const key of Object.keys(v)) {
            const inner = (v as Record<string, unknown>)[key];
            if (inner !== undefined) entries.push([key, copy(inner, at(key))]);
          }
          out = Object.freeze(Object.fromEntries(entries)); // fromEntries: a "__proto__" key stays a key
        }
        enclosing.delete(v);
        return out;
      }
      default:
        throw fail(path, `${describeValue(v)} is not JSON data`);
    }
  };
  return copy(value, "");
}
