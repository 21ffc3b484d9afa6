/**
 * A new user's rough edges in the terminal player (audit): a targeted spell cast without a tile says
 * how to type one, a misspelt card suggests the hand's nearest card, and two files on the command line
 * are named.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_LEVEL, parseArgs } from "../../src/cli/args";
import { repositoryContent } from "../../src/content/content";
import type { CardDef } from "../../src/engine/cards";
import { readLevel } from "../../src/play/files";
import { Session } from "../../src/play/session";
import { playInProcess } from "./helpers";

const LEVEL = join(DEFAULT_LEVEL, "../l3-simultaneous-paradox.json");

/** A user's own targeted spell, so the rule does not hang on one card of the repository. */
const DART = {
  name: "Ember Dart",
  type: "spell",
  cost: 1,
  text: [{ type: "effect", effect: "dealDamage", target: "chosen", amount: 1 }],
  split: 0,
  game: "spellgrid",
  collectible: true,
} as unknown as CardDef;

async function play(hand: string[], lines: string[]) {
  const def = readLevel(LEVEL);
  const content = repositoryContent();
  const level = { ...def, hand: [...hand, ...(def.hand ?? [])] };
  const session = new Session(level, { ...content, cards: [...content.cards, DART] });
  return playInProcess(level, "x.json", lines, undefined, { session });
}

/** The lines the player said about a command (`! …`). */
const said = (out: string) => out.split("\n").filter((l) => l.startsWith("! "));

describe("a targeted spell without a tile", () => {
  it("says the card needs a target and how to type one, within 80 columns; nothing is played", async () => {
    const { out, session } = await play(["Spark", "Ember Dart"], ["c Spark", "c ember dart"]);
    expect(said(out)).toEqual([
      "! Spark needs a target: type c Spark x y (a minion's tile)",
      "! Ember Dart needs a target: type c Ember Dart x y (a minion's tile)",
    ]);
    for (const line of said(out)) expect(line.length).toBeLessThanOrEqual(80);
    expect(session.history).toHaveLength(0);
  });

  it("a spell that takes no target is cast without one", async () => {
    const { out, session } = await play([], ["c Whirlwind"]);
    expect(said(out)).toEqual([]);
    expect(session.history).toHaveLength(1);
  });
});

describe("a misspelt card", () => {
  it("suggests the hand's nearest card name, with or without a tile", async () => {
    const { out, session } = await play(
      ["Spark", "Ember Dart"],
      ["c Sprak 2 2", "c Embre Dart", 'c "Sprak"'],
    );
    const lines = said(out);
    expect(lines[0]).toBe('! "Sprak" is not in the hand: did you mean Spark?');
    expect(lines[1]).toBe('! "Embre Dart" is not in the hand: did you mean Ember Dart?');
    expect(lines[2]).toBe(lines[0]); // a quoted name too
    expect(session.history).toHaveLength(0);
  });

  it("a name near no card in the hand still lists the hand", async () => {
    const { out } = await play(["Spark"], ["c Fireball"]);
    expect(said(out)).toEqual(['! "Fireball" is not in the hand (hand: 1. Spark, 2. Whirlwind)']);
  });
});

describe("two files on the command line", () => {
  it("names them and says one level or replay file is expected", () => {
    expect(parseArgs(["a.json", "b.json"])).toEqual({
      type: "error",
      message: "expected one level or replay file, got 2: a.json, b.json (try --help)",
    });
  });

  it("a glob's many files are named up to three, and counted", () => {
    const files = ["l1.json", "l2.json", "l3.json", "l4.json", "l5.json"];
    expect(parseArgs(files)).toEqual({
      type: "error",
      message: "expected one level or replay file, got 5: l1.json, l2.json, l3.json and 2 more (try --help)",
    });
  });
});
