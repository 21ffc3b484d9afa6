import { assemble, baseOptions, donorOptions, type Half, halfOptions } from "../assemble";
import type { CardDef } from "../card-def";
import { choose } from "../chooser";
import { cardNamed } from "../registry";
import { renderCardText } from "../render";
import { record } from "../run";
import type { CompiledCard } from "../types";
import { createEntity } from "../world";
import type { EffectHandler } from ".";

/**
 * `assemble {filter:{trigger}}` (Module 5): the chooser picks a base (a minion with that trigger), a
 * donor and a half, in that order, each offered only what gives a changed, well-formed card. The
 * result goes to the owner's hand without an event (a full hand burns it). The journal records what was
 * built, `Assembled` (docs/rules.md §3.11), which the course's log leaves out. No base: nothing happens.
 * A game that uses only some results (the Sequence's `offers`: SpellGrid plays only some minions,
 * docs/rules.md §6.6) is offered only the choices whose result it keeps; none left: no base, nothing happens.
 */
export const assembleEffect: EffectHandler<"assemble"> = (ctx, clause) => {
  const { state, offers } = ctx.run;
  const bases = baseOptions(state, clause.filter.trigger, offers);
  if (bases.length === 0) return;
  const base = cardNamed(state, choose(ctx.run, "base", bases)).def;
  const donor = cardNamed(state, choose(ctx.run, "donor", donorOptions(state, base, offers))).def;
  const half = choose(ctx.run, "half", halfOptions(base, donor, offers)) as Half;
  const name = assemble(state, base.name, donor.name, half);
  const made = cardNamed(state, name);
  const text = textOf(state.cards, made.def);
  const assembled = {
    type: "Assembled",
    card: name,
    base: base.name,
    donor: donor.name,
    half,
    text,
  } as const;
  record(ctx.run, ctx.depth, assembled, ctx.by);
  const side = state.sides[ctx.owner];
  const full = side.hand.length >= state.limits.hand;
  const id = createEntity(state, made, ctx.owner, full ? "graveyard" : "hand");
  if (full) record(ctx.run, ctx.depth, { type: "Burned", player: ctx.owner, id }, ctx.by);
};

/** The assembled card's text, rendered once per registry (a search casts the same Assemble many times). */
const texts = new WeakMap<ReadonlyMap<string, CompiledCard>, WeakMap<CardDef, string>>();

function textOf(cards: ReadonlyMap<string, CompiledCard>, def: CardDef): string {
  let memo = texts.get(cards);
  if (memo === undefined) texts.set(cards, (memo = new WeakMap()));
  let text = memo.get(def);
  if (text === undefined) memo.set(def, (text = renderCardText(def, (n) => cards.get(n)?.def)));
  return text;
}
