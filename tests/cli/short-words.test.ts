/**
 * Short forms of the words for the terminal's 6-character cells (src/cli/short-words.ts): unique within
 * any lexicon, readable (an abbreviation before a cut), and named on screen when a cell shows one
 * (`Shortened: …`, render.ts and frame.ts).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { composeFrame } from "../../src/cli/frame";
import { CELL, renderView } from "../../src/cli/render";
import { contract, shortForms } from "../../src/cli/short-words";
import { repositoryContent } from "../../src/content/content";
import { Session } from "../../src/play/session";
import { viewOf } from "../../src/play/view";
import { fuzzed } from "../fuzz";
import { runCli } from "./helpers";

/** A word as a words file may spell one (schema: `^[A-Z][A-Z0-9_]*$`, at most 32 characters). */
const word = fc
  .tuple(
    fc.constantFrom("", "DEATHR", "WITHOU", "BRAMBL", "AAAAAA", "X"), // shared starts, to make forms clash
    fc.stringMatching(/^[A-Z][A-Z0-9_]{0,12}$/),
  )
  .map(([start, rest]) => (start + rest).slice(0, 32));

describe("short forms", () => {
  test("no two words of a lexicon share a form; a form fits its width; a word that fits is itself", () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 60 }), fc.integer({ min: 1, max: 8 }), (words, width) => {
        for (const w of [width, CELL, CELL - 1]) {
          const forms = shortForms(words, w);
          expect([...forms.keys()].sort()).toEqual([...words].sort());
          expect(new Set(forms.values()).size).toBe(words.length);
          for (const [word, form] of forms) {
            expect(form.length).toBeLessThanOrEqual(w);
            if (word.length <= w) expect(form).toBe(word);
          }
        }
      }),
      fuzzed({ seed: 0x5407, numRuns: 300 }),
    );
  });

  test("a long word is contracted as an abbreviation is: inner vowels from the left, a doubled letter, then its end", () => {
    expect(contract("WITHOUT", 6)).toBe("WTHOUT");
    expect(contract("BRAMBLE", 6)).toBe("BRMBLE");
    expect(contract("DEATHRATTLE", 6)).toBe("DTHRTL");
    expect(contract("DEATHRATTLE", 5)).toBe("DTHRT");
    expect(contract("DOUBLE", 5)).toBe("DUBLE");
    expect(contract("BATTLECRY", 6)).toBe("BTLCRY");
  });

  test("a form taken goes to the word first in the lexicon; the next takes the word's start, then a number; a word that fits keeps its spelling", () => {
    expect(
      Object.fromEntries(shortForms(["DEATHRATTLE", "DEATHRATTLES", "DEATHRATTLED", "BABA"], 6)),
    ).toEqual({
      DEATHRATTLE: "DTHRTL",
      DEATHRATTLES: "DEATHR",
      DEATHRATTLED: "DEATH2",
      BABA: "BABA",
    });
    // a word spelled as another's contraction keeps it, wherever it stands in the lexicon
    expect(shortForms(["WITHOUT", "WTHOUT"], 6).get("WITHOUT")).toBe("WITHOU");
    // a longer word added at the end changes no other word's form
    const before = shortForms(["WITHOUT", "WITHOUTS"], 6);
    const after = shortForms(["WITHOUT", "WITHOUTS", "WITHOUTX"], 6);
    expect([after.get("WITHOUT"), after.get("WITHOUTS")]).toEqual([
      before.get("WITHOUT"),
      before.get("WITHOUTS"),
    ]);
  });
});

describe("the grid shows the short forms and names them", () => {
  const t = (w: string, x: number, y: number) => ({ kind: `text:${w}`, x, y });
  /** BABA IS YOU, then DEATHRATTLE, WITHOUT and BRAMBLE, a second DEATHRATTLE, and DOUBLE under baba (a stack). */
  const view = () =>
    viewOf(
      new Session(
        {
          name: "short",
          width: 5,
          height: 3,
          objects: [
            t("BABA", 0, 0),
            t("IS", 1, 0),
            t("YOU", 2, 0),
            t("DEATHRATTLE", 0, 1),
            t("WITHOUT", 1, 1),
            t("BRAMBLE", 2, 1),
            t("DEATHRATTLE", 3, 1),
            t("DOUBLE", 4, 2),
            { kind: "baba", x: 4, y: 2 },
          ],
        },
        repositoryContent(),
      ),
    );

  test("the transcript: each long word by its form, and a line naming each once", () => {
    const lines = renderView(view(), { color: false }).split("\n");
    expect(lines.slice(2, 6)).toEqual([
      "    0      1      2      3      4",
      " 0  BABA   IS     YOU    .      .",
      " 1  DTHRTL WTHOUT BRMBLE DTHRTL .",
      " 2  .      .      .      .      baba+",
    ]);
    expect(lines).toContain("Shortened: DTHRTL = DEATHRATTLE, WTHOUT = WITHOUT, BRMBLE = BRAMBLE");
    expect(lines).toContain("  baba+   (4, 2) holds DOUBLE, baba");
  });

  test("the frame at 80×24 and at 40×12: the line under the grid, wrapped at its items", () => {
    expect(composeFrame({ view: view() }, [], { columns: 80, rows: 24 }, { color: false })).toEqual([
      "short (Baba level)",
      "    0      1      2      3      4",
      " 0  BABA   IS     YOU    .      .",
      " 1  DTHRTL WTHOUT BRMBLE DTHRTL .",
      " 2  .      .      .      .      baba+",
      "Shortened: DTHRTL = DEATHRATTLE, WTHOUT = WITHOUT, BRMBLE = BRAMBLE",
      "On the grid: baba+ (4, 2) holds DOUBLE, baba",
      "Rules:     BABA IS YOU, TEXT IS PUSH",
    ]);
    expect(composeFrame({ view: view() }, [], { columns: 40, rows: 12 }, { color: false })).toEqual([
      "short (Baba level)",
      "    0      1      2      3      4",
      " 0  BABA   IS     YOU    .      .",
      " 1  DTHRTL WTHOUT BRMBLE DTHRTL .",
      " 2  .      .      .      .      baba+",
      "Shortened: DTHRTL = DEATHRATTLE,",
      "           WTHOUT = WITHOUT,",
      "           BRMBLE = BRAMBLE",
      "On the grid: baba+ (4, 2) holds DOUBLE,",
      "             baba",
      "Rules:     BABA IS YOU, TEXT IS PUSH",
    ]);
  });

  test("? names them at the help's end too (a small terminal cuts the line under the grid)", () => {
    const r = runCli(["levels/l1-double-tap.json"], ["?", "q"]);
    const lines = r.stdout.split("\n");
    const at = lines.indexOf(
      "cell is shortened (BRMBLE), and the Shortened line names it (BRMBLE = BRAMBLE).",
    );
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe("Shortened: BRMBLE = BRAMBLE, DTHRTL = DEATHRATTLE");
    const plain = join(mkdtempSync(join(tmpdir(), "spellgrid-short-")), "plain.json");
    const objects = [t("BABA", 0, 0), t("IS", 1, 0), t("YOU", 2, 0), { kind: "baba", x: 0, y: 1 }];
    writeFileSync(plain, JSON.stringify({ name: "plain", width: 3, height: 2, objects }));
    const baba = runCli([plain], ["?", "q"]).stdout.split("\n");
    const end = baba.indexOf(
      "cell is shortened (BRMBLE), and the Shortened line names it (BRMBLE = BRAMBLE).",
    );
    expect(end).toBeGreaterThan(0);
    expect(baba[end + 1]).not.toMatch(/^Shortened/); // every word of that level fits
  });

  test("no line when every word on the grid fits its cell", () => {
    const v = view();
    const fits = { ...v, objects: v.objects.filter((o) => o.word === null || o.word.length <= CELL) };
    expect(renderView(fits, { color: false })).not.toContain("Shortened");
    expect(
      composeFrame({ view: fits }, [], { columns: 80, rows: 24 }, { color: false }).join("\n"),
    ).not.toContain("Shortened");
  });
});
