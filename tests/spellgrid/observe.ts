/**
 * Everything a user can observe of a SpellGrid game, with its canonical hash: what the property tests
 * compare to say a call that threw changed nothing, or that two ways to a game reached the same one.
 */
import * as sg from "../../src/engine/spellgrid";
import type { SpellGrid } from "../../src/harness";

export function observeSpellGrid(g: SpellGrid) {
  const { width, height } = g.state.level;
  const tiles: string[][] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) tiles.push(g.stackAt(x, y));
  return {
    hash: sg.hashSpellGrid(g.state),
    tiles,
    log: g.logTree(),
    hand: g.hand(),
    rules: g.rules(),
    active: g.activeRules(),
    won: g.won(),
    lost: g.lost(),
    heroes: [g.health(g.hero(0)), g.health(g.hero(1))],
  };
}
