/**
 * Assemble (docs/rules.md §3.8; course Module 5): a new card made by splicing two cards' texts at their
 * `split`: the base keeps one half and takes the donor's other half (`splice`), registered as "<base>
 * (Assembled)" when the result is changed and well-formed (`assemble`), and the options a chooser is
 * offered for base, donor and half (`baseOptions`, `donorOptions`, `halfOptions`), only those whose result
 * the game can use when it says which it can (`AssembleOffers`: SpellGrid's, docs/rules.md §6.6).
 */
import type { CardDef, TriggerName } from "./card-def";
import { AssembleError } from "./errors";
import { cardNamed, illFormedReason, registerCompiled } from "./registry";
import type { GameState } from "./types";

export type Half = "top" | "bottom";
export const HALVES: readonly Half[] = ["top", "bottom"];

/**
 * Which Assemble results a game can use (docs/rules.md §3.8, §6.6): a rule the game passes in with an
 * action (`perform`), as it passes its chooser, so that an Assemble offers only the bases, donors and
 * halves whose result it keeps; null keeps every well-formed result (the course's game, a duel). SpellGrid
 * keeps only the cards it can play (a minion with a noun whose Battlecry picks no target): it names the
 * mechanic, never a card. A pure function of the card, the same one for a whole game: the options are
 * memoised on it.
 */
export type AssembleOffers = (result: CardDef) => boolean;

const SUFFIX = " (Assembled)";

/** The name stem: a card assembled again keeps its base's original name. */
export function assembledName(base: string): string {
  return `${base.endsWith(SUFFIX) ? base.slice(0, -SUFFIX.length) : base}${SUFFIX}`;
}

/**
 * Splice two texts (docs/rules.md §3.8; course Module 5): the base's `half` is replaced by the donor's same
 * half; name stem, cost, stats, type and noun come from the base. The new `split` is where the halves
 * now meet (the base's split whenever the swapped halves have the same length, as docs/rules.md §3.8 says).
 */
export function splice(base: CardDef, donor: CardDef, half: Half): CardDef {
  const top = half === "top" ? donor.text.slice(0, donor.split) : base.text.slice(0, base.split);
  const bottom = half === "bottom" ? donor.text.slice(donor.split) : base.text.slice(base.split);
  const def: CardDef = {
    ...base,
    name: assembledName(base.name),
    text: [...top, ...bottom],
    split: top.length,
  };
  def.collectible = false;
  delete def.$schema;
  return def;
}

/** Why this splice does not work (unchanged or ill-formed text), or null when it does. */
export function spliceProblem(base: CardDef, donor: CardDef, half: Half): string | null {
  const result = splice(base, donor, half);
  if (JSON.stringify(result.text) === JSON.stringify(base.text)) return "the text is unchanged";
  const reason = illFormedReason(result);
  return reason === null ? null : `the result is not well-formed (${reason})`;
}

/**
 * `assemble(base, donor, half)`: register "<base> (Assembled)" or throw `AssembleError`. The registry
 * it makes is a function of the registry, base, donor and half, so it is made once and reused.
 */
export function assemble(state: GameState, base: string, donor: string, half: Half): string {
  const b = cardNamed(state, base).def;
  const d = cardNamed(state, donor).def;
  if (!HALVES.includes(half))
    throw new AssembleError(`assemble: half must be "top" or "bottom", not ${JSON.stringify(half)}`);
  // nested maps (base, donor, half): names are user data, so no separator in one key is safe
  const byBase = perRegistry(resultMemo, state.cards, () => new Map<string, Map<string, Map<Half, Made>>>());
  const byHalf = memo(
    memo(byBase, base, () => new Map<string, Map<Half, Made>>()),
    donor,
    () => new Map<Half, Made>(),
  );
  const known = byHalf.get(half);
  if (known !== undefined) {
    state.cards = known.cards;
    return known.name;
  }
  const problem = spliceProblem(b, d, half);
  if (problem !== null) throw new AssembleError(`assemble ${base} with ${donor}'s ${half} half: ${problem}`);
  const def = splice(b, d, half);
  registerCompiled(state, [def]);
  byHalf.set(half, { cards: state.cards, name: def.name });
  return def.name;
}

/*
 * Memos (for searches that cast Assemble many times): card definitions are immutable once made, the
 * registry is copy-on-write and a pinned pool never changes, so each answer below is a function of the
 * objects it is keyed on: the registry, and for the pool and the options drawn from it, the pool too, and
 * for the options, the game's `AssembleOffers` (a pure function, one per game).
 */
type Registry = GameState["cards"];
type PoolMemo<V> = WeakMap<Registry, WeakMap<readonly string[], WeakMap<AssembleOffers, V>>>;
const halvesMemo = new WeakMap<AssembleOffers, WeakMap<CardDef, WeakMap<CardDef, Half[]>>>();
const poolMemo: PoolMemo<CardDef[]> = new WeakMap();
const donorMemo: PoolMemo<Map<CardDef, string[]>> = new WeakMap();
const baseMemo: PoolMemo<Map<TriggerName, string[]>> = new WeakMap();
/** An assembled card's registry and name. */
type Made = { cards: Registry; name: string };
const resultMemo = new WeakMap<Registry, Map<string, Map<string, Map<Half, Made>>>>();
/** The memos' key for the course's pool (no pool pinned). */
const COURSE_POOL: readonly string[] = Object.freeze([]);
/** The memos' key for a game that keeps every result (no `AssembleOffers`). */
const EVERY_RESULT: AssembleOffers = () => true;

function memo<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let v = map.get(key);
  if (v === undefined) map.set(key, (v = make()));
  return v;
}

function perRegistry<V>(memos: WeakMap<Registry, V>, cards: Registry, make: () => V): V {
  let v = memos.get(cards);
  if (v === undefined) memos.set(cards, (v = make()));
  return v;
}

function perPool<V>(memos: PoolMemo<V>, state: GameState, offers: AssembleOffers | null, make: () => V): V {
  const byPool = perRegistry(
    memos,
    state.cards,
    () => new WeakMap<readonly string[], WeakMap<AssembleOffers, V>>(),
  );
  const key = state.pool ?? COURSE_POOL;
  let byOffers = byPool.get(key);
  if (byOffers === undefined) byPool.set(key, (byOffers = new WeakMap()));
  const rule = offers ?? EVERY_RESULT;
  let v = byOffers.get(rule);
  if (v === undefined) byOffers.set(rule, (v = make()));
  return v;
}

/**
 * The pool an Assemble draws from (docs/rules.md §3.9): the minions the game's setup pinned (a level's
 * `pool`), or else every collectible minion definition registered (assembled results are not).
 */
function pool(state: GameState): CardDef[] {
  return perPool(poolMemo, state, null, () =>
    state.pool === null
      ? [...state.cards.values()]
          .map((c) => c.def)
          .filter((d) => d.type === "minion" && d.collectible !== false)
      : state.pool.map((name) => cardNamed(state, name).def).filter((d) => d.type === "minion"),
  );
}

/**
 * The halves that change `base` into a well-formed text with `donor`, in order top, bottom: of those, with
 * `offers`, only the halves whose result the game keeps (docs/rules.md §6.6).
 */
export function halfOptions(base: CardDef, donor: CardDef, offers: AssembleOffers | null = null): Half[] {
  const rule = offers ?? EVERY_RESULT;
  let byBase = halvesMemo.get(rule);
  if (byBase === undefined) halvesMemo.set(rule, (byBase = new WeakMap()));
  let byDonor = byBase.get(base);
  if (byDonor === undefined) byBase.set(base, (byDonor = new WeakMap()));
  let halves = byDonor.get(donor);
  if (halves === undefined)
    byDonor.set(
      donor,
      (halves = HALVES.filter(
        (h) => spliceProblem(base, donor, h) === null && (offers === null || offers(splice(base, donor, h))),
      )),
    );
  return halves.slice();
}

/**
 * Donors that can change `base` (docs/rules.md §3.9): the base itself excluded, sorted by name; with
 * `offers`, those with a half whose result the game keeps (§6.6).
 */
export function donorOptions(
  state: GameState,
  base: CardDef,
  offers: AssembleOffers | null = null,
): string[] {
  const memos = perPool(donorMemo, state, offers, () => new Map<CardDef, string[]>());
  return memo(memos, base, () =>
    pool(state)
      .filter((d) => d.name !== base.name && halfOptions(base, d, offers).length > 0)
      .map((d) => d.name)
      .sort(),
  ).slice();
}

/**
 * Bases for an Assemble of `trigger` minions (docs/rules.md §3.9): those with such a trigger and a donor
 * (with `offers`, a donor whose result the game keeps, §6.6), sorted.
 */
export function baseOptions(
  state: GameState,
  trigger: TriggerName,
  offers: AssembleOffers | null = null,
): string[] {
  const memos = perPool(baseMemo, state, offers, () => new Map<TriggerName, string[]>());
  return memo(memos, trigger, () =>
    pool(state)
      .filter((d) => d.text.some((c) => c.type === "trigger" && c.trigger === trigger))
      .filter((d) => donorOptions(state, d, offers).length > 0)
      .map((d) => d.name)
      .sort(),
  ).slice();
}
