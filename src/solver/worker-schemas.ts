/**
 * What the solver's worker bundle has in place of ajv, the JSON Schema checker (`worker-build.ts`
 * aliases the package to this file): every document passes the schema step. A worker is only given
 * levels, words, seam words and cards that the command loaded and checked in full before it sent
 * them (`cli.ts` builds every level's model first, `solveParallel` and `solveMany` send what they were
 * given), so the worker does not check their shape again; the content checks past the schema and the
 * engine's own (`createLevel`, `checkLexicon`) still run, and still refuse malformed data with an error
 * naming the field. Leaving ajv out makes the bundle 0.34 MB instead of 0.58 MB, and a worker no
 * longer compiles the word and level schemas as it starts (about 0.1 s of its CPU, issue 13 item 4).
 */

/** A validator that accepts every document, as ajv's `ValidateFunction` is called. */
function accept(): boolean {
  return true;
}
accept.errors = null;

/** ajv's class, as `src/content/schema-check.ts` uses it. */
export default class SchemaStepSkipped {
  addVocabulary(_words: readonly string[]): this {
    return this;
  }

  compile(_schema: unknown): typeof accept {
    return accept;
  }
}
