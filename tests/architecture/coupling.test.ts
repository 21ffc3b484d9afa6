import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT, sourceFiles } from "./source";

/** Every spelling the coupling audit looks for (docs/rules.md §2): `Loot Hoarder`, `loot_hoarder`, `LootHoarder`, `lootHoarder`, `loot-hoarder`. */
function spellings(name: string): string[] {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, "")
    .split(/\s+/)
    .filter(Boolean);
  const cap = (w: string) => w[0].toUpperCase() + w.slice(1).toLowerCase();
  return [
    words.join(" "),
    words.map((w) => w.toLowerCase()).join("_"),
    words.map(cap).join(""),
    words[0].toLowerCase() + words.slice(1).map(cap).join(""),
    words.map((w) => w.toLowerCase()).join("-"),
  ];
}

/** Every card: what a player may meet (cards/) and the test-only ones (tests/fixtures/cards/). */
const cardNames = ["cards", "tests/fixtures/cards"].flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith(".json"))
    .map((f) => (JSON.parse(readFileSync(join(ROOT, dir, f), "utf8")) as { name: string }).name),
);

describe("coupling audit (docs/rules.md §2): the engines name no card", () => {
  const files = sourceFiles("src/engine");

  test("the audit reads the engines and knows the cards", () => {
    expect(files.length).toBeGreaterThan(20);
    expect(cardNames).toEqual(expect.arrayContaining(["Loot Hoarder", "Test Reactor"]));
    expect(spellings("Loot Hoarder")).toEqual([
      "Loot Hoarder",
      "loot_hoarder",
      "LootHoarder",
      "lootHoarder",
      "loot-hoarder",
    ]);
  });

  test.each(cardNames)("no file under src/engine/ names %s, in any spelling", (name) => {
    const hits = files.flatMap((f) =>
      spellings(name)
        .filter((s) => new RegExp(`\\b${s.replace(/[-]/g, "\\-")}\\b`, "i").test(f.text))
        .map((s) => `${f.path}: ${s}`),
    );
    expect(hits).toEqual([]);
  });
});
