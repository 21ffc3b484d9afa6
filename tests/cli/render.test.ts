/** Drawing a session: the exact grid, legend and sections of a tiny level, without colour. */

import { describe, expect, it } from "vitest";
import { LEGEND_NAMES, NO_CARD_EVENT, renderCard, renderLegend, renderView } from "../../src/cli/render";
import { colorByDefault, paint } from "../../src/cli/style";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { Session } from "../../src/play/session";
import { viewOf } from "../../src/play/view";

const t = (w: string, x: number, y: number) => ({ kind: `text:${w}`, x, y });
const tiny: LevelDef = {
  name: "tiny",
  title: "Tiny",
  width: 4,
  height: 4,
  objects: [
    ...["BABA", "IS", "YOU"].map((w, x) => t(w, x, 0)),
    ...["ROCK", "IS", "PUSH"].map((w, x) => t(w, x, 1)),
    ...["ROCK", "IS", "NOT", "PUSH"].map((w, x) => t(w, x, 2)),
    { kind: "baba", x: 0, y: 3 },
    { kind: "rock", x: 1, y: 3 },
    { kind: "wall", x: 1, y: 3 },
  ],
  cards: [{ card: "Powder Keg", x: 3, y: 3 }],
  hand: ["Whirlwind", "Ember Moth"],
};

describe("renderView", () => {
  it("draws the grid, legend, rules, cancelled rules, hand and heroes", () => {
    expect(renderView(viewOf(new Session(tiny, repositoryContent())), { color: false })).toBe(
      [
        "Tiny (SpellGrid level)",
        "",
        "    0      1      2      3",
        " 0  BABA   IS     YOU    .",
        " 1  ROCK   IS     PUSH   .",
        " 2  ROCK   IS     NOT    PUSH",
        " 3  baba   ##+    .      keg1",
        "Legend: UPPER = text, lower = thing, ## = wall, nameN = minion with N Health,",
        "        X+ = X and more objects on the tile, . = empty",
        "  keg1    Powder Keg 1/1 at (3, 3)",
        "  ##+     (1, 3) holds rock, ##",
        "",
        "Rules:     BABA IS YOU, ROCK IS NOT PUSH, TEXT IS PUSH",
        "Cancelled: ROCK IS PUSH by ROCK IS NOT PUSH",
        "Hand:",
        "  1. Whirlwind (1 mana spell): Deal 1 damage to ALL minions.",
        "  2. Ember Moth (1 mana 1/1 minion, noun MOTH): Taunt. Deathrattle: Deal 2 damage to the enemy hero.",
        "Heroes:    you 30 Health, opponent 30 Health",
      ].join("\n"),
    );
  });

  it("shows the last action's log in numbered sentences, or raw in the course's format", () => {
    const s = new Session(tiny, repositoryContent());
    s.apply({ type: "card", card: "Whirlwind", tile: null, choices: [] });
    const keg = s.engine.kind === "spellgrid" ? s.engine.game.log()[1] : null;
    const k = `Powder Keg #${keg?.type === "Damaged" ? keg.target : "?"}`;
    const text = renderView(viewOf(s), { color: false });
    expect(text.slice(text.indexOf("Last action"))).toBe(
      [
        "Last action (why N explains line N):",
        "  1. Whirlwind was cast",
        `  2. ${k} took 1 damage from Whirlwind`,
        `  3. ${k} was destroyed (lethal damage from Whirlwind)`,
        "  4. Death Phase 1 began",
        `  5. ${k}'s Deathrattle triggered`,
      ].join("\n"),
    );
    const raw = renderView(viewOf(s), { color: false, raw: true });
    expect(raw).toContain('Last action:\n  SpellCast{card: "Whirlwind"}\n');
    expect(raw).toContain("Triggered{source: ");
    expect(raw).not.toContain("keg1");
  });

  it("in the course's format, an action with no event of the card game says so and how to see what it did, not nothing", () => {
    const s = new Session(tiny, repositoryContent());
    s.apply({ type: "step", dir: "right" }); // Baba pushes the rock: the grid's turn, no card event
    const view = viewOf(s);
    expect(view.log.length).toBeGreaterThan(0);
    expect(view.logTree.trim()).toBe("");
    const raw = renderView(view, { color: false, raw: true });
    expect(raw.slice(raw.indexOf("Last action"))).toBe(`Last action:\n  ${NO_CARD_EVENT}`);
    expect(
      renderView(viewOf(new Session(tiny, repositoryContent())), { color: false, raw: true }),
    ).not.toContain("Last action");
  });

  it("draws a pure Baba level without hand or heroes", () => {
    const { cards: _c, hand: _h, ...baba } = tiny;
    const text = renderView(viewOf(new Session(baba, repositoryContent())), { color: false });
    expect(text.split("\n")[0]).toBe("Tiny (Baba level)");
    expect(text).not.toContain("Hand:");
    expect(text).toContain(" 3  baba   ##+    .      .");
  });

  it("lists what the resolver cancelled, with the canceller; a rule in force through ALL is not cancelled", () => {
    const rows = (...lines: string[]): LevelDef => ({
      name: "all",
      width: 4,
      height: lines.length + 1,
      objects: [
        ...lines.flatMap((l, y) => l.split(" ").map((w, x) => t(w, x, y))),
        { kind: "baba", x: 0, y: lines.length },
        { kind: "rock", x: 1, y: lines.length },
      ],
    });
    const lines = (def: LevelDef) =>
      renderView(viewOf(new Session(def, repositoryContent())), { color: false })
        .split("\n")
        .filter((l) => /^(Rules|Cancelled):/.test(l));
    expect(lines(rows("ALL IS YOU"))).toEqual(["Rules:     BABA IS YOU, ROCK IS YOU, TEXT IS PUSH"]);
    expect(lines(rows("ALL IS YOU", "BABA IS NOT YOU"))).toEqual([
      "Rules:     BABA IS NOT YOU, ROCK IS YOU, TEXT IS PUSH",
      "Cancelled: BABA IS YOU (from ALL IS YOU) by BABA IS NOT YOU",
    ]);
  });

  it("colours only when asked, and not for NO_COLOR or a pipe", () => {
    expect(renderView(viewOf(new Session(tiny, repositoryContent())), { color: true })).toContain("\x1b[");
    expect(paint("x", "text", false)).toBe("x");
    expect(colorByDefault({ isTTY: true }, {})).toBe(true);
    expect(colorByDefault({ isTTY: true }, { NO_COLOR: "1" })).toBe(false);
    expect(colorByDefault({ isTTY: false }, {})).toBe(false);
  });

  it("renders a card's stats and text", () => {
    const card = {
      card: "Keg",
      type: "minion",
      cost: 2,
      attack: 1,
      health: 1,
      noun: null,
      text: "",
      never: "a minion without a noun (a minion is played onto the grid as an object of its noun)",
      needsTarget: false,
    } as const;
    expect(renderCard(card)).toBe("Keg (2 mana 1/1 minion)");
  });
});

describe("a tall stack", () => {
  /** A pure Baba level with `n` rocks on (1, 1) and BABA IS YOU. */
  const rocks = (n: number): LevelDef => ({
    width: 3,
    height: 3,
    objects: [
      ...["BABA", "IS", "YOU"].map((w, x) => t(w, x, 0)),
      ...Array(n).fill({ kind: "rock", x: 1, y: 1 }),
    ],
  });

  it("the legend names the first objects of a tile and counts the rest", () => {
    const n = LEGEND_NAMES + 3;
    const legend = renderLegend(viewOf(new Session(rocks(n), repositoryContent())));
    expect(legend.split("\n")[2]).toBe(
      `  rock+   (1, 1) holds ${Array(LEGEND_NAMES).fill("rock").join(", ")} and 3 more`,
    );
  });

  it("a tile of 40,000 objects is drawn, its legend line a line of the usual size", () => {
    const text = renderView(viewOf(new Session(rocks(40_000), repositoryContent())), { color: false });
    expect(text).toContain(" 1  .      rock+  .");
    const line = text.split("\n").find((l) => l.includes("(1, 1) holds"));
    expect(line).toBe(
      `  rock+   (1, 1) holds ${Array(LEGEND_NAMES).fill("rock").join(", ")} and 39,988 more`,
    );
  });
});
