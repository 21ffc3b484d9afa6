/**
 * HIDE (docs/rules.md §5.5): in the game's post-2021 scripts (SpecialAPI/SpecialAPIsWordsAndStuff) HIDE
 * is read in two places only: `Lua/blocks.lua` → `effectblock` sets each HIDE unit invisible (it is not
 * drawn), and the SEEING ray passes over HIDE units and is not stopped by them (`Lua/conditions.lua`,
 * `Lua/tools.lua` → `simplecheck`; tests/grid/seeing-blockers.test.ts). Movement, the hazards, the win
 * and the other conditions never ask it: a HIDE object plays as before. The session's view marks it
 * `hidden`, and the terminal and the studio draw it not (the editor, like the game's, draws everything).
 */
import { describe, expect, it } from "vitest";
import { renderGrid } from "../../src/cli/render";
import { repositoryContent } from "../../src/content/content";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { Session } from "../../src/play/session";
import { viewOf } from "../../src/play/view";
import { drawnObjects, tipMarkup } from "../../web/grid";
import { map, objectsOf } from "./builder";

/** The things on the grid (no text), `kind@x,y`, oldest first. */
const things = (b: Baba) => objectsOf(b).filter((o) => !o.startsWith("text:"));

/** A level from `rows` after one step `input`. */
function played(input: "wait" | "right", ...rows: string[]): Baba {
  const b = newBaba(map(...rows));
  b.step(input);
  return b;
}

describe("a HIDE object plays as before", () => {
  it("a HIDE STOP wall still stops the mover", () => {
    const b = played("right", "BABA IS YOU", "WALL IS STOP", "WALL IS HIDE", "baba wall .");
    expect(things(b)).toEqual(["baba@0,3", "wall@1,3"]);
  });

  it("a HIDE YOU object still moves and pushes", () => {
    const b = played("right", "BABA IS YOU", "BABA IS HIDE", "ROCK IS PUSH", "baba rock .");
    expect(things(b)).toEqual(["baba@1,3", "rock@2,3"]);
  });

  it("a HIDE DEFEAT skull still destroys the YOU object on it, and a HIDE WIN flag still wins", () => {
    const dead = played("right", "BABA IS YOU", "SKULL IS DEFEAT", "SKULL IS HIDE", "baba skull .");
    expect(things(dead)).toEqual(["skull@1,3"]);
    expect(played("right", "BABA IS YOU", "FLAG IS WIN", "FLAG IS HIDE", "baba flag .").won()).toBe(true);
  });
});

/** A session's view of `def` (its name added). */
const viewOfLevel = (def: LevelDef) => viewOf(new Session({ ...def, name: "hide" }, repositoryContent()));

describe("a HIDE object is not drawn", () => {
  const def = map("BABA IS YOU", "FLAG IS HIDE", "baba flag rock");

  it("the view marks the HIDE flag hidden, and nothing else; the rule's words are not hidden", () => {
    const view = viewOfLevel(def);
    expect(view.objects.filter((o) => o.hidden).map((o) => `${o.kind}@${o.x},${o.y}`)).toEqual(["flag@1,2"]);
  });

  it("the terminal's grid shows an empty cell where the flag stands, and the rock beside it", () => {
    const lines = renderGrid(viewOfLevel(def), { color: false }).split("\n");
    expect(lines[3]).toBe(" 2  baba   .      rock");
  });

  it("with FLAG IS HIDE broken the terminal draws the flag again", () => {
    const lines = renderGrid(viewOfLevel(map("BABA IS YOU", "FLAG IS", "baba flag rock")), { color: false });
    expect(lines.split("\n")[3]).toBe(" 2  baba   flag   rock");
  });

  it("on a tile it shares, the HIDE object is left out: the stack shows the others alone", () => {
    const lines = renderGrid(viewOfLevel(map("BABA IS YOU", "FLAG IS HIDE", "baba flag+rock .")), {
      color: false,
    }).split("\n");
    expect(lines[3]).toBe(" 2  baba   rock   .");
  });

  it("the studio draws every object but the HIDE flag", () => {
    const { drawn, stacks } = drawnObjects(viewOfLevel(def).objects);
    expect(drawn.filter((o) => o.word === null).map((o) => o.kind)).toEqual(["baba", "rock"]);
    expect(drawn.filter((o) => o.word !== null).map((o) => o.word)).toEqual([
      "BABA",
      "IS",
      "YOU",
      "FLAG",
      "IS",
      "HIDE",
    ]);
    expect(stacks).toEqual([]);
  });

  it("the studio's tooltip names no HIDE object: over the flag's tile it shows nothing", () => {
    const objects = viewOfLevel(def).objects;
    const at = (x: number) => objects.filter((o) => o.x === x && o.y === 2); // a tile's objects, as the board hands them
    const say = { properties: () => [] };
    expect(tipMarkup(at(1), 1, 2, say)).toBe("");
    expect(tipMarkup(at(2), 2, 2, say)).toContain("rock");
  });
});
