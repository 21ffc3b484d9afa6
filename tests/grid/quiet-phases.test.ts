/**
 * Phases that found nothing (docs/rules.md §5.5; phases/quiet.ts): a turn on the board and rules on which
 * the hazards or the win check last found nothing need not run them again, but whatever changed since (an
 * object placed, moved or turned by the host, the rules replaced, another board) and a hook that was handed
 * victims and kept them are seen at the next turn as if every turn ran every phase.
 */
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { map } from "./builder";

const level = (...rows: string[]): grid.Level => grid.createLevel(map(...rows), LEXICON, LEVEL_CONFIG);
const kindOf = (l: grid.Level, id: number): string => l.kinds.names[l.kind[id]];
const idOf = (l: grid.Level, kind: string): number => {
  for (let id = 0; id < l.nextId; id++) if (l.alive[id] && kindOf(l, id) === kind) return id;
  throw new Error(`no ${kind}`);
};

describe("a turn after one whose hazards found nothing", () => {
  test("a hook that keeps its victims is handed them again at every turn", () => {
    const l = level("BABA IS YOU", "SKULL IS DEFEAT", ". baba+skull .");
    const handed: number[][] = [];
    const keep: grid.DestroyHook = (_level, ids) => void handed.push([...ids]);
    for (let i = 0; i < 3; i++) grid.step(l, "wait", keep);
    const baba = idOf(l, "baba");
    expect(handed).toEqual([[baba], [baba], [baba]]);
  });

  test("an object the host places between turns meets the hazard at the next quiet turn", () => {
    const l = level("BABA IS YOU", "SKULL IS DEFEAT", ". baba . skull");
    grid.step(l, "wait");
    grid.step(l, "wait"); // nothing moved: the hazards find what they found before
    expect(l.alive[idOf(l, "baba")]).toBe(1);
    const skull = grid.placeObject(l, "skull", l.x[idOf(l, "baba")], l.y[idOf(l, "baba")]);
    const baba = idOf(l, "baba");
    grid.step(l, "wait");
    expect(l.alive[baba]).toBe(0);
    expect(l.alive[skull]).toBe(1);
  });

  test("another board under the same rules, stepped next, meets its hazard", () => {
    const a = level("BABA IS YOU", "SKULL IS DEFEAT", ". baba . skull");
    const b = grid.cloneLevel(a); // the same rules record, the same number of ids below
    grid.placeObject(a, "rock", 0, 2);
    grid.placeObject(b, "skull", 1, 2); // on b's baba
    const baba = idOf(b, "baba");
    grid.step(a, "wait");
    grid.step(b, "wait"); // no object written since a's hazards found nothing
    expect(a.alive[baba]).toBe(1);
    expect(b.alive[baba]).toBe(0);
  });

  test("a copy of the board with an object of its own meets the hazard", () => {
    const l = level("BABA IS YOU", "SKULL IS DEFEAT", ". baba . skull");
    grid.step(l, "wait");
    const copy = grid.cloneLevel(l);
    grid.placeObject(copy, "skull", 1, 2);
    grid.step(l, "wait");
    grid.step(copy, "wait");
    expect(l.alive[idOf(l, "baba")]).toBe(1);
    expect(copy.alive[idOf(l, "baba")]).toBe(0);
  });
});

describe("a turn after one whose win check found no winner", () => {
  test("a WIN object the host places under YOU between turns wins the next quiet turn", () => {
    const l = level("BABA IS YOU", "FLAG IS WIN", ". baba . flag");
    grid.step(l, "wait");
    grid.step(l, "wait");
    expect(grid.isWon(l)).toBe(false);
    grid.placeObject(l, "flag", 1, 2);
    grid.step(l, "wait");
    expect(grid.isWon(l)).toBe(true);
  });

  test("rules the host puts in force between turns are read at the next quiet turn", () => {
    const l = level("BABA IS YOU", "FLAG IS WIN", ". baba+rock .", "ROCK IS WIN");
    const rockWins = grid.cloneLevel(l); // ROCK IS WIN in force: baba stands on a WIN rock
    grid.step(rockWins, "wait");
    expect(grid.isWon(rockWins)).toBe(true);
    const noRock = level("BABA IS YOU", "FLAG IS WIN", ". baba+rock .", "ROCK IS .");
    grid.step(noRock, "wait");
    grid.step(noRock, "wait");
    expect(grid.isWon(noRock)).toBe(false);
    grid.useRules(noRock, rockWins.inForce); // the same kinds, the rules of the other board
    grid.step(noRock, "wait");
    expect(grid.isWon(noRock)).toBe(true);
  });

  test("undo back to a board the check found no winner on, then the step again, wins again", () => {
    const l = level("BABA IS YOU", "FLAG IS WIN", ". baba flag");
    grid.step(l, "wait");
    grid.step(l, "right");
    expect(grid.isWon(l)).toBe(true);
    grid.undo(l);
    expect(grid.isWon(l)).toBe(false);
    grid.step(l, "wait");
    expect(grid.isWon(l)).toBe(false);
    grid.step(l, "right");
    expect(grid.isWon(l)).toBe(true);
  });
});
