/**
 * The duel's view (docs/rules.md §7), which the terminal and the page draw: a minion's keywords are those
 * in force, so a Divine Shield, Stealth or Reborn it has lost (docs/rules.md §3.10) is no longer shown.
 */
import { expect, test } from "vitest";
import { cardText, deckShelf } from "../../src/cli/play-duel";
import { composeDuelFrame } from "../../src/cli/play-duel-frame";
import { DUEL_AGENTS } from "../../src/play/duel-agents";
import { defaultDecks } from "../../src/play/duel-decks";
import { DuelMatch } from "../../src/play/duel-match";
import { duelViewOf } from "../../src/play/duel-view";

test("a minion shows Stealth until it deals damage, and Divine Shield until a hit takes it", () => {
  const shelf = deckShelf();
  const [mine, theirs] = defaultDecks(shelf);
  const m = new DuelMatch({ decks: [shelf[mine], shelf[theirs]], ai: DUEL_AGENTS.random, seed: 1 });
  m.duel.registerCards([
    {
      name: "View Sneak",
      type: "minion",
      cost: 1,
      attack: 1,
      health: 5,
      text: [
        { type: "keyword", keyword: "divineShield" },
        { type: "keyword", keyword: "stealth" },
        { type: "trigger", trigger: "damaged" },
        { type: "effect", effect: "dealDamage", target: "enemyHero", amount: 1 },
      ],
      split: 0,
      game: "course",
    },
  ]);
  const id = m.duel.summon("View Sneak", 0);
  const keywords = () => duelViewOf(m).boards[0].find((v) => v.id === id)?.keywords;
  expect(keywords()).toEqual(["divineShield", "stealth"]);
  m.duel.dealDamage(id, 1);
  expect(keywords()).toEqual(["stealth"]);
  m.duel.dealDamage(id, 1);
  expect(keywords()).toEqual([]);
});

test("a minion shows Reborn until it has come back: its copy shows none", () => {
  const shelf = deckShelf();
  const [mine, theirs] = defaultDecks(shelf);
  const m = new DuelMatch({ decks: [shelf[mine], shelf[theirs]], ai: DUEL_AGENTS.random, seed: 1 });
  m.duel.registerCards([
    {
      name: "View Mummy",
      type: "minion",
      cost: 1,
      attack: 1,
      health: 2,
      text: [{ type: "keyword", keyword: "reborn" }],
      split: 0,
      game: "course",
    },
  ]);
  const id = m.duel.summon("View Mummy", 0);
  const shown = () => duelViewOf(m).boards[0].map((v) => [v.name, v.health, v.keywords]);
  expect(shown().at(-1)).toEqual(["View Mummy", 2, ["reborn"]]);
  m.duel.destroy(id);
  expect(shown().at(-1)).toEqual(["View Mummy", 1, []]);
});

test("the terminal's board line names the new keywords as it names Taunt", () => {
  const shelf = deckShelf();
  const [mine, theirs] = defaultDecks(shelf);
  const m = new DuelMatch({ decks: [shelf[mine], shelf[theirs]], ai: DUEL_AGENTS.random, seed: 1 });
  m.duel.registerCards([
    {
      name: "View Relic",
      type: "minion",
      cost: 1,
      attack: 1,
      health: 2,
      text: ["taunt", "stealth", "spellDamage", "reborn", "immune", "megaWindfury"].map((k) => ({
        type: "keyword" as const,
        keyword: k as "taunt",
      })),
      split: 0,
      game: "course",
    },
  ]);
  const id = m.duel.summon("View Relic", 0);
  const frame = composeDuelFrame({ view: duelViewOf(m) }, [], { columns: 120, rows: 40 }, { color: false });
  expect(frame.find((l) => l.includes(`#${id} View Relic`))).toContain(
    `#${id} View Relic 1/2 taunt stealth spell damage reborn immune mega-windfury`,
  );
});

test("a Silenced minion shows no keyword and no text, and is marked silenced (docs/rules.md §3.10)", () => {
  const shelf = deckShelf();
  const [mine, theirs] = defaultDecks(shelf);
  const m = new DuelMatch({ decks: [shelf[mine], shelf[theirs]], ai: DUEL_AGENTS.random, seed: 1 });
  m.duel.registerCards([
    {
      name: "View Warden",
      type: "minion",
      cost: 1,
      attack: 2,
      health: 3,
      text: [
        { type: "keyword", keyword: "taunt" },
        { type: "trigger", trigger: "deathrattle" },
        { type: "effect", effect: "draw", count: 1 },
      ],
      split: 0,
      game: "course",
    },
    {
      name: "View Hush",
      type: "spell",
      cost: 0,
      text: [{ type: "effect", effect: "silence", target: "allMinions" }],
      split: 0,
      game: "course",
    },
  ]);
  const id = m.duel.summon("View Warden", 0);
  const shown = () => {
    const v = duelViewOf(m).boards[0].find((w) => w.id === id)!;
    return [v.keywords, v.text, v.silenced];
  };
  expect(shown()).toEqual([["taunt"], "Taunt. Deathrattle: Draw a card.", false]);
  m.duel.addToHand("View Hush", m.duel.activePlayer());
  m.duel.cast("View Hush", m.duel.activePlayer());
  expect(shown()).toEqual([[], "", true]);
  const frame = composeDuelFrame({ view: duelViewOf(m) }, [], { columns: 120, rows: 40 }, { color: false });
  expect(frame.find((l) => l.includes(`#${id} View Warden`))).toContain(`#${id} View Warden 2/3 silenced`);
  // `c #id` says its text was taken away, not that its card has none.
  expect(cardText(duelViewOf(m), { kind: "id", id })).toBe(
    "View Warden (2/3 minion): Silenced, its card text is gone",
  );
});

test("a minion's Spellburst is marked until it has run, as the game's sparkle is (docs/rules.md §3.10); its text stays", () => {
  const shelf = deckShelf();
  const [mine, theirs] = defaultDecks(shelf);
  const m = new DuelMatch({ decks: [shelf[mine], shelf[theirs]], ai: DUEL_AGENTS.random, seed: 1 });
  m.duel.registerCards([
    {
      name: "View Pupil",
      type: "minion",
      cost: 1,
      attack: 1,
      health: 4,
      text: [
        { type: "trigger", trigger: "spellburst" },
        { type: "effect", effect: "buff", target: "self", attack: 2, health: 0 },
      ],
      split: 1,
      game: "course",
    },
    {
      name: "View Spark",
      type: "spell",
      cost: 0,
      text: [{ type: "effect", effect: "draw", count: 1 }],
      split: 0,
      game: "course",
    },
  ]);
  const me = m.duel.activePlayer();
  const id = m.duel.summon("View Pupil", me);
  const shown = () => {
    const v = duelViewOf(m).boards[me].find((w) => w.id === id)!;
    return [v.attack, v.spellburst, v.text];
  };
  const line = () =>
    composeDuelFrame({ view: duelViewOf(m) }, [], { columns: 120, rows: 40 }, { color: false }).find((l) =>
      l.includes(`#${id} View Pupil`),
    );
  expect(shown()).toEqual([1, true, "Spellburst: Gain +2 Attack."]);
  expect(line()).toContain(`#${id} View Pupil 1/4 spellburst`);
  m.duel.addToHand("View Spark", me);
  m.duel.cast("View Spark", me);
  expect(shown()).toEqual([3, false, "Spellburst: Gain +2 Attack."]);
  expect(line()).toContain(`#${id} View Pupil 3/4`);
  expect(line()).not.toContain("spellburst");
});
