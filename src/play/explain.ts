/**
 * The log in words (docs/rules.md §3.11): one human renderer, for the terminal and the playground. Each
 * record of a journal becomes a sentence with names (`Powder Keg #33 took 1 damage from Whirlwind`);
 * `why.ts` follows a line's causes back to the player's action, `names.ts` says how things are named. It
 * reads the causes the engine recorded when things happened; it reconstructs nothing from the finished log.
 */
import type {
  ActivationCount,
  Agent,
  AuraCredit,
  Cause,
  Journal,
  LogRecord,
  MissedAura,
  RecordType,
  TriggerName,
  TurnStep,
} from "../engine/cards";
import type { Names } from "./names";
import type { Session } from "./session";

/** One line of the explained log: its line in the journal (0-based), its depth in the tree, its sentence. */
export interface ExplainedLine {
  line: number;
  depth: number;
  text: string;
}

/** How each trigger is named in a sentence: `Powder Keg #33's Deathrattle`. */
const TRIGGER_WORDS: Readonly<Record<TriggerName, string>> = {
  battlecry: "Battlecry",
  deathrattle: "Deathrattle",
  damaged: "damage trigger",
  afterSummon: "summon trigger",
  attack: "attack trigger",
  startOfTurn: "start-of-turn trigger",
  endOfTurn: "end-of-turn trigger",
};

/** How each turn step is named as an agent: `the start of turn 3's draw`. */
const TURN_STEP_WORDS: Readonly<Record<TurnStep, string>> = {
  announceStart: "the start of the turn",
  gainCrystal: "the start of the turn",
  refill: "the start of the turn",
  ready: "the start of the turn",
  triggers: "the turn's triggers",
  draw: "the turn's draw",
  announceEnd: "the end of the turn",
  thaw: "the end of the turn",
};

/**
 * Who did it, as `from`/`by` names it: a spell, a minion's trigger, the player, an origin's label, a
 * character in combat, or a step of a turn.
 */
function agentName(by: Agent, names: Names): string {
  switch (by.kind) {
    case "action":
      return by.origin?.label ?? "the player";
    case "combat":
      return `${names.entity(by.source)}'s attack`;
    case "turn":
      return TURN_STEP_WORDS[by.step];
    case "effect":
      if (by.source === null || by.trigger === null) return by.card;
      return `${names.entity(by.source)}'s ${TRIGGER_WORDS[by.trigger]}`;
    default:
      return by satisfies never;
  }
}

/** The agent behind a cause that has one (a redirect's is the damage's own). */
export function agentOf(cause: Cause): Agent | null {
  switch (cause.kind) {
    case "action":
    case "effect":
    case "combat":
    case "turn":
      return cause;
    case "redirect":
      return cause.by;
    case "trigger":
    case "lethal":
    case "deathCreation":
    case "heroDeath":
      return null;
    default:
      return cause satisfies never;
  }
}

/** ` from Whirlwind` (or ` by …`): who did it, when the cause names someone. */
function from(cause: Cause, names: Names, word: "from" | "by" = "from"): string {
  const by = agentOf(cause);
  return by === null ? "" : ` ${word} ${agentName(by, names)}`;
}

/** An aura that counted: its minion, or its rule's label; a stale one says why it still counted. */
function creditText(c: AuraCredit, names: Names): string {
  if (c.source === null) return (c.aura.kind !== "damageRedirect" && c.aura.origin?.label) || "a rule aura";
  const minion = names.entity(c.source);
  return c.stale
    ? `${minion} had died, but its aura was still in the snapshot: the Aura Update ran before the Death Creation Step`
    : minion;
}

const MISSED_TEXT: Readonly<Record<MissedAura["reason"], (minion: string) => string>> = {
  leftPlay: (minion) => `${minion} had left play before the Aura Update`,
  otherPlayer: (minion) => `${minion}'s aura counts for its owner's minions only`,
};

/** `(2 of 2: DEATHRATTLE IS DOUBLE)`; nothing for a single activation that nothing touched. */
function countText(activation: number, count: ActivationCount, names: Names): string {
  const parts = [
    ...count.multipliers.map((c) => creditText(c, names)),
    ...count.caps.map((c) => `capped at ${"times" in c.aura ? c.aura.times : 1} by ${creditText(c, names)}`),
    ...count.missed.map((m) => MISSED_TEXT[m.reason](names.entity(m.source))),
  ];
  if (parts.length === 0 && count.times === 1) return "";
  return ` (${activation} of ${count.times}${parts.length > 0 ? `: ${parts.join("; ")}` : ""})`;
}

/** Why a minion was destroyed, as its `Destroyed` line ends: `(lethal damage from Whirlwind)`, `by Twisting Nether`. */
function destroyedText(cause: Cause, journal: Journal, names: Names): string {
  switch (cause.kind) {
    case "lethal":
      if (cause.line === null) return " (it had 0 or less Health)";
      if (journal.records[cause.line].type === "DurabilityLost") return " (its Durability reached 0)";
      return ` (lethal damage${from(journal.causes[cause.line], names)})`;
    case "action":
    case "effect":
    case "combat":
    case "turn":
      return ` by ${agentName(cause, names)}`;
    default:
      return "";
  }
}

type Sentence<K extends RecordType> = (
  r: Extract<LogRecord, { type: K }>,
  cause: Cause,
  names: Names,
  journal: Journal,
) => string;

/** One sentence per kind of record. */
const SENTENCES: { [K in RecordType]: Sentence<K> } = {
  Summoned: (r, cause, names) =>
    cause.kind === "action"
      ? `${names.entity(r.id)} was played`
      : `${names.entity(r.id)} was summoned${from(cause, names, "by")}`,
  Damaged: (r, cause, names) => {
    const took = `${names.entity(r.target)} took ${r.amount} damage${from(cause, names)}`;
    return cause.kind === "redirect"
      ? `${took} meant for ${names.entity(cause.hero)} (redirected by ${names.entity(cause.minion)})`
      : took;
  },
  Triggered: (r, cause, names) => {
    const triggered = `${names.entity(r.source)}'s ${TRIGGER_WORDS[r.trigger]} triggered`;
    return cause.kind === "trigger" ? triggered + countText(cause.activation, cause.count, names) : triggered;
  },
  Destroyed: (r, cause, names, journal) =>
    `${names.entity(r.id)} was destroyed${destroyedText(cause, journal, names)}`,
  DeathPhase: (r) => `Death Phase ${r.round} began`,
  Drew: (r, _c, names) => `${names.player(r.player)} drew ${names.entity(r.id)}`,
  Fatigue: (r, _c, names) => `${names.player(r.player)} had no card left to draw (Fatigue)`,
  Burned: (r, _c, names) => `${names.entity(r.id)} was burned: ${names.whose(r.player)} hand was full`,
  ArmorGained: (r, _c, names) => `${names.player(r.player)} gained ${r.amount} Armor`,
  ArmorLost: (r, _c, names) => `${names.whose(r.player)} Armor absorbed ${r.amount} damage`,
  StatsChanged: (r, _c, names) => `${names.entity(r.id)} became ${r.attack}/${r.health}`,
  SpellCast: (r) => `${r.card} was cast`,
  TextSpawned: (r, _c, names) => `${names.entity(r.source)} wrote ${r.word} on its tile`,
  TurnStarted: (r, _c, names) => `Turn ${r.turn} began: ${names.whose(r.player)} turn`,
  TurnEnded: (r, _c, names) => `Turn ${r.turn} ended: ${names.whose(r.player)} turn`,
  ManaCrystalGained: (r, _c, names) =>
    `${names.player(r.player)} gained a mana crystal (${r.maxMana} in all)`,
  ManaRefilled: (r, _c, names) => `${names.whose(r.player)} mana was refilled to ${r.mana}`,
  ManaSpent: (r, cause, names) =>
    `${names.player(r.player)} spent ${r.amount} mana${cause.kind === "action" ? "" : from(cause, names, "by")}`,
  ManaGained: (r, cause, names) =>
    `${names.player(r.player)} gained ${r.amount} mana this turn${from(cause, names)}`,
  Attacked: (r, _c, names) => `${names.entity(r.attacker)} attacked ${names.entity(r.defender)}`,
  DivineShieldLost: (r, cause, names) =>
    `${names.entity(r.id)}'s Divine Shield absorbed the damage${from(cause, names)} and was lost`,
  Healed: (r, cause, names) =>
    `${names.entity(r.target)} was healed ${r.amount}${from(cause, names, "by")} (Lifesteal)`,
  Frozen: (r, cause, names) => `${names.entity(r.id)} was Frozen${from(cause, names, "by")}`,
  Thawed: (r, _c, names) => `${names.entity(r.id)} thawed: it had not used its attack this turn`,
  WeaponEquipped: (r, _c, names) => `${names.player(r.player)} equipped ${names.entity(r.id)}`,
  DurabilityLost: (r, _c, names) => `${names.entity(r.id)} lost 1 Durability (${r.durability} left)`,
  GameOver: (r, cause, names) => {
    const result = r.winner === "draw" ? "a draw" : `${names.player(r.winner)} won`;
    const heroes = cause.kind === "heroDeath" ? cause.heroes.map((h) => names.entity(h)).join(" and ") : "";
    return `The game is over: ${result}${heroes ? ` (${heroes} at 0 or less Health)` : ""}`;
  },
  Assembled: (r, cause, names) => {
    const by = agentOf(cause);
    const who = by === null ? "Assemble" : agentName(by, names);
    return `${who} assembled ${r.card} from ${r.base} with ${r.donor}'s ${r.half} half: ${r.text || "(no text)"}`;
  },
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The sentence of one line of a journal. */
export function explainLine(journal: Journal, line: number, names: Names): string {
  const r = journal.records[line];
  const sentence = SENTENCES[r.type] as Sentence<RecordType>;
  return capitalised(sentence(r as never, journal.causes[line], names, journal));
}

/** Every line of a journal in words, with its depth in the tree (the records `log()` leaves out included). */
export function explainJournal(journal: Journal, names: Names): ExplainedLine[] {
  return journal.records.map((_, line) => ({
    line,
    depth: journal.depths[line],
    text: explainLine(journal, line, names),
  }));
}

/** The explained log as text: one numbered line each (1-based), indented two spaces per depth. */
export function formatExplained(lines: readonly ExplainedLine[]): string {
  const width = String(lines.length).length;
  return lines
    .map((l) => `${String(l.line + 1).padStart(width)}. ${"  ".repeat(l.depth)}${l.text}\n`)
    .join("");
}

const NO_RECORDS: Journal = { records: [], depths: [], causes: [] };

/** The journal of a session's last action (none on a pure Baba level: the grid logs nothing yet). */
export function journalOf(session: Session): Journal {
  return session.engine.kind === "spellgrid" ? session.engine.game.journal() : NO_RECORDS;
}
