/**
 * Which levels the studio plays (web/level-admission.ts): a level is played only when the checker finds
 * no problem; one the editor cannot draw is explained by why; the error page counts and lists the
 * problems and offers the editor only for a level it can draw. Each call leaves the level as it was.
 */
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { LEVEL_LIMITS } from "../../src/content/limits";
import type { LevelDef } from "../../src/harness";
import { admit, canDraw, refusedPage, titleOf, unknownLevelPage } from "../../web/level-admission";

const content = repositoryContent();
const baba = (extra: LevelDef["objects"] = []): LevelDef => ({
  name: "tiny",
  title: "Tiny",
  width: 3,
  height: 2,
  objects: [
    ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
    { kind: "baba", x: 0, y: 1 },
    ...extra,
  ],
});

describe("admission", () => {
  it("a level the checker passes is drawable and has no problem", () => {
    expect(admit(baba(), content)).toEqual({ drawable: true, problems: [] });
  });

  it("a drawable level with problems names each, in the file given, and leaves the level unchanged", () => {
    const def = baba([{ kind: "no-such-thing", x: 2, y: 1 }]);
    const before = structuredClone(def);
    const { drawable, problems } = admit(def, content, "mine.json");
    expect(drawable).toBe(true);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.file === "mine.json")).toBe(true);
    expect(problems.map((p) => p.path)).toContain("objects[4].kind");
    expect(def).toEqual(before);
    const page = refusedPage(def, { drawable, problems });
    expect(page.title).toBe("Tiny: this level cannot be played");
    expect(page.problems.length).toBe(problems.length);
    expect(page.fix).toBe(def);
  });

  it("a level too wide to draw is refused with the checker's problem, and no offer to fix it in the editor", () => {
    const def = { ...baba(), width: LEVEL_LIMITS.width + 1 };
    expect(canDraw(def)).toBe(false);
    const admission = admit(def, content, "wide.json");
    expect(admission).toEqual({
      drawable: false,
      problems: [
        {
          file: "wide.json",
          path: "width",
          message: `${LEVEL_LIMITS.width + 1} is above the maximum ${LEVEL_LIMITS.width}`,
        },
      ],
    });
    const page = refusedPage(def, admission);
    expect([page.lead, page.problems, page.fix]).toEqual([
      "The checker (the one npm run check runs) found 1 problem:",
      [`wide.json: width: ${LEVEL_LIMITS.width + 1} is above the maximum ${LEVEL_LIMITS.width}`],
      null,
    ]);
  });

  it("not a grid at all: refused, naming the field", () => {
    const def = { width: 2, height: 2, objects: "none" } as unknown as LevelDef;
    expect(admit(def, content, "odd.json")).toEqual({
      drawable: false,
      problems: [{ file: "odd.json", path: "objects", message: 'expected array, got string "none"' }],
    });
  });

  it("an unknown shipped name gets a page naming it, with nothing to fix", () => {
    const page = unknownLevelPage("nope");
    expect([page.title, page.fix, page.problems]).toEqual(["No such level", null, []]);
    expect(page.lead).toContain('There is no level "nope".');
  });

  it("a level's title is its title, else its name, else 'untitled level'", () => {
    expect([
      titleOf({ ...baba() }),
      titleOf({ ...baba(), title: undefined }),
      titleOf({ width: 1, height: 1, objects: [] }),
    ]).toEqual(["Tiny", "tiny", "untitled level"]);
  });
});
