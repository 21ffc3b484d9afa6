/**
 * The end of an outermost Phase with nothing pending (docs/rules.md §3.3): the end-of-Phase steps (the
 * Death Creation Step, game over, the Aura Update) are skipped once they have run in the Sequence, while
 * nobody has entered play and nobody is doomed since. These tests state what the skip must never change:
 * after every action nothing is left for those steps to find, and a minion that enters play in a later
 * Phase of the Sequence has its aura in the snapshot when the Sequence ends.
 */
import { describe, expect, test } from "vitest";
import { choosableTargets, type GameState, needsTarget, perform } from "../../../src/engine/cards";
import { type Duel, newDuel, newGame, type Player } from "../../../src/harness";
import { DUEL_CARDS as C, duel, fillers, LIBRARY, testMinion, tree } from "./builder";

/** What the end-of-Phase steps would still find in `state`: nothing, after every action. */
function leftForEndOfPhase(state: GameState): string[] {
  const found: string[] = [];
  for (const id of state.inPlay) {
    const e = state.entities[id];
    if (e.health <= 0 || e.pendingDestroy)
      found.push(`minion ${id} at ${e.health} Health, marked ${e.pendingDestroy}`);
  }
  for (const side of state.sides)
    if (side.weapon !== null && state.entities[side.weapon].health <= 0)
      found.push(`weapon ${side.weapon} broken`);
  const copy = structuredClone(state);
  if (copy.duel !== null) copy.duel.winner = null; // a finished game takes no action, and this is a probe
  perform(copy, { type: "setRuleAuras", auras: state.ruleAuras }, null); // an Aura Update, and nothing else
  if (JSON.stringify(copy.snapshot) !== JSON.stringify(state.snapshot)) found.push("a stale snapshot");
  return found;
}

/** Deaths, summons in later Phases, auras, a weapon, Fatigue: the cards a skipped step could miss. */
const DECK = [
  C.yeti.name,
  C.wall.name,
  C.charger.name,
  C.twin.name,
  C.shield.name,
  C.viper.name,
  C.leech.name,
  C.herald.name,
  C.martyr.name,
  C.dusk.name,
  C.dawn.name,
  C.juggler.name,
  C.dagger.name,
  C.hellfire.name,
  "Loot Hoarder",
  "Harvest Golem",
  "Baron Rivendare",
  "Bolf Ramshield",
  "Acolyte of Pain",
  "Whirlwind",
  "Unstable Ghoul",
  "Abomination",
  "Fiery War Axe",
];

describe("an end of Phase with nothing pending is skipped, and changes no outcome (docs/rules.md §3.3)", () => {
  test("after every action of seeded duels, the end-of-Phase steps would find nothing left to do", () => {
    let actions = 0;
    for (let seed = 0; seed < 12; seed++) {
      const d = newDuel({ decks: [DECK, [...DECK].reverse()], seed, cards: LIBRARY });
      for (let i = 0; i < 160 && d.winner() === null; i++) {
        const legal = d.legalActions();
        const action = legal[(i * 7919 + seed * 104729) % legal.length];
        d.apply(action);
        actions++;
        expect(leftForEndOfPhase(d.state), `seed ${seed}, action ${i}: ${JSON.stringify(action)}`).toEqual(
          [],
        );
      }
    }
    expect(actions).toBeGreaterThan(1000);
  });

  test("after every harness action of seeded course games over the whole library, the same holds", () => {
    const spells = LIBRARY.filter((c) => c.type === "spell");
    const minions = LIBRARY.filter((c) => c.type === "minion");
    let actions = 0;
    for (let seed = 0; seed < 12; seed++) {
      const g = newGame({ cards: LIBRARY, decks: [fillers(30), fillers(30)], seed });
      for (let i = 0; i < 120; i++) {
        const r = (i * 7919 + seed * 104729) % 1000;
        const player = (r % 2) as Player;
        const inPlay = [...g.board(0), ...g.board(1)];
        const target = inPlay[r % Math.max(1, inPlay.length)];
        const kind = r % 5;
        if (kind === 0) g.summon(minions[r % minions.length].name, player);
        else if (kind === 1) {
          const minion = g.addToHand(minions[(r >> 3) % minions.length].name, player);
          // a targeted Battlecry takes a minion its player may pick, while there is one (docs/rules.md §3.6)
          const can = choosableTargets(g.state, player, g.state.entities[minion].card!.def);
          g.play(
            minion,
            needsTarget(g.state.entities[minion].card!.def) ? can[r % Math.max(1, can.length)] : undefined,
          );
        } else if (kind === 2 && target !== undefined) g.dealDamage(target, 1 + (r % 4));
        else if (kind === 3 && target !== undefined) g.destroy(target);
        else {
          const spell = spells[(r >> 2) % spells.length];
          // a spell's target is one its caster may pick (not an enemy in Stealth or Immune, §3.10)
          const needs = needsTarget(spell);
          const can = choosableTargets(g.state, player, spell);
          if (needs && can.length === 0) continue;
          g.cast(spell.name, player, needs ? can[r % can.length] : undefined);
        }
        actions++;
        expect(leftForEndOfPhase(g.state), `seed ${seed}, action ${i}`).toEqual([]);
      }
    }
    expect(actions).toBeGreaterThan(1000);
  });

  test("an End of Turn and a Start of Turn with nothing pending log exactly their steps", () => {
    const d = duel([fillers(30), fillers(30)]);
    d.endTurn();
    d.clearLog();
    d.endTurn();
    const [drawn] = d.hand(0).slice(-1);
    expect(d.logTree()).toBe(
      tree(
        "TurnEnded{player: 1, turn: 2}",
        "TurnStarted{player: 0, turn: 3}",
        "ManaCrystalGained{player: 0, maxMana: 2}",
        "ManaRefilled{player: 0, mana: 2}",
        `Drew{player: 0, id: ${drawn}}`,
      ),
    );
  });

  test("a minion summoned in the After Summon Phase, after the Battlecry Phase's end, has its aura when the play ends", () => {
    /** After you summon a minion, summon a Baron Rivendare (Deathrattles trigger twice). */
    const caller = testMinion("Phase Baron Caller", 0, 5, [
      { type: "trigger", trigger: "afterSummon" },
      { type: "effect", effect: "summon", card: "Baron Rivendare", count: 1 },
    ]);
    const d: Duel = duel([fillers(30), fillers(30)]);
    d.registerCards([caller]);
    const callerId = d.summon(caller.name, 0);
    const hoarder = d.summon("Loot Hoarder", 0);
    const filler = d.hand(0).find((id) => d.cost(id) <= d.mana(0))!;
    d.play(filler);
    const [, baron] = d.board(0);
    expect(d.board(0)).toEqual([callerId, baron, hoarder, filler]); // a minion's summon lands at its right
    expect(d.state.entities[baron].card?.name).toBe("Baron Rivendare");
    expect(d.state.snapshot.map((s) => s.source)).toEqual([baron]);
    d.clearLog();
    d.destroy(hoarder);
    expect(d.log().filter((e) => e.type === "Triggered")).toEqual([
      { type: "Triggered", source: hoarder, trigger: "deathrattle" },
      { type: "Triggered", source: hoarder, trigger: "deathrattle" },
    ]);
  });
});
