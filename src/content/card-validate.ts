/**
 * Card validation (docs/rules.md §3.7, §4, §8): every card definition, from a file or from `registerCards`, is
 * checked against `schema/card.schema.json` plus the rules a schema cannot express. Every error is an
 * `Error` naming the source, the card and the field. Pure: no fs, usable in a browser.
 */
import Ajv, { type ValidateFunction } from "ajv";
import cardSchema from "../../schema/card.schema.json" with { type: "json" };
import type { CardDef } from "../engine/cards/card-def";
import { illFormedReason } from "../engine/cards/registry";
import { describeSchemaError, pickError } from "./schema-errors";

let compiled: ValidateFunction | undefined;

/** The compiled card schema (compiled once, on first use). `verbose` feeds the readable messages. */
function schemaValidator(): ValidateFunction {
  compiled ??= new Ajv({ discriminator: true, verbose: true, allErrors: false }).compile(cardSchema);
  return compiled;
}

/** `source (card "Name"): field: problem` — the one shape of every card error (docs/rules.md §8). */
export function cardError(source: string, name: string | undefined, detail: string): Error {
  const card = name === undefined ? "" : ` (card ${JSON.stringify(name)})`;
  return new Error(`${source}${card}: ${detail}`);
}

/**
 * Validates one card definition (docs/rules.md §4) and returns it typed. `source` names where it came from
 * (`cards/loot-hoarder.json`, `registerCards[3]`). Checks, in order: the schema (closed unions, required
 * and forbidden fields, integer ranges), then `split` within `0..text.length`, then well-formed text (docs/rules.md §3.8:
 * every effect of a minion belongs to a trigger, every trigger has an effect; a spell holds effects only).
 * @throws Error naming the source, the card name when known, the field path and the problem.
 */
export function validateCardDef(data: unknown, source: string): CardDef {
  const name =
    typeof data === "object" && data !== null && typeof (data as { name?: unknown }).name === "string"
      ? (data as { name: string }).name
      : undefined;
  const validate = schemaValidator();
  if (!validate(data)) {
    throw cardError(source, name, describeSchemaError(pickError(validate.errors ?? []), cardSchema));
  }
  const def = data as CardDef;
  if (def.split > def.text.length) {
    const clauses = `${def.text.length} clause${def.text.length === 1 ? "" : "s"}`;
    throw cardError(source, name, `split: split ${def.split} is outside the text (${clauses})`);
  }
  const reason = illFormedReason(def);
  if (reason !== null) throw cardError(source, name, reason);
  return def;
}

/** Names a card's source for set-level errors: by default its position in the list. */
export type SourceOf = (name: string, index: number) => string;

/**
 * Checks a whole card set (docs/rules.md §3.7, §4): names are unique, and every `summon` effect names a card of
 * the set. Each definition must already have passed `validateCardDef`.
 * @throws Error naming the card's source, the card and the field.
 */
export function validateCardSet(defs: readonly CardDef[], sourceOf?: SourceOf): void {
  const source: SourceOf = sourceOf ?? ((_name, index) => `card set[${index}]`);
  const firstIndex = new Map<string, number>();
  defs.forEach((def, index) => {
    const seen = firstIndex.get(def.name);
    if (seen !== undefined) {
      const other = source(def.name, seen);
      throw cardError(source(def.name, index), def.name, `name: duplicate card name (also in ${other})`);
    }
    firstIndex.set(def.name, index);
  });
  defs.forEach((def, index) => {
    def.text.forEach((clause, i) => {
      if (clause.type === "effect" && clause.effect === "summon" && !firstIndex.has(clause.card)) {
        const detail = `text[${i}].card: summons unknown card ${JSON.stringify(clause.card)}`;
        throw cardError(source(def.name, index), def.name, detail);
      }
    });
  });
}

/** A validated card set, looked up by name. */
export type CardLibrary = ReadonlyMap<string, CardDef>;

/** Validates a set (`validateCardSet`) and indexes it by name; `lookup` for `renderCardText`. */
export function cardLibrary(defs: readonly CardDef[], sourceOf?: SourceOf): CardLibrary {
  validateCardSet(defs, sourceOf);
  return new Map(defs.map((def) => [def.name, def]));
}
