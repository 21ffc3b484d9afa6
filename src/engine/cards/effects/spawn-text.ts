import { record } from "../run";
import type { EffectHandler } from ".";

/**
 * `spawnText {word}` (docs/rules.md §4): Part I has no grid, so it only records `TextSpawned{source, word}`;
 * SpellGrid writes the word on the source's tile when the Sequence ends (seam 3).
 */
export const spawnText: EffectHandler<"spawnText"> = (ctx, clause) => {
  if (ctx.source === null) return;
  record(ctx.run, ctx.depth, { type: "TextSpawned", source: ctx.source, word: clause.word }, ctx.by);
};
