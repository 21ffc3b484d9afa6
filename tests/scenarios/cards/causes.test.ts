/**
 * Causes (docs/rules.md §3.11): every record of the journal has one, recorded when it happened. Exact
 * causes of short stories, with cards defined inline (so adding a card to cards/ changes nothing here).
 */
import { describe, expect, test } from "vitest";
import {
  apply,
  type Cause,
  cloneGame,
  DEATH_PHASE_LIMIT_MESSAGE,
  type EffectClause,
  type GameState,
} from "../../../src/engine/cards";
import { type CardDef, newGame } from "../../../src/harness";
import { minion } from "./defs";

const pings: EffectClause = { type: "effect", effect: "dealDamage", target: "allMinions", amount: 1 };
const drawOne: EffectClause = { type: "effect", effect: "draw", count: 1 };
/** +0/+1 to this minion: a mortally wounded one is back above 0 Health. */
const mend: EffectClause = { type: "effect", effect: "buff", target: "self", attack: 0, health: 1 };
const killAll: EffectClause = { type: "effect", effect: "destroy", target: "allMinions" };
const splice: EffectClause = { type: "effect", effect: "assemble", filter: { trigger: "deathrattle" } };
const doubler = {
  type: "aura",
  aura: "triggerMultiplier",
  trigger: "deathrattle",
  times: 2,
  stacking: "max",
} as const;

const spell = (name: string, ...text: EffectClause[]): CardDef => ({
  name,
  type: "spell",
  cost: 1,
  text,
  split: text.length,
  game: "course",
});

const CARDS: CardDef[] = [
  spell("Ping All", pings),
  spell("Ping Thrice", pings, pings, pings),
  spell("Ping Then Kill", pings, killAll),
  spell("Kill All", killAll),
  spell("Ping Then Burn", pings, { ...pings, amount: 2 }),
  spell("Splice", splice),
  minion("Filler", 1),
  minion("Sponge", 2),
  minion("Wall", 3),
  minion("Drawer", 4, [{ type: "trigger", trigger: "damaged" }, drawOne], 1),
  minion("Herald", 1, [{ type: "trigger", trigger: "battlecry" }, pings], 1),
  minion("Urn", 1, [{ type: "trigger", trigger: "deathrattle" }, drawOne], 1),
  minion("Bomb", 1, [{ type: "trigger", trigger: "deathrattle" }, pings], 1),
  minion("Doubler", 1, [doubler], 1),
  minion("Mender", 1, [{ type: "trigger", trigger: "damaged" }, mend], 1),
  minion("Shield", 5, [{ type: "aura", aura: "damageRedirect", from: "friendlyHero" }], 1),
];

const game = (deck = 3) => newGame({ cards: CARDS, decks: [Array(deck).fill("Filler"), []] });

/** The agent of a spell's clause run by the SpellCast at `line`. */
const bySpell = (card: string, clause: EffectClause, line = 0): Cause => ({
  kind: "effect",
  clause,
  card,
  source: null,
  trigger: null,
  line,
});

describe("causes recorded beside the log", () => {
  test("an area spell: each Damaged is its clause; a damage trigger names the Damaged; its draw names the Triggered", () => {
    const g = game();
    const a = g.summon("Drawer");
    const b = g.summon("Drawer");
    g.cast("Ping All");
    const { records, causes } = g.journal();
    expect(records.map((r) => r.type)).toEqual([
      "SpellCast",
      "Damaged",
      "Damaged",
      "Triggered",
      "Drew",
      "Triggered",
      "Drew",
    ]);
    const once = { times: 1, multipliers: [], caps: [], missed: [] };
    const fired = (event: number) => ({
      kind: "trigger",
      trigger: "damaged",
      scope: "self",
      event,
      activation: 1,
      count: once,
    });
    const draw = (source: number, line: number) => ({
      kind: "effect",
      clause: drawOne,
      card: "Drawer",
      source,
      trigger: "damaged",
      line,
    });
    expect(causes).toEqual([
      { kind: "action", action: "cast", origin: null },
      bySpell("Ping All", pings),
      bySpell("Ping All", pings),
      fired(1),
      draw(a, 3),
      fired(2),
      draw(b, 5),
    ]);
  });

  test("a play is the player's action, and its Battlecry names the Summoned", () => {
    const g = game();
    g.play(g.addToHand("Herald"));
    const { causes } = g.journal();
    expect(causes.slice(0, 2)).toEqual([
      { kind: "action", action: "play", origin: null },
      {
        kind: "trigger",
        trigger: "battlecry",
        scope: "self",
        event: 0,
        activation: 1,
        count: { times: 1, multipliers: [], caps: [], missed: [] },
      },
    ]);
  });

  test("a redirect names the hero the damage was meant for and the minion whose aura took it", () => {
    const g = game();
    const shield = g.summon("Shield");
    g.dealDamage(g.hero(0), 2);
    expect(g.log()).toEqual([{ type: "Damaged", target: shield, amount: 2 }]);
    expect(g.journal().causes).toEqual([
      {
        kind: "redirect",
        by: { kind: "action", action: "dealDamage", origin: null },
        hero: g.hero(0),
        minion: shield,
      },
    ]);
  });

  test("Destroyed: the Damaged that brought Health from above 0 to 0 or below, not an earlier or later hit", () => {
    const g = game();
    const sponge = g.summon("Sponge");
    g.cast("Ping Thrice");
    const { records, causes } = g.journal();
    const hits = records.flatMap((r, i) => (r.type === "Damaged" && r.target === sponge ? [i] : []));
    expect(hits).toHaveLength(3);
    const destroyed = records.findIndex((r) => r.type === "Destroyed" && r.id === sponge);
    expect(causes[destroyed]).toEqual({ kind: "lethal", line: hits[1] });
  });

  test("a minion brought back above 0 Health is no longer doomed by the hit before: the next lethal hit is the cause", () => {
    const g = game();
    const mender = g.summon("Mender");
    g.cast("Ping Then Burn");
    const { records, causes } = g.journal();
    const hits = records.flatMap((r, i) => (r.type === "Damaged" && r.target === mender ? [i] : []));
    const health = records.flatMap((r) => (r.type === "StatsChanged" && r.id === mender ? [r.health] : []));
    expect([hits.length, health]).toEqual([2, [1, 0]]); // 1 → 0 → 1, then 1 → -1 → 0
    const destroyed = records.findIndex((r) => r.type === "Destroyed" && r.id === mender);
    expect(causes[destroyed]).toEqual({ kind: "lethal", line: hits[1] });
  });

  test("lethal damage before a destroy is the cause; a destroy alone names its clause", () => {
    const g = game();
    const filler = g.summon("Filler");
    const wall = g.summon("Wall");
    g.cast("Ping Then Kill");
    const { records, causes } = g.journal();
    const line = (type: string, id: number) =>
      records.findIndex((r) => r.type === type && ("id" in r ? r.id : "target" in r ? r.target : -1) === id);
    expect(causes[line("Destroyed", filler)]).toEqual({ kind: "lethal", line: line("Damaged", filler) });
    expect(causes[line("Destroyed", wall)]).toEqual(bySpell("Ping Then Kill", killAll));
  });

  test("a Death Phase names the Destroyed lines that opened it; a Deathrattle names its minion's Destroyed", () => {
    const g = game();
    g.summon("Filler");
    const urn = g.summon("Urn");
    g.cast("Kill All");
    const { records, causes } = g.journal();
    expect(records.map((r) => r.type)).toEqual([
      "SpellCast",
      "Destroyed",
      "Destroyed",
      "DeathPhase",
      "Triggered",
      "Drew",
    ]);
    expect(causes[3]).toEqual({ kind: "deathCreation", lines: [1, 2] });
    expect(causes[4]).toMatchObject({ kind: "trigger", trigger: "deathrattle", event: 2 });
    expect(records[2]).toEqual({ type: "Destroyed", id: urn });
  });

  test("the harness's destroy is the player's action", () => {
    const g = game();
    g.destroy(g.summon("Filler"));
    expect(g.journal().causes[0]).toEqual({ kind: "action", action: "destroy", origin: null });
  });
});

describe("how an activation count was reached", () => {
  test("a multiplier in the snapshot counts, naming its minion and card", () => {
    const g = game();
    const doubler = g.summon("Doubler");
    g.destroy(g.summon("Urn"));
    const { causes } = g.journal();
    expect(causes.filter((c) => c.kind === "trigger").map((c) => c.activation)).toEqual([1, 2]);
    expect(causes[2]).toMatchObject({
      count: {
        times: 2,
        multipliers: [
          { source: doubler, card: "Doubler", aura: { kind: "triggerMultiplier" }, stale: false },
        ],
        caps: [],
        missed: [],
      },
    });
  });

  test("a multiplier whose minion left play before the Aura Update is missed, and says so", () => {
    const g = game();
    const doubler = g.summon("Doubler");
    g.summon("Urn");
    g.cast("Kill All");
    const trigger = g.journal().causes.find((c) => c.kind === "trigger");
    expect(trigger).toMatchObject({
      activation: 1,
      count: {
        times: 1,
        multipliers: [],
        missed: [{ source: doubler, card: "Doubler", aura: { times: 2 }, reason: "leftPlay" }],
      },
    });
  });

  test("with the Aura Update before the Death Creation Step, the dead minion's aura counts, stale", () => {
    const g = game();
    const doubler = g.summon("Doubler");
    g.summon("Urn");
    const naive: GameState = { ...g.state, endOfPhase: ["auraUpdate", "deathCreation"] };
    const [after] = apply(
      naive,
      { type: "cast", card: "Kill All", player: 0, target: null, fromHand: null },
      null,
    );
    const triggers = after.causes.filter((c) => c.kind === "trigger");
    expect(triggers).toHaveLength(2);
    expect(triggers[0]).toMatchObject({
      count: { times: 2, multipliers: [{ source: doubler, card: "Doubler", stale: true }], missed: [] },
    });
  });

  test("the other player's multiplier is missed: a card's aura counts for its owner's minions only", () => {
    const g = game();
    const theirs = g.summon("Doubler", 1);
    g.destroy(g.summon("Urn"));
    const trigger = g.journal().causes.find((c) => c.kind === "trigger");
    expect(trigger).toMatchObject({
      count: { times: 1, missed: [{ source: theirs, card: "Doubler", reason: "otherPlayer" }] },
    });
  });

  test("a rule aura counts with its origin, and a cap is listed with its own", () => {
    const g = game();
    const urn = g.summon("Urn");
    const rule = { label: "URN IS DOUBLE", detail: { tiles: [1, 2, 3] } };
    const cap = { label: "URN IS NOT DOUBLE" };
    const auras = [
      {
        kind: "triggerMultiplier",
        trigger: "deathrattle",
        times: 2,
        stacking: "max",
        scope: "all",
        origin: rule,
      },
      { kind: "triggerCap", trigger: "deathrattle", times: 1, origin: cap },
    ] as const;
    let [state] = apply(g.state, { type: "setRuleAuras", auras }, null);
    [state] = apply(state, { type: "destroy", targets: [urn] }, null);
    const trigger = state.causes.find((c) => c.kind === "trigger");
    expect(trigger).toMatchObject({
      count: {
        times: 1,
        multipliers: [{ source: null, card: null, aura: { origin: rule }, stale: false }],
        caps: [{ source: null, card: null, aura: { kind: "triggerCap", origin: cap } }],
      },
    });
  });
});

describe("the journal, the log and transactions", () => {
  test("an assemble effect records Assembled in the journal, which log() and logTree() leave out", () => {
    const g = game();
    const answers: Record<string, string> = { base: "Urn", donor: "Bomb", half: "bottom" };
    g.setChooser((kind) => answers[kind]);
    g.cast("Splice");
    expect(g.journal().records).toEqual([
      { type: "SpellCast", card: "Splice" },
      {
        type: "Assembled",
        card: "Urn (Assembled)",
        base: "Urn",
        donor: "Bomb",
        half: "bottom",
        text: "Deathrattle: Deal 1 damage to all minions.",
      },
    ]);
    expect(g.journal().causes[1]).toEqual(bySpell("Splice", splice));
    expect(g.log()).toEqual([{ type: "SpellCast", card: "Splice" }]);
    expect(g.logTree()).toBe('SpellCast{card: "Splice"}\n');
  });

  test("a destroy's origin for each target (a caller's cause) is that Destroyed's cause", () => {
    const g = game();
    const filler = g.summon("Filler");
    const other = g.summon("Filler");
    const origin = { label: "LAVA IS HOT", detail: { line: 3 } };
    const [after] = apply(g.state, { type: "destroy", targets: [filler, other], origins: [origin] }, null);
    expect(after.log.slice(0, 2)).toEqual([
      { type: "Destroyed", id: filler },
      { type: "Destroyed", id: other },
    ]);
    expect(after.causes[0]).toEqual({ kind: "action", action: "destroy", origin });
    expect(after.causes[1]).toEqual({ kind: "action", action: "destroy", origin: null });
  });

  test("causes survive a clone, and a clone's changes leave the original's causes alone", () => {
    const g = game();
    const filler = g.summon("Filler");
    g.destroy(g.summon("Urn"));
    const copy = cloneGame(g.state);
    expect(copy.causes).toEqual(g.state.causes);
    const before = structuredClone(g.state.causes);
    const [next] = apply(copy, { type: "destroy", targets: [filler] }, null);
    expect(next.causes.length).toBeGreaterThan(before.length);
    expect(g.state.causes).toEqual(before);
    expect(copy.causes).toEqual(before);
  });

  test("clearLog clears the causes with the log; the journal stays one cause and one depth a record", () => {
    const g = game();
    g.destroy(g.summon("Urn"));
    const j = g.journal();
    expect(j.causes).toHaveLength(j.records.length);
    expect(j.depths).toHaveLength(j.records.length);
    g.clearLog();
    expect(g.journal()).toEqual({ records: [], depths: [], causes: [] });
  });

  test("a failing call records nothing: the journal is as it was", () => {
    const phoenix: CardDef = minion(
      "Phoenix",
      1,
      [
        { type: "trigger", trigger: "deathrattle" },
        { type: "effect", effect: "summon", card: "Phoenix", count: 1 },
        pings,
      ],
      1,
    );
    const g = newGame({ cards: [...CARDS, phoenix] });
    g.destroy(g.summon("Urn"));
    const before = g.journal();
    const p = g.summon("Phoenix");
    expect(() => g.destroy(p)).toThrow(DEATH_PHASE_LIMIT_MESSAGE);
    expect(() => g.cast("No Such Spell")).toThrow("unknown card");
    expect(g.journal()).toEqual(before);
  });
});
