import { assemble, baseOptions, donorOptions, type Half, halfOptions } from "../assemble";
import { choose } from "../chooser";
import { cardNamed } from "../registry";
import { record } from "../run";
import { createEntity } from "../world";
import type { EffectHandler } from ".";

/**
 * `assemble {filter:{trigger}}` (Module 5): the chooser picks a base (a minion with that trigger), a
 * donor and a half, in that order, each offered only what gives a changed, well-formed card. The
 * result goes to the owner's hand silently (a full hand burns it). No base: nothing happens.
 */
export const assembleEffect: EffectHandler<"assemble"> = (ctx, clause) => {
  const state = ctx.run.state;
  const bases = baseOptions(state, clause.filter.trigger);
  if (bases.length === 0) return;
  const base = cardNamed(state, choose(ctx.run, "base", bases)).def;
  const donor = cardNamed(state, choose(ctx.run, "donor", donorOptions(state, base))).def;
  const half = choose(ctx.run, "half", halfOptions(base, donor)) as Half;
  const name = assemble(state, base.name, donor.name, half);
  const side = state.sides[ctx.owner];
  const full = side.hand.length >= state.limits.hand;
  const id = createEntity(state, cardNamed(state, name), ctx.owner, full ? "graveyard" : "hand");
  if (full) record(ctx.run, ctx.depth, { type: "Burned", player: ctx.owner, id });
};
