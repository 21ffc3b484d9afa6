/**
 * A card names each keyword once (docs/rules.md §4): a keyword clause that repeats an earlier one is
 * refused wherever a card is checked (`npm run check`, loading cards/, `newGame({cards})`,
 * `registerCards`), the error naming the file, the card, the clause and the keyword.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { cardProblems } from "../../src/content/card-validate";
import { main } from "../../src/content/check-cli";
import { formatProblem } from "../../src/content/problems";
import { type CardDef, KEYWORDS, type Keyword } from "../../src/engine/cards";
import { newGame } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { runMain } from "../run-main";
import { copyContent } from "./copy";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const kw = (keyword: string) => ({ type: "keyword", keyword }) as CardDef["text"][number];
const minion = (name: string, text: CardDef["text"], type: "minion" | "weapon" = "minion"): CardDef =>
  type === "minion"
    ? { name, type, cost: 1, attack: 1, health: 1, text, split: 0, game: "spellgrid" }
    : { name, type, cost: 1, attack: 1, durability: 2, text, split: 0, game: "spellgrid" };
const lines = (data: unknown) => cardProblems(data, "cards/x.json").map(formatProblem);

describe("a keyword named twice in a card's text is refused", () => {
  test("in a minion: the second clause is named, with the first", () => {
    const ward = minion("Twice Warded", [
      kw("taunt"),
      { type: "trigger", trigger: "deathrattle" },
      { type: "effect", effect: "draw", count: 1 },
      kw("taunt"),
    ]);
    expect(lines(ward)).toEqual([
      'cards/x.json (card "Twice Warded"): text[3].keyword: "taunt" is already given by text[0]: a card names each keyword once',
    ]);
  });

  test("in a weapon, and each repeat is a problem of its own", () => {
    const blade = minion(
      "Twice Keen",
      [kw("windfury"), kw("lifesteal"), kw("windfury"), kw("lifesteal")],
      "weapon",
    );
    expect(lines(blade)).toEqual([
      'cards/x.json (card "Twice Keen"): text[2].keyword: "windfury" is already given by text[0]: a card names each keyword once',
      'cards/x.json (card "Twice Keen"): text[3].keyword: "lifesteal" is already given by text[1]: a card names each keyword once',
    ]);
  });

  test("any keyword, repeated anywhere after its first clause (property, seeded)", () => {
    const keywords = Object.keys(KEYWORDS) as Keyword[];
    fc.assert(
      fc.property(
        // Windfury beside Mega-Windfury is refused on its own (it does nothing: tests/scenarios/duel/mega-windfury.test.ts).
        fc
          .uniqueArray(fc.constantFrom(...keywords), { minLength: 1 })
          .filter((ks) => !(ks.includes("windfury") && ks.includes("megaWindfury"))),
        fc.nat(),
        fc.nat(),
        (distinct, pick, place) => {
          const repeated = distinct[pick % distinct.length];
          const at =
            distinct.indexOf(repeated) + 1 + (place % (distinct.length - distinct.indexOf(repeated)));
          const text = distinct.map(kw);
          text.splice(at, 0, kw(repeated));
          const first = distinct.indexOf(repeated);
          expect(lines(minion("Many Words", text))).toEqual([
            `cards/x.json (card "Many Words"): text[${at}].keyword: "${repeated}" is already given by text[${first}]: a card names each keyword once`,
          ]);
          expect(lines(minion("Many Words", distinct.map(kw)))).toEqual([]);
        },
      ),
      fuzzed({ seed: 6, numRuns: 200 }),
    );
  });

  test("when cards load: a card file names the file; newGame({cards}) names its place in the list", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-keywords-"));
    made.push(dir);
    writeFileSync(
      join(dir, "twice.json"),
      JSON.stringify(minion("Twice Warded", [kw("taunt"), kw("taunt")])),
    );
    expect(() => readCardDir(dir)).toThrow(
      `${join(dir, "twice.json")} (card "Twice Warded"): text[1].keyword: "taunt" is already given by text[0]: a card names each keyword once`,
    );
    expect(() =>
      newGame({ decks: [[], []], cards: [minion("Twice Warded", [kw("rush"), kw("rush")])] }),
    ).toThrow(
      'newGame cards[0] (card "Twice Warded"): text[1].keyword: "rush" is already given by text[0]: a card names each keyword once',
    );
  });

  test("registerCards names its place in the list, and the game is as it was", () => {
    const g = newGame({ decks: [[], []] });
    const before = g.state.cards.size;
    expect(() =>
      g.registerCards([minion("Twice Shielded", [kw("divineShield"), kw("divineShield")])]),
    ).toThrow(
      'registerCards[0] (card "Twice Shielded"): text[1].keyword: "divineShield" is already given by text[0]: a card names each keyword once',
    );
    expect(g.state.cards.size).toBe(before);
    expect(g.state.cards.has("Twice Shielded")).toBe(false);
  });

  test("npm run check: the file, the card, the clause and the keyword; exit 1", () => {
    const copy = copyContent();
    made.push(copy.root);
    copy.write("cards/twice-warded.json", minion("Twice Warded", [kw("taunt"), kw("charge"), kw("taunt")]));
    const r = runMain(main, [], copy.root);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([
      'cards/twice-warded.json (card "Twice Warded"): text[2].keyword: "taunt" is already given by text[0]: a card names each keyword once',
      expect.stringMatching(/^checked \d+ files \(.*\): 1 problem in 1 file$/),
    ]);
  });
});
