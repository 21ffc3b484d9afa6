/**
 * Level warnings (docs/rules.md §8, "Warnings"): each row of LEVEL_WARNINGS says what is certainly true of
 * a level at its start, read from the level as the engines load it. The levels and cards are made here,
 * from the lexicon's first nouns and the engine's own words (IS, YOU, WIN, HAS, MAKE, TEXT, WORD), so
 * the rules hold whatever cards, words or levels the repository holds.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type Content, repositoryContent } from "../../src/content/content";
import { LEVEL_WARNINGS, type LevelWarning, levelWarnings } from "../../src/content/level-warnings";
import type { CardDef, LevelDef } from "../../src/harness";
import { parseAction } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { fuzzed } from "../fuzz";

const content = repositoryContent();
const nouns = content.lexicon.words.filter((w) => w.class === "noun" && !w.meta).map((w) => w.word);
const [A, B] = nouns; // two nouns of the lexicon: A's things and B's things
const a = A.toLowerCase();
const b = B.toLowerCase();

/** Rows of words (upper case: text) and things (lower case), `.` for an empty tile. */
function level(rows: string[], extra: Partial<LevelDef> = {}): LevelDef {
  const objects: LevelDef["objects"] = [];
  for (const [y, row] of rows.entries())
    for (const [x, w] of row.split(" ").entries())
      if (w !== ".") objects.push({ kind: w === w.toUpperCase() ? `text:${w}` : w, x, y });
  const width = Math.max(...rows.map((r) => r.split(" ").length));
  return { name: "t", width, height: rows.length, objects, ...extra };
}

/** The names of the warnings a level gets. */
const names = (def: LevelDef, c: Content = content) =>
  levelWarnings(def, c, "levels/t.json").map((w) => w.warning);

/** A minion of noun `noun` whose Deathrattle writes `word` (none without one). */
function minion(name: string, noun: string, word?: string): CardDef {
  const text: CardDef["text"] = word
    ? [
        { type: "trigger", trigger: "deathrattle" },
        { type: "effect", effect: "spawnText", word },
      ]
    : [];
  return { name, type: "minion", cost: 1, attack: 1, health: 1, noun, text, split: 0, game: "spellgrid" };
}

const LOST = "so the level is lost before the first move and every move is refused";

describe("the warnings of a level at its start", () => {
  test("a playable level has none", () => {
    expect(levelWarnings(level([`${A} IS YOU`, `${B} IS WIN`, `${a} . ${b}`]), content, "x")).toEqual([]);
  });

  test("no rule gives YOU: one warning naming the field and why it matters, in the house format", () => {
    expect(levelWarnings(level([`${A} IS WIN`, `${a} . .`]), content, "levels/t.json")).toEqual([
      {
        file: "levels/t.json",
        path: "objects",
        message: `nothing is YOU at the start: no rule "… IS YOU" is in force, ${LOST}`,
        warning: "no-you-rule",
      },
    ]);
  });

  test("a rule gives YOU to a kind with no object: the warning quotes the rule", () => {
    const [w] = levelWarnings(level([`${A} IS YOU`, `${B} IS WIN`, `${b} . .`]), content, "x");
    expect(w.message).toBe(
      `nothing is YOU at the start: "${A} IS YOU" is in force, but it fits no object on the grid, ${LOST}`,
    );
    expect(w.warning).toBe("you-fits-nothing");
  });

  test("two rules give YOU and fit nothing: both quoted, sorted as activeRules() lists them", () => {
    const [w] = levelWarnings(level([`${A} IS YOU`, `${B} IS YOU`, `. WIN .`]), content, "x");
    const [first, second] = [A, B].sort(); // the lexicon's order is the user's: LANTERN may come first
    expect(w.message).toBe(
      `nothing is YOU at the start: "${first} IS YOU", "${second} IS YOU" are in force, but they fit no object on the grid, ${LOST}`,
    );
    const [swapped] = levelWarnings(level([`${B} IS YOU`, `${A} IS YOU`, `. WIN .`]), content, "x");
    expect(swapped.message).toBe(w.message);
  });

  test("a rule cancelled by its NOT, or an ALL with no thing, gives no YOU: the warning names what is spelled", () => {
    const [cancelled] = levelWarnings(level([`${A} IS YOU`, `${A} IS NOT YOU`, `${a} IS WIN`]), content, "x");
    expect([cancelled.warning, cancelled.message]).toEqual([
      "no-you-rule",
      `nothing is YOU at the start: no rule "… IS YOU" is in force (spelled, but not in force: "${A} IS YOU"), ${LOST}`,
    ]);
    const [all] = levelWarnings(level(["ALL IS YOU", "ALL IS WIN"]), content, "x");
    expect(all.message).toBe(
      `nothing is YOU at the start: no rule "… IS YOU" is in force (spelled, but not in force: "ALL IS YOU"), ${LOST}`,
    );
  });

  test("no WIN word on the grid of a level without cards: nothing can ever win", () => {
    expect(levelWarnings(level([`${A} IS YOU`, `${a} . .`]), content, "x")).toEqual([
      {
        file: "x",
        path: "objects",
        message:
          "nothing can ever be WIN: no text:WIN is on the grid and no card of this game writes WIN, so the level can never be won",
        warning: "win-never-written",
      },
    ]);
  });

  test("a minion is an object of its noun: it makes a YOU rule fit (the level is loaded with its cards)", () => {
    const stone = minion("Test Stone", A);
    const c: Content = { ...content, cards: [stone] };
    const def = level([`${A} IS YOU`, `${B} IS WIN`, ". . ."], { cards: [{ card: stone.name, x: 2, y: 2 }] });
    expect(names(def, c)).toEqual([]);
    expect(names({ ...def, cards: [] }, c)).toEqual(["you-fits-nothing"]);
  });

  test("a SpellGrid level whose library holds a card writing WIN may be won: no WIN warning", () => {
    const stone = minion("Test Stone", A);
    const def = level([`${A} IS YOU`, ". . ."], { cards: [{ card: stone.name, x: 0, y: 1 }] });
    expect(names(def, { ...content, cards: [stone] })).toEqual(["win-never-written"]);
    const scribe = minion("Test Scribe", B, "WIN");
    expect(names(def, { ...content, cards: [stone, scribe] })).toEqual([]);
    expect(names(def, { ...content, cards: [stone, minion("Test Clerk", B, "IS")] })).toEqual([
      "win-never-written",
    ]);
  });

  test("many levels checked against one library, and two libraries in turn: each level's warnings as alone", () => {
    const stone = minion("Test Stone", A);
    const scribe = minion("Test Scribe", B, "WIN");
    const silent: Content = { ...content, cards: [stone] }; // no card writes WIN
    const writing: Content = { ...content, cards: [stone, scribe] };
    const spellgrid = level([`${A} IS YOU`, ". . ."], { cards: [{ card: stone.name, x: 0, y: 1 }] });
    const baba = level([`${A} IS YOU`, `${a} . .`]); // no cards: the library cannot write WIN for it
    const won = level([`${A} IS YOU`, `${B} IS WIN`, `${a} . ${b}`]);
    const runs: [LevelDef, Content, string[]][] = [
      [spellgrid, silent, ["win-never-written"]],
      [spellgrid, writing, []],
      [baba, writing, ["win-never-written"]],
      [spellgrid, silent, ["win-never-written"]],
      [won, silent, []],
      [spellgrid, writing, []],
      [baba, silent, ["win-never-written"]],
      [spellgrid, { ...content, cards: [stone, scribe] }, []], // another library of the same cards
    ];
    expect(runs.map(([def, c]) => names(def, c))).toEqual(runs.map(([, , expected]) => expected));
  });

  test("a card SpellGrid never plays in the hand (a minion without a noun, a weapon): one warning per entry, at hand[i], in the game's words", () => {
    const stone = minion("Test Stone", A);
    const mute: CardDef = { ...minion("Test Mute", A), noun: undefined };
    const axe: CardDef = {
      name: "Test Axe",
      type: "weapon",
      cost: 1,
      attack: 1,
      durability: 2,
      text: [],
      split: 0,
      game: "spellgrid",
    };
    const spell: CardDef = {
      name: "Test Spell",
      type: "spell",
      cost: 0,
      text: [],
      split: 0,
      game: "spellgrid",
    };
    const c: Content = { ...content, cards: [stone, mute, spell, axe] };
    const hand = [mute.name, stone.name, spell.name, axe.name, mute.name];
    const def = level([`${A} IS YOU`, `${B} IS WIN`, `${a} ${b} .`], { hand });
    const muteIs = "a minion without a noun (a minion is played onto the grid as an object of its noun)";
    const axeIs = "a weapon (SpellGrid plays minions onto the grid and casts spells: it equips no weapon)";
    const never = "so it can never be played and stays in the hand all game";
    const warning = { file: "levels/t.json", warning: "hand-card-never-played" };
    expect(levelWarnings(def, c, "levels/t.json")).toEqual([
      { ...warning, path: "hand[0]", message: `"Test Mute" is ${muteIs}, ${never}` },
      { ...warning, path: "hand[3]", message: `"Test Axe" is ${axeIs}, ${never}` },
      { ...warning, path: "hand[4]", message: `"Test Mute" is ${muteIs}, ${never}` },
    ]);
    // The game agrees: it loads the level, refuses to play either card with a tile or without one, in the
    // same words, changing nothing, and the level is still won without them.
    const session = new Session(def, c);
    const refusals: [string, string][] = [
      ["c Test Mute 2 2", `play: "Test Mute" is ${muteIs}`],
      ["c Test Mute", `play: "Test Mute" is ${muteIs}`],
      ["c Test Axe 2 2", `play: "Test Axe" is ${axeIs}`],
      ["c Test Axe", `play: "Test Axe" is ${axeIs}`],
    ];
    for (const [line, message] of refusals) {
      expect(() => session.apply(parseAction(line))).toThrow(message);
      expect(session.history).toEqual([]);
    }
    session.apply(parseAction("d"));
    expect(session.won()).toBe(true);
    expect(names({ ...def, hand: [stone.name, spell.name] }, c)).toEqual([]);
  });

  test("a level the engines refuse has no warnings, and nothing is thrown", () => {
    expect(levelWarnings({ name: "t", width: 0, height: 1, objects: [] }, content, "x")).toEqual([]);
  });

  test("a row is a name, a test and a message: a table of one new row gives that row's warning", () => {
    const row: LevelWarning = {
      name: "wide",
      gist: "a wide level",
      field: "width",
      test: (start) => (start.def.width > 2 ? [String(start.def.width)] : null),
      message: ([w]) => `${w} tiles wide`,
    };
    const def = level([`${A} IS YOU`]);
    expect(levelWarnings(def, content, "x", [row])).toEqual([
      { file: "x", path: "width", message: "3 tiles wide", warning: "wide" },
    ]);
    expect(new Set(LEVEL_WARNINGS.map((r) => r.name)).size).toBe(LEVEL_WARNINGS.length);
  });

  test("a row of `each` reads every entry of its list field: one warning per entry found, at field[i]", () => {
    const row: LevelWarning = {
      name: "text-you",
      gist: "YOU as text",
      field: "objects",
      each: (o) => ((o as { kind: string }).kind === "text:YOU" ? ["YOU"] : null),
      message: ([w]) => `${w} here`,
    };
    const def = level([`${A} IS YOU`, `YOU . .`]);
    expect(levelWarnings(def, content, "x", [row])).toEqual([
      { file: "x", path: "objects[2]", message: "YOU here", warning: "text-you" },
      { file: "x", path: "objects[3]", message: "YOU here", warning: "text-you" },
    ]);
  });
});

/**
 * Random small levels: rows that are each a sentence (a subject, IS, HAS or MAKE, and a property or a
 * noun, TEXT and WORD included) or a row of things and loose words, so that rules form, YOU is given or
 * not, text is made (HAS, MAKE, IS TEXT) and things are read as words (IS WORD).
 */
const filler = fc.constantFrom(a, b, ".", ".", "IS", "YOU", "WIN", A);
const sentence = fc
  .tuple(
    fc.constantFrom(A, B, "TEXT"),
    fc.constantFrom("IS", "IS", "IS", "HAS", "MAKE"),
    fc.constantFrom("YOU", "YOU", "WIN", A, B, "TEXT", "WORD", "PUSH"),
    filler,
    filler,
  )
  .map((words) => words.join(" "));
const loose = fc.array(filler, { minLength: 5, maxLength: 5 }).map((words) => words.join(" "));
const randomLevel = fc
  .array(fc.oneof(sentence, loose), { minLength: 4, maxLength: 4 })
  .map((rows) => level(rows));
const moves = fc.array(fc.constantFrom("w", "a", "s", "d", "wait"), { maxLength: 16 });
const YOU_WARNINGS = new Set(["no-you-rule", "you-fits-nothing"]);

describe("the warnings are certain (random levels, played)", () => {
  test("a YOU warning is given exactly when the session refuses the first move", () => {
    fc.assert(
      fc.property(randomLevel, (def) => {
        const warned = names(def).some((n) => YOU_WARNINGS.has(n));
        const session = new Session(def, content);
        let refused = false;
        try {
          session.apply(parseAction("wait"));
        } catch (err) {
          refused = /the level is lost/.test((err as Error).message);
        }
        expect(warned).toBe(refused);
      }),
      fuzzed({ seed: 20261204, numRuns: 300 }),
    );
  });

  test("a level warned as never won is never won, whatever is played; one with WIN text is not warned", () => {
    fc.assert(
      fc.property(randomLevel, moves, (def, script) => {
        const warned = names(def).includes("win-never-written");
        expect(warned).toBe(!def.objects.some((o) => o.kind === "text:WIN"));
        if (!warned) return;
        const session = new Session(def, content);
        for (const move of script) {
          if (session.over() !== null) break;
          session.apply(parseAction(move));
        }
        expect(session.won()).toBe(false);
      }),
      fuzzed({ seed: 20261204, numRuns: 300 }),
    );
  });
});
