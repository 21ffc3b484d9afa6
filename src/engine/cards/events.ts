import type { Half } from "./assemble";
import type { TriggerName } from "./card-def";
import type { Id, Player, Winner } from "./types";

/**
 * The game's events (docs/api.md "GameEvent"), past tense, each carrying every field a reader needs.
 * The log is append-only; `Burned` (docs/rules.md §3.1) and `TextSpawned` (docs/rules.md §4, SpellGrid) are ours,
 * and so are the duel's (docs/rules.md §3.10), from `TurnStarted` on: the course's game never logs them.
 */
export type GameEvent =
  | { type: "Summoned"; id: Id }
  | { type: "Damaged"; target: Id; amount: number }
  | { type: "Triggered"; source: Id; trigger: TriggerName }
  | { type: "Destroyed"; id: Id }
  | { type: "DeathPhase"; round: number }
  | { type: "Drew"; player: Player; id: Id }
  | { type: "Fatigue"; player: Player }
  | { type: "Burned"; player: Player; id: Id }
  | { type: "ArmorGained"; player: Player; amount: number }
  | { type: "ArmorLost"; player: Player; amount: number }
  | { type: "StatsChanged"; id: Id; attack: number; health: number }
  | { type: "SpellCast"; card: string }
  | { type: "TextSpawned"; source: Id; word: string }
  | { type: "TurnStarted"; player: Player; turn: number }
  | { type: "TurnEnded"; player: Player; turn: number }
  | { type: "ManaCrystalGained"; player: Player; maxMana: number }
  | { type: "ManaRefilled"; player: Player; mana: number }
  | { type: "ManaSpent"; player: Player; amount: number }
  | { type: "ManaGained"; player: Player; amount: number }
  | { type: "Attacked"; attacker: Id; defender: Id }
  | { type: "DivineShieldLost"; id: Id }
  | { type: "StealthLost"; id: Id }
  | { type: "Overkill"; source: Id; target: Id }
  | { type: "Healed"; target: Id; amount: number }
  | { type: "Frozen"; id: Id }
  | { type: "Thawed"; id: Id }
  | { type: "Silenced"; id: Id }
  | { type: "Transformed"; id: Id; from: string; to: string }
  | { type: "WeaponEquipped"; player: Player; id: Id }
  | { type: "DurabilityLost"; id: Id; durability: number }
  | { type: "GameOver"; winner: Exclude<Winner, null> };

export type EventType = GameEvent["type"];

/**
 * What an `assemble` effect built (docs/rules.md §3.11): the new card's name, its base, donor and half,
 * and its text as the card renderer writes it. A record of the journal that the course's log leaves out
 * (the course: "Getting the Assembled minion records no event").
 */
export interface AssembledRecord {
  type: "Assembled";
  card: string;
  base: string;
  donor: string;
  half: Half;
  text: string;
}

/**
 * A summon that found its owner's board full (docs/rules.md §3.3, §3.11): the card that would have been
 * summoned, whose board it was and the limit it had reached. Nothing entered play, so the course's log has no
 * event for it; the journal keeps it under the trigger or Reborn that tried, so `why` can say why nothing
 * appeared.
 */
export interface NotSummonedRecord {
  type: "NotSummoned";
  card: string;
  player: Player;
  limit: number;
}

/** One record of the game's journal (`GameState.log`): an event, or a record the course's log leaves out. */
export type LogRecord = GameEvent | AssembledRecord | NotSummonedRecord;
export type RecordType = LogRecord["type"];

/**
 * Which records `log()` and `logTree()` show (docs/rules.md §3.11): every event, and no other record.
 * The journal holds them all in order, so a reader of the explained log sees them where they happened.
 */
export const IN_LOG = {
  Summoned: true,
  Damaged: true,
  Triggered: true,
  Destroyed: true,
  DeathPhase: true,
  Drew: true,
  Fatigue: true,
  Burned: true,
  ArmorGained: true,
  ArmorLost: true,
  StatsChanged: true,
  SpellCast: true,
  TextSpawned: true,
  TurnStarted: true,
  TurnEnded: true,
  ManaCrystalGained: true,
  ManaRefilled: true,
  ManaSpent: true,
  ManaGained: true,
  Attacked: true,
  DivineShieldLost: true,
  StealthLost: true,
  Overkill: true,
  Healed: true,
  Frozen: true,
  Thawed: true,
  Silenced: true,
  Transformed: true,
  WeaponEquipped: true,
  DurabilityLost: true,
  GameOver: true,
  Assembled: false,
  NotSummoned: false,
} as const satisfies { [K in RecordType]: K extends EventType ? true : false };

/** Is this record one of the log's events? */
export function isEvent(record: LogRecord): record is GameEvent {
  return IN_LOG[record.type];
}

/** The log's events of a journal (`log()`): the records `IN_LOG` shows, in order. */
export function eventsOf(records: readonly LogRecord[]): GameEvent[] {
  return records.filter(isEvent);
}

/** Each event's fields in docs/api.md's order: `logTree()` writes them in this order. */
export const EVENT_FIELDS = {
  Summoned: ["id"],
  Damaged: ["target", "amount"],
  Triggered: ["source", "trigger"],
  Destroyed: ["id"],
  DeathPhase: ["round"],
  Drew: ["player", "id"],
  Fatigue: ["player"],
  Burned: ["player", "id"],
  ArmorGained: ["player", "amount"],
  ArmorLost: ["player", "amount"],
  StatsChanged: ["id", "attack", "health"],
  SpellCast: ["card"],
  TextSpawned: ["source", "word"],
  TurnStarted: ["player", "turn"],
  TurnEnded: ["player", "turn"],
  ManaCrystalGained: ["player", "maxMana"],
  ManaRefilled: ["player", "mana"],
  ManaSpent: ["player", "amount"],
  ManaGained: ["player", "amount"],
  Attacked: ["attacker", "defender"],
  DivineShieldLost: ["id"],
  StealthLost: ["id"],
  Overkill: ["source", "target"],
  Healed: ["target", "amount"],
  Frozen: ["id"],
  Thawed: ["id"],
  Silenced: ["id"],
  Transformed: ["id", "from", "to"],
  WeaponEquipped: ["player", "id"],
  DurabilityLost: ["id", "durability"],
  GameOver: ["winner"],
} as const satisfies { [K in EventType]: readonly Exclude<keyof Extract<GameEvent, { type: K }>, "type">[] };

/** Which fields of each record name an entity (as opposed to a player, an amount or a word). */
export const ENTITY_FIELDS = {
  Summoned: ["id"],
  Damaged: ["target"],
  Triggered: ["source"],
  Destroyed: ["id"],
  DeathPhase: [],
  Drew: ["id"],
  Fatigue: [],
  Burned: ["id"],
  ArmorGained: [],
  ArmorLost: [],
  StatsChanged: ["id"],
  SpellCast: [],
  TextSpawned: ["source"],
  TurnStarted: [],
  TurnEnded: [],
  ManaCrystalGained: [],
  ManaRefilled: [],
  ManaSpent: [],
  ManaGained: [],
  Attacked: ["attacker", "defender"],
  DivineShieldLost: ["id"],
  StealthLost: ["id"],
  Overkill: ["source", "target"],
  Healed: ["target"],
  Frozen: ["id"],
  Thawed: ["id"],
  Silenced: ["id"],
  Transformed: ["id"],
  WeaponEquipped: ["id"],
  DurabilityLost: ["id"],
  GameOver: [],
  Assembled: [],
  NotSummoned: [],
} as const satisfies { [K in RecordType]: readonly Exclude<keyof Extract<LogRecord, { type: K }>, "type">[] };

/** One event as the course scenarios write it: `Triggered{source: 3, trigger: "deathrattle"}`. */
export function formatEvent(event: GameEvent): string {
  const fields = EVENT_FIELDS[event.type] as readonly string[];
  const record = event as unknown as Record<string, unknown>;
  const parts = fields.map((f) => `${f}: ${JSON.stringify(record[f])}`);
  return `${event.type}{${parts.join(", ")}}`;
}

/**
 * The log as an indented tree (docs/api.md "logTree"): one event per line, two spaces per level of
 * nesting, each line ending in a newline; an empty log gives "". Derived from the journal, never stored;
 * records the log leaves out (`IN_LOG`) are skipped.
 */
export function formatLogTree(records: readonly LogRecord[], depths: readonly number[]): string {
  let out = "";
  for (let i = 0; i < records.length; i++) {
    const r = records[i];
    if (isEvent(r)) out += `${"  ".repeat(depths[i])}${formatEvent(r)}\n`;
  }
  return out;
}
