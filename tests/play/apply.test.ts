/**
 * The one action applier (src/play/apply.ts): it never changes its input, it maps each action onto the
 * engines the same way for the Session and the solver, its chooser answers come from the action, and a
 * missing answer is a question (NeedChoice) naming its kind and options.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { CardDef } from "../../src/engine/cards";
import { hashLevel } from "../../src/engine/grid";
import { hashSpellGrid } from "../../src/engine/spellgrid";
import type { LevelDef } from "../../src/harness";
import {
  applyAction,
  applyToBaba,
  applyToBabaInPlace,
  applyToSpellGrid,
  applyToSpellGridInPlace,
  NeedChoice,
  type PlayState,
  startState,
  stateHash,
  UNDO_IS_THE_SESSIONS,
} from "../../src/play/apply";
import { shippedLevels } from "../../src/play/files";
import { formatAction, parseAction } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { modelOf } from "../../src/solver/model";
import { fuzzed } from "../fuzz";

const content = repositoryContent();
const t = (w: string, x: number, y: number) => ({ kind: `text:${w}`, x, y });

/** Everything a state holds that a game can tell apart, as text: its hash and its log. */
function snapshot(s: PlayState): string {
  return s.kind === "baba"
    ? JSON.stringify([hashLevel(s.level), s.level.history.length])
    : JSON.stringify([hashSpellGrid(s.game), s.game.log, s.game.depths]);
}

/** A small SpellGrid level: BABA IS YOU, a keg at (3, 2), Whirlwind and Graft in hand. */
const small: LevelDef = {
  name: "small",
  width: 5,
  height: 3,
  objects: [t("BABA", 0, 0), t("IS", 1, 0), t("YOU", 2, 0), { kind: "baba", x: 0, y: 2 }],
  cards: [{ card: "Powder Keg", x: 3, y: 2 }],
  hand: ["Whirlwind", "Graft", "Ember Moth"],
};

describe("applyAction", () => {
  test("returns a new state and leaves its input as it was, for every kind of action", () => {
    const start = startState(small, content);
    const before = snapshot(start);
    for (const line of ["d", "c Whirlwind", "c Whirlwind 3 2", "c Ember Moth 4 2", "c Graft -> Powder Keg"]) {
      try {
        const next = applyAction(start, parseAction(line));
        expect(next).not.toBe(start);
      } catch {
        // an action that throws is checked below
      }
      expect(snapshot(start), line).toBe(before);
    }
  });

  test("the in-place forms change the state given into the state the copying forms return", () => {
    const lines = [
      "d",
      "w",
      "c Whirlwind",
      "c Whirlwind 3 2",
      "c Ember Moth 4 2",
      "c Graft -> Powder Keg -> Powder Keg -> bottom",
    ];
    for (const line of lines) {
      const action = parseAction(line);
      const start = startState(small, content);
      if (start.kind !== "spellgrid") throw new Error("small is a SpellGrid level");
      let copied: string;
      try {
        copied = hashSpellGrid(applyToSpellGrid(start.game, action));
      } catch (err) {
        expect(() => applyToSpellGridInPlace(start.game, action), line).toThrow((err as Error).message);
        continue;
      }
      applyToSpellGridInPlace(start.game, action);
      expect(hashSpellGrid(start.game), line).toBe(copied);
    }
    const baba = startState(shippedLevels().find((l) => !l.def.cards && !l.def.hand)!.def, content);
    if (baba.kind !== "baba") throw new Error("not a Baba level");
    const copied = hashLevel(applyToBaba(baba.level, parseAction("d")));
    applyToBabaInPlace(baba.level, parseAction("d"));
    expect(hashLevel(baba.level)).toBe(copied);
    expect(() => applyToBabaInPlace(baba.level, parseAction("u"))).toThrow(UNDO_IS_THE_SESSIONS);
  });

  test("bad actions throw a message naming the problem, and change nothing", () => {
    const start = startState(small, content);
    const before = snapshot(start);
    const fails = (line: string) => () => applyAction(start, parseAction(line));
    expect(fails("c Ember Moth")).toThrow(
      "Ember Moth is a minion: play it onto an empty tile (c Ember Moth x y)",
    );
    expect(fails("c Whirlwind 1 1")).toThrow("there is no minion on tile (1, 1) to cast Whirlwind at");
    expect(fails("c Ember Moth 0 2")).toThrow("play: tile (0, 2) is not empty (it holds 1 object)");
    expect(fails("c Spark")).toThrow('cast: "Spark" is not in the hand (hand: Whirlwind, Graft, Ember Moth)');
    expect(fails("u")).toThrow(UNDO_IS_THE_SESSIONS);
    expect(snapshot(start)).toBe(before);
    const { cards: _c, hand: _h, ...baba } = small;
    const b = startState(baba, content);
    expect(() => applyAction(b, parseAction("c Whirlwind"))).toThrow(
      "this is a pure Baba level: it has no cards",
    );
    expect(() => applyAction(b, parseAction("u"))).toThrow(UNDO_IS_THE_SESSIONS);
  });

  test("the log of the new state is the action's own", () => {
    const cast = applyAction(startState(small, content), parseAction("c Whirlwind"));
    expect(cast.kind === "spellgrid" && cast.game.log[0]).toEqual({ type: "SpellCast", card: "Whirlwind" });
    const stepped = applyAction(cast, parseAction("d"));
    const log = stepped.kind === "spellgrid" ? stepped.game.log : [];
    expect(log[0]).toEqual({ type: "Stepped", dir: "right", turn: true }); // the step's journal (rules §5.7)
    expect(log.map((r) => r.type)).not.toContain("SpellCast");
  });

  test("a missing answer is a NeedChoice naming the kind, the options and the action; answers are taken in order", () => {
    const start = startState(small, content);
    const graft = parseAction("c Graft");
    const asked = (action: typeof graft) => {
      try {
        applyAction(start, action);
      } catch (err) {
        if (err instanceof NeedChoice) return err;
        throw err;
      }
      return null;
    };
    const base = asked(graft)!;
    expect(base).toBeInstanceOf(Error);
    expect([base.kind, base.action]).toEqual(["base", graft]);
    expect(base.options).toContain("Powder Keg");
    expect(base.message).toBe(`"c Graft" needs a base choice: one of ${base.options.join(", ")}`);
    const donor = asked({ ...graft, choices: ["Powder Keg"] } as typeof graft)!;
    expect(donor.kind).toBe("donor");
    expect(donor.message).toMatch(/^"c Graft -> Powder Keg" needs a donor choice: one of /);
    // `ask` answers what the action does not
    const seen: string[] = [];
    const done = applyToSpellGrid(
      start.kind === "spellgrid" ? start.game : (null as never),
      graft,
      (kind, options) => {
        seen.push(kind);
        return options[0];
      },
    );
    expect(seen).toEqual(["base", "donor", "half"]);
    expect(done.log.some((r) => r.type === "Assembled")).toBe(true);
  });

  test("an answer the engine never asks for is an error naming it, and changes nothing", () => {
    const start = startState(small, content);
    const before = snapshot(start);
    expect(() => applyAction(start, parseAction("c Whirlwind -> Powder Keg"))).toThrow(
      'Whirlwind asked no question: the answer "Powder Keg" is left over (drop it)',
    );
    const game = start.kind === "spellgrid" ? start.game : (null as never);
    const answers: string[] = [];
    applyToSpellGrid(game, parseAction("c Graft"), (_kind, options) => {
      answers.push(options[0]);
      return options[0];
    });
    const tooMany = parseAction(`c Graft -> ${[...answers, "top", "Rune Scribe"].join(", ")}`);
    expect(() => applyAction(start, tooMany)).toThrow(
      'Graft asked 3 questions: the answers "top", "Rune Scribe" are left over (drop them)',
    );
    expect(snapshot(start)).toBe(before);
    expect(applyAction(start, parseAction(`c Graft -> ${answers.join(", ")}`))).not.toBe(start);
  });

  test("a question raised by a turn's deaths goes to `ask`, or else to the seeded chooser, repeatably", () => {
    const grafter: CardDef = {
      name: "Test Deathrattle Grafter",
      type: "minion",
      cost: 1,
      attack: 1,
      health: 1,
      noun: "CRAB",
      text: [
        { type: "trigger", trigger: "deathrattle" },
        { type: "effect", effect: "assemble", filter: { trigger: "deathrattle" } },
      ],
      split: 1,
      game: "course",
      collectible: false,
    };
    const level: LevelDef = {
      name: "crab",
      width: 4,
      height: 3,
      objects: [
        t("BABA", 0, 0),
        t("IS", 1, 0),
        t("YOU", 2, 0),
        ...["CRAB", "IS", "NOT", "CRAB"].map((w, x) => t(w, x, 1)),
      ],
      cards: [{ card: grafter.name, x: 3, y: 2 }],
    };
    const start = startState(level, { ...content, cards: [...content.cards, grafter] });
    if (start.kind !== "spellgrid") throw new Error("a SpellGrid level");
    const refused = () =>
      applyToSpellGrid(start.game, parseAction("d"), (kind) => {
        throw new Error(`asked for a ${kind}`);
      });
    expect(refused).toThrow("asked for a base");
    const a = applyToSpellGrid(start.game, parseAction("d"));
    const b = applyToSpellGrid(start.game, parseAction("d"));
    expect(a.log.filter((r) => r.type === "Assembled")).toHaveLength(1);
    expect(hashSpellGrid(a)).toBe(hashSpellGrid(b));
  });
});

describe("the Session and the solver apply actions alike", () => {
  for (const { path, def } of shippedLevels())
    test(`${path}: random walks through the solver's successors reach the Session's states`, () => {
      const model = modelOf(def, content);
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 8 }), (picks) => {
          const session = new Session(def, content);
          let s = model.start;
          for (const pick of picks) {
            if (model.won(s) || model.lost(s)) break;
            const next = model.successors(s);
            if (next.length === 0) break;
            const { action, state } = next[pick % next.length];
            // the notation round trip: what the solver prints is what the Session applies
            expect(session.apply(parseAction(formatAction(action))).type).toBe("done");
            expect(stateHash(session.state)).toBe(model.hash(state).toString(16).padStart(14, "0"));
            s = state;
          }
        }),
        fuzzed({ seed: 12, numRuns: 25 }),
      );
    });
});
