/**
 * What the doors take as data is plain data (docs/rules.md §8): an action, options and a card definition
 * are read by their own fields only. An object whose fields come from its prototype
 * (`Object.create({type: "endTurn"})`) or an instance of a class is refused, naming the inherited field
 * (or the class), and the call changes nothing; an object literal, parsed JSON or a null-prototype object
 * is taken. The engine's actions are plain data all the way down: an object nested anywhere in one (a
 * clause's filter, an aura, an origin's detail, a duel's opening) is checked as the action is, and named
 * by its path from the action.
 */

import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { LEXICON } from "../../src/content/words";
import { type Action, apply, type CardDef, hashGame } from "../../src/engine/cards";
import { type Duel, type LevelDef, newBaba, newDuel, newGame, newSpellGrid } from "../../src/harness";
import { vanillaMinion } from "../fixtures/cards";
import { fuzzed } from "../fuzz";

const PLAIN = "(plain data only: an object literal or parsed JSON)";

/** `fields` given through a prototype, and `own` as the object's own. */
const inheriting = (fields: Record<string, unknown>, own: Record<string, unknown> = {}) =>
  Object.assign(Object.create(fields), own);

/** A duel on player 0's first turn, with a minion on each side that has been there a turn. */
function duelWithMinions(): { d: Duel; mine: number; theirs: number } {
  const d = newDuel({ decks: [[], []] });
  const mine = d.summon("Wisp", 0);
  const theirs = d.summon("Wisp", 1);
  d.endTurn();
  d.endTurn();
  return { d, mine, theirs };
}

describe("an action with an inherited field is refused, naming the field, and changes nothing", () => {
  test("Duel.apply: the type, and each other field of each action", () => {
    const { d, mine, theirs } = duelWithMinions();
    const before = { hash: d.hash(), log: d.logTree() };
    const cases: [object, string][] = [
      [inheriting({ type: "endTurn" }), "type"],
      [inheriting({ attacker: mine }, { type: "attack", defender: theirs }), "attacker"],
      [inheriting({ defender: theirs }, { type: "attack", attacker: mine }), "defender"],
      [inheriting({ handId: 5 }, { type: "playCard" }), "handId"],
      [inheriting({ target: theirs }, { type: "playCard", handId: 5 }), "target"],
    ];
    for (const [action, field] of cases) {
      expect(() => d.apply(action as never)).toThrow(
        `apply: action: field "${field}" is inherited through its prototype, not its own ${PLAIN}`,
      );
      expect({ hash: d.hash(), log: d.logTree() }).toEqual(before);
    }
  });

  test("an instance of a class is refused, naming the class", () => {
    const { d } = duelWithMinions();
    class EndTurn {
      type = "endTurn";
    }
    expect(() => d.apply(new EndTurn() as never)).toThrow(
      `apply: action: it is an instance of EndTurn, not a plain object ${PLAIN}`,
    );
  });

  test("the engine's apply and perform: the same rule, the state untouched", () => {
    const { d } = duelWithMinions();
    const state = d.state;
    const before = hashGame(state);
    expect(() => apply(state, inheriting({ type: "endTurn" }), null)).toThrow(
      `action: field "type" is inherited through its prototype, not its own ${PLAIN}`,
    );
    expect(hashGame(state)).toBe(before);
  });

  test("plain data is taken: an object literal, parsed JSON, a null-prototype object", () => {
    const { d } = duelWithMinions();
    d.apply(JSON.parse('{"type": "endTurn"}'));
    d.apply(Object.assign(Object.create(null), { type: "endTurn" }));
    expect(d.turn()).toBe(5);
  });

  test("any inherited field of any action named (property, seeded)", () => {
    const { d, mine, theirs } = duelWithMinions();
    const actions: Record<string, unknown>[] = [
      { type: "endTurn" },
      { type: "attack", attacker: mine, defender: theirs },
      { type: "playCard", handId: d.hand(0)[0], target: null },
    ];
    fc.assert(
      fc.property(fc.constantFrom(...actions), fc.nat(), (action, pick) => {
        const keys = Object.keys(action);
        const field = keys[pick % keys.length];
        const own = Object.fromEntries(keys.filter((k) => k !== field).map((k) => [k, action[k]]));
        const before = d.hash();
        expect(() => d.apply(inheriting({ [field]: action[field] }, own) as never)).toThrow(
          `apply: action: field "${field}" is inherited through its prototype, not its own ${PLAIN}`,
        );
        expect(d.hash()).toBe(before);
      }),
      fuzzed({ seed: 2, numRuns: 60 }),
    );
  });
});

describe("options and card definitions: own fields only", () => {
  test("newGame and newDuel options", () => {
    expect(() => newGame(inheriting({ decks: [["Wisp"], []] }))).toThrow(
      `newGame: options: field "decks" is inherited through its prototype, not its own ${PLAIN}`,
    );
    expect(() => newDuel(inheriting({ seed: 3 }, { decks: [[], []] }))).toThrow(
      `newDuel: options: field "seed" is inherited through its prototype, not its own ${PLAIN}`,
    );
  });

  const imp: CardDef = vanillaMinion("Proto Imp");

  test("registerCards: a definition, or a clause in it, with an inherited field; the library unchanged", () => {
    const g = newGame({ decks: [[], []] });
    const size = g.state.cards.size;
    const { cost, ...costless } = imp;
    expect(() => g.registerCards([inheriting({ cost }, costless) as CardDef])).toThrow(
      `registerCards[0] (card "Proto Imp"): field "cost" is inherited through its prototype, not its own ${PLAIN}`,
    );
    expect(() => g.registerCards([inheriting({ cost: 9 }, imp) as CardDef])).toThrow(
      `registerCards[0] (card "Proto Imp"): its prototype is another object (as Object.create makes), not Object.prototype ${PLAIN}`,
    );
    const clause = inheriting({ keyword: "taunt" }, { type: "keyword" });
    expect(() => g.registerCards([{ ...imp, text: [clause] }])).toThrow(
      `registerCards[0] (card "Proto Imp"): text[0]: field "keyword" is inherited through its prototype, not its own ${PLAIN}`,
    );
    class Imp {
      name = "Class Imp";
    }
    expect(() => g.registerCards([Object.assign(new Imp(), imp) as CardDef])).toThrow(
      `registerCards[0] (card "Proto Imp"): it is an instance of Imp, not a plain object ${PLAIN}`,
    );
    expect(g.state.cards.size).toBe(size);
    expect(g.state.cards.has("Proto Imp")).toBe(false);
    expect(() => newGame({ decks: [[], []], cards: [inheriting(imp) as CardDef] })).toThrow(
      `newGame cards[0] (card "Proto Imp"): field "name" is inherited through its prototype, not its own ${PLAIN}`,
    );
  });

  test("the engine's registerCards: a definition or a clause with an inherited field, the state untouched", () => {
    const state = newGame({ decks: [[], []] }).state;
    const before = hashGame(state);
    expect(() => apply(state, { type: "registerCards", defs: [inheriting(imp) as CardDef] }, null)).toThrow(
      `registerCards: defs[0]: field "name" is inherited through its prototype, not its own ${PLAIN}`,
    );
    const clause = inheriting({ type: "keyword", keyword: "taunt" });
    expect(() =>
      apply(state, { type: "registerCards", defs: [imp, { ...imp, text: [clause] }] }, null),
    ).toThrow(
      `registerCards: defs[1].text[0]: field "type" is inherited through its prototype, not its own ${PLAIN}`,
    );
    expect(hashGame(state)).toBe(before);
    expect(state.cards.has("Proto Imp")).toBe(false);
  });
});

/** Every object (not array) nested in `value`, below it, with its path from `value` (`defs[0].text[1]`). */
function nestedObjects(value: unknown, path = ""): [string, Record<string, unknown>][] {
  if (typeof value !== "object" || value === null) return [];
  const entries = Array.isArray(value)
    ? value.map((v, i): [string, unknown] => [`${path}[${i}]`, v])
    : Object.entries(value).map(([k, v]): [string, unknown] => [path ? `${path}.${k}` : k, v]);
  return entries.flatMap(([p, v]) => [
    ...(typeof v === "object" && v !== null && !Array.isArray(v)
      ? [[p, v] as [string, Record<string, unknown>]]
      : []),
    ...nestedObjects(v, p),
  ]);
}

/** `value` deep-copied, with the object at `path` replaced by `make(that object)`. */
function replacedAt(
  value: unknown,
  path: string,
  make: (o: Record<string, unknown>) => object,
  at = "",
): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((v, i) => replacedAt(v, path, make, `${at}[${i}]`));
  const copy = Object.fromEntries(
    Object.entries(value).map(([k, v]) => {
      const p = at ? `${at}.${k}` : k;
      return [k, replacedAt(v, path, make, p)];
    }),
  );
  return at === path ? make(copy) : copy;
}

describe("an object nested anywhere in an engine action is plain data too, named by its path", () => {
  const imp: CardDef = vanillaMinion("Nested Imp");

  test("an aura, its origin and the origin's detail; a destroy's origin; a duel's opening", () => {
    const { d, mine } = duelWithMinions();
    const state = d.state;
    const before = hashGame(state);
    const cap = { kind: "triggerCap", trigger: "deathrattle", times: 1 };
    const cases: [Action, string][] = [
      [
        {
          type: "setRuleAuras",
          auras: [inheriting({ kind: "triggerCap" }, { trigger: "deathrattle", times: 1 })],
        },
        `setRuleAuras: auras[0]: field "kind" is inherited`,
      ],
      [
        { type: "setRuleAuras", auras: [{ ...cap, origin: inheriting({ label: "RULE" }) }] } as Action,
        `setRuleAuras: auras[0].origin: field "label" is inherited`,
      ],
      [
        {
          type: "setRuleAuras",
          auras: [{ ...cap, origin: { label: "R", detail: inheriting({ ids: [3] }) } }],
        } as Action,
        `setRuleAuras: auras[0].origin.detail: field "ids" is inherited`,
      ],
      [
        {
          type: "destroy",
          targets: [mine],
          origins: [{ label: "R", detail: { at: [inheriting({ x: 1 })] } }],
        } as Action,
        `destroy: origins[0].detail.at[0]: field "x" is inherited`,
      ],
      [
        { type: "startDuel", opening: inheriting({ hands: [3, 4] }, { extras: [[], []] }) } as Action,
        `startDuel: opening: field "hands" is inherited`,
      ],
      [
        {
          type: "setRuleAuras",
          auras: [{ ...cap, origin: { label: "R", detail: { "odd key": inheriting({ n: 1 }) } } }],
        } as Action,
        `setRuleAuras: auras[0].origin.detail["odd key"]: field "n" is inherited`,
      ],
    ];
    for (const [action, message] of cases) {
      expect(() => apply(state, action, null)).toThrow(
        `${message} through its prototype, not its own ${PLAIN}`,
      );
      expect(hashGame(state)).toBe(before);
    }
  });

  test("a class instance nested in an action is named with its class", () => {
    const state = newGame({ decks: [[], []] }).state;
    class Detail {
      ids = [1];
    }
    const action = {
      type: "setRuleAuras",
      auras: [
        {
          kind: "triggerCap",
          trigger: "deathrattle",
          times: 1,
          origin: { label: "R", detail: new Detail() },
        },
      ],
    };
    expect(() => apply(state, action as Action, null)).toThrow(
      `setRuleAuras: auras[0].origin.detail: it is an instance of Detail, not a plain object ${PLAIN}`,
    );
  });

  test("an action that refers back to itself is refused, not followed forever", () => {
    const state = newGame({ decks: [[], []] }).state;
    const before = hashGame(state);
    const detail: Record<string, unknown> = {};
    detail.self = detail;
    const action = {
      type: "setRuleAuras",
      auras: [{ kind: "triggerCap", trigger: "deathrattle", times: 1, origin: { label: "R", detail } }],
    };
    // the action is level 0; detail is level 4, and its 29th self (level 33) is past the 32 levels
    expect(() => apply(state, action as Action, null)).toThrow(
      `setRuleAuras: auras[0].origin.detail${".self".repeat(29)}: nests deeper than 32 levels (or refers back to itself) ${PLAIN}`,
    );
    expect(hashGame(state)).toBe(before);
  });

  test("registerCards: any object of any card, at any depth, given an inherited field (property, seeded)", () => {
    const state = newGame({ decks: [[], []] }).state;
    const before = hashGame(state);
    const places = readCardDir().flatMap((def) =>
      nestedObjects({ type: "registerCards", defs: [def] })
        .filter(([, o]) => Object.keys(o).length > 0)
        .map(([path, o]) => ({ def, path, field: Object.keys(o)[0] })),
    );
    expect(places.some((p) => p.path.endsWith(".filter"))).toBe(true); // nesting below a clause is covered
    fc.assert(
      fc.property(fc.constantFrom(...places), ({ def, path, field }) => {
        const action = replacedAt({ type: "registerCards", defs: [def] }, path, (o) => {
          const { [field]: inherited, ...own } = o;
          return inheriting({ [field]: inherited }, own);
        });
        expect(() => apply(state, action as Action, null)).toThrow(
          `registerCards: ${path}: field "${field}" is inherited through its prototype, not its own ${PLAIN}`,
        );
      }),
      fuzzed({ seed: 7, numRuns: 120 }),
    );
    expect(hashGame(state)).toBe(before);
    expect(() => apply(state, { type: "registerCards", defs: [imp] }, null)).not.toThrow();
  });
});

describe("what passes for Object.prototype", () => {
  test("another realm's object literal is plain data; a null-prototype object used as a prototype is not", () => {
    const { d } = duelWithMinions();
    d.apply(runInNewContext('({ type: "endTurn" })'));
    expect(d.turn()).toBe(4);
    const before = d.hash();
    expect(() => d.apply(Object.create(Object.assign(Object.create(null), { type: "endTurn" })))).toThrow(
      `apply: action: field "type" is inherited through its prototype, not its own ${PLAIN}`,
    );
    const hidden = Object.create(Object.create(null, { type: { value: "endTurn" } }));
    expect(() => d.apply(hidden)).toThrow(
      `apply: action: its prototype is another object (as Object.create makes), not Object.prototype ${PLAIN}`,
    );
    expect(() => apply(d.state, hidden, null)).toThrow(
      `action: its prototype is another object (as Object.create makes), not Object.prototype ${PLAIN}`,
    );
    expect(d.hash()).toBe(before);
  });
});

describe("a level given as an object is plain data too (newBaba, newSpellGrid)", () => {
  const row = (words: string[]) => words.map((w, x) => ({ kind: `text:${w}`, x, y: 0 }));
  const level = (objects: object[]) => ({ name: "proto", width: 3, height: 2, objects });

  test("an object of the level, or the level itself, with an inherited field is refused, naming its path", () => {
    const [baba, is, you] = row(["BABA", "IS", "YOU"]);
    const cases: [object, string][] = [
      [level([baba, is, inheriting(you)]), `objects[2]: field "kind" is inherited`],
      [
        level([baba, is, inheriting({ x: 2 }, { kind: "text:YOU", y: 0 })]),
        `objects[2]: field "x" is inherited`,
      ],
      [
        inheriting({ width: 3 }, { name: "proto", height: 2, objects: [baba, is, you] }),
        `field "width" is inherited`,
      ],
    ];
    for (const [def, why] of cases) {
      const message = `level "proto": ${why} through its prototype, not its own ${PLAIN}`;
      expect(() => newBaba(def as LevelDef)).toThrow(message);
      expect(() => newSpellGrid(def as LevelDef)).toThrow(message);
    }
    expect(newBaba(level([baba, is, you]) as LevelDef).state.width).toBe(3);
  });
});

describe("options are plain data all the way down (newSpellGrid, newBaba), named by their path", () => {
  const row = (words: string[]) => words.map((w, x) => ({ kind: `text:${w}`, x, y: 0 }));
  const level = { name: "proto", width: 3, height: 2, objects: row(["BABA", "IS", "YOU"]) } as LevelDef;
  const seams = JSON.parse(readFileSync("content/seams.json", "utf8"));
  /** `options` with the object at `path` given its first field through a prototype. */
  const inheritingAt = (options: object, path: string, field: string) =>
    replacedAt(options, path, (o) => {
      const { [field]: inherited, ...own } = o;
      return inheriting({ [field]: inherited }, own);
    }) as Record<string, unknown>;
  /** Every object nested in `options` with a field, its path and its first field. */
  const places = (options: object) =>
    nestedObjects(options)
      .filter(([, o]) => Object.keys(o).length > 0)
      .map(([path, o]) => ({ path, field: Object.keys(o)[0] }));

  test("newSpellGrid: any object in options.seams or options.lexicon given an inherited field (property, seeded)", () => {
    const options = { seams, lexicon: LEXICON, journal: true };
    const all = places(options);
    expect(all.map((p) => p.path)).toEqual(
      expect.arrayContaining(["seams.triggerWords", "seams.multiplierWords.DOUBLE", "lexicon.index"]),
    );
    fc.assert(
      fc.property(fc.constantFrom(...all), ({ path, field }) => {
        const bad = inheritingAt(options, path, field);
        expect(() => newSpellGrid(level, [], bad)).toThrow(
          `newSpellGrid: options.${path}: field "${field}" is inherited through its prototype, not its own ${PLAIN}`,
        );
      }),
      fuzzed({ seed: 11, numRuns: 60 }),
    );
    expect(newSpellGrid(level, [], options).rules()).toContain("BABA IS YOU"); // the same options, plain, are taken
  });

  test("newSpellGrid: a class instance nested in the options is named with its class", () => {
    class Words {
      DEATHRATTLE = "deathrattle";
    }
    const options = { seams: { ...seams, triggerWords: new Words() } };
    expect(() => newSpellGrid(level, [], options)).toThrow(
      `newSpellGrid: options.seams.triggerWords: it is an instance of Words, not a plain object ${PLAIN}`,
    );
  });

  test("newBaba: any object of the lexicon given an inherited field, named by its path (property, seeded)", () => {
    const all = places({ lexicon: LEXICON });
    fc.assert(
      fc.property(fc.constantFrom(...all), ({ path, field }) => {
        const { lexicon } = inheritingAt({ lexicon: LEXICON }, path, field);
        expect(() => newBaba(level, lexicon as typeof LEXICON)).toThrow(
          `newBaba: ${path}: field "${field}" is inherited through its prototype, not its own ${PLAIN}`,
        );
      }),
      fuzzed({ seed: 12, numRuns: 40 }),
    );
    expect(newBaba(level, LEXICON, { journal: false }).state.width).toBe(3);
  });
});
