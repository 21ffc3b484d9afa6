import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { applyEdit, droppedBy, type Edit, emptyLevel, entriesAt } from "../../web/draft";
import { EditHistory } from "../../web/edit-history";
import { Editor } from "../../web/editor";
import { fuzzed } from "../fuzz";

const rock = { type: "thing", kind: "rock" } as const;
const word = (w: string) => ({ type: "word", word: w }) as const;
const keg = { type: "minion", card: "Powder Keg" } as const;

/** Applies the edits in order. */
const edits = (def: LevelDef, list: Edit[]) => list.reduce(applyEdit, def);

describe("editing a level", () => {
  it("paints things, words and minions, each appended to its list (the newest)", () => {
    const def = edits(emptyLevel(4, 3), [
      { type: "paint", brush: word("BABA"), x: 0, y: 0 },
      { type: "paint", brush: keg, x: 1, y: 1 },
      { type: "paint", brush: rock, x: 1, y: 1 },
    ]);
    expect(def.objects).toEqual([
      { kind: "text:BABA", x: 0, y: 0 },
      { kind: "rock", x: 1, y: 1 },
    ]);
    expect(def.cards).toEqual([{ card: "Powder Keg", x: 1, y: 1 }]);
    // On a tile, objects come first (list order), then minions: the engines' age order.
    expect(entriesAt(def, 1, 1)).toEqual([
      { list: "objects", index: 1 },
      { list: "cards", index: 0 },
    ]);
  });

  it("erase removes the newest entry on the tile, so repeated erasing clears the stack", () => {
    const def = edits(emptyLevel(3, 3), [
      { type: "paint", brush: rock, x: 2, y: 2 },
      { type: "paint", brush: keg, x: 2, y: 2 },
      { type: "paint", brush: word("ROCK"), x: 2, y: 2 },
    ]);
    const once = applyEdit(def, { type: "erase", x: 2, y: 2 });
    expect(once.cards).toEqual([]);
    expect(once.objects.map((o) => o.kind)).toEqual(["rock", "text:ROCK"]);
    const thrice = edits(once, [
      { type: "erase", x: 2, y: 2 },
      { type: "erase", x: 2, y: 2 },
    ]);
    expect(entriesAt(thrice, 2, 2)).toEqual([]);
  });

  it("moves an entry to the oldest or newest place of its list", () => {
    const def = edits(emptyLevel(3, 1), [
      { type: "paint", brush: rock, x: 0, y: 0 },
      { type: "paint", brush: word("IS"), x: 1, y: 0 },
      { type: "paint", brush: word("WIN"), x: 2, y: 0 },
    ]);
    const oldest = applyEdit(def, { type: "order", entry: { list: "objects", index: 2 }, to: "oldest" });
    expect(oldest.objects.map((o) => o.kind)).toEqual(["text:WIN", "rock", "text:IS"]);
    const newest = applyEdit(def, { type: "order", entry: { list: "objects", index: 0 }, to: "newest" });
    expect(newest.objects.map((o) => o.kind)).toEqual(["text:IS", "text:WIN", "rock"]);
  });

  it("any order of a list can be made by moving entries to the newest place", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 6 })
          .chain((n) => fc.shuffledSubarray([...Array(n).keys()], { minLength: n })),
        (order) => {
          const start: LevelDef = {
            width: 8,
            height: 1,
            objects: order.map((_, x) => ({ kind: "rock", x, y: 0 })),
          };
          // Send the objects to the back in the wanted order: original index order[k] ends at place k.
          let def = start;
          for (const want of order) {
            const index = def.objects.findIndex((o) => o.x === want);
            def = applyEdit(def, { type: "order", entry: { list: "objects", index }, to: "newest" });
          }
          expect(def.objects.map((o) => o.x)).toEqual(order);
        },
      ),
      fuzzed({ seed: 12, numRuns: 100 }),
    );
  });

  it("resizing drops what falls off the grid and keeps the rest in order", () => {
    const def = edits(emptyLevel(4, 4), [
      { type: "paint", brush: rock, x: 3, y: 0 },
      { type: "paint", brush: rock, x: 0, y: 0 },
      { type: "paint", brush: keg, x: 0, y: 3 },
      { type: "paint", brush: keg, x: 1, y: 1 },
    ]);
    expect(droppedBy(def, 2, 2)).toBe(2);
    const small = applyEdit(def, { type: "resize", width: 2, height: 2 });
    expect([small.width, small.height]).toEqual([2, 2]);
    expect(small.objects).toEqual([{ kind: "rock", x: 0, y: 0 }]);
    expect(small.cards).toEqual([{ card: "Powder Keg", x: 1, y: 1 }]);
  });

  it("sets the name, title, hand and pool; an empty value removes the field", () => {
    const def = edits(emptyLevel(2, 2), [
      { type: "text", field: "title", value: "Two by two" },
      { type: "hand", hand: ["Spark", "Whirlwind"] },
      { type: "pool", pool: ["Powder Keg"] },
    ]);
    expect(def).toMatchObject({ title: "Two by two", hand: ["Spark", "Whirlwind"], pool: ["Powder Keg"] });
    const cleared = edits(def, [
      { type: "text", field: "name", value: "" },
      { type: "hand", hand: [] },
      { type: "pool", pool: null },
    ]);
    expect(Object.keys(cleared)).toEqual(["$schema", "title", "width", "height", "objects"]);
  });

  it("a bad edit throws an Error naming the tile, the size or the entry, and changes nothing", () => {
    const def = emptyLevel(3, 2);
    const copy = structuredClone(def);
    const bad: [Edit, string][] = [
      [{ type: "paint", brush: rock, x: 3, y: 0 }, "tile (3, 0) is off the 3×2 grid"],
      [{ type: "paint", brush: rock, x: 0, y: -1 }, "tile (0, -1) is off the 3×2 grid"],
      [{ type: "erase", x: 1, y: 1 }, "tile (1, 1) is empty: there is nothing to erase"],
      [{ type: "remove", entry: { list: "cards", index: 0 } }, "cards[0] is not in the level (it has 0)"],
      [{ type: "resize", width: 0, height: 2 }, "width must be a whole number from 1 to 256, not 0"],
      [{ type: "resize", width: 2, height: 2.5 }, "height must be a whole number from 1 to 256, not 2.5"],
      [
        { type: "resize", width: Number.NaN, height: 2 },
        "width must be a whole number from 1 to 256, and its field is empty",
      ],
    ];
    for (const [edit, message] of bad) expect(() => applyEdit(def, edit)).toThrow(message);
    expect(def).toEqual(copy);
  });

  it("never changes the level it edits", () => {
    const def = edits(emptyLevel(3, 3), [
      { type: "paint", brush: rock, x: 0, y: 0 },
      { type: "paint", brush: keg, x: 1, y: 0 },
      { type: "hand", hand: ["Spark"] },
    ]);
    const frozen = structuredClone(def);
    const all: Edit[] = [
      { type: "paint", brush: rock, x: 2, y: 2 },
      { type: "paint", brush: keg, x: 2, y: 2 },
      { type: "erase", x: 1, y: 0 },
      { type: "remove", entry: { list: "objects", index: 0 } },
      { type: "order", entry: { list: "cards", index: 0 }, to: "oldest" },
      { type: "resize", width: 1, height: 1 },
      { type: "text", field: "title", value: "x" },
      { type: "hand", hand: [] },
      { type: "pool", pool: ["Powder Keg"] },
    ];
    for (const edit of all) applyEdit(def, edit);
    expect(def).toEqual(frozen);
  });
});

describe("undo and redo of edits", () => {
  it("undoes and redoes each step; a new step clears what was undone", () => {
    const h = new EditHistory("a");
    h.set("b");
    h.set("c");
    expect([h.undo(), h.current, h.undo(), h.current, h.undo()]).toEqual([true, "b", true, "a", false]);
    expect([h.redo(), h.current]).toEqual([true, "b"]);
    h.set("d");
    expect([h.canRedo, h.redo(), h.current]).toEqual([false, false, "d"]);
  });

  it("a drag is one step, and a drag that changed nothing is none", () => {
    const h = new EditHistory(0);
    h.begin();
    h.set(1);
    h.set(2);
    h.set(3);
    h.commit();
    h.begin();
    h.commit();
    expect([h.current, h.undo(), h.current, h.canUndo]).toEqual([3, true, 0, false]);
  });

  it("keeps at most its limit of steps", () => {
    const h = new EditHistory(0, 3);
    for (let i = 1; i <= 5; i++) h.set(i);
    let undone = 0;
    while (h.undo()) undone++;
    expect([undone, h.current]).toEqual([3, 2]);
  });

  it("the editor's undo and redo end a drag in progress first, and say what they did or that there was nothing", () => {
    const start = emptyLevel(4, 3);
    const ed = new Editor(start, repositoryContent());
    ed.tool = { type: "brush", brush: rock };
    ed.beginStroke();
    ed.use(0, 0);
    ed.use(1, 0);
    expect([ed.undo(), ed.def, ed.message]).toEqual([true, start, "Undid the last edit."]);
    expect([ed.undo(), ed.def, ed.message]).toEqual([
      false,
      start,
      "Already at the oldest edit: nothing to undo.",
    ]);
    expect([ed.redo(), ed.def.objects.length, ed.message]).toEqual([true, 2, "Redid the edit."]);
    expect([ed.redo(), ed.def.objects.length, ed.message]).toEqual([
      false,
      2,
      "Already at the newest edit: nothing to redo.",
    ]);
  });
});
