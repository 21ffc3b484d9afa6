/**
 * A replay's fingerprints (docs/rules.md §7): what its level and its cards were when it was recorded,
 * so a replay check can say "the level changed" or "the cards changed" apart from "the final state
 * differs". Both hash canonical JSON (keys sorted, `$schema` left out; a card also without its `rarity`,
 * which no rule of play reads), so reformatting a file or
 * reordering its fields changes nothing, and neither depends on any other file in levels/ or cards/.
 *
 * The cards a replay depends on (decided here; the issue left it open): the cards the level names
 * (`cards`, `hand`, and `pool` when the level pins its Assemble pool), the cards the replay's actions
 * name (played or cast, and every chooser answer that names a card: an Assemble's base and donor),
 * and, transitively, every card those summon. An Assemble with no pinned pool draws from every
 * collectible minion; the fingerprint does not cover all of them, because a replay records its
 * choices by name: its outcome depends on the base and donor it chose, not on the other options (a
 * new minion adds a Graft option but changes no recorded game).
 */
import { type CardDef, canonicalJson } from "../engine/cards";
import type { LevelDef } from "../harness";
import type { PlayerAction } from "./notation";

/** Two 32-bit FNV-style lanes over the text: a 64-bit fingerprint as 16 hex digits. */
export function fingerprintText(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x2545f491;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, "0");
  return hex(a) + hex(b);
}

/** Canonical JSON of a definition without `$schema` (which says where the file sits, not what it is). */
function canonical(def: object): string {
  const { $schema: _where, ...rest } = def as { $schema?: unknown };
  return canonicalJson(rest);
}

/**
 * Canonical JSON of a card as play reads it: without `$schema` and without `rarity` (read by the deck
 * rules only, docs/rules.md §3.12), as the state hash's `cardKey` leaves them out.
 */
function canonicalCard(def: CardDef): string {
  const { rarity: _deckRule, ...rest } = def;
  return canonical(rest);
}

/** The fingerprint of a level: its whole definition, canonically written. */
export function levelFingerprint(def: LevelDef): string {
  return fingerprintText(canonical(def));
}

/** The names of a level's pinned Assemble pool, if it pins one (`"pool": [card names]`). */
function pinnedPool(def: LevelDef): string[] {
  const pool = (def as { pool?: unknown }).pool;
  return Array.isArray(pool) ? pool.filter((n): n is string => typeof n === "string") : [];
}

/** The names of the cards a replay of `def` with `actions` depends on (see the file comment), sorted. */
export function replayCards(
  def: LevelDef,
  actions: readonly PlayerAction[],
  library: readonly CardDef[],
): string[] {
  const byName = new Map(library.map((d) => [d.name, d]));
  const roots = [
    ...(def.cards ?? []).map((c) => c.card),
    ...(def.hand ?? []),
    ...pinnedPool(def),
    ...actions.flatMap((a) => (a.type === "card" ? [a.card, ...a.choices] : [])),
  ];
  const found = new Set<string>();
  const visit = (name: unknown) => {
    if (typeof name !== "string" || found.has(name)) return;
    const card = byName.get(name);
    if (card === undefined) return; // an assembled card, a half, or a card that no longer exists
    found.add(name);
    for (const clause of card.text)
      if (clause.type === "effect" && (clause.effect === "summon" || clause.effect === "transform"))
        visit(clause.card);
  };
  for (const name of roots) visit(name);
  return [...found].sort();
}

/** The fingerprint of the cards a replay depends on: their names and definitions, by name. */
export function cardsFingerprint(
  def: LevelDef,
  actions: readonly PlayerAction[],
  library: readonly CardDef[],
): string {
  const byName = new Map(library.map((d) => [d.name, d]));
  return fingerprintText(
    `[${replayCards(def, actions, library)
      .map((n) => canonicalCard(byName.get(n)!))
      .join(",")}]`,
  );
}
