/**
 * The name a level file is saved under (web/file-name.ts): safe on every system and predictable from the
 * level, whatever its name or title holds (slashes, `..`, control characters, nothing, thousands of
 * characters, a name Windows reserves). Examples first, then the rule as properties (seeded, bounded).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FALLBACK_STEM, levelFileName, STEM_MAX, safeStem } from "../../web/file-name";
import { fuzzed } from "../fuzz";

/** What every saved file name is: a safe stem (letters, digits, `_`, `.`, `-`; no `..`; not led or ended by `-` or `.`), then `.json`. */
const SAFE = /^[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?\.json$/;
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;

describe("examples", () => {
  it.each([
    [{ name: "l1-double-tap", title: "Double-Tap" }, "l1-double-tap.json"],
    [{ name: "My_Level.v2" }, "My_Level.v2.json"],
    [{ name: "../../etc/passwd" }, "etc-passwd.json"],
    [{ name: "a\\b/c" }, "a-b-c.json"],
    [{ name: "..", title: "Up and Away" }, "up-and-away.json"],
    [{ name: "", title: "Café: «crème» brûlée?" }, "cafe-creme-brulee.json"],
    [{ title: "  spaces   everywhere  " }, "spaces-everywhere.json"],
    [{ name: "tab\there\u0000nul\u001f" }, "tab-here-nul.json"],
    [{ name: ".hidden" }, "hidden.json"],
    [{ name: "ends with a dot." }, "ends-with-a-dot.json"],
    [{ name: "CON" }, "con-level.json"],
    [{ name: "nul.json" }, "nul-level.json.json"],
    [{ name: "lpt1" }, "lpt1-level.json"],
    [{ name: "console" }, "console.json"],
    [{ name: "-rf" }, "rf.json"],
    [{ name: "レベル", title: "ゲーム" }, "level.json"],
    [{}, "level.json"],
    [{ name: "a".repeat(200) }, `${"a".repeat(STEM_MAX)}.json`],
    [{ name: `${"a".repeat(STEM_MAX - 1)} b` }, `${"a".repeat(STEM_MAX - 1)}.json`],
  ])("%j is saved as %s", (def, file) => {
    expect(levelFileName(def)).toBe(file);
  });

  it("a name or title that is not text is passed over, as a missing one is", () => {
    expect(levelFileName({ name: 7, title: "Seven" } as never)).toBe("Seven.json");
    expect(levelFileName({ name: null, title: ["x"] } as never)).toBe(`${FALLBACK_STEM}.json`);
  });
});

/** Any text, with the characters that make file names unsafe made likely. */
const nasty = fc.oneof(
  fc.string({ maxLength: 300, unit: "binary" }),
  fc
    .array(
      fc.constantFrom(
        "/",
        "\\",
        "..",
        ".",
        "-",
        " ",
        "\u0000",
        "\n",
        ":",
        "*",
        "?",
        "con",
        "NUL",
        "é",
        "a",
        "Z",
        "9",
        "_",
      ),
      { maxLength: 40 },
    )
    .map((parts) => parts.join("")),
);

describe("the rule, for any name and title", () => {
  it("the file name is safe, at most STEM_MAX characters before .json, and no reserved device name", () => {
    fc.assert(
      fc.property(
        fc.option(nasty, { nil: undefined }),
        fc.option(nasty, { nil: undefined }),
        (name, title) => {
          const file = levelFileName({ name, title });
          expect(file).toMatch(SAFE);
          const stem = file.slice(0, -".json".length);
          expect(stem.length).toBeLessThanOrEqual(STEM_MAX);
          expect(stem.includes("..")).toBe(false);
          expect(RESERVED.test(stem)).toBe(false);
        },
      ),
      fuzzed({ seed: 41, numRuns: 400 }),
    );
  });

  it("is predictable: the same level gives the same name, and saving under that name again keeps it", () => {
    fc.assert(
      fc.property(nasty, nasty, (name, title) => {
        const file = levelFileName({ name, title });
        expect(levelFileName({ name, title })).toBe(file);
        expect(levelFileName({ name: file.slice(0, -".json".length) })).toBe(file);
      }),
      fuzzed({ seed: 42, numRuns: 300 }),
    );
  });

  it("a name that is already a safe file name is kept exactly, whatever the title", () => {
    const safeName = fc
      .stringMatching(/^[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,40}[A-Za-z0-9_])?$/)
      .filter((n) => !n.includes("..") && !RESERVED.test(n));
    fc.assert(
      fc.property(safeName, nasty, (name, title) => {
        expect(levelFileName({ name, title })).toBe(`${name}.json`);
      }),
      fuzzed({ seed: 43, numRuns: 300 }),
    );
  });

  it("a stem is empty only when the text holds no letter or digit it can keep; then the title, then 'level', names the file", () => {
    fc.assert(
      fc.property(nasty, (text) => {
        const stem = safeStem(text);
        if (stem === "") expect(/[a-z0-9_]/i.test(text.normalize("NFKD"))).toBe(false);
        expect(levelFileName({ name: text, title: "Fallback Title" })).toBe(
          stem === "" ? "fallback-title.json" : `${stem}.json`,
        );
      }),
      fuzzed({ seed: 44, numRuns: 300 }),
    );
  });
});
