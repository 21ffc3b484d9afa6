import type { LevelDef } from "../../src/harness";

/** The card each SpellGrid noun stands for, as the module's maps write them in lower case. */
const CARD_OF: Record<string, string> = {
  keg: "Powder Keg",
  bramble: "Bramble Wall",
  hedge: "Thorn Hedge",
  warden: "Grave Warden",
  moth: "Ember Moth",
  scribe: "Rune Scribe",
  knight: "Tin Knight",
  crier: "Town Crier",
};

/**
 * A level from a map written as Module 10 writes them: capitals are text, lower case are objects,
 * `#` is a wall, `.` is empty, and each card noun is a `cards` entry (a minion), not an object.
 */
export function mapLevel(rows: string[], hand: string[] = [], name = "test"): LevelDef {
  const cells = rows.map((r) => r.trim().split(/\s+/));
  const level: LevelDef = {
    name,
    width: cells[0].length,
    height: cells.length,
    objects: [],
    cards: [],
    hand,
  };
  for (const [y, row] of cells.entries()) {
    for (const [x, t] of row.entries()) {
      if (t === ".") continue;
      if (t === "#") level.objects.push({ kind: "wall", x, y });
      else if (t === t.toUpperCase()) level.objects.push({ kind: `text:${t}`, x, y });
      else if (CARD_OF[t]) level.cards?.push({ card: CARD_OF[t], x, y });
      else level.objects.push({ kind: t, x, y });
    }
  }
  return level;
}
