import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { LevelDef } from "../../src/harness";
import { LEVEL_SCHEMA } from "../../web/draft";
import { levelText } from "../../web/level-text";
import { ROOT } from "../architecture/source";

const shipped = readdirSync(join(ROOT, "levels"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(readFileSync(join(ROOT, "levels", f), "utf8")) as LevelDef);

/** Levels of every shape the editor saves: tiny, with long lists, with minions, unordered fields. */
const made: LevelDef[] = [
  { width: 1, height: 1, objects: [] },
  {
    objects: [{ kind: "rock", x: 0, y: 0 }],
    height: 2,
    width: 2,
    hand: Array(10).fill("A card with a rather long name"),
    cards: [{ card: "Powder Keg", x: 1, y: 1 }],
    title: "Fields in another order",
    pool: [],
  },
];

describe("a saved level file", () => {
  it("holds the level, its fields in the schema's order and $schema pointing at the level schema", () => {
    for (const def of [...shipped, ...made]) {
      const text = levelText(def);
      expect(JSON.parse(text)).toEqual({ $schema: LEVEL_SCHEMA, ...def });
      const order = Object.keys(JSON.parse(text));
      const known = ["$schema", "name", "title", "width", "height", "objects", "cards", "hand", "pool"];
      expect(order).toEqual(known.filter((k) => order.includes(k)));
    }
  });

  it("is already formatted as npm test's formatter check wants it (biome leaves it as it is)", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-save-"));
    try {
      mkdirSync(join(dir, "levels"));
      [...shipped, ...made].forEach((def, i) => {
        writeFileSync(join(dir, "levels", `l${i}.json`), levelText(def));
      });
      const biome = join(ROOT, "node_modules", ".bin", "biome");
      const run = spawnSync(biome, ["format", `--config-path=${join(ROOT, "biome.json")}`, dir], {
        encoding: "utf8",
      });
      expect(run.stdout + run.stderr).toMatch(/Checked \d+ files?/);
      expect([run.status, run.stdout + run.stderr]).toEqual([0, expect.not.stringMatching(/×/)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
