/**
 * A SpellGrid state packed as bytes for the search (issue 13 item 3): its board (`GridCodec`) and the
 * number of its card side. A card side (the card game, the id maps and the rule auras last handed to
 * it) is interned once per search by its own bytes, what `spellGridKey` covers written out in full:
 * each entity's card (by its key and definition), owner, zone, order, stats and status; each side's hero,
 * Armor, mana, Fatigue, weapon and zones; the order counter and the chooser's seed; the rule auras
 * (without their origin), the pinned pool, the end-of-Phase steps, the Fatigue rule and the duel (as
 * text, numbered once per array); and the id maps. Equal numbers are equal card sides, so equal bytes
 * are equal states. A successor shares the card side of the state it was expanded from until its
 * action changes it (copy on write), so most successors find theirs by identity, without encoding it.
 */
import type { CompiledCard, Entity, GameState, Side, Zone } from "../engine/cards";
import type { SpellGridState } from "../engine/spellgrid";
import { cardSideHint, sameCardSide, sameItems } from "./card-side";
import { GridCodec, type RuleCache } from "./grid-codec";
import { type Reader, StateStore, Writer } from "./packed";

/** One interned card side: the objects a decoded state shares (copy on write). */
interface CardSide {
  readonly game: GameState;
  readonly external: number[];
  readonly entityOf: (number | undefined)[];
  readonly ruleAuras: SpellGridState["ruleAuras"];
  readonly id: number;
}

/** The log of a decoded state: empty, and shared (an action copies it before it writes). */
const NO_LOG: Pick<SpellGridState, "log" | "depths" | "causes" | "nest"> = {
  log: Object.freeze([]) as unknown as SpellGridState["log"], // frozen: a write without a copy fails loudly
  depths: Object.freeze([]) as unknown as number[],
  causes: Object.freeze([]) as unknown as SpellGridState["causes"],
  nest: Object.freeze([]) as unknown as number[],
};

const ZONE: Record<Zone, number> = { deck: 0, hand: 1, board: 2, graveyard: 3 };

/** An aura's `origin` says where it comes from, not what it does: its text leaves it out. */
const withoutOrigin = (key: string, value: unknown) => (key === "origin" ? undefined : value);

/**
 * Numbers things by their text, once per object (for the parts that are replaced, never changed). An
 * array with the same items as the last one numbered (a copy, as `cloneGame` copies its end-of-Phase
 * steps) takes its number without being written out.
 */
class TextNumbers {
  private readonly byObject = new WeakMap<object, number>();
  private readonly byText = new Map<string, number>();
  private last: readonly unknown[] = [];
  private lastNumber = -1;

  constructor(private readonly text: (x: object) => string) {}

  of(x: object): number {
    if (Array.isArray(x) && this.lastNumber >= 0 && sameItems(x, this.last)) return this.lastNumber;
    let n = this.byObject.get(x);
    if (n === undefined) {
      const t = this.text(x);
      n = this.byText.get(t);
      if (n === undefined) this.byText.set(t, (n = this.byText.size));
      this.byObject.set(x, n);
    }
    if (Array.isArray(x)) {
      this.last = x;
      this.lastNumber = n;
    }
    return n;
  }
}

/** How many states' card sides are kept per hint for `sameCardSide` to find (bounds a miss's cost). */
const KEPT_PER_HINT = 8;

/** Packs and unpacks the states of one SpellGrid level. */
export class SpellGridCodec {
  /** Card sides are numbered per search: only this codec decodes its bytes. */
  readonly portable = false;
  private readonly grid: GridCodec;
  private readonly sides: CardSide[] = [];
  private readonly sideBytes = new StateStore();
  /** The card side of the state last decoded. */
  private current: CardSide | null = null;
  /** The card side last found for a state whose action changed it (its siblings often end the same). */
  private last: CardSide | null = null;
  /**
   * The card game, id maps and rule auras of the state `last` was found for (never changed in place once
   * found: `sideOf` marks them shared): a state holding the same ones has that side, without comparing
   * (siblings that play one card on different tiles hold the same maps, card-memo.ts and ids.ts `link`).
   */
  private lastGame: SpellGridState["game"] | null = null;
  private lastExternal: SpellGridState["external"] | null = null;
  private lastEntityOf: SpellGridState["entityOf"] | null = null;
  private lastAuras: SpellGridState["ruleAuras"] | null = null;
  /**
   * The card sides met, filed by their hint (`cardSideHint`): each interned one, and beside it up to
   * `KEPT_PER_HINT` other states' objects found equal to it by their bytes (a card play remembered,
   * card-memo.ts, hands the same game to later states, which then match by identity).
   */
  private readonly byHint = new Map<number, CardSide[]>();
  private readonly w = new Writer();
  /**
   * Cards are numbered by their key and definition: a card whose Spellburst is spent (`spentCard`) keeps
   * its definition word for word but plays without it, and a Silenced one (`silencedCard`) plays as a
   * text-less card; each has a key of its own. One key and one definition are one card as it plays.
   */
  private readonly cards = new TextNumbers(
    (c) => `${(c as CompiledCard).key} ${JSON.stringify((c as CompiledCard).def)}`,
  );
  /** The rule auras, the pinned pool and the end-of-Phase steps, each numbered by its text. */
  private readonly auras = new TextNumbers((x) => JSON.stringify(x, withoutOrigin));
  private readonly pools = new TextNumbers((x) => JSON.stringify(x, withoutOrigin));
  private readonly steps = new TextNumbers((x) => JSON.stringify(x, withoutOrigin));
  private readonly state: SpellGridState;

  constructor(start: SpellGridState, rules: RuleCache) {
    this.grid = new GridCodec(start.level, rules);
    this.state = { ...start, level: this.grid.level, log: [], depths: [], causes: [], nest: [] };
  }

  /** Append `s` to `w`: its board, then its card side's number. */
  encode(s: SpellGridState, w: Writer): void {
    this.grid.encode(s.level, w);
    w.u32(this.sideOf(s).id);
  }

  /** The state `r` reads, in the codec's one state (valid until the next decode). */
  decode(r: Reader): SpellGridState {
    this.grid.decode(r);
    this.current = this.sides[r.u32()];
    return this.withSide();
  }

  /** The state last decoded, written again into the codec's state after an action changed it in place. */
  restore(): SpellGridState {
    this.grid.restore();
    return this.withSide();
  }

  /**
   * Whether `s` is the state last decoded or restored, nothing of it changed: its board unchanged
   * (`GridCodec.unchanged`) and its card side the one decoded, the same objects (never changed in
   * place: an action copies them first).
   */
  unchanged(s: SpellGridState): boolean {
    const c = this.current;
    return (
      c !== null &&
      s === this.state &&
      this.grid.unchanged(s.level) &&
      s.game === c.game &&
      s.external === c.external &&
      s.entityOf === c.entityOf &&
      s.ruleAuras === c.ruleAuras
    );
  }

  /** The codec's state with the card side last decoded, shared (never changed: an action copies it first), and no log. */
  private withSide(): SpellGridState {
    const s = this.state;
    const side = this.current!;
    s.level = this.grid.level;
    s.game = side.game;
    s.external = side.external;
    s.entityOf = side.entityOf;
    s.ruleAuras = side.ruleAuras;
    s.gameShared = true;
    s.idsShared = true;
    s.log = NO_LOG.log;
    s.depths = NO_LOG.depths;
    s.causes = NO_LOG.causes;
    s.nest = NO_LOG.nest;
    s.logShared = true; // an action copies these (empty) arrays before it writes to them
    return s;
  }

  /**
   * The interned card side of `s`: the decoded state's when `s` still shares it; the one last found
   * when `s` holds the very parts (card game, id maps, rule auras) it was found for, or when `s`'s side
   * is certainly equal to it (`sameCardSide`); one filed under `s`'s hint (`cardSideHint`) when `s`'s is
   * certainly equal to it; else found by its bytes (and filed). Every way gives the number its bytes
   * would: tests/solver/card-side-ids.test.ts.
   */
  private sideOf(s: SpellGridState): CardSide {
    const c = this.current;
    if (
      c !== null &&
      c.game === s.game &&
      c.external === s.external &&
      c.entityOf === s.entityOf &&
      c.ruleAuras === s.ruleAuras
    )
      return c;
    s.gameShared = true; // interned or equal to an interned one: never changed in place (an action copies it first)
    s.idsShared = true;
    const l = this.last;
    if (
      l !== null &&
      s.game === this.lastGame &&
      s.external === this.lastExternal &&
      s.entityOf === this.lastEntityOf &&
      s.ruleAuras === this.lastAuras
    )
      return l;
    if (l !== null && sameCardSide(s, l)) return this.found(s, l);
    const hint = cardSideHint(s);
    let met = this.byHint.get(hint);
    if (met === undefined) this.byHint.set(hint, (met = []));
    for (let i = 0; i < met.length; i++) if (sameCardSide(s, met[i])) return this.found(s, met[i]);
    const known = this.sides.length;
    const side = this.interned(s);
    if (this.sides.length > known)
      met.unshift(side); // new: first in its hint's list, whatever its length
    else if (met.length < KEPT_PER_HINT)
      met.push({
        game: s.game,
        external: s.external,
        entityOf: s.entityOf,
        ruleAuras: s.ruleAuras,
        id: side.id,
      });
    return this.found(s, side);
  }

  /** `side`, found for `s`: the side last found, and `s`'s parts the ones it was found for. */
  private found(s: SpellGridState, side: CardSide): CardSide {
    this.last = side;
    this.lastGame = s.game;
    this.lastExternal = s.external;
    this.lastEntityOf = s.entityOf;
    this.lastAuras = s.ruleAuras;
    return side;
  }

  /** The card side of `s` found by its bytes, interned when new. */
  private interned(s: SpellGridState): CardSide {
    const w = this.w;
    w.reset();
    this.writeCardSide(s, w);
    const added = this.sideBytes.add(w, 0, 0);
    const id = added ? this.sideBytes.size - 1 : this.sideBytes.lastFound;
    if (added)
      this.sides.push({
        game: s.game,
        external: s.external,
        entityOf: s.entityOf,
        ruleAuras: s.ruleAuras,
        id,
      });
    return this.sides[id];
  }

  /** Append the bytes of `s`'s card side to `w` (what equal card sides share; numbered per codec). */
  writeCardSide(s: SpellGridState, w: Writer): void {
    const g = s.game;
    w.u32(g.entities.length);
    for (const e of g.entities) this.entity(e, w);
    for (const side of g.sides) this.side(side, w);
    w.u32(g.lastOrder);
    w.u32(g.rng);
    w.u32(this.auras.of(g.ruleAuras));
    w.u32(g.pool === null ? 0 : this.pools.of(g.pool) + 1);
    w.u32(this.steps.of(g.endOfPhase));
    w.str(g.fatigue);
    w.str(g.duel === null ? "" : JSON.stringify(g.duel));
    w.u32(s.external.length);
    for (const x of s.external) w.u32(x);
    w.u32(s.entityOf.length);
    for (const x of s.entityOf) w.u32(x === undefined ? -1 : x);
    w.u32(this.auras.of(s.ruleAuras));
  }

  private entity(e: Entity, w: Writer): void {
    w.u32(e.card === null ? 0 : this.cards.of(e.card) + 1);
    w.u8(
      e.owner |
        (ZONE[e.zone] << 1) |
        (e.pendingDestroy ? 8 : 0) |
        (e.frozen ? 16 : 0) |
        (e.shielded ? 32 : 0) |
        (e.stealthed ? 64 : 0) |
        (e.reborn ? 128 : 0),
    );
    w.u32(e.order);
    w.u32(e.cost);
    w.u32(e.attack);
    w.u32(e.health);
    w.u32(e.maxHealth);
    w.u32(e.diedAt);
    w.u32(e.entered);
    w.u32(e.attacks | (e.frenzied ? 1 << 16 : 0));
  }

  private side(side: Side, w: Writer): void {
    w.u32(side.hero);
    w.u32(side.armor);
    w.u32(side.mana);
    w.u32(side.maxMana);
    w.u32(side.fatigue);
    w.u32(side.weapon === null ? -1 : side.weapon);
    for (const zone of [side.deck, side.hand, side.board, side.graveyard]) {
      w.u32(zone.length);
      for (const id of zone) w.u32(id);
    }
  }
}
