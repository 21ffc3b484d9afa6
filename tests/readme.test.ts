import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { newGame } from "../src/harness";

/** The README's engine example prints what the README says it prints. */
test("the README's log tree example is what the engine logs", () => {
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  const block = /```ts\n([\s\S]*?)```/.exec(readme)![1];
  const printed = block
    .split("\n")
    .filter((l) => l.startsWith("// "))
    .map((l) => `${l.slice(3)}\n`)
    .join("");
  const g = newGame({ decks: [["Damaged Golem", "Damaged Golem"], []] });
  g.summon("Baron Rivendare");
  const hoarder = g.summon("Loot Hoarder");
  g.destroy(hoarder);
  expect(block).toContain('g.summon("Baron Rivendare");');
  expect(block).toContain('newGame({ decks: [["Damaged Golem", "Damaged Golem"], []] });');
  expect(g.logTree()).toBe(printed);
});
