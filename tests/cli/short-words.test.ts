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
import { contract, labelKey, shortForms, shortLabels } from "../../src/cli/short-words";
import { repositoryContent } from "../../src/content/content";
import { Session } from "../../src/play/session";
import { type ObjectView, viewOf } from "../../src/play/view";
import { copyContent } from "../content/copy";
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
    const at = lines.indexOf("word or name is shortened (BRMBLE, brmbl3), and the Shortened line names it.");
    expect(at).toBeGreaterThan(0);
    // the level's words, then its Bramble Wall (3 Health: brmbl3)
    expect(lines[at + 1]).toBe("Shortened: BRMBLE = BRAMBLE, DTHRTL = DEATHRATTLE, brmbl = bramble");
    const plain = join(mkdtempSync(join(tmpdir(), "spellgrid-short-")), "plain.json");
    const objects = [t("BABA", 0, 0), t("IS", 1, 0), t("YOU", 2, 0), { kind: "baba", x: 0, y: 1 }];
    writeFileSync(plain, JSON.stringify({ name: "plain", width: 3, height: 2, objects }));
    const baba = runCli([plain], ["?", "q"]).stdout.split("\n");
    const end = baba.indexOf("word or name is shortened (BRMBLE, brmbl3), and the Shortened line names it.");
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

/** A name on the grid as a level may give one: a thing's kind, a minion's noun (lower case), shared starts to clash. */
const name = fc
  .tuple(
    fc.constantFrom("", "deathk", "bramb", "lant", "ab", "x"),
    fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/),
  )
  .map(([start, rest]) => (start + rest).slice(0, 32));
/** What follows a name whole: a minion's Health, or nothing for a thing. */
const suffix = fc.oneof(fc.constant(""), fc.integer({ min: 0, max: 999 }).map(String));
const WIDTHS = [CELL, CELL - 1];
const formOf = (label: string, s: string) => label.slice(0, label.length - s.length);

describe("short labels of things and minions", () => {
  test("no two names share a label, at any width; a label fits its cell and ends with its Health; a name that fits is itself", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name, suffix }), { maxLength: 40 }), (items) => {
        const labels = shortLabels(items, WIDTHS);
        const owner = new Map<string, string>();
        for (const { name, suffix } of items)
          for (const w of WIDTHS) {
            const label = labels.get(labelKey(name, suffix, w)) as string;
            expect(label.length).toBeLessThanOrEqual(w);
            expect(label.endsWith(suffix)).toBe(true);
            // a label, and the name's part of it, belong to one name
            for (const seen of [label, `form:${formOf(label, suffix)}`]) {
              expect(owner.get(seen) ?? name).toBe(name);
              owner.set(seen, name);
            }
            const spelledAlike = items.some((o) => o.name !== name && o.name + o.suffix === name + suffix);
            if ((name + suffix).length <= w && !spelledAlike) expect(label).toBe(name + suffix);
          }
      }),
      fuzzed({ seed: 0x1abe1, numRuns: 300 }),
    );
  });

  test("a name added changes no other name's label (unless it is spelled as one of them)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name, suffix }), { maxLength: 30 }),
        fc.record({ name, suffix }),
        (items, added) => {
          const before = shortLabels(items, WIDTHS);
          const after = shortLabels([...items, added], WIDTHS);
          const taken = items.flatMap(({ name: n, suffix: s }) =>
            WIDTHS.map((w) => before.get(labelKey(n, s, w)) as string).flatMap((l) => [l, formOf(l, s)]),
          );
          fc.pre(!taken.includes(added.name) && !taken.includes(added.name + added.suffix));
          for (const [key, label] of before) expect([key, after.get(key)]).toEqual([key, label]);
        },
      ),
      fuzzed({ seed: 0x57ab1e, numRuns: 300 }),
    );
  });

  test("a long name is contracted as a word is, its Health kept whole; two of one start differ", () => {
    const labels = shortLabels(
      [
        { name: "deathknight", suffix: "3" },
        { name: "deathking", suffix: "3" },
        { name: "bramble", suffix: "12" },
        { name: "keg", suffix: "1" },
        { name: "lantern", suffix: "" },
      ],
      WIDTHS,
    );
    expect(
      [
        labelKey("deathknight", "3", 6),
        labelKey("deathking", "3", 6),
        labelKey("bramble", "12", 6),
        labelKey("bramble", "12", 5),
        labelKey("keg", "1", 6),
        labelKey("lantern", "", 6),
        labelKey("lantern", "", 5),
      ].map((k) => labels.get(k)),
    ).toEqual(["dthkn3", "death3", "brmb12", "brm12", "keg1", "lntern", "lntrn"]);
  });
});

describe("the grid shows minions and things by their short labels and names them", () => {
  /** A grid of two minions of one start, a long thing, a keg and baba on a stack with the long thing. */
  const view = () => {
    const v = viewOf(
      new Session(
        {
          name: "labels",
          width: 5,
          height: 2,
          objects: [
            { kind: "text:BABA", x: 0, y: 0 },
            { kind: "text:IS", x: 1, y: 0 },
            { kind: "text:YOU", x: 2, y: 0 },
            { kind: "baba", x: 4, y: 1 },
          ],
        },
        repositoryContent(),
      ),
    );
    const at = (id: number, kind: string, x: number, y: number, minion: ObjectView["minion"] = null) => ({
      id,
      kind,
      x,
      y,
      word: null,
      minion,
      you: false,
    });
    const objects: ObjectView[] = [
      ...v.objects.slice(0, 3),
      at(10, "deathknight", 0, 1, { card: "Death Knight", attack: 4, health: 3 }),
      at(11, "deathking", 1, 1, { card: "Death King", attack: 2, health: 3 }),
      at(12, "lantern", 2, 1),
      at(13, "keg", 3, 1, { card: "Powder Keg", attack: 1, health: 1 }),
      at(14, "lantern", 4, 1),
      v.objects[3],
    ];
    return { ...v, objects };
  };

  test("the transcript: each minion by a label of its own, each short form named once", () => {
    const lines = renderView(view(), { color: false }).split("\n");
    expect(lines.slice(2, 5)).toEqual([
      "    0      1      2      3      4",
      " 0  BABA   IS     YOU    .      .",
      " 1  dthkn3 death3 lntern keg1   baba+",
    ]);
    expect(lines).toContain("  dthkn3  Death Knight 4/3 at (0, 1)");
    expect(lines).toContain("  death3  Death King 2/3 at (1, 1)");
    expect(lines).toContain("Shortened: dthkn = deathknight, death = deathking, lntern = lantern");
  });

  test("the frame at 80×24 and 40×12 names them under the grid", () => {
    const big = composeFrame({ view: view() }, [], { columns: 80, rows: 24 }, { color: false });
    expect(big.slice(1, 4)).toEqual([
      "    0      1      2      3      4",
      " 0  BABA   IS     YOU    .      .",
      " 1  dthkn3 death3 lntern keg1   baba+",
    ]);
    expect(big[4]).toBe("Shortened: dthkn = deathknight, death = deathking, lntern = lantern");
    const small = composeFrame({ view: view() }, [], { columns: 40, rows: 12 }, { color: false });
    expect(small.slice(5, 8)).toEqual([
      "Shortened: dthkn = deathknight,",
      "           death = deathking,",
      "           lntern = lantern",
    ]);
    for (const l of [...big, ...small]) expect(l.length).toBeLessThanOrEqual(80);
  });

  test("npm start: minions of long nouns of one start are told apart on the grid, and ? names their forms", () => {
    const pack = copyContent("spellgrid-short-labels-");
    try {
      pack.edit<{ words: { word: string; class: string }[] }>("content/words.json", (w) => {
        w.words.push({ word: "DEATHKNIGHT", class: "noun" }, { word: "DEATHKING", class: "noun" });
      });
      const minion = (name: string, noun: string) => ({
        name,
        type: "minion",
        cost: 1,
        attack: 1,
        health: 3,
        text: [],
        split: 0,
        game: "spellgrid",
        collectible: true,
        noun,
      });
      pack.write("cards/death-knight.json", minion("Death Knight", "DEATHKNIGHT"));
      pack.write("cards/death-king.json", minion("Death King", "DEATHKING"));
      const t = (w: string, x: number, y: number) => ({ kind: `text:${w}`, x, y });
      pack.write("levels/deaths.json", {
        name: "deaths",
        width: 4,
        height: 2,
        objects: [t("BABA", 0, 0), t("IS", 1, 0), t("YOU", 2, 0), { kind: "baba", x: 3, y: 1 }],
        cards: [
          { card: "Death Knight", x: 0, y: 1 },
          { card: "Death King", x: 1, y: 1 },
        ],
      });
      const lines = runCli([pack.path("levels/deaths.json")], ["?", "q"]).stdout.split("\n");
      expect(lines).toContain(" 1  dthkn3 death3 .      baba");
      const at = lines.indexOf(
        "word or name is shortened (BRMBLE, brmbl3), and the Shortened line names it.",
      );
      expect(at).toBeGreaterThan(0);
      expect(lines[at + 1]).toBe("Shortened: dthkn = deathknight, death = deathking");
    } finally {
      pack.remove();
    }
  });
});
