/**
 * The log in words (docs/rules.md §3.11, §5.7): one human renderer, for the terminal and the
 * playground. Each record of a journal, the card engine's and the grid's, becomes a sentence with
 * names (`Powder Keg #33 took 1 damage from Whirlwind`, `Baba #5 moved right to (6, 3)`; the grid's
 * sentences are explain-grid.ts's); `why.ts` follows a line's causes back to the player's action,
 * `names.ts` says how things are named. It reads the causes the engines recorded when things
 * happened; it reconstructs nothing from the finished log.
 */
import type {
  ActivationCount,
  Agent,
  AuraCredit,
  Cause,
  LogRecord,
  MissedAura,
  RecordType,
  TriggerName,
  TurnStep,
} from "../engine/cards";
import { isCardRecord, type JournalCause, type SpellGridJournal } from "../engine/spellgrid";
import { gridSentence, tilesText } from "./explain-grid";
import type { Names } from "./names";
import type { Session } from "./session";

/** A journal as the play layer reads it: the card engine's records, the grid's, or both in one tree. */
export type Journal = SpellGridJournal;

/** One line of the explained log: its line in the journal (0-based), its depth in the tree, its sentence. */
export interface ExplainedLine {
  line: number;
  depth: number;
  text: string;
  /** For a YOU object's `Moved` record: who moved and where to (a reader may summarise plain moves). */
  move: { who: string; dir: string } | null;
}

/**
 * How each trigger is named in a sentence, as the keyword names a Battlecry or a Deathrattle and the
 * Hearthstone Wiki names the rest ("triggered effects"): `Powder Keg #33's Deathrattle triggered`,
 * `Doomsayer #41's start-of-turn effect triggered`, `took 2 damage from Duel Dusk #44's end-of-turn effect`.
 */
const TRIGGER_WORDS: Readonly<Record<TriggerName, string>> = {
  battlecry: "Battlecry",
  deathrattle: "Deathrattle",
  damaged: "damage effect",
  afterSummon: "summon effect",
  attack: "attack effect",
  startOfTurn: "start-of-turn effect",
  endOfTurn: "end-of-turn effect",
  overkill: "Overkill",
  frenzy: "Frenzy",
  spellburst: "Spellburst",
};

/** How each turn step is named as an agent: `the start of turn 3's draw`. */
const TURN_STEP_WORDS: Readonly<Record<TurnStep, string>> = {
  announceStart: "the start of the turn",
  gainCrystal: "the start of the turn",
  refill: "the start of the turn",
  ready: "the start of the turn",
  triggers: "the turn's triggers",
  endPhase: "the turn's triggers",
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

/** The agent behind a cause that has one (a redirect's is the damage's own); a grid cause has none. */
export function agentOf(cause: JournalCause): Agent | null {
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
    case "poisoned":
    case "overkill":
    case "deathCreation":
    case "heroDeath":
    case "reborn":
    case "input":
    case "move":
    case "text":
    case "rule":
    case "hazard":
    case "win":
    case "bonus":
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

/** The text objects a rule aura's origin names (`detail.ids`, SpellGrid's seam 1), if any. */
export function originIds(c: AuraCredit): readonly number[] {
  const ids = c.aura.kind === "damageRedirect" ? undefined : c.aura.origin?.detail?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === "number") : [];
}

/**
 * An aura that counted: its minion, or its rule's label with the text objects that spell it
 * (`DEATHRATTLE IS DOUBLE on tiles #10, #11, #12`); a stale one says why it still counted.
 */
function creditText(c: AuraCredit, names: Names): string {
  if (c.source === null) {
    const label = (c.aura.kind !== "damageRedirect" && c.aura.origin?.label) || "a rule aura";
    const ids = originIds(c);
    return ids.length > 0 ? `${label} on ${tilesText(ids)}` : label;
  }
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
      return ` (lethal damage${from(journal.causes[cause.line] as Cause, names)})`;
    case "poisoned":
      return ` (Poisonous damage${from(journal.causes[cause.line] as Cause, names)})`;
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
      : cause.kind === "reborn"
        ? `${names.entity(r.id)} was summoned by ${names.entity(cause.source)}'s Reborn, with 1 Health`
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
  Overkill: (r, _c, names) =>
    `${names.entity(r.source)} dealt ${names.entity(r.target)} more damage than its Health (Overkill)`,
  StealthLost: (r, cause, names) =>
    `${names.entity(r.id)} lost its Stealth${cause.kind === "combat" ? " as it attacked" : " as it dealt damage"}`,
  Healed: (r, cause, names) =>
    `${names.entity(r.target)} was healed ${r.amount}${from(cause, names, "by")} (Lifesteal)`,
  Frozen: (r, cause, names) => `${names.entity(r.id)} was Frozen${from(cause, names, "by")}`,
  Silenced: (r, cause, names) => `${names.entity(r.id)} was Silenced${from(cause, names, "by")}`,
  Transformed: (r, cause, names) =>
    `${r.from} #${r.id} was Transformed into ${r.to}${from(cause, names, "by")}: a fresh minion in its place, not summoned`,
  Thawed: (r, _c, names) => `${names.entity(r.id)} thawed: it had not used its attack this turn`,
  WeaponEquipped: (r, _c, names) => `${names.player(r.player)} equipped ${names.entity(r.id)}`,
  DurabilityLost: (r, _c, names) => `${names.entity(r.id)} lost 1 Durability (${r.durability} left)`,
  GameOver: (r, cause, names) => {
    const result = r.winner === "draw" ? "a draw" : `${names.player(r.winner)} won`;
    const heroes = cause.kind === "heroDeath" ? cause.heroes.map((h) => names.entity(h)).join(" and ") : "";
    return `The game is over: ${result}${heroes ? ` (${heroes} at 0 or less Health)` : ""}`;
  },
  NotSummoned: (r, cause, names) => {
    const full = `${names.whose(r.player)} board was full (${r.limit} minions)`;
    const by =
      cause.kind === "reborn" ? ` by ${names.entity(cause.source)}'s Reborn` : from(cause, names, "by");
    return `No ${r.card} was summoned${by}: ${full}`;
  },
  Assembled: (r, cause, names) => {
    const by = agentOf(cause);
    const who = by === null ? "Assemble" : agentName(by, names);
    return `${who} assembled ${r.card} from ${r.base} with ${r.donor}'s ${r.half} half: ${r.text || "(no text)"}`;
  },
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The sentence of one line of a journal (a card record's or a grid record's). */
export function explainLine(journal: Journal, line: number, names: Names): string {
  const r = journal.records[line];
  const cause = journal.causes[line];
  if (!isCardRecord(r))
    return capitalised(gridSentence(journal, line, r, cause as never, names, (by) => agentName(by, names)));
  const sentence = SENTENCES[r.type] as Sentence<RecordType>;
  return capitalised(sentence(r as never, cause as Cause, names, journal));
}

/** Every line of a journal in words, with its depth in the tree (the records `log()` leaves out included). */
export function explainJournal(journal: Journal, names: Names): ExplainedLine[] {
  return journal.records.map((r, line) => ({
    line,
    depth: journal.depths[line],
    text: explainLine(journal, line, names),
    move: r.type === "Moved" ? { who: names.entity(r.id, line), dir: r.dir } : null,
  }));
}

/** How `formatExplained` keeps a long log readable. */
export interface Readable {
  /** Runs of at least this many moves that pushed and pulled nothing become one line (default: never). */
  many?: number;
  /** At most this many lines are shown; a last line says how many more there are (default: all). */
  max?: number;
}

/** A line as shown: the journal lines it stands for (1-based, `from`-`to`), its depth and text. */
interface Shown {
  from: number;
  to: number;
  depth: number;
  text: string;
}

/** Runs of `many` or more plain moves (a `Moved` with nothing nested under it) as one line each. */
function summarised(lines: readonly ExplainedLine[], many: number): Shown[] {
  const out: Shown[] = [];
  const plain = (i: number) => lines[i].move !== null && !(lines[i + 1]?.depth > lines[i].depth);
  for (let i = 0; i < lines.length; ) {
    let end = i;
    while (end < lines.length && plain(end) && lines[end].move?.dir === lines[i].move?.dir) end++;
    if (end - i >= many) {
      const who = lines.slice(i, end).map((l) => l.move!.who);
      const names = who.length > 3 ? `${who.slice(0, 3).join(", ")}, …` : who.join(", ");
      const [first, last] = [lines[i], lines[end - 1]];
      const text = `${end - i} objects moved ${first.move!.dir}: ${names}`;
      out.push({ from: first.line + 1, to: last.line + 1, depth: first.depth, text });
      i = end;
    } else {
      const l = lines[i++];
      out.push({ from: l.line + 1, to: l.line + 1, depth: l.depth, text: l.text });
    }
  }
  return out;
}

/**
 * The explained log as text: one numbered line each (1-based), indented two spaces per depth. With
 * `readable`, runs of plain moves become one line numbered by its range (`5-11. 7 objects moved right:
 * Rock #3, Rock #4, Rock #5, …`), and a log longer than `max` lines ends with how many more there are.
 */
export function formatExplained(lines: readonly ExplainedLine[], readable: Readable = {}): string {
  const all = summarised(lines, readable.many ?? Number.POSITIVE_INFINITY);
  const shown = all.slice(0, readable.max ?? all.length);
  const label = (l: Shown) => (l.from === l.to ? `${l.from}` : `${l.from}-${l.to}`);
  const width = Math.max(String(lines.length).length, ...shown.map((l) => label(l).length));
  let out = shown.map((l) => `${label(l).padStart(width)}. ${"  ".repeat(l.depth)}${l.text}\n`).join("");
  const hidden = all.length - shown.length;
  if (hidden > 0) {
    const more = all[shown.length].from;
    out += `${"".padStart(width)}  … ${hidden} more line${hidden > 1 ? "s" : ""}, from ${more} on (why N explains line N)\n`;
  }
  return out;
}

/** The journal of a session's last action: the grid's and, on a SpellGrid level, the cards' in one tree. */
export function journalOf(session: Session): Journal {
  return session.engine.game.journal();
}
