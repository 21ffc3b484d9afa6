/**
 * The studio's state machine without a page (web/studio.ts): play ↔ edit on the same level, the error
 * page, files with problems, progress and the next level, the viewer. The page's drawing and events are
 * tested in Chromium (studio.test.ts).
 */
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { needsTarget } from "../../src/engine/cards";
import type { LevelDef, SpellGrid } from "../../src/harness";
import { parseScript } from "../../src/play/notation";
import { UNDO_BUDGET } from "../../src/play/session";
import { LEVELS } from "../../web/levels";
import { PROGRESS_KEY, type ProgressStore } from "../../web/progress";
import { Studio } from "../../web/studio";
import { fullLevel } from "./full-level";

function memory(): ProgressStore {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const studio = (store: ProgressStore | null = memory()) => new Studio(() => {}, store);

/** A small playable level: BABA IS YOU, FLAG IS WIN, Baba two steps left of the flag. */
const small: LevelDef = {
  name: "small",
  title: "Small",
  width: 3,
  height: 3,
  objects: [
    ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
    ...["FLAG", "IS", "WIN"].map((w, x) => ({ kind: `text:${w}`, x, y: 1 })),
    { kind: "baba", x: 0, y: 2 },
    { kind: "flag", x: 2, y: 2 },
  ],
};

async function play(s: Studio, script: string): Promise<void> {
  for (const action of parseScript(script)) await s.play.run(action, "");
}

describe("the studio's screens", () => {
  it("E toggles play and edit on the same level, and the edits' history survives the round trip", () => {
    const s = studio();
    s.open(small, { type: "file", name: "small.json" }, "play");
    expect(s.screen).toBe("play");
    s.toggle();
    expect([s.screen, s.editor.def]).toEqual(["edit", small]);
    s.editor.edit({ type: "text", field: "title", value: "Smaller" });
    s.toggle();
    expect([s.screen, s.play.session?.title, s.level?.source]).toEqual([
      "play",
      "Smaller",
      { type: "edited" },
    ]);
    s.toggle();
    expect(s.editor.undo()).toBe(true);
    expect(s.editor.def).toBe(small);
  });

  it("leaving the editor with problems is refused, saying how many; the editor stays", () => {
    const s = studio();
    s.open(small, { type: "file", name: "small.json" }, "edit");
    s.editor.edit({ type: "paint", brush: { type: "minion", card: "Whirlwind" }, x: 1, y: 2 });
    s.editor.edit({ type: "hand", hand: ["Not A Card"] });
    s.toggle();
    expect(s.screen).toBe("edit");
    expect(s.editor.error).toBe("This level has 2 problems (listed in the editor): fix them to play it.");
  });

  it("an unknown level, and a level with problems, open the error page; only a drawable one can be fixed", () => {
    const s = studio();
    s.openShipped("nope");
    expect([s.screen, s.errorPage?.title, s.errorPage?.fix]).toEqual(["error", "No such level", null]);
    expect(s.errorPage?.lead).toMatch(/^There is no level "nope"\./);
    const broken = { ...small, objects: [...small.objects, { kind: "rokc", x: 1, y: 2 }] };
    s.open(broken, { type: "shared" }, "play");
    expect(s.errorPage).toEqual({
      title: "Small: this level cannot be played",
      lead: "The checker (the one npm run check runs) found 1 problem:",
      problems: [
        'levels/small.json: objects[8].kind: "rokc": ROKC is not a noun of the lexicon (a thing is a lower-case noun, text is text:WORD) (did you mean "rock"?)',
      ],
      fix: broken,
    });
    s.toggle();
    expect([s.screen, s.editor.def]).toEqual(["edit", broken]);
    const shapeless = { width: 2, height: 2, objects: [{ kind: 7, x: 0, y: 0 }] } as unknown as LevelDef;
    s.open(shapeless, { type: "shared" }, "play");
    expect([s.screen, s.errorPage?.fix]).toEqual(["error", null]);
  });

  it("a file with problems leaves the level open and is offered to the editor", () => {
    const s = studio();
    s.openShipped(LEVELS[0].name);
    const before = s.play.session;
    s.openFile({ ...small, hand: ["Sprak"] }, "typo.json");
    expect(s.play.session).toBe(before);
    // Said first: the file was not opened, and the level on the board is still the one open.
    expect(s.play.status.error).toBe(
      `typo.json was not opened: it has 1 problem (below). ${before!.title} stays open.\ntypo.json: hand[0]: "Sprak" is not a known card (did you mean "Spark"?)`,
    );
    expect(s.fixOffer).toEqual({ ...small, hand: ["Sprak"] });
  });

  it("the offer to fix a rejected file goes with its complaint: another file's error or an undo drops it", () => {
    const s = studio();
    s.openShipped(LEVELS[0].name);
    const typo = { ...small, hand: ["Sprak"] };
    s.openFile(typo, "typo.json");
    expect(s.fixOffer).toEqual(typo);
    s.complain("card.json is not a level or a replay (it is a card file)");
    expect([s.play.status.error, s.fixOffer]).toEqual([
      "card.json is not a level or a replay (it is a card file)",
      null,
    ]);
    s.openFile(typo, "typo.json");
    s.play.undo();
    const title = s.play.session!.title;
    expect([s.play.status.error, s.play.status.message, s.fixOffer]).toEqual([
      "",
      `Already at the start of ${title}: nothing to undo.`,
      null,
    ]);
  });
});

describe("the status line: the latest event", () => {
  it("a message said on the page (Save's, Share's) replaces the error before it", () => {
    const s = studio();
    s.open(small, { type: "file", name: "small.json" }, "play");
    s.openFile({ ...small, hand: ["Sprak"] }, "typo.json");
    expect(s.play.status.error).not.toBe("");
    s.tell("Saved small.json to your downloads.");
    expect([s.play.status.message, s.play.status.error, s.fixOffer]).toEqual([
      "Saved small.json to your downloads.",
      "",
      null,
    ]);
  });

  it("a minion picked on a grid with no empty tile is refused at once, in the engine's words", () => {
    const cards = repositoryContent().cards;
    const minion = cards.find((c) => c.type === "minion" && c.noun !== undefined)!.name;
    const nounless = cards.find((c) => c.type === "minion" && c.noun === undefined)!.name;
    const full = fullLevel([minion, nounless]);
    const s = studio();
    s.open(full, { type: "file", name: "full.json" }, "play");
    const g = s.play.session!.engine.game as SpellGrid;
    for (const [card, why] of [
      [minion, `play: ${JSON.stringify(minion)}: the grid has no empty tile`],
      [
        nounless,
        `play: ${JSON.stringify(nounless)} is a minion without a noun (a minion is played onto the grid as an object of its noun)`,
      ],
    ]) {
      s.play.pickCard(card);
      expect([s.play.status.error, s.play.status.mode]).toEqual([why, { type: "idle" }]);
      expect(g.checkPlayAnywhere(card)).toBe(why);
    }
  });
});

describe("a spell that needs a target, picked with no minion in play", () => {
  it("is refused saying what to do (click a minion), not in the engine's bare words", () => {
    const spell = repositoryContent().cards.find((c) => c.type === "spell" && needsTarget(c))!.name;
    const s = studio();
    s.open({ ...small, hand: [spell] }, { type: "file", name: "small.json" }, "play");
    const g = s.play.session!.engine.game as SpellGrid;
    expect(g.checkCast(spell)).not.toBeNull();
    s.play.pickCard(spell);
    expect([s.play.status.error, s.play.status.mode]).toEqual([
      `${spell} needs a target: click a minion (there is none in play now).`,
      { type: "idle" },
    ]);
  });
});

describe("undo past the states the session keeps", () => {
  it("after a long game, undo at the oldest kept state says calmly that the history keeps only the last N steps", async () => {
    // A big stack makes a large state, so the session keeps few (UNDO_BUDGET) and a short game runs past them.
    const rocks = Array.from({ length: 20_000 }, () => ({ kind: "rock", x: 2, y: 1 }));
    const long: LevelDef = { ...small, name: "long", title: "Long", objects: [...small.objects, ...rocks] };
    const kept = Math.trunc(UNDO_BUDGET / (long.objects.length * 7 + long.width * long.height));
    const s = studio();
    s.openFile(long, "long.json");
    await play(s, Array.from({ length: 2 * kept + 1 }, (_, i) => (i % 2 ? "a" : "d")).join("; "));
    for (let i = 0; i < kept; i++) s.play.undo();
    await Promise.resolve();
    const session = s.play.session!;
    const before = [session.history.length, session.undoable];
    expect(before).toEqual([kept + 1, 0]);
    s.play.undo();
    expect([s.play.status.error, s.play.status.message]).toEqual([
      "",
      `Nothing older to undo: the history keeps only the last ${kept} steps (at least).`,
    ]);
    expect([s.play.session!.history.length, s.play.session!.undoable]).toEqual(before);
  });
});

describe("progress and the next level", () => {
  it("a win is remembered by the level's fingerprint, and the next shipped level is offered", async () => {
    const store = memory();
    const s = studio(store);
    const sink = LEVELS.findIndex((l) => l.name === "baba-sink");
    s.openShipped("baba-sink");
    await play(s, "d; d; d; d");
    expect(s.play.session?.won()).toBe(true);
    expect(s.progress).toEqual(["baba-sink"]);
    expect(s.next).toBe(LEVELS[sink + 1]?.name ?? null);
    expect(store.getItem(PROGRESS_KEY)).toContain('"baba-sink"');
  });

  it("the same level from a file counts as that level; changed in the editor, it is a new puzzle", async () => {
    const sink = LEVELS.find((l) => l.name === "baba-sink")!.def;
    const copy = studio();
    copy.open({ ...sink }, { type: "file", name: "baba-sink.json" }, "play");
    await play(copy, "d; d; d; d");
    expect([copy.play.session?.won(), copy.progress]).toEqual([true, ["baba-sink"]]);
    const s = studio();
    s.openShipped("baba-sink");
    s.toggle();
    s.editor.edit({ type: "text", field: "title", value: "Mine" });
    s.toggle();
    await play(s, "d; d; d; d");
    expect([s.play.session?.won(), s.progress]).toEqual([true, []]);
    // Another level's win offers the first shipped level not won.
    expect(s.next).toBe(LEVELS[0].name);
  });

  it("a move after the win is refused with the play layer's message; undo is not", async () => {
    const s = studio();
    s.openShipped("baba-sink");
    await play(s, "d; d; d; d");
    const history = [...s.play.session!.history];
    await play(s, "a");
    expect(s.play.status.error).toBe("the level is won: no more moves (u undoes, r restarts)");
    expect(s.play.session!.history).toEqual(history);
    s.play.undo();
    await Promise.resolve();
    expect([s.play.session!.won(), s.play.status.message]).toEqual([false, "Undone: d."]);
  });

  it("the viewer steps through actions, and play from here makes its step the game", () => {
    const s = studio();
    s.open(small, { type: "file", name: "small.json" }, "play");
    s.view("Solution", small, parseScript("d; d"), []);
    s.viewer!.steps.jump(1);
    s.playFromHere();
    expect(s.viewer).toBeNull();
    expect(s.play.session?.history).toEqual(parseScript("d"));
    expect(s.play.session?.won()).toBe(false);
    expect(s.play.status.message).toBe("Small: playing on from step 1 (U walks back along the steps).");
  });
});
