/**
 * What Save writes (web/saved-level.ts): the file a user puts in levels/ holds nothing unsafe. Its
 * `name` is its file name without `.json` (the schema's meaning of `name`), a name made safe is kept as
 * the title when the level has none (what the player sees stays), and a title is written without control
 * or bidirectional control characters and at most 80 characters long. Examples first, then the rule as
 * properties (seeded, bounded): whatever the name and title, the saved level passes the checker's name
 * and title rules.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { draftProblems } from "../../web/draft-check";
import { levelFileName } from "../../web/file-name";
import { savedLevel, TITLE_MAX } from "../../web/saved-level";
import { fuzzed } from "../fuzz";

const content = repositoryContent();

/** BABA IS YOU and a Baba: a level the checker passes, whatever its name and title. */
const level = (fields: Partial<LevelDef>): LevelDef => ({
  ...fields,
  width: 3,
  height: 2,
  objects: [
    ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
    { kind: "baba", x: 1, y: 1 },
  ],
});

describe("examples", () => {
  it("a safe name and a clean title are written as they are, and nothing is said", () => {
    const def = level({ name: "my-level", title: "My «Level»" });
    expect(savedLevel(def)).toEqual({ file: "my-level.json", def, changes: [] });
  });

  it("a name made safe is the file's name inside the file too; the level's title stays", () => {
    const saved = savedLevel(level({ name: "../../etc/passwd", title: "Tiny" }));
    expect(saved.file).toBe("etc-passwd.json");
    expect([saved.def.name, saved.def.title]).toEqual(["etc-passwd", "Tiny"]);
    expect(saved.changes).toEqual([`name "../../etc/passwd" made safe as "etc-passwd", the file's name`]);
  });

  it("with no title, the name made safe becomes the title, so the player sees what the author typed", () => {
    const saved = savedLevel(level({ name: "My Level: Part 2" }));
    expect(saved.file).toBe("my-level-part-2.json");
    expect([saved.def.name, saved.def.title]).toEqual(["my-level-part-2", "My Level: Part 2"]);
    expect(saved.changes).toEqual([
      `name "My Level: Part 2" made safe as "my-level-part-2", the file's name, and the title keeps "My Level: Part 2"`,
    ]);
  });

  it("a title loses its control and bidirectional control characters (a run of them read as one space)", () => {
    const saved = savedLevel(level({ name: "ok", title: "Two\n\tLines \u202eevil\u0000" }));
    expect(saved.def.title).toBe("Two Lines evil");
    expect(saved.changes).toEqual([
      'title "Two\\n\\tLines \\u202eevil\\u0000" made safe as "Two Lines evil"',
    ]);
  });

  it("an overlong title is cut to TITLE_MAX characters (a character outside the BMP counted once, never split)", () => {
    const saved = savedLevel(level({ name: "ok", title: "😀".repeat(TITLE_MAX + 5) }));
    expect(saved.def.title).toBe("😀".repeat(TITLE_MAX));
    expect(saved.changes).toEqual([`title cut to ${TITLE_MAX} characters`]);
  });

  it("an overlong name with no title: the title keeps it, cut; the file is named by its stem", () => {
    const name = `Long ${"word ".repeat(40)}`;
    const saved = savedLevel(level({ name }));
    expect(saved.def.name).toBe(saved.file.slice(0, -".json".length));
    expect(saved.def.title).toBe(name.trim().slice(0, TITLE_MAX).trim());
  });

  it("a name of control characters only leaves no title behind; a level without a name gets none", () => {
    const saved = savedLevel(level({ name: "\u0000\u0001", title: undefined }));
    expect(saved.file).toBe("level.json");
    expect(saved.def.name).toBe("level");
    expect("title" in saved.def && saved.def.title !== undefined).toBe(false);
    const unnamed = savedLevel(level({ title: "Café" }));
    expect([unnamed.file, unnamed.def.name, unnamed.def.title, unnamed.changes]).toEqual([
      "cafe.json",
      undefined,
      "Café",
      [],
    ]);
  });

  it("with no name, the file is named by the title as it is written, its controls gone, so saving again names the same file", () => {
    // FUZZ=7 FUZZ_RUNS=4: a title "Z" with a right-to-left override gave z.json, its saved title "Z" then Z.json.
    for (const [title, file, written] of [
      ["Z\u202e", "Z.json", "Z"],
      ["Z", "Z.json", "Z"],
      ["a\u202eé", "ae.json", "aé"],
      ["é\u2066é", "ee.json", "éé"],
    ]) {
      const saved = savedLevel(level({ title }));
      expect([saved.file, saved.def.title, saved.def.name]).toEqual([file, written, undefined]);
      expect(savedLevel(saved.def).file).toBe(file);
    }
  });

  it("nothing else of the level changes, and the level given is not touched", () => {
    const def = level({ name: "a/b", title: "x\u0007y", hand: ["Graft"] });
    const before = structuredClone(def);
    const saved = savedLevel(def);
    expect(def).toEqual(before);
    const { name: _n, title: _t, ...rest } = saved.def;
    const { name: _n0, title: _t0, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
  });
});

/** Any text, with control, bidirectional and unsafe file-name characters made likely. */
const nasty = fc.oneof(
  fc.string({ maxLength: 200, unit: "binary" }),
  fc
    .array(
      fc.constantFrom("/", "..", " ", "\u0000", "\n", "\u202e", "\u2066", "\u009f", "é", "a", "Z", "😀"),
      {
        maxLength: 120,
      },
    )
    .map((parts) => parts.join("")),
);

describe("the characters a title may not hold", () => {
  it("are those the checker refuses in a title (each of U+0000–U+00FF, U+0600–U+06FF, U+2000–U+20FF alone)", () => {
    const ranges = [
      [0x0000, 0x0100],
      [0x0600, 0x0700],
      [0x2000, 0x2100],
    ];
    const disagree: string[] = [];
    for (const [from, to] of ranges)
      for (let c = from; c < to; c++) {
        const title = `a${String.fromCodePoint(c)}b`;
        const refused = draftProblems(level({ title }), content).some((p) => p.path === "title");
        const changed = savedLevel(level({ title })).changes.length > 0;
        if (refused !== changed) disagree.push(`U+${c.toString(16).padStart(4, "0")}`);
      }
    expect(disagree).toEqual([]);
  });
});

describe("the rule, for any name and title", () => {
  it("the saved level passes the checker's name and title rules, its name is its file's, and a clean title is kept", () => {
    fc.assert(
      fc.property(
        fc.option(nasty, { nil: undefined }),
        fc.option(nasty, { nil: undefined }),
        (name, title) => {
          const def = level({ name, title });
          const saved = savedLevel(def);
          expect(saved.file).toBe(levelFileName(def));
          const fieldProblems = draftProblems(saved.def, content).filter((p) =>
            /^(name|title)\b/.test(p.path),
          );
          expect(fieldProblems).toEqual([]);
          if (name !== undefined) expect(`${saved.def.name}.json`).toBe(saved.file);
          else expect(saved.def.name).toBeUndefined();
          const clean = title !== undefined && draftProblems(level({ title }), content).length === 0;
          if (clean) expect(saved.def.title).toBe(title);
          // Saving what was saved changes nothing more.
          expect(savedLevel(saved.def)).toEqual({ file: saved.file, def: saved.def, changes: [] });
        },
      ),
      fuzzed({ seed: 51, numRuns: 150 }),
    );
  });
});
