import { describe, expect, test } from "vitest";
import { COIN_CARD } from "../../../src/content/duel";
import { newDuel, newGame } from "../../../src/harness";
import { boardOf, DUEL_CARDS as C, duel, fillers, snapshot } from "./builder";

/** Each illegal action is an Error that says why, and changes nothing (docs/rules.md §3.10, §8). */
describe("illegal duel actions are errors naming why, and change nothing", () => {
  const cases: [string, (d: ReturnType<typeof duel>) => () => void, string][] = [
    [
      "playing a card on the other player's turn",
      (d) => () => d.play(d.hand(1)[0]),
      "is player 1's, and it is player 0's turn",
    ],
    [
      "attacking with the other player's minion",
      (d) => {
        const enemy = d.board(1)[0];
        return () => d.attack(enemy, d.hero(0));
      },
      "is player 1's, and it is player 0's turn",
    ],
    [
      "a card that costs more than the mana left",
      (d) => {
        const yeti = d.addToHand("Harvest Golem", 0);
        return () => d.play(yeti);
      },
      "costs 3 mana, and player 0 has 2",
    ],
    [
      "a minion that entered play this turn",
      (d) => {
        const fresh = d.summon(C.yeti.name, 0);
        return () => d.attack(fresh, d.hero(1));
      },
      "entered play this turn: it cannot attack until its owner's next turn",
    ],
    [
      "a second attack",
      (d) => {
        const [brute] = d.board(0);
        d.attack(brute, d.board(1)[0]);
        return () => d.attack(brute, d.hero(1));
      },
      "has already attacked this turn",
    ],
    [
      "ignoring a Taunt",
      (d) => {
        const [brute] = d.board(0);
        return () => d.attack(brute, d.hero(1));
      },
      "cannot be attacked while player 1 has a minion with Taunt: Duel Wall (id",
    ],
    [
      "attacking one's own character",
      (d) => {
        const [brute] = d.board(0);
        return () => d.attack(brute, d.hero(0));
      },
      "the defender must be an enemy character in play",
    ],
    [
      "a hero without a weapon",
      (d) => () => d.attack(d.hero(0), d.board(1)[0]),
      "has no Attack (a hero attacks with a weapon)",
    ],
    ["a card not in hand", (d) => () => d.play(d.board(0)[0]), "is on the board, not in the hand"],
    [
      "a spell not in hand, by name",
      (d) => () => d.cast("Whirlwind"),
      'cast: player 0 has no "Whirlwind" in hand',
    ],
    [
      "a minion cast by name (cast plays spells)",
      (d) => () => d.cast(C.filler.name),
      `cast: "${C.filler.name}" is a minion, not a spell (play it with play)`,
    ],
    [
      "a spell that needs a target, without one",
      (d) => {
        d.registerCards([
          {
            name: "Duel Bolt",
            type: "spell",
            cost: 1,
            text: [{ type: "effect", effect: "dealDamage", target: "chosen", amount: 2 }],
            split: 0,
            game: "course",
          },
        ]);
        const bolt = d.addToHand("Duel Bolt", 0);
        return () => d.play(bolt);
      },
      'cast: "Duel Bolt" needs a target (a minion in play)',
    ],
    [
      "a minion given a target",
      (d) => {
        const filler = d.hand(0)[0];
        return () => d.play(filler, d.board(1)[0]);
      },
      "is a minion and takes no target",
    ],
    [
      "an action that is not one",
      (d) => () => d.apply({ type: "pass" } as never),
      'apply: action.type must be "playCard", "attack" or "endTurn", not the string "pass"',
    ],
    [
      "an action with a field its type does not take",
      (d) => () => d.apply({ type: "endTurn", bogus: 1 } as never),
      'apply: action: unknown field "bogus" (type "endTurn" takes only type)',
    ],
    [
      "an attack with two fields it does not take (a playCard's among them)",
      (d) => () =>
        d.apply({
          type: "attack",
          attacker: d.board(0)[0],
          defender: d.hero(1),
          handId: 5,
          why: "",
        } as never),
      'apply: action: unknown fields "handId", "why" (type "attack" takes only type, attacker, defender)',
    ],
    [
      "a playCard with an attack's field",
      (d) => () => d.apply({ type: "playCard", handId: d.hand(0)[0], target: null, defender: 0 } as never),
      'apply: action: unknown field "defender" (type "playCard" takes only type, handId, target)',
    ],
  ];

  test.each(cases)("%s", (_name, setup, message) => {
    const d = duel();
    boardOf(d, [C.brute.name], [C.wall.name]);
    const act = setup(d);
    const before = snapshot(d);
    expect(act).toThrow(message);
    expect(snapshot(d)).toEqual(before);
  });

  test("a Frozen character: the error says so, and nothing changes", () => {
    const d = duel();
    const [[brute]] = boardOf(d, [C.brute.name]);
    d.state.entities[brute].frozen = true; // as a Freeze on the other player's turn leaves it
    const before = snapshot(d);
    expect(() => d.attack(brute, d.hero(1))).toThrow(
      `attack: Duel Brute (id ${brute}) is Frozen: it misses this attack`,
    );
    expect(snapshot(d)).toEqual(before);
  });

  test("the course's game has no turns: its harness has no duel methods, and the duel's actions are refused", async () => {
    const g = newGame();
    const { perform } = await import("../../../src/engine/cards");
    expect(() => perform(g.state, { type: "endTurn" }, null)).toThrow(
      "endTurn: this game has no turns (only a duel, newDuel, has turns, mana and combat)",
    );
    expect(() => perform(g.state, { type: "attack", attacker: 0, defender: 1 }, null)).toThrow(
      "attack: this game has no turns",
    );
  });

  test("newDuel's options are checked: decks are required, a bad card names its place", () => {
    expect(() => newDuel(undefined as never)).toThrow("newDuel: options must be given");
    expect(() => newDuel({} as never)).toThrow("newDuel: decks must be given");
    expect(() => duel([[C.filler.name, "No Such Card"], []])).toThrow(
      'newDuel: decks[0][1]: unknown card "No Such Card"',
    );
  });

  test("a library without the opening's coin is refused naming the card and why it is needed", () => {
    const cards = Object.values(C);
    expect(() => newDuel({ decks: [fillers(5), fillers(5)], cards })).toThrow(
      `newDuel: the card library has no "${COIN_CARD}": player 1 is dealt it at the start (docs/rules.md §3.10)`,
    );
  });
});
