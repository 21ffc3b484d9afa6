import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { check } from "../../src/content/check-cli";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { checkDraft, draftProblems, fileOf, placeOf, placeProblems } from "../../web/draft-check";

const content = repositoryContent();
const minion = content.cards.find((c) => c.type === "minion" && c.noun)!;
const spell = content.cards.find((c) => c.type === "spell")!;

/** A level with one problem in each place the editor shows problems. */
const broken = {
  name: "broken",
  title: 5,
  width: 3,
  height: 2,
  objects: [
    { kind: "text:BABA", x: 0, y: 0 },
    { kind: "rokc", x: 1, y: 1 },
    { kind: "rock", x: 5, y: 0 },
  ],
  cards: [{ card: spell.name, x: 2, y: 1 }],
  hand: [`${spell.name}x`],
} as unknown as LevelDef;

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe("the editor's live validation", () => {
  it("finds exactly the problems npm run check prints for the same level file", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-draft-"));
    made.push(dir);
    mkdirSync(join(dir, "levels"));
    const file = join(dir, "levels", "broken.json");
    writeFileSync(file, JSON.stringify(broken));
    const cli = check([file], dir).problems.map((p) => [p.path, p.message]);
    const editor = draftProblems(broken, content).map((p) => [p.path, p.message]);
    expect(cli.length).toBeGreaterThanOrEqual(5);
    expect(editor).toEqual(cli);
  });

  it("gives the warnings npm run check prints for the same level file, and none beside a problem", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-draft-"));
    made.push(dir);
    mkdirSync(join(dir, "levels"));
    const lonely: LevelDef = { name: "lonely", width: 2, height: 1, objects: [] };
    const file = join(dir, "levels", "lonely.json");
    writeFileSync(file, JSON.stringify(lonely));
    const cli = check([file], dir).warnings.map((w) => [w.path, w.message, w.warning]);
    const draft = checkDraft(lonely, content);
    expect(draft.warnings.map((w) => [w.path, w.message, w.warning])).toEqual(cli);
    expect(cli.map(([, , name]) => name)).toEqual(["no-you-rule", "win-never-written"]);
    expect(draft.problems).toEqual([]);
    expect(draft.session?.lost()).toBe(true);
    expect(checkDraft({ ...lonely, width: 0 }, content).warnings).toEqual([]);
  });

  it("names the level as the file it would be saved as", () => {
    expect(fileOf({ name: "my-level", width: 1, height: 1, objects: [] })).toBe("levels/my-level.json");
    expect(fileOf({ width: 1, height: 1, objects: [] })).toBe("levels/level.json");
    expect(fileOf({ name: "../x y", width: 1, height: 1, objects: [] })).toBe("levels/level.json");
    expect(draftProblems(broken, content)[0].file).toBe("levels/broken.json");
  });

  it("a level with no problem has none, with minions and a hand", () => {
    const def: LevelDef = {
      width: 3,
      height: 1,
      objects: [{ kind: "text:BABA", x: 0, y: 0 }],
      cards: [{ card: minion.name, x: 2, y: 0 }],
      hand: [spell.name],
    };
    expect(draftProblems(def, content)).toEqual([]);
  });

  it("places each problem on the tile or the field it names, the rest on the level", () => {
    const placed = placeProblems(broken, draftProblems(broken, content));
    expect([...placed.tiles.keys()].sort()).toEqual(["1,1", "2,1"]);
    expect(placed.tiles.get("1,1")!.map((p) => p.path)).toEqual(["objects[1].kind"]);
    expect(placed.tiles.get("2,1")!.map((p) => p.path)).toEqual(["cards[0].card"]);
    expect([...placed.fields.keys()].sort()).toEqual(["hand", "title"]);
    // An object off the grid has no tile to stand on: it is the level's problem.
    expect(placed.level.map((p) => p.path)).toEqual(["objects[2].x"]);
    expect(placed.all).toHaveLength(placed.level.length + 4);
  });

  it("field paths map to places, even on a level whose lists are not lists", () => {
    const odd = { width: 2, height: 2, objects: "none" } as unknown as LevelDef;
    expect(placeOf(odd, "objects[0].kind")).toEqual({ type: "level" });
    expect(placeOf(odd, "objects")).toEqual({ type: "level" });
    expect(placeOf(odd, "width")).toEqual({ type: "field", field: "width" });
    expect(placeOf(odd, "pool[3]")).toEqual({ type: "field", field: "pool" });
    expect(placeOf(odd, "")).toEqual({ type: "level" });
  });
});
