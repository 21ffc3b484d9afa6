import type {
  AuraClause,
  CardDef,
  EffectClause,
  Keyword,
  Stacking,
  TriggerName,
  TriggerScope,
} from "./card-def";
import type { Cause, Origin } from "./causes";
import type { LogRecord } from "./events";

/** A handle (Module 1): issued once, never reused; the index of the entity in `GameState.entities`. */
export type Id = number;
export type Player = 0 | 1;
export type Zone = "deck" | "hand" | "board" | "graveyard";

/** A card definition prepared for the engine: its clauses grouped once, at registration. */
export interface CompiledCard {
  readonly def: CardDef;
  readonly name: string;
  /** A hash of the whole definition: its identity in state hashes. */
  readonly key: number;
  /** Each trigger with the effect clauses that follow it, up to the next trigger, aura or keyword. */
  readonly triggers: readonly CompiledTrigger[];
  readonly auras: readonly AuraClause[];
  /** A spell's effects: its effect clauses in order (a minion has none outside its triggers). */
  readonly effects: readonly EffectClause[];
  /** Its keywords (docs/rules.md §3.10), in text order. */
  readonly keywords: readonly Keyword[];
  /** Its Spell Damage, the total N of its `spellDamage` keyword (0 without one; docs/rules.md §3.10). */
  readonly spellDamage: number;
  /** A Silenced minion's card (docs/rules.md §3.10, src/engine/cards/silence.ts): its card with no text. */
  readonly silenced?: true;
}

/** One trigger of a compiled card: its name, scope and the effects it runs, grouped at registration (registry.ts). */
export interface CompiledTrigger {
  /** The trigger's index among the card's triggers: with the source id, it names "that same trigger". */
  readonly index: number;
  readonly trigger: TriggerName;
  readonly scope: TriggerScope;
  readonly effects: readonly EffectClause[];
}

/**
 * Everything the engine knows about one id. Heroes have `card: null`. A weapon keeps its Durability as
 * its `health` (and its printed Durability as `maxHealth`): it loses one per attack and leaves play at 0
 * in the Death Creation Step, as a minion does (docs/rules.md §3.10).
 */
export interface Entity {
  id: Id;
  card: CompiledCard | null;
  owner: Player;
  zone: Zone;
  /** Order of play, stamped on entry to play only (0 = never in play). */
  order: number;
  cost: number;
  attack: number;
  health: number;
  maxHealth: number;
  pendingDestroy: boolean;
  /** Board index remembered when the Death Creation Step removed it (-1 otherwise). */
  diedAt: number;
  /** The duel turn in which it last entered play (0 outside a duel): summoning sickness (docs/rules.md §3.10). */
  entered: number;
  /** Attacks this turn that reached combat; a cancelled one is not counted (docs/rules.md §3.10). */
  attacks: number;
  /** Frozen: misses its next attack (docs/rules.md §3.10). */
  frozen: boolean;
  /** Its Divine Shield is up (set from the card's keyword when the entity is made). */
  shielded: boolean;
  /** It is in Stealth (set from the card's keyword when the entity is made; lost for good, docs/rules.md §3.10). */
  stealthed: boolean;
  /** Its Reborn is still to come (set from the card's keyword when the entity is made; a Reborn copy has none, docs/rules.md §3.10). */
  reborn: boolean;
  /** Its Frenzy has triggered (docs/rules.md §3.10): a frenzy trigger answers once per minion. */
  frenzied: boolean;
}

/** One player's side (docs/rules.md §3.1, §3.10): hero, Armor, mana, Fatigue, weapon and zones. */
export interface Side {
  hero: Id;
  armor: number;
  /** Mana crystals available this turn, and the player's crystals (duels, docs/rules.md §3.10). */
  mana: number;
  maxMana: number;
  /** The Fatigue counter: how much the next empty-deck draw deals under the `damage` Fatigue rule. */
  fatigue: number;
  /** The equipped weapon (in play, not on the board list), or null. */
  weapon: Id | null;
  deck: Id[];
  hand: Id[];
  board: Id[];
  graveyard: Id[];
}

/** An aura as the snapshot holds it (docs/rules.md §3.4): a closed union. */
export type Aura =
  | {
      kind: "triggerMultiplier";
      trigger: TriggerName;
      times: number;
      stacking: Stacking;
      /** "friendly": its source's owner's minions (cards); "all": both players' (grid rules). */
      scope: "friendly" | "all";
      /** Where a rule aura no minion carries comes from (SpellGrid: its rule); opaque to the engine. */
      origin?: Origin;
    }
  | { kind: "triggerCap"; trigger: TriggerName; times: number; origin?: Origin }
  | { kind: "damageRedirect"; from: "friendlyHero" };

/** One aura in the snapshot, with the minion that emits it (null for a rule aura no minion carries). */
export interface SnapshotAura {
  source: Id | null;
  owner: Player | null;
  aura: Aura;
}

/**
 * The steps run when the outermost Phase ends (docs/rules.md §3.3); their order is data in the state.
 * `heroDeaths` (duels, docs/rules.md §3.10) follows the Death Creation Step: a hero at 0 or less Health dies
 * (the game ends when the Sequence does).
 */
export type EndOfPhaseStep = "deathCreation" | "heroDeaths" | "auraUpdate";

/**
 * The steps of a duel's Start of Turn and End of Turn (docs/rules.md §3.10), run in the order the state's
 * lists give: `announceStart`/`announceEnd` log `TurnStarted`/`TurnEnded`; `triggers` fills their
 * Queues (start- or end-of-turn triggers); `endPhase` ends the outermost Phase there (the end-of-Phase
 * steps run: the dead leave play before the next step); `gainCrystal`, `refill`, `ready` (attack counts
 * back to 0), `draw` and `thaw` do what they say.
 */
export type TurnStep =
  | "announceStart"
  | "gainCrystal"
  | "refill"
  | "ready"
  | "triggers"
  | "endPhase"
  | "draw"
  | "announceEnd"
  | "thaw";

/** What drawing from an empty deck does (docs/rules.md §3.1, §3.10): the course logs it; a duel deals 1, 2, 3… */
export type FatigueRule = "logOnly" | "damage";

/** Who won a duel: a player, both heroes at once (a draw), or nobody yet. */
export type Winner = Player | "draw" | null;

/** A duel's turn structure (docs/rules.md §3.10): plain data; null in the course's game. */
export interface Duel {
  /** The turn number: 1 is player 0's first turn, 2 player 1's first, and so on (0 before the first). */
  turn: number;
  /** Whose turn it is. */
  active: Player;
  winner: Winner;
  /** The Start of Turn's and End of Turn's steps, in order. */
  startOfTurn: TurnStep[];
  endOfTurn: TurnStep[];
}

/** Hearthstone's limits (docs/rules.md §3.1) and the Sequence budget (§3.2), data from src/content/. */
export interface Limits {
  readonly board: number;
  readonly hand: number;
  readonly heroHealth: number;
  readonly deathPhases: number;
  /** The most events one Sequence may log. */
  readonly sequenceEvents: number;
  /** The most trigger activations (`Triggered` events) one Sequence may run. */
  readonly sequenceActivations: number;
  /** The most mana crystals a player can have (duels). */
  readonly mana: number;
}

/** The whole card game: plain data, so it can be cloned, hashed and compared. */
export interface GameState {
  entities: Entity[];
  sides: [Side, Side];
  /** The last order of play issued. */
  lastOrder: number;
  /** Minions in play (both boards), ascending order of play. */
  inPlay: Id[];
  /** The card registry, by name. Never mutated: registering makes a new Map (copy on write). */
  cards: ReadonlyMap<string, CompiledCard>;
  /**
   * Assemble's pool pinned by the game's setup (a SpellGrid level's `pool`): the names of the minions
   * bases and donors come from; null for the course's pool, every collectible minion registered
   * (docs/rules.md §3.9). Never mutated (shared by clones).
   */
  pool: readonly string[] | null;
  snapshot: SnapshotAura[];
  /** Auras no minion carries (SpellGrid's rules); they enter the snapshot at the next Aura Update. */
  ruleAuras: Aura[];
  endOfPhase: EndOfPhaseStep[];
  /** What an empty-deck draw does (data: the course's game and a duel differ only here and in `duel`). */
  fatigue: FatigueRule;
  /** The duel's turns, mana and winner; null in the course's game (docs/rules.md §3.10). */
  duel: Duel | null;
  limits: Limits;
  /** The default chooser's pseudo-random state (docs/rules.md §3.9). */
  rng: number;
  /** The journal: every event `log()` shows and the records it leaves out (`IN_LOG`), in order. */
  log: LogRecord[];
  /** Nesting depth of each record, for `logTree()`. */
  depths: number[];
  /** Why each record happened (docs/rules.md §3.11), parallel to `log`. */
  causes: Cause[];
}

/** What a choice is about (docs/rules.md §3.9) and the callback that makes it. */
export type ChoiceKind = "base" | "donor" | "half";
export type Chooser = (kind: ChoiceKind, options: string[]) => string;
