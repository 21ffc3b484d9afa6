/**
 * The solver's forward model: a level's start state, its legal actions with their successor states,
 * and a canonical hash. Search code sees only this interface, so pure Baba levels (the grid engine)
 * and SpellGrid levels (both engines) are searched alike.
 */
import type { Content } from "../content/content";
import type { LevelDef } from "../harness";
import { levelKind } from "../play/apply";
import type { PlayerAction } from "../play/notation";
import { babaModel } from "./baba-moves";
import type { Reader, Writer } from "./packed";
import type { Skip } from "./skipped";
import { spellGridModel } from "./spellgrid-moves";

/** One legal action and the state it leads to. */
export interface Successor<S> {
  readonly action: PlayerAction;
  readonly state: S;
}

/**
 * A state packed as bytes and back (issue 13 item 3): equal bytes are equal states, and equal states
 * (the ones a canonical hash calls equal) give equal bytes. A codec caches what it decodes (rules, card
 * sides, numbered once and kept), so a model makes one and every search of it reuses it: a search
 * builds nothing per level. A codec is used by one search at a time (searches are synchronous).
 */
export interface Codec<S> {
  /** Whether another thread's codec of the same model decodes these bytes (no per-search numbering). */
  readonly portable: boolean;
  /** Append the bytes of `s` to `w`. */
  encode(s: S, w: Writer): void;
  /**
   * The state `r` reads from its position (the codec's own state, reused: valid until the next
   * decode; successors of it are fresh copies).
   */
  decode(r: Reader): S;
  /**
   * Decode the state `r` reads and visit each of its successors, in the order `Model.successors`
   * lists them, with its number in that list and its action. Each successor is built in place, in the
   * codec's own state, which is put back before the next one (issue 13 item 3: nothing is copied per
   * successor), so a visited state is valid only during its visit. After the last it is left as it is
   * (the next decode writes the whole state). A visit that returns true is the last: the successors
   * after it are not played (a script's state needs one successor; a won search, none more). An action
   * skipped (`skipped.ts`: refused for a limit, or a step asking the chooser) is told to `skip`, with the
   * number the next successor would have.
   */
  expand(r: Reader, visit: (s: S, j: number, action: PlayerAction) => unknown, skip?: Skip): void;
  /**
   * Whether `s`, the successor being visited (`expand`), is certainly the state expanded: nothing its
   * bytes hold was written (a step into a wall, a wait). False means not known: encode it. A search
   * skips such a successor without encoding it, for it is in its store already (a quarter of the
   * successors of the SpellGrid levels).
   */
  unchanged(s: S): boolean;
}

/**
 * A searchable game. `successors` lists every legal action in a fixed order (so searches are
 * reproducible); states it returns are fresh copies the caller owns.
 */
export interface Model<S> {
  readonly start: S;
  hash(s: S): number;
  won(s: S): boolean;
  lost(s: S): boolean;
  /** Whether some object of `s` is WIN (hints.ts: what an exhausted search saw); absent: never asked. */
  hasWin?(s: S): boolean;
  successors(s: S): Successor<S>[];
  /**
   * Every successor number `Codec.expand` gives is below this (a Baba level: its four steps and the
   * wait); absent, no bound is known and the shared search (`solveShared`) leaves the model to `solve`.
   */
  readonly actions?: number;
  /** The state after one action (a copy); throws if the action is not legal here. */
  apply(s: S, action: PlayerAction): S;
  /** The codec of this game's states (made on first use, then the same one for every search). */
  codec(): Codec<S>;
}

/**
 * The model of a level played with `content` (its content root's, or the repository's): the grid
 * engine alone for a pure Baba level, SpellGrid otherwise.
 */
export function modelOf(def: LevelDef, content: Content): Model<unknown> {
  const kind = levelKind(def);
  switch (kind) {
    case "baba":
      return babaModel(def, content) as Model<unknown>;
    case "spellgrid":
      return spellGridModel(def, content) as Model<unknown>;
    default:
      return kind satisfies never;
  }
}
