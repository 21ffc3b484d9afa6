import { describe, expect, test } from "vitest";
import { type CardDef, newGame } from "../../../src/harness";
import { minion, summoner } from "./defs";

/** The objects a caller passes stay the caller's (issue 16 item 6): definitions are copied at the door. */

describe("the caller's card objects stay the caller's (registerCards and newGame copy at the door)", () => {
  test("registerCards: writing the passed object afterwards changes no registered card", () => {
    const def = minion("Test Glass", 2);
    const g = newGame({ cards: [] });
    g.registerCards([def]);
    def.health = 99;
    def.text.push({ type: "keyword", keyword: "taunt" });
    const id = g.summon("Test Glass");
    expect(g.health(id)).toBe(2);
    expect(g.state.cards.get("Test Glass")!.def.text).toEqual([]);
  });

  test("newGame's cards: writing the passed clauses afterwards changes no card", () => {
    const def = summoner("Test Urn", "Token");
    const g = newGame({ cards: [def, minion("Token")] });
    const clause = def.text[1] as { card: string };
    clause.card = "Nothing";
    def.name = "Renamed";
    const urn = g.summon("Test Urn");
    g.destroy(urn);
    expect(g.nameOf(g.board(0)[0])).toBe("Token");
  });

  test("the registered definition is frozen: no one downstream can change it either", () => {
    const g = newGame({ cards: [minion("Test Glass", 2)] });
    const def = g.state.cards.get("Test Glass")!.def;
    expect(Object.isFrozen(def)).toBe(true);
    expect(Object.isFrozen(def.text)).toBe(true);
  });

  test("a definition read through a getter is read once: validation and registration see the same value", () => {
    let reads = 0;
    const def = { ...minion("Test Shifty"), text: [] };
    Object.defineProperty(def, "health", { enumerable: true, get: () => (reads++ === 0 ? 2 : 0) });
    const g = newGame({ cards: [] });
    g.registerCards([def]);
    expect(g.health(g.summon("Test Shifty"))).toBe(2);
    expect(reads).toBe(1);
  });

  test("a definition that refers back to itself is a clear error naming the argument and the path", () => {
    const def = minion("Test Loop") as CardDef & { self?: unknown };
    def.self = def;
    const g = newGame({ cards: [] });
    expect(() => g.registerCards([def])).toThrow(
      'registerCards[0] (card "Test Loop"): self: refers back to an enclosing object (a card is JSON data)',
    );
    expect(() => newGame({ cards: [def] })).toThrow('newGame cards[0] (card "Test Loop"): self: refers back');
  });
});

/** The other way round: what the harness hands out is the caller's to change, never the game's log. */
describe("the records log() and journal() hand out are copies", () => {
  const damaged = () => {
    const g = newGame({ cards: [minion("Test Glass", 5)] });
    g.dealDamage(g.summon("Test Glass"), 1);
    return g;
  };

  test("writing an event log() returned changes neither the log nor the tree", () => {
    const g = damaged();
    const event = g.log()[0] as { amount: number };
    event.amount = 99;
    expect(g.log()).toEqual([{ type: "Damaged", target: 2, amount: 1 }]);
    expect(g.logTree()).toBe("Damaged{target: 2, amount: 1}\n");
  });

  test("writing a record journal() returned changes neither the journal nor the log", () => {
    const g = damaged();
    (g.journal().records[0] as { amount: number }).amount = 77;
    expect(g.journal().records).toEqual([{ type: "Damaged", target: 2, amount: 1 }]);
    expect(g.log()).toEqual([{ type: "Damaged", target: 2, amount: 1 }]);
  });

  test("writing a cause journal() returned changes no cause", () => {
    const g = damaged();
    const cause = g.journal().causes[0] as { kind: string; action: string };
    expect(cause).toEqual({ kind: "action", action: "dealDamage", origin: null });
    cause.action = "cast";
    expect(g.journal().causes[0]).toEqual({ kind: "action", action: "dealDamage", origin: null });
  });
});
