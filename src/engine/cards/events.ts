import type { TriggerName } from "./card-def";
import type { Id, Player } from "./types";

/**
 * The game's events (docs/api.md "GameEvent"), past tense, each carrying every field a reader needs.
 * The log is append-only; `Burned` (docs/rules.md §3.1) and `TextSpawned` (docs/rules.md §4, SpellGrid) are ours.
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
  | { type: "TextSpawned"; source: Id; word: string };

export type EventType = GameEvent["type"];

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
} as const satisfies { [K in EventType]: readonly Exclude<keyof Extract<GameEvent, { type: K }>, "type">[] };

/** Which fields of each event name an entity (as opposed to a player, an amount or a word). */
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
} as const satisfies { [K in EventType]: readonly (typeof EVENT_FIELDS)[K][number][] };

/** One event as the course scenarios write it: `Triggered{source: 3, trigger: "deathrattle"}`. */
export function formatEvent(event: GameEvent): string {
  const fields = EVENT_FIELDS[event.type] as readonly string[];
  const record = event as unknown as Record<string, unknown>;
  const parts = fields.map((f) => `${f}: ${JSON.stringify(record[f])}`);
  return `${event.type}{${parts.join(", ")}}`;
}

/**
 * The log as an indented tree (docs/api.md "logTree"): one event per line, two spaces per level of
 * nesting, each line ending in a newline; an empty log gives "". Derived from the log, never stored.
 */
export function formatLogTree(events: readonly GameEvent[], depths: readonly number[]): string {
  let out = "";
  for (let i = 0; i < events.length; i++) out += `${"  ".repeat(depths[i])}${formatEvent(events[i])}\n`;
  return out;
}
