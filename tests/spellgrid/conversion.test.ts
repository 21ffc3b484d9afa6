/**
 * A minion is its card (issue 16 item 10; docs/api.md M10: "minions are grid objects whose noun is
 * their card's noun"): conversion (`X IS Y`) never changes a minion's object, while `X IS NOT X`
 * still destroys it through seam 2, so its Deathrattle resolves. Plain objects of a card's noun are
 * not minions and convert as usual. The cards are defined here, so the rules hold for any card.
 */
import { describe, expect, it } from "vitest";
import { type CardDef, type LevelDef, newSpellGrid } from "../../src/harness";

const FUSE: CardDef = {
  name: "Fuse Cask",
  type: "minion",
  cost: 1,
  attack: 1,
  health: 1,
  noun: "KEG",
  text: [
    { type: "trigger", trigger: "deathrattle" },
    { type: "effect", effect: "dealDamage", target: "allMinions", amount: 1 },
  ],
  split: 1,
  game: "spellgrid",
  collectible: false,
};
const BRIER: CardDef = {
  name: "Brier Patch",
  type: "minion",
  cost: 1,
  attack: 0,
  health: 3,
  noun: "BRAMBLE",
  text: [],
  split: 0,
  game: "spellgrid",
  collectible: false,
};

/** Rows of text (upper case) and things (lower case) on a 5-wide grid, then minions of the two cards. */
function level(rows: string[], minions: [CardDef, number, number][]): LevelDef {
  const objects: LevelDef["objects"] = [];
  for (const [y, row] of rows.entries())
    for (const [x, w] of row.split(" ").entries())
      if (w !== ".") objects.push({ kind: w === w.toUpperCase() ? `text:${w}` : w, x, y });
  const cards = minions.map(([def, x, y]) => ({ card: def.name, x, y }));
  return { name: "conversion", width: 5, height: rows.length, objects, cards };
}

const game = (rows: string[], minions: [CardDef, number, number][]) =>
  newSpellGrid(level(rows, minions), [FUSE, BRIER]);

describe("conversion and minions: a minion is its card", () => {
  it("KEG IS BRAMBLE leaves the minion a keg and its card; a plain keg object becomes a bramble", () => {
    const g = game(["KEG IS BRAMBLE . .", "BRAMBLE IS STOP . .", ". . . . ."], [[FUSE, 0, 2]]);
    const minion = g.minionAt(0, 2)!;
    const plain = g.place("keg", 2, 2);
    g.step("up");
    expect(g.kindsAt(0, 2)).toEqual(["keg"]);
    expect(g.minionAt(0, 2)).toBe(minion);
    expect(g.nameOf(minion)).toBe("Fuse Cask");
    expect(g.hasProperty(minion, "STOP")).toBe(false);
    expect(g.kindsAt(2, 2)).toEqual(["bramble"]);
    expect(g.posOf(plain)).toEqual([2, 2]);
    expect(g.hasProperty(plain, "STOP")).toBe(true);
    expect(g.minionAt(2, 2)).toBeNull();
    expect(g.log()).toEqual([]);
  });

  it("ROCK IS KEG makes plain kegs, not minions, and a played minion keeps its kind too", () => {
    const g = newSpellGrid(
      { ...level(["ROCK IS KEG . .", "rock . . . .", ". . . . ."], []), hand: ["Brier Patch"] },
      [FUSE, BRIER],
    );
    const brier = g.play("Brier Patch", 4, 2);
    g.place("text:BRAMBLE", 3, 0);
    g.place("text:IS", 3, 1);
    g.place("text:ROCK", 3, 2);
    expect(g.rules()).toContain("BRAMBLE IS ROCK");
    g.step("up");
    expect(g.kindsAt(0, 1)).toEqual(["keg"]);
    expect(g.minionAt(0, 1)).toBeNull();
    expect(g.kindsAt(4, 2)).toEqual(["bramble"]);
    expect(g.minionAt(4, 2)).toBe(brier);
    expect(g.health(brier)).toBe(3);
  });

  it("KEG IS NOT KEG destroys the minion through the Death Creation Step: its Deathrattle resolves", () => {
    const g = game(
      ["KEG IS NOT KEG .", "KEG IS ROCK . .", ". . . . ."],
      [
        [FUSE, 0, 2],
        [BRIER, 1, 2],
      ],
    );
    const [cask, brier] = [g.minionAt(0, 2)!, g.minionAt(1, 2)!];
    const plain = g.place("keg", 3, 2);
    g.step("up");
    expect(g.log()).toEqual([
      { type: "Destroyed", id: cask },
      { type: "DeathPhase", round: 1 },
      { type: "Triggered", source: cask, trigger: "deathrattle" },
      { type: "Damaged", target: brier, amount: 1 },
    ]);
    expect(g.logTree()).toBe(
      [
        `Destroyed{id: ${cask}}`,
        "DeathPhase{round: 1}",
        `Triggered{source: ${cask}, trigger: "deathrattle"}`,
        `  Damaged{target: ${brier}, amount: 1}`,
        "",
      ].join("\n"),
    );
    expect(g.posOf(cask)).toBeNull();
    expect(g.kindsAt(0, 2)).toEqual([]); // a minion adds no Ys: no rock where it stood
    expect(g.health(brier)).toBe(2);
    expect(g.posOf(plain)).toBeNull(); // the plain keg is deleted as usual, and its Y appears
    expect(g.kindsAt(3, 2)).toEqual(["rock"]);
  });
});
