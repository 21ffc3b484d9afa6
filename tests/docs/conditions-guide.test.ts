/**
 * docs/authoring.md §3 tells a newcomer which conditional rules a level may spell: its paragraph on
 * conditions names rules as examples, and says which of them a level is refused for. Each rule it names
 * (a backquoted sentence with IS) is loaded on a small board: one the paragraph says is refused must be
 * refused at load, naming the rule; every other must load. So the guide cannot keep a rule refused that
 * the engine has since built (it said `BABA ON FLAG IS ROCK` was refused after conditional conversions
 * and `levels/baba-empty-near.json` had landed), nor call one built that the engine refuses.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { newBaba } from "../../src/harness";
import { ROOT } from "../architecture/source";
import { map } from "../grid/builder";

const GUIDE = readFileSync(join(ROOT, "docs/authoring.md"), "utf8");
const start = GUIDE.indexOf("A rule may hold for some objects only.");
const paragraph = GUIDE.slice(start, GUIDE.indexOf("docs/rules.md §5.8", start));

/** The rules of a piece of text: backquoted sentences with IS (`ROCK ON FLAG IS STOP`). */
const rulesIn = (text: string) => [...text.matchAll(/`([A-Z][A-Z ]*\bIS\b[A-Z ]*)`/g)].map((m) => m[1]);

const sentences = paragraph.replace(/\s+/g, " ").split(/(?<=\.) (?=[A-Z])/);
const refused = sentences.filter((s) => /\bis refused\b/.test(s)).flatMap(rulesIn);
const built = rulesIn(paragraph).filter((r) => !refused.includes(r));

/** The rule spelled on the top row of a board, a baba and a keke under it. */
const load = (rule: string) => {
  const words = rule.split(" ");
  const under = ["baba", "keke", ...words.slice(2).map(() => ".")].slice(0, words.length);
  return () => newBaba(map(words.join(" "), under.join(" ")));
};

describe("docs/authoring.md §3: the conditional rules it names", () => {
  test("the paragraph is found and names rules (those it says are refused, if any, are checked next)", () => {
    expect(start).toBeGreaterThan(0);
    expect(built.length).toBeGreaterThan(0); // (every condition of the lexicon is built: WORD too, rules §5.8)
  });

  test("each rule it says a level is refused for is refused at load, naming the rule", () => {
    for (const rule of refused) expect(load(rule), rule).toThrow(`"${rule}" is spelled at load`);
  });

  test("each other rule it names loads", () => {
    for (const rule of built) expect(load(rule), rule).not.toThrow();
  });
});
