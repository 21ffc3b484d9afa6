import type { EffectClause, TriggerName, TriggerScope } from "./card-def";
import type { LogRecord } from "./events";
import type { Aura, Id, TurnStep } from "./types";

/**
 * Why each logged record happened (docs/rules.md §3.11): plain, serialisable data, recorded beside the
 * log by `record()` at the moment the record is made, never reconstructed from the finished log.
 * `GameState.causes[i]` is the cause of `GameState.log[i]`; a `line` is an index into that same log.
 */

/** Plain JSON data: what an `Origin` may carry for its maker. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/**
 * Something outside the card engine that caused a thing: a rule aura's rule, a destroy's hazard. Opaque
 * to the engine, which only carries it; `label` is what a reader is shown (a rule's text, say),
 * `detail` is the maker's own data (for example the grid tiles that spell a rule).
 */
export interface Origin {
  readonly label: string;
  readonly detail?: { readonly [key: string]: Json };
}

/**
 * The harness actions that start a Sequence: the player's actions (a duel adds attacking, ending a turn
 * and its start, docs/rules.md §3.10).
 */
export type ActionKind = "dealDamage" | "cast" | "destroy" | "play" | "attack" | "endTurn" | "startDuel";

/**
 * Who made a record happen: the player's action (a harness call, or a call its caller gave a cause of
 * its own, `origin`), one effect clause of a card: a spell's (`source` and `trigger` null) or a
 * minion's trigger's, run by the `Triggered` or `SpellCast` record at `line`; in a duel (docs/rules.md
 * §3.10), a character in combat (`source`, the attack's `Attacked` record at `line`), or a step of a
 * turn (the `TurnStarted` or `TurnEnded` record at `line`).
 */
export type Agent =
  | {
      readonly kind: "action";
      readonly action: ActionKind;
      readonly origin: Origin | null;
      /** The character a cast, or a played minion's Battlecry, was aimed at when chosen (left out for none). */
      readonly target?: Id;
    }
  | { readonly kind: "combat"; readonly source: Id; readonly line: number }
  | { readonly kind: "turn"; readonly step: TurnStep; readonly line: number }
  | {
      readonly kind: "effect";
      readonly clause: EffectClause;
      readonly card: string;
      readonly source: Id | null;
      readonly trigger: TriggerName | null;
      readonly line: number;
    };

/**
 * The player's action as the agent of what it records itself (`origin`: a cause its caller gave; `target`:
 * the character a cast or a play was aimed at, so `why` names it even when it was gone before its effect ran).
 */
export function byAction(action: ActionKind, origin: Origin | null = null, target: Id | null = null): Agent {
  return target === null ? { kind: "action", action, origin } : { kind: "action", action, origin, target };
}

/** One aura that counted for an activation count, as the snapshot held it when the count was read. */
export interface AuraCredit {
  /** The minion that emits it, and its card; both null for a rule aura no minion carries. */
  readonly source: Id | null;
  readonly card: string | null;
  /** The aura (a rule aura carries its `origin`). */
  readonly aura: Aura;
  /**
   * Its minion had left play, but the snapshot still held its aura: no Aura Update had run since the
   * Death Creation Step that removed it (the end-of-Phase steps in the other order).
   */
  readonly stale: boolean;
}

/** Why a multiplier that would match did not count. */
export type MissReason =
  /** Its minion left play earlier in this Sequence, and the Aura Update after that removed its aura. */
  | "leftPlay"
  /** It is the other player's minion's, and a card's multiplier counts for its owner's minions only. */
  | "otherPlayer";

/** A multiplier for this trigger that did not count, and why. */
export interface MissedAura {
  readonly source: Id;
  readonly card: string;
  readonly aura: Aura;
  readonly reason: MissReason;
}

/** How an activation count was reached (docs/rules.md §3.4): every multiplier and cap, and the misses. */
export interface ActivationCount {
  readonly times: number;
  readonly multipliers: readonly AuraCredit[];
  readonly caps: readonly AuraCredit[];
  readonly missed: readonly MissedAura[];
}

/**
 * The cause of one record, a closed union:
 * - an `Agent` (`action`, `effect`): `Summoned`, `Damaged`, `Drew`, `Fatigue`, `Burned`, `StatsChanged`,
 *   `ArmorGained`, `ArmorLost`, `TextSpawned`, `SpellCast`, `Assembled`, and `Destroyed` by a destroy;
 * - `redirect`: a `Damaged` that an aura moved from a hero to a minion;
 * - `trigger`: a `Triggered`, with its clause, the record that fired it (`event`: the `Damaged`, the
 *   `Summoned` of a play, the `Destroyed` of a Deathrattle's minion), activation k of n and how n was
 *   counted;
 * - `lethal`: a `Destroyed` by damage: the `Damaged` that brought Health to 0 or below (null when the
 *   minion had 0 or less Health before this Sequence);
 * - `poisoned`: a `Destroyed` by Poisonous damage that left Health above 0 (docs/rules.md §3.10): the
 *   `Damaged` its Poisonous source dealt;
 * - `overkill`: an `Overkill` (docs/rules.md §3.10): the `Damaged` that left its target below 0 Health
 *   (whose own cause is the attack or the effect that dealt it);
 * - `deathCreation`: a `DeathPhase`, opened by the Death Creation Step's `Destroyed` records;
 * - `heroDeath`: a duel's `GameOver`: the heroes that died in the Sequence, in the order they died, each
 *   with the `Damaged` that brought it to 0 or less Health (null when it was there before this Sequence).
 */
export type Cause =
  | Agent
  | { readonly kind: "redirect"; readonly by: Agent; readonly hero: Id; readonly minion: Id }
  | {
      readonly kind: "trigger";
      readonly trigger: TriggerName;
      readonly scope: TriggerScope;
      readonly event: number;
      readonly activation: number;
      readonly count: ActivationCount;
    }
  | { readonly kind: "lethal"; readonly line: number | null }
  | { readonly kind: "poisoned"; readonly line: number }
  | { readonly kind: "overkill"; readonly line: number }
  | { readonly kind: "deathCreation"; readonly lines: readonly number[] }
  /** A Reborn copy's `Summoned` (docs/rules.md §3.10): the minion that died (`source`) and its `Destroyed` (`line`). */
  | { readonly kind: "reborn"; readonly source: Id; readonly line: number }
  | {
      readonly kind: "heroDeath";
      readonly heroes: readonly Id[];
      readonly lines: readonly (number | null)[];
    };

export type CauseKind = Cause["kind"];

/** A game's journal as a reader gets it: every record, its depth in the tree and its cause, by line. */
export interface Journal {
  readonly records: readonly LogRecord[];
  readonly depths: readonly number[];
  readonly causes: readonly Cause[];
}

/** How to carry a cause into another log: its entity ids and its lines written anew. */
export interface CauseMapping {
  id(id: Id): number;
  line(line: number): number;
}

/**
 * Carries causes into another log (`mapCauses`): each agent and count that several records share is
 * mapped once and stays shared (a spell's agent causes every Damaged of its area effect).
 */
class CauseMapper {
  private readonly agents = new Map<Agent, Agent>();
  private readonly counts = new Map<ActivationCount, ActivationCount>();
  constructor(private readonly m: CauseMapping) {}

  agent(a: Agent): Agent {
    if (a.kind === "action") return a;
    if (a.kind === "combat")
      return { kind: "combat", source: this.m.id(a.source), line: this.m.line(a.line) };
    if (a.kind === "turn") return { kind: "turn", step: a.step, line: this.m.line(a.line) };
    let mapped = this.agents.get(a);
    if (mapped === undefined) {
      const source = a.source === null ? null : this.m.id(a.source);
      const { clause, card, trigger } = a;
      mapped = { kind: "effect", clause, card, source, trigger, line: this.m.line(a.line) };
      this.agents.set(a, mapped);
    }
    return mapped;
  }

  count(c: ActivationCount): ActivationCount {
    if (c.multipliers.length + c.caps.length + c.missed.length === 0) return c; // no ids in it
    let mapped = this.counts.get(c);
    if (mapped === undefined) {
      const credit = (a: AuraCredit): AuraCredit =>
        a.source === null ? a : { source: this.m.id(a.source), card: a.card, aura: a.aura, stale: a.stale };
      mapped = {
        times: c.times,
        multipliers: c.multipliers.map(credit),
        caps: c.caps.map(credit),
        missed: c.missed.map((a) => ({
          source: this.m.id(a.source),
          card: a.card,
          aura: a.aura,
          reason: a.reason,
        })),
      };
      this.counts.set(c, mapped);
    }
    return mapped;
  }

  cause(cause: Cause): Cause {
    const m = this.m;
    switch (cause.kind) {
      case "action":
      case "effect":
      case "combat":
      case "turn":
        return this.agent(cause);
      case "redirect":
        return {
          kind: "redirect",
          by: this.agent(cause.by),
          hero: m.id(cause.hero),
          minion: m.id(cause.minion),
        };
      case "trigger": {
        const { trigger, scope, activation } = cause;
        const count = this.count(cause.count);
        return { kind: "trigger", trigger, scope, event: m.line(cause.event), activation, count };
      }
      case "lethal":
        return cause.line === null ? cause : { kind: "lethal", line: m.line(cause.line) };
      case "poisoned":
      case "overkill":
        return { kind: cause.kind, line: m.line(cause.line) };
      case "deathCreation":
        return { kind: "deathCreation", lines: cause.lines.map((l) => m.line(l)) };
      case "reborn":
        return { kind: "reborn", source: m.id(cause.source), line: m.line(cause.line) };
      case "heroDeath":
        return {
          kind: "heroDeath",
          heroes: cause.heroes.map((h) => m.id(h)),
          lines: cause.lines.map((l) => (l === null ? null : m.line(l))),
        };
      default:
        return cause satisfies never;
    }
  }
}

/**
 * A cause with its entity ids and lines mapped (SpellGrid writes the card log into its own, with its
 * own ids and after the lines already there: docs/rules.md §6.5).
 */
export function mapCause(cause: Cause, m: CauseMapping): Cause {
  return new CauseMapper(m).cause(cause);
}

/** Several causes mapped as `mapCause` maps one; what they share stays shared. */
export function mapCauses(causes: readonly Cause[], m: CauseMapping): Cause[] {
  const mapper = new CauseMapper(m);
  return causes.map((c) => mapper.cause(c));
}
