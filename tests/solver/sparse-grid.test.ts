/**
 * A state's cost follows its objects, not the grid's area (src/solver/grid-codec.ts, spellgrid-moves.ts):
 * a level penned in by walls in a corner of a 256×256 grid (the largest a level may be) is searched as
 * the same level cropped to 16×16: the same states, the same outcome, and the cells' lists
 * (`Level.head`, one entry a cell) read and written exactly as often. Before, decoding a state emptied
 * every cell of the grid, and putting a state back after a step compared every cell (65,536 entries a
 * state on 256×256), and a SpellGrid state's spell targets were looked for on every tile.
 */
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { solve } from "../../src/solver/search";
import { levelOf } from "./decoded";
import { strip } from "./outcome";

const content = repositoryContent();

/**
 * A `size`×`size` level: its rules on the top row, a pen of walls from (2, 2) to (7, 7) holding BABA, a
 * rock and (`flag`) the flag; nothing else, so the grid's size changes no state the search reaches.
 * With `spark`, a Tin Knight stands in the pen too and the hand holds a Spark (a spell cast at a minion).
 */
function penned(size: number, flag: boolean, spark = false): LevelDef {
  const at = (kind: string, x: number, y: number) => ({ kind, x, y });
  const words = "BABA IS YOU . WALL IS STOP . ROCK IS PUSH . FLAG IS WIN".split(" ");
  const objects = words.flatMap((w, x) => (w === "." ? [] : [at(`text:${w}`, x, 0)]));
  for (let i = 2; i <= 7; i++) objects.push(at("wall", i, 2), at("wall", i, 7));
  for (let i = 3; i <= 6; i++) objects.push(at("wall", 2, i), at("wall", 7, i));
  objects.push(at("rock", 4, 4), at("baba", 3, 3));
  if (flag) objects.push(at("flag", 6, 5));
  const level = { name: `penned-${size}`, title: "Penned", width: size, height: size, objects };
  if (!spark) return level as LevelDef;
  return { ...level, cards: [{ card: "Tin Knight", x: 5, y: 3 }], hand: ["Spark"] } as LevelDef;
}

/**
 * A search of `def` (a second one: the first has parsed each text layout, which reads whole lines) and
 * how many times it read or wrote an entry of the cells' lists of the level the codec decodes into.
 */
function searched(def: LevelDef) {
  const model = modelOf(def, content);
  const first = strip(solve(model));
  const codec = model.codec();
  const w = new Writer();
  codec.encode(model.start, w);
  const level = levelOf(codec.decode(new Reader(w.bytes, 0))); // (the one level every decode reuses)
  let touched = 0;
  const isIndex = (key: string | symbol) => typeof key === "string" && /^\d+$/.test(key);
  level.head = new Proxy(level.head, {
    get(target, key, receiver) {
      if (isIndex(key)) touched++;
      return Reflect.get(target, key, receiver);
    },
    set(target, key, value, receiver) {
      if (isIndex(key)) touched++;
      return Reflect.set(target, key, value, receiver);
    },
  });
  const again = strip(solve(model));
  return { first, again, touched };
}

describe("a sparse 256×256 level is searched as the same level cropped to 16×16", () => {
  for (const [name, flag, spark] of [
    ["solved: the same script", true, false],
    ["unsolvable: every state reached", false, false],
    ["a SpellGrid level with a spell cast at a minion: the same script", true, true],
  ] as const)
    test(name, () => {
      const big = searched(penned(256, flag, spark));
      const small = searched(penned(16, flag, spark));
      expect(big.first).toEqual(small.first);
      expect(big.again).toEqual(big.first);
      expect(big.first.solved).toBe(flag);
      expect(big.first.explored).toBeGreaterThan(50);
      expect(big.touched).toBe(small.touched);
      expect(big.touched).toBeGreaterThan(0);
    });
});
