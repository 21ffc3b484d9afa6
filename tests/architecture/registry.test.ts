import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { EFFECTS } from "../../src/engine/cards/effects";
import { ROOT } from "./source";

test("every effect kind used in cards/*.json and the test fixtures has a handler in the effect registry", () => {
  const used = new Set<string>();
  for (const dir of ["cards", "tests/fixtures/cards"])
    for (const f of readdirSync(join(ROOT, dir)).filter((x) => x.endsWith(".json"))) {
      const def = JSON.parse(readFileSync(join(ROOT, dir, f), "utf8")) as {
        text: { type: string; effect?: string }[];
      };
      for (const c of def.text) if (c.type === "effect") used.add(c.effect!);
    }
  expect(used.size).toBeGreaterThan(5);
  for (const kind of used) expect(EFFECTS).toHaveProperty(kind);
});
