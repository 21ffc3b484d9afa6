/**
 * The log in words (docs/rules.md §3.11): exact explanations of the three SpellGrid levels, the Twisting
 * Nether case, `why N` chains, and the causes' life in SpellGrid's state (clone, clearLog, a failing call).
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { apply, type Cause, type EffectClause } from "../../src/engine/cards";
import { kindOf, objectsAt, posOf } from "../../src/engine/grid";
import { type CardDef, type LevelDef, newGame, newSpellGrid, type SpellGrid } from "../../src/harness";
import { duelNames } from "../../src/play/duel-view";
import { explainJournal, formatExplained, journalOf } from "../../src/play/explain";
import { gameNames, namesOf, spellGridNames } from "../../src/play/names";
import { parseScript } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { why, whyText } from "../../src/play/why";
import { minion as courseMinion } from "../scenarios/cards/defs";
import { boardOf, DUEL_CARDS as C, duel } from "../scenarios/duel/builder";
import { mapLevel } from "../spellgrid/map";

const level = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../levels/${name}.json`, import.meta.url), "utf8")) as LevelDef;

/** Play a script on a session; the log of its last action stays. */
function played(name: string, script: string): Session {
  const s = new Session(level(name), repositoryContent());
  for (const a of parseScript(script)) expect(s.apply(a).type).toBe("done");
  return s;
}

/** The last action's log in words, one string per line, without numbers or indentation. */
const sentences = (s: Session) => explainJournal(journalOf(s), namesOf(s)).map((l) => l.text);

const game = (s: Session) => s.engine.game as SpellGrid;

describe("level 1: the keg's repeated Deathrattle cites DEATHRATTLE IS DOUBLE and its three tiles", () => {
  const s = played("l1-double-tap", "w; w; c Whirlwind");
  const j = journalOf(s);
  /** The keg and the bramble, as Whirlwind hit them (in order of play: the keg is the older). */
  const [kegId, wallId] = j.records.flatMap((r) => (r.type === "Damaged" ? [r.target] : [])).slice(0, 2);
  const k = `Powder Keg #${kegId}`;
  const b = `Bramble Wall #${wallId}`;
  /** The text objects on (3, 1), (4, 1) and (5, 1): DEATHRATTLE, IS and the pushed DOUBLE. */
  const tiles = () => [3, 4, 5].map((x) => objectsAt(game(s).state.level, x, 1)[0]);
  const on = () =>
    `on tiles ${tiles()
      .map((id) => `#${id}`)
      .join(", ")}`;

  test("the rule's tiles are the text objects DEATHRATTLE, IS and DOUBLE on row 1", () => {
    const level = game(s).state.level;
    expect(tiles().map((id) => [kindOf(level, id), posOf(level, id)])).toEqual([
      ["text:DEATHRATTLE", [3, 1]],
      ["text:IS", [4, 1]],
      ["text:DOUBLE", [5, 1]],
    ]);
  });

  test("every line, as the terminal numbers and indents them", () => {
    expect([game(s).nameOf(kegId), game(s).nameOf(wallId)]).toEqual(["Powder Keg", "Bramble Wall"]);
    expect(formatExplained(explainJournal(j, namesOf(s)))).toBe(
      [
        " 1. Whirlwind was cast",
        ` 2. ${k} took 1 damage from Whirlwind`,
        ` 3. ${b} took 1 damage from Whirlwind`,
        ` 4. ${k} was destroyed (lethal damage from Whirlwind)`,
        " 5. Death Phase 1 began",
        ` 6. ${k}'s Deathrattle triggered (1 of 2: DEATHRATTLE IS DOUBLE ${on()})`,
        ` 7.   ${b} took 1 damage from ${k}'s Deathrattle`,
        ` 8. ${k}'s Deathrattle triggered (2 of 2: DEATHRATTLE IS DOUBLE ${on()})`,
        ` 9.   ${b} took 1 damage from ${k}'s Deathrattle`,
        `10. ${b} was destroyed (lethal damage from ${k}'s Deathrattle)`,
        "11. Death Phase 2 began",
        "",
      ].join("\n"),
    );
  });

  test("the second Triggered's cause names the rule as its multiplier, with its tiles, as data", () => {
    const triggered = j.causes.filter((c) => c.kind === "trigger");
    expect(triggered).toHaveLength(2);
    expect(triggered[1]).toMatchObject({
      activation: 2,
      count: {
        times: 2,
        multipliers: [
          {
            source: null,
            card: null,
            aura: { origin: { label: "DEATHRATTLE IS DOUBLE", detail: { ids: tiles() } } },
          },
        ],
        caps: [],
        missed: [],
      },
    });
  });

  test("why 10: the bramble's death back to the player's cast, exactly", () => {
    expect(why(j, 9)).toEqual({
      chain: [9, 8, 7, 3, 1, 0],
      action: { kind: "action", action: "cast", origin: null },
    });
    expect(whyText(j, 9, namesOf(s))).toBe(
      [
        `why 10: ${b} was destroyed (lethal damage from ${k}'s Deathrattle)`,
        `  because 9: ${b} took 1 damage from ${k}'s Deathrattle`,
        `  because 8: ${k}'s Deathrattle triggered (2 of 2: DEATHRATTLE IS DOUBLE ${on()})`,
        `  because 4: ${k} was destroyed (lethal damage from Whirlwind)`,
        `  because 2: ${k} took 1 damage from Whirlwind`,
        "  because 1: Whirlwind was cast",
        "  because the player cast Whirlwind",
        "",
      ].join("\n"),
    );
  });

  test("why of a Death Phase goes through the Destroyed that opened it; a line out of range is an error", () => {
    expect(why(j, 4).chain).toEqual([4, 3, 1, 0]);
    expect(() => why(j, 11)).toThrow("there is no line 12: the log has lines 1-11");
    expect(() => why(j, -1)).toThrow("there is no line 0: the log has lines 1-11");
    expect(() => why({ records: [], depths: [], causes: [] }, 0)).toThrow("the last action logged nothing");
  });
});

describe("a turn's triggers are said as a Deathrattle is: its owner's effect triggered", () => {
  test("start- and end-of-turn effects: `X's start-of-turn effect triggered`, and what they did names them", () => {
    const d = duel();
    const [[dawn, dusk]] = boardOf(d, [C.dawn.name, C.dusk.name]);
    d.clearLog();
    d.endTurn();
    d.endTurn();
    const text = explainJournal(d.journal(), duelNames(d)).map((l) => l.text);
    expect(text.filter((t) => /trigger|effect/.test(t))).toEqual([
      `Duel Dusk #${dusk}'s end-of-turn effect triggered`,
      `The AI's hero took 2 damage from Duel Dusk #${dusk}'s end-of-turn effect`,
      `Duel Dawn #${dawn}'s start-of-turn effect triggered`,
    ]);
  });
});

describe("Twisting Nether with Baron Rivendare and a Loot Hoarder", () => {
  test("the Hoarder's single trigger says Baron had left play before the Aura Update", () => {
    const g = newGame({ decks: [["Damaged Golem"], []] });
    const baron = g.summon("Baron Rivendare");
    const hoarder = g.summon("Loot Hoarder");
    g.cast("Twisting Nether");
    const [card] = g.hand(0);
    expect(formatExplained(explainJournal(g.journal(), gameNames(g)))).toBe(
      [
        "1. Twisting Nether was cast",
        `2. Baron Rivendare #${baron} was destroyed by Twisting Nether`,
        `3. Loot Hoarder #${hoarder} was destroyed by Twisting Nether`,
        "4. Death Phase 1 began",
        `5. Loot Hoarder #${hoarder}'s Deathrattle triggered (1 of 1: Baron Rivendare #${baron} had left play before the Aura Update)`,
        `6.   Player 0 drew Damaged Golem #${card}`,
        "",
      ].join("\n"),
    );
    expect(whyText(g.journal(), 5, gameNames(g))).toBe(
      [
        `why 6: Player 0 drew Damaged Golem #${card}`,
        `  because 5: Loot Hoarder #${hoarder}'s Deathrattle triggered (1 of 1: Baron Rivendare #${baron} had left play before the Aura Update)`,
        `  because 3: Loot Hoarder #${hoarder} was destroyed by Twisting Nether`,
        "  because 1: Twisting Nether was cast",
        "  because the player cast Twisting Nether",
        "",
      ].join("\n"),
    );
  });
});

describe("level 3: the explanation differs with the naive timing, and says why", () => {
  const run = (naive: boolean) => {
    const g = newSpellGrid(level("l3-simultaneous-paradox"));
    if (naive) g.withNaiveAuraTiming();
    g.cast("Whirlwind");
    const j = g.journal();
    const line = j.records.findIndex((r) => r.type === "Triggered");
    return { g, j, line, text: explainJournal(j, spellGridNames(g))[line].text };
  };

  test("correct timing: one Deathrattle, the Warden had left play before the Aura Update", () => {
    const { g, j, text } = run(false);
    const keg = (j.records.find((r) => r.type === "Triggered") as { source: number }).source;
    const warden = (j.causes.find((c) => c.kind === "trigger") as Extract<Cause, { kind: "trigger" }>).count
      .missed[0].source;
    expect(g.nameOf(warden)).toBe("Grave Warden");
    expect(text).toBe(
      `Powder Keg #${keg}'s Deathrattle triggered (1 of 1: Grave Warden #${warden} had left play before the Aura Update)`,
    );
  });

  test("naive timing: two Deathrattles, the dead Warden's aura was still in the snapshot", () => {
    const { j, text, g } = run(true);
    const cause = j.causes.find((c) => c.kind === "trigger") as Extract<Cause, { kind: "trigger" }>;
    const warden = cause.count.multipliers[0].source!;
    const keg = (j.records.find((r) => r.type === "Triggered") as { source: number }).source;
    expect(g.nameOf(warden)).toBe("Grave Warden");
    expect(text).toBe(
      `Powder Keg #${keg}'s Deathrattle triggered (1 of 2: Grave Warden #${warden} had died, but its aura was still in the snapshot: the Aura Update ran before the Death Creation Step)`,
    );
    expect(j.records.filter((r) => r.type === "Triggered")).toHaveLength(2);
  });
});

describe("level 2: Graft's Assembled record", () => {
  test("the card, its text, base, donor and half, in the journal and in words", () => {
    const s = new Session(level("l2-spliced-corpse"), repositoryContent());
    for (const a of parseScript("a; c Graft -> Ember Moth, Rune Scribe, bottom")) s.apply(a);
    const j = journalOf(s);
    expect(j.records).toEqual([
      { type: "SpellCast", card: "Graft" },
      {
        type: "Assembled",
        card: "Ember Moth (Assembled)",
        base: "Ember Moth",
        donor: "Rune Scribe",
        half: "bottom",
        text: "Taunt. Deathrattle: Write WIN on this tile.",
      },
    ]);
    expect(game(s).log()).toEqual([{ type: "SpellCast", card: "Graft" }]);
    expect(sentences(s)).toEqual([
      "Graft was cast",
      "Graft assembled Ember Moth (Assembled) from Ember Moth with Rune Scribe's bottom half: Taunt. Deathrattle: Write WIN on this tile.",
    ]);
    expect(whyText(j, 1, namesOf(s))).toBe(
      [
        "why 2: Graft assembled Ember Moth (Assembled) from Ember Moth with Rune Scribe's bottom half: Taunt. Deathrattle: Write WIN on this tile.",
        "  because 1: Graft was cast",
        "  because the player cast Graft",
        "",
      ].join("\n"),
    );
  });
});

describe("SpellGrid: causes in SpellGrid ids and lines", () => {
  test("a minion the grid turn destroys names its hazard; its Sequence nests under it; why goes to the key", () => {
    const g = newSpellGrid(
      mapLevel(["KEG IS YOU AND MELT", "LAVA IS HOT . .", ". . . . .", "keg lava . bramble ."]),
    );
    const keg = g.minionAt(0, 3)!;
    const bramble = g.minionAt(3, 3)!;
    g.step("right");
    const j = g.journal();
    expect(formatExplained(explainJournal(j, spellGridNames(g)))).toBe(
      [
        "1. You stepped right",
        `2. Powder Keg #${keg} moved right to (1, 3)`,
        `3. Powder Keg #${keg} melted: KEG IS MELT + LAVA IS HOT at (1, 3)`,
        `4.   Powder Keg #${keg} was destroyed by KEG IS MELT + LAVA IS HOT at (1, 3)`,
        "5.   Death Phase 1 began",
        `6.   Powder Keg #${keg}'s Deathrattle triggered`,
        `7.     Bramble Wall #${bramble} took 1 damage from Powder Keg #${keg}'s Deathrattle`,
        "",
      ].join("\n"),
    );
    expect(whyText(j, 6, spellGridNames(g))).toBe(
      [
        `why 7: Bramble Wall #${bramble} took 1 damage from Powder Keg #${keg}'s Deathrattle`,
        `  because 6: Powder Keg #${keg}'s Deathrattle triggered`,
        `  because 4: Powder Keg #${keg} was destroyed by KEG IS MELT + LAVA IS HOT at (1, 3)`,
        `  because 3: Powder Keg #${keg} melted: KEG IS MELT + LAVA IS HOT at (1, 3)`,
        `  because 2: Powder Keg #${keg} moved right to (1, 3)`,
        "  because 1: You stepped right",
        "  because the player pressed right",
        "",
      ].join("\n"),
    );
    // The course's log and log tree are the card engine's alone, at its own depths.
    expect(g.logTree()).toBe(
      [
        `Destroyed{id: ${keg}}`,
        "DeathPhase{round: 1}",
        `Triggered{source: ${keg}, trigger: "deathrattle"}`,
        `  Damaged{target: ${bramble}, amount: 1}`,
        "",
      ].join("\n"),
    );
    expect(g.log().map((e) => e.type)).toEqual(["Destroyed", "DeathPhase", "Triggered", "Damaged"]);
  });

  test("without a journal, the grid's destroy names the grid turn and the log holds the card records only", () => {
    const def = mapLevel(["KEG IS YOU AND MELT", "LAVA IS HOT . .", ". . . . .", "keg lava . bramble ."]);
    const g = newSpellGrid(def, [], { journal: false });
    const keg = g.minionAt(0, 3)!;
    g.step("right");
    const j = g.journal();
    expect(explainJournal(j, spellGridNames(g)).map((l) => l.text)).toEqual([
      `Powder Keg #${keg} was destroyed by the grid turn`,
      "Death Phase 1 began",
      `Powder Keg #${keg}'s Deathrattle triggered`,
      `Bramble Wall #${g.minionAt(3, 3)} took 1 damage from Powder Keg #${keg}'s Deathrattle`,
    ]);
    expect(whyText(j, 3, spellGridNames(g)).split("\n").at(-2)).toBe("  because the grid turn");
  });

  test("a second Sequence's lines follow the first's in SpellGrid's log", () => {
    const g = newSpellGrid(mapLevel(["keg . bramble"], ["Spark", "Spark"]));
    const keg = g.minionAt(0, 0)!;
    const bramble = g.minionAt(2, 0)!;
    g.cast("Spark", bramble);
    g.cast("Spark", keg);
    const j = g.journal();
    expect(j.records.map((r) => r.type)).toEqual([
      "SpellCast",
      "Damaged",
      "SpellCast",
      "Damaged",
      "Destroyed",
      "DeathPhase",
      "Triggered",
      "Damaged",
    ]);
    expect(why(j, 7).chain).toEqual([7, 6, 4, 3, 2]);
    expect(j.causes[6]).toMatchObject({ kind: "trigger", event: 4 });
  });

  test("causes survive a clone (copy on write); clearLog clears them; a failing call records nothing", () => {
    const g = newSpellGrid(mapLevel(["keg . bramble"], ["Spark", "Spark"]));
    const keg = g.minionAt(0, 0)!;
    g.cast("Spark", keg);
    const before = g.journal();
    const state = g.state;
    expect(() => g.cast("Spark", 99)).toThrow("cast: target 99 is not a minion in play");
    expect(g.state).toBe(state);
    expect(g.journal()).toEqual(before);
    g.cast("Spark", g.minionAt(2, 0)!); // runs on a copy: the old state keeps its causes
    expect(state.causes).toEqual(before.causes);
    expect(g.journal().causes.slice(0, before.causes.length)).toEqual(before.causes);
    expect(g.journal().causes.length).toBeGreaterThan(before.causes.length);
    g.clearLog();
    expect(g.journal()).toEqual({ records: [], depths: [], causes: [] });
  });

  test("dead minions keep their names; heroes are named by whose they are", () => {
    const g = newSpellGrid(mapLevel(["moth . ."], ["Spark"]));
    const moth = g.minionAt(0, 0)!;
    g.cast("Spark", moth);
    expect(explainJournal(g.journal(), spellGridNames(g)).map((l) => l.text)).toEqual([
      "Spark was cast",
      `Ember Moth #${moth} took 1 damage from Spark`,
      `Ember Moth #${moth} was destroyed (lethal damage from Spark)`,
      "Death Phase 1 began",
      `Ember Moth #${moth}'s Deathrattle triggered`,
      `The opponent's hero took 2 damage from Ember Moth #${moth}'s Deathrattle`,
    ]);
  });
});

describe("the count in words: misses and caps", () => {
  test("another player's doubler and a cap from a rule", () => {
    const g = newGame({ decks: [["Damaged Golem"], []] });
    const theirs = g.summon("Baron Rivendare", 1);
    const mine = g.summon("Baron Rivendare", 0);
    const hoarder = g.summon("Loot Hoarder", 0);
    const cap = {
      kind: "triggerCap",
      trigger: "deathrattle",
      times: 1,
      origin: { label: "NO DOUBLES" },
    } as const;
    let [state] = apply(g.state, { type: "setRuleAuras", auras: [cap] }, null);
    [state] = apply(state, { type: "destroy", targets: [hoarder] }, null);
    const journal = { records: state.log, depths: state.depths, causes: state.causes };
    const names = {
      entity: (id: number) => `#${id}`,
      player: (p: 0 | 1) => `P${p}`,
      whose: (p: 0 | 1) => `P${p}'s`,
    };
    expect(explainJournal(journal, names)[2].text).toBe(
      `#${hoarder}'s Deathrattle triggered (1 of 1: #${mine}; capped at 1 by NO DOUBLES; #${theirs}'s aura counts for its owner's minions only)`,
    );
  });
});

describe("every kind of record in words", () => {
  const clause = (c: object) => ({ type: "effect", ...c }) as EffectClause;
  const minion = (name: string, health: number, text: CardDef["text"]): CardDef =>
    courseMinion(name, health, text, text.length > 0 ? 1 : 0);
  const onDeath = (c: object) => [{ type: "trigger", trigger: "deathrattle" }, clause(c)] as CardDef["text"];
  const cards: CardDef[] = [
    minion("Token", 1, []),
    minion("Golem", 1, onDeath({ effect: "summon", card: "Token", count: 1 })),
    minion("Urn", 1, onDeath({ effect: "draw", count: 2 })),
    minion("Smith", 1, onDeath({ effect: "gainArmor", amount: 2 })),
    minion("Bomb", 1, onDeath({ effect: "dealDamage", target: "friendlyHero", amount: 3 })),
    minion("Guard", 5, [{ type: "aura", aura: "damageRedirect", from: "friendlyHero" }]),
    minion("Tailor", 1, onDeath({ effect: "buffHand", attack: 1, health: 1 })),
    {
      name: "Purge",
      type: "spell",
      cost: 1,
      text: [clause({ effect: "destroy", target: "allMinions" })],
      split: 1,
      game: "course",
    },
  ];

  test("summons, draws, Fatigue, Armor, a redirect and a buff, each a sentence with names", () => {
    const g = newGame({ cards, decks: [["Token"], []] });
    const inHand = g.addToHand("Token");
    const [golem, urn, smith, tailor] = ["Golem", "Urn", "Smith", "Tailor"].map((c) => g.summon(c));
    g.cast("Purge");
    const drawn = g.hand(0).find((id) => id !== inHand)!;
    const token = g.board(0)[0];
    const lines = explainJournal(g.journal(), gameNames(g)).map((l) => l.text);
    expect(lines).toEqual([
      "Purge was cast",
      `Golem #${golem} was destroyed by Purge`,
      `Urn #${urn} was destroyed by Purge`,
      `Smith #${smith} was destroyed by Purge`,
      `Tailor #${tailor} was destroyed by Purge`,
      "Death Phase 1 began",
      `Golem #${golem}'s Deathrattle triggered`,
      `Token #${token} was summoned by Golem #${golem}'s Deathrattle`,
      `Urn #${urn}'s Deathrattle triggered`,
      `Player 0 drew Token #${drawn}`,
      "Player 0 had no card left to draw (Fatigue)",
      `Smith #${smith}'s Deathrattle triggered`,
      "Player 0 gained 2 Armor",
      `Tailor #${tailor}'s Deathrattle triggered`,
      `Token #${inHand} became 2/2`,
      `Token #${drawn} became 2/2`,
    ]);

    const h = newGame({ cards });
    const guard = h.summon("Guard");
    const bomb = h.summon("Bomb");
    h.destroy(bomb);
    expect(explainJournal(h.journal(), gameNames(h)).map((l) => l.text)).toEqual([
      `Bomb #${bomb} was destroyed by the player`,
      "Death Phase 1 began",
      `Bomb #${bomb}'s Deathrattle triggered`,
      `Guard #${guard} took 3 damage from Bomb #${bomb}'s Deathrattle meant for player 0's hero (redirected by Guard #${guard})`,
    ]);
  });

  test("Armor absorbs damage to a hero; a full hand burns; a hero is named by whose it is", () => {
    const g = newGame({ cards, decks: [Array(11).fill("Token"), []] });
    for (let i = 0; i < 10; i++) g.addToHand("Token");
    const smith = g.summon("Smith");
    const urn = g.summon("Urn");
    const bomb = g.summon("Bomb");
    g.destroy(smith);
    g.clearLog();
    g.cast("Purge");
    const [burned1, burned2] = g.journal().records.flatMap((r) => (r.type === "Burned" ? [r.id] : []));
    const lines = explainJournal(g.journal(), gameNames(g)).map((l) => l.text);
    expect(lines).toEqual([
      "Purge was cast",
      `Urn #${urn} was destroyed by Purge`,
      `Bomb #${bomb} was destroyed by Purge`,
      "Death Phase 1 began",
      `Urn #${urn}'s Deathrattle triggered`,
      `Token #${burned1} was burned: player 0's hand was full`,
      `Token #${burned2} was burned: player 0's hand was full`,
      `Bomb #${bomb}'s Deathrattle triggered`,
      "Player 0's Armor absorbed 2 damage",
      `Player 0's hero took 3 damage from Bomb #${bomb}'s Deathrattle`,
    ]);
  });
});
