/** The duel's command table (src/cli/play-duel-commands.ts): what each command takes, and what it refuses. */
import { describe, expect, test } from "vitest";
import { matchOf } from "../../src/cli/play-duel";
import { parseDuelArgs } from "../../src/cli/play-duel-args";
import { parseDuelCommand, refuseUnaffordable, refuseUntargetedPlay } from "../../src/cli/play-duel-commands";
import { type DuelView, duelViewOf } from "../../src/play/duel-view";

describe("a duel command given more than it takes is refused, saying what it takes", () => {
  test("why takes one line number: why 3 4 is refused, why 3 is read", () => {
    expect(parseDuelCommand("why 3")).toEqual({ type: "why", line: 3 });
    expect(() => parseDuelCommand("why 3 4")).toThrow(
      'why takes one line number of the last action\'s log (why 3), not "3 4"',
    );
    expect(() => parseDuelCommand("w 3 4")).toThrow(
      'w takes one line number of the last action\'s log (w 3), not "3 4"',
    );
  });

  test.each([
    ["e foo", 'e takes nothing after it (e ends your turn), not "foo"'],
    ["end my turn", 'end takes nothing after it (end ends your turn), not "my turn"'],
    ["u 2", 'u takes nothing after it (u undoes your last action), not "2"'],
    ["l raw", 'l takes nothing after it (l switches the log\'s format), not "raw"'],
    ["? p", '? takes nothing after it (? shows the commands), not "p"'],
    ["q now", 'q takes nothing after it (q quits), not "now"'],
    ["quit now", 'quit takes nothing after it (quit quits), not "now"'],
  ])("%s", (line, message) => {
    expect(() => parseDuelCommand(line)).toThrow(message);
  });

  test("each of them alone is read", () => {
    expect(["e", "end", "u", "l", "?", "q"].map((w) => parseDuelCommand(w).type)).toEqual([
      "endTurn",
      "endTurn",
      "undo",
      "logFormat",
      "help",
      "quit",
    ]);
  });
});

describe("a card that costs more mana than the person has", () => {
  test("is refused before the engine is asked, in the person's words: its cost, their mana, and what * marks", () => {
    const inv = parseDuelArgs([]);
    if (inv.type !== "duel") throw new Error(inv.message);
    const view = duelViewOf(matchOf(inv));
    const mana = view.heroes[0].mana;
    const dear = view.hand.filter((c) => c.cost > mana);
    expect(dear.length).toBeGreaterThan(0);
    for (const c of dear)
      expect(() => refuseUnaffordable({ card: c.position }, view)).toThrow(
        `${c.name} costs ${c.cost} mana and you have ${mana} (a card marked * can be played now)`,
      );
    for (const c of view.hand.filter((c) => c.cost <= mana))
      expect(() => refuseUnaffordable({ card: c.position }, view)).not.toThrow();
    expect(() => refuseUnaffordable({ card: view.hand.length + 1 }, view)).not.toThrow(); // the engine says
  });
});

describe("a spell that needs a target, played without one", () => {
  /** A view with only what the refusal reads: card 1 a targeted spell, the boards, the result. */
  const viewWith = (playable: boolean, mine: number, theirs: number) => {
    const minions = (n: number) => Array.from({ length: n }, (_, i) => ({ position: i + 1, id: 40 + i }));
    return {
      winner: null,
      hand: [{ position: 1, name: "Shadow Bolt", cost: 3, playable, needsTarget: true }],
      boards: [minions(mine), minions(theirs)],
    } as unknown as DuelView;
  };
  const refusal = (view: DuelView) => {
    try {
      refuseUntargetedPlay({ card: 1, target: null }, view);
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  };

  test("is shown a target that is there: the AI's minion, else yours", () => {
    expect(refusal(viewWith(true, 1, 2))).toBe(
      "Shadow Bolt needs a target: p 1 e1 (the AI's minion 1; m1: yours)",
    );
    expect(refusal(viewWith(true, 2, 0))).toBe("Shadow Bolt needs a target: p 1 m1 (your minion 1)");
  });

  test("with nothing it can target now, says so rather than showing a target that is not there", () => {
    expect(refusal(viewWith(false, 0, 0))).toBe(
      "Shadow Bolt has nothing to target now (a card marked * can be played now)",
    );
  });
});

describe("a minion with a targeted Battlecry (docs/rules.md §3.6)", () => {
  test("needs a target while there is a minion to pick, and is played with none when there is none", () => {
    const inv = parseDuelArgs(["midrange", "aggro", "--seed", "2"]);
    if (inv.type !== "duel") throw new Error(inv.message);
    const match = matchOf(inv);
    const d = match.duel;
    d.addToHand("Ironbeak Owl", 0);
    d.endTurn();
    d.endTurn(); // the person's second turn: 2 mana, no minion in play
    const owlCard = () => duelViewOf(match).hand.find((c) => c.name === "Ironbeak Owl")!;
    expect(owlCard().needsTarget).toBe(false); // no minion in play
    expect(() =>
      refuseUntargetedPlay({ card: owlCard().position, target: null }, duelViewOf(match)),
    ).not.toThrow();
    d.summon("Murloc Raider", 1);
    expect(owlCard().needsTarget).toBe(true);
    expect(() => refuseUntargetedPlay({ card: owlCard().position, target: null }, duelViewOf(match))).toThrow(
      `Ironbeak Owl needs a target: p ${owlCard().position} e1 (the AI's minion 1; m1: yours)`,
    );
  });

  test("a minion whose Battlecry picks a character is shown the AI's hero when no minion is in play", () => {
    const inv = parseDuelArgs(["midrange", "aggro", "--seed", "2"]);
    if (inv.type !== "duel") throw new Error(inv.message);
    const match = matchOf(inv);
    const d = match.duel;
    d.addToHand("Elven Archer", 0);
    const archer = () => duelViewOf(match).hand.find((c) => c.name === "Elven Archer")!;
    expect(archer().needsTarget).toBe(true); // the heroes are always there
    expect(() => refuseUntargetedPlay({ card: archer().position, target: null }, duelViewOf(match))).toThrow(
      `Elven Archer needs a target: p ${archer().position} hero (the AI's hero; mhero: yours)`,
    );
  });
});
