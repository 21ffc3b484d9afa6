/**
 * Property-based tests of Lifesteal in duels (docs/rules.md §3.10 "Divine Shield, Poisonous, Lifesteal" and
 * "A spell with Lifesteal"; fast-check, seeded and bounded, FUZZ and FUZZ_RUNS as tests/fuzz.ts says):
 * random duels of random Lifesteal spells, Lifesteal minions (one striking, two whose triggers deal
 * damage), Lifesteal weapons, Divine Shields, Armor and damage without Lifesteal, played by random legal
 * actions. After every action, read from its journal: damage dealt by a Lifesteal source (a spell's
 * effect, a minion, a hero by its weapon) heals that source's hero (the caster's for a spell) by exactly the
 * damage, once per character damaged (a Divine Shield that took it heals nothing), up to the hero's
 * maximum, after all the damage dealt at once and in one run; damage without Lifesteal heals nothing; the
 * heroes' Health is what the records say. And every action not listed fails with an Error and changes
 * nothing.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type CardDef, type Clause, type GameState, type Id, keywordsOf } from "../../src/engine/cards";
import { type Duel, type DuelAction, newDuel, type Player } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { DUEL_CARDS as C, damage, LIBRARY, testMinion } from "../scenarios/duel/builder";
import { tried } from "./harness";

const LIFESTEAL: Clause = { type: "keyword", keyword: "lifesteal" };

/** Lifesteal minions and a weapon whose damage is not an attack's (triggers) or is (a bigger blade). */
const STEAL_CARDS: CardDef[] = [
  testMinion("Steal Bomber", 2, 2, [
    LIFESTEAL,
    { type: "trigger", trigger: "battlecry" },
    damage("allOtherCharacters", 1),
  ]),
  testMinion("Steal Echo", 1, 5, [
    LIFESTEAL,
    { type: "trigger", trigger: "damaged" },
    damage("enemyHero", 2),
  ]),
  {
    name: "Steal Blade",
    type: "weapon",
    cost: 1,
    attack: 3,
    durability: 2,
    text: [LIFESTEAL],
    split: 0,
    game: "course",
  },
];

/** The targets a Lifesteal spell's damage may take (a spell has no minion of its own). */
const SPELL_TARGETS = [
  "chosen",
  "enemyHero",
  "friendlyHero",
  "allMinions",
  "allEnemyMinions",
  "allFriendlyMinions",
  "allCharacters",
  "allEnemyCharacters",
  "allFriendlyCharacters",
] as const;

const SPELL_NAMES = ["Steal Spell A", "Steal Spell B", "Steal Spell C"];

/** A Lifesteal spell: one to three damage effects, no two alike (each effect's records name its clause). */
const SPELL: fc.Arbitrary<Clause[]> = fc
  .uniqueArray(
    fc.record({ target: fc.constantFrom(...SPELL_TARGETS), amount: fc.integer({ min: 1, max: 6 }) }),
    {
      minLength: 1,
      maxLength: 3,
      selector: (e) => e.target,
    },
  )
  .map((effects) => [LIFESTEAL, ...effects.map((e) => damage(e.target, e.amount))]);

/** The rest of each deck: a Lifesteal striker and weapon, shields, Armor, damage without Lifesteal. */
const OTHERS = [
  C.leech.name,
  C.leech.name,
  C.dagger.name,
  C.shield.name,
  C.shield.name,
  C.brute.name,
  C.charger.name,
  C.wall.name,
  C.dawn.name,
  C.hellfire.name,
  C.herald.name,
  "Steal Bomber",
  "Steal Echo",
  "Steal Echo",
  "Steal Blade",
];

/** A duel of three random Lifesteal spells (two of each in both decks) and the cards above, heroes hurt. */
function stealDuel(spells: Clause[][], seed: number, hurt: [number, number]): Duel {
  const defs: CardDef[] = spells.map((text, i) => ({
    name: SPELL_NAMES[i],
    type: "spell",
    cost: i,
    text,
    split: 0,
    game: "course",
  }));
  const deck = [...SPELL_NAMES, ...SPELL_NAMES, ...OTHERS];
  const d = newDuel({
    decks: [deck, [...deck].reverse()],
    seed,
    cards: [...LIBRARY, ...STEAL_CARDS, ...defs],
  });
  d.dealDamage(d.hero(0), hurt[0]);
  d.dealDamage(d.hero(1), hurt[1]);
  d.clearLog();
  return d;
}

/** Whose damage a record is: the agent of its cause (a redirected one's own), as a key, and its parts. */
interface Agent {
  key: string;
  kind: string;
  source: Id | null;
  card: string | null;
  line: number | null;
}

/** Whether two agents' damage is dealt at once: one effect's, or an attack's two combatants'. */
const atOnce = (a: Agent, b: Agent): boolean =>
  a.key === b.key || (a.kind === "combat" && b.kind === "combat" && a.line === b.line);

/** The agent of a record's cause (docs/rules.md §3.11): a redirected record's is the redirect's own `by`. */
function agentOf(cause: unknown): Agent {
  let c = cause as Record<string, unknown>;
  if (c.kind === "redirect") c = c.by as Record<string, unknown>;
  return {
    key: JSON.stringify(c),
    kind: c.kind as string,
    source: (c.source as Id | null | undefined) ?? null,
    card: (c.card as string | undefined) ?? null,
    line: (c.line as number | null | undefined) ?? null,
  };
}

/** The hero an agent's damage heals, read from the state before the action (`was`) and after (`now`), or null. */
function healerOf(agent: Agent, was: GameState, now: GameState, caster: Player): Id | null {
  if (agent.kind === "effect" && agent.source === null) {
    // a spell: its caster's hero when it has Lifesteal
    const spell = was.cards.get(agent.card as string);
    return spell?.keywords.includes("lifesteal") ? was.sides[caster].hero : null;
  }
  if (agent.source === null) return null;
  const state = agent.source < was.entities.length ? was : now; // a character made by the action: now
  const owner = state.entities[agent.source].owner;
  return keywordsOf(state, agent.source).includes("lifesteal") ? state.sides[owner].hero : null;
}

const DAMAGE_RECORDS = new Set(["Damaged", "DivineShieldLost", "ArmorLost"]);

/**
 * Checks the Lifesteal heals of the action just done on `d` (its journal from an empty log), given the
 * duel as it was before (`was`) and the player who acted; counts into `tally` the Lifesteal heals seen
 * by the kind of source, and the Divine Shields that took Lifesteal damage.
 */
function checkHeals(d: Duel, was: Duel, caster: Player, tally: Record<string, number>): void {
  const { records, causes, depths } = d.journal();
  const now = d.state;
  const heroes = [0, 1].map((p) => d.hero(p as Player));
  const hp = new Map(heroes.map((h) => [h, was.health(h)]));
  const max = (h: Id) => now.entities[h].maxHealth;
  const absorbed = [0, 0];
  interface Seen {
    agent: Agent;
    hits: number;
    amount: number;
    last: number; // the index of its last damage record
    shields: number;
    heals: { at: number; amount: number; hpBefore: number }[];
  }
  const seen = new Map<string, Seen>();
  const of = (i: number): Seen => {
    const agent = agentOf(causes[i]);
    let s = seen.get(agent.key);
    if (!s) seen.set(agent.key, (s = { agent, hits: 0, amount: 0, last: -1, shields: 0, heals: [] }));
    return s;
  };
  const hpAt: number[][] = []; // each hero's Health before each record, and after the last
  records.forEach((r, i) => {
    hpAt.push(heroes.map((h) => hp.get(h) as number));
    switch (r.type) {
      case "ArmorLost":
        absorbed[r.player] = r.amount;
        break;
      case "DivineShieldLost": {
        const s = of(i);
        s.last = i;
        s.shields++;
        break;
      }
      case "Damaged": {
        const s = of(i);
        if (s.hits > 0) expect(r.amount, `${s.agent.key}: one amount`).toBe(s.amount);
        s.hits++;
        s.amount = r.amount;
        s.last = i;
        if (hp.has(r.target)) {
          const owner = now.entities[r.target].owner;
          hp.set(r.target, (hp.get(r.target) as number) - (r.amount - absorbed[owner]));
          absorbed[owner] = 0;
        }
        break;
      }
      case "Healed": {
        const before = hp.get(r.target);
        expect(before, `${JSON.stringify(r)}: only heroes are healed here`).toBeDefined();
        of(i).heals.push({ at: i, amount: r.amount, hpBefore: before as number });
        hp.set(r.target, (before as number) + r.amount);
        break;
      }
    }
  });
  hpAt.push(heroes.map((h) => hp.get(h) as number));
  for (const { agent, hits, amount, last, shields, heals: hs } of seen.values()) {
    const healer = healerOf(agent, was.state, now, caster);
    const said = `${agent.key} (${hits} damaged, ${amount} each)`;
    if (healer !== null) tally.shields = (tally.shields ?? 0) + shields;
    if (healer === null || hits === 0) {
      expect(hs, `${said}: no Lifesteal, no heal`).toEqual([]);
      continue;
    }
    const by = agent.kind === "combat" ? "combat" : agent.source === null ? "spell" : "minion effect";
    tally[by] = (tally[by] ?? 0) + hs.length;
    for (const h of hs)
      expect(records[h.at], said).toEqual({ type: "Healed", target: healer, amount: h.amount });
    // the damage dealt at once with this agent's: its own records and, in an attack, the other combatant's
    let end = last + 1;
    while (
      end < records.length &&
      depths[end] === depths[last] &&
      DAMAGE_RECORDS.has(records[end].type) &&
      atOnce(agentOf(causes[end]), agent)
    )
      end++;
    if (hs.length > 0) {
      // one run, after all the damage dealt at once
      expect(
        hs.map((h) => h.at),
        said,
      ).toEqual(hs.map((_, k) => hs[0].at + k));
      expect(hs[0].at, `${said}: heals after all the damage dealt at once`).toBeGreaterThanOrEqual(end);
      for (let k = depths[hs[0].at], j = last + 1; j < hs[0].at; j++)
        if (depths[j] === k)
          expect(DAMAGE_RECORDS.has(records[j].type) || records[j].type === "Healed", said).toBe(true);
      // the damage, once per character damaged, each up to the hero's maximum
      const room = max(healer) - hs[0].hpBefore;
      const total = Math.min(hits * amount, room);
      const expected = Array.from({ length: Math.ceil(total / amount) }, (_, k) =>
        Math.min(amount, total - k * amount),
      );
      expect(
        hs.map((h) => h.amount),
        said,
      ).toEqual(expected);
    } else {
      // nothing healed: the hero was at its maximum once the damage dealt at once was dealt
      expect(hpAt[end][heroes.indexOf(healer)], `${said}: healed nothing below the maximum`).toBe(
        max(healer),
      );
    }
  }
  for (const h of heroes) expect(d.health(h), `hero ${h}'s Health`).toBe(hp.get(h));
}

/** Every play, attack and turn end one could try now, legal or not (as tests/properties/duel.test.ts). */
function candidates(d: Duel): DuelAction[] {
  const out: DuelAction[] = [{ type: "endTurn" }];
  const characters = [d.hero(0), d.hero(1), ...d.board(0), ...d.board(1)];
  for (const p of [0, 1] as const)
    for (const handId of d.hand(p))
      for (const target of [null, ...characters]) out.push({ type: "playCard", handId, target });
  for (const attacker of characters)
    for (const defender of characters) out.push({ type: "attack", attacker, defender });
  return out;
}

const key = (a: DuelAction) => JSON.stringify(a);

const GAME = fc.record({
  spells: fc.tuple(SPELL, SPELL, SPELL),
  seed: fc.nat(1000),
  hurt: fc.tuple(fc.nat(25), fc.nat(25)),
  picks: fc.array(fc.nat(1000), { minLength: 5, maxLength: 50 }),
});

describe("Lifesteal (random duels of Lifesteal spells, minions and weapons)", () => {
  test("every Lifesteal damage heals its source's hero by the damage, once per character damaged, none for a Divine Shield, up to the maximum; no other damage heals", () => {
    const tally: Record<string, number> = {};
    fc.assert(
      fc.property(GAME, ({ spells, seed, hurt, picks }) => {
        const d = stealDuel(spells, seed, hurt);
        for (const pick of picks) {
          const legal = d.legalActions();
          if (legal.length === 0) break;
          const action = legal[pick % legal.length];
          const was = d.clone();
          const caster = d.activePlayer();
          d.clearLog();
          expect(tried(() => d.apply(action))).toBeNull();
          checkHeals(d, was, caster, tally);
        }
      }),
      fuzzed({ seed: 0x11fe_5ea1, numRuns: 60 }),
    );
    // each kind of Lifesteal source healed, and Divine Shields took Lifesteal damage
    for (const kind of ["spell", "minion effect", "combat", "shields"])
      expect(tally[kind], kind).toBeGreaterThan(0);
  });

  test("every action not listed fails with an Error and changes nothing (state, log, hands)", () => {
    fc.assert(
      fc.property(GAME, fc.nat(), ({ spells, seed, hurt, picks }, every) => {
        const d = stealDuel(spells, seed, hurt);
        for (const pick of picks) {
          const legal = d.legalActions();
          if (legal.length === 0) break;
          const listed = new Set(legal.map(key));
          // a sample of the candidates not listed (one in `stride`), tried on the duel itself
          const stride = 1 + (every % 5);
          const tries = candidates(d).filter((a, i) => i % stride === 0 && !listed.has(key(a)));
          for (const action of tries) {
            const before = { hash: d.hash(), log: d.logTree(), hands: [d.hand(0), d.hand(1)] };
            const err = tried(() => d.apply(action));
            expect(err, key(action)).toBeInstanceOf(Error);
            expect({ hash: d.hash(), log: d.logTree(), hands: [d.hand(0), d.hand(1)] }, key(action)).toEqual(
              before,
            );
          }
          d.apply(legal[pick % legal.length]);
        }
      }),
      fuzzed({ seed: 0x11fe_5ea2, numRuns: 30 }),
    );
  });
});
