/**
 * A link (src/engine/spellgrid/ids.ts `link`) on a state whose card game and id maps are shared (a search's)
 * gives the maps a copy of them written by hand gives (holes included), never writes the shared maps, and
 * leaves the state's maps shared; the same links from the same maps give the same arrays again (remembered,
 * nothing copied); maps met beside another `entityOf` follow their own. Seeded random links from the
 * start of every SpellGrid level shipped.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import * as sg from "../../src/engine/spellgrid";
import { link } from "../../src/engine/spellgrid/ids";
import { startState } from "../../src/play/apply";
import { shippedLevels } from "../../src/play/files";
import { fuzzed } from "../fuzz";

const content = repositoryContent();

/** The maps after `links`, written by hand into copies. */
function byHand(s: sg.SpellGridState, links: readonly [number, number][]) {
  const external = s.external.slice();
  const entityOf = s.entityOf.slice();
  for (const [e, id] of links) {
    const old = external[e];
    if (old !== undefined && entityOf[old] === e) entityOf[old] = undefined;
    external[e] = id;
    entityOf[id] = e;
  }
  return { external, entityOf };
}

/** A copy of `s` sharing its card game and maps (as a search's decoded state does), then `links` linked. */
function linked(s: sg.SpellGridState, links: readonly [number, number][]): sg.SpellGridState {
  const c = sg.cloneSpellGrid(s);
  for (const [e, id] of links) link(c, e, id);
  return c;
}

const holes = (a: readonly unknown[]) => Array.from({ length: a.length }, (_, i) => i in a);

const starts = shippedLevels()
  .map(({ path, def }) => ({ path, start: startState(def, content, { journal: false }) }))
  .filter((x) => x.start.kind === "spellgrid");

describe("links on shared id maps", () => {
  for (const { path, start } of starts)
    test(`${path}: as written by hand, the shared maps untouched, the same arrays again`, () => {
      if (start.kind !== "spellgrid") return;
      const s = sg.cloneSpellGrid(start.game);
      const entities = s.external.length + 2;
      const ids = s.entityOf.length + 3;
      const pair = fc.tuple(fc.nat({ max: entities }), fc.nat({ max: ids }));
      fc.assert(
        fc.property(fc.array(pair, { minLength: 1, maxLength: 4 }), (links) => {
          const before = { external: s.external.slice(), entityOf: s.entityOf.slice() };
          const a = linked(s, links);
          const want = byHand(s, links);
          expect(a.external).toEqual(want.external);
          expect(a.entityOf).toEqual(want.entityOf);
          expect(holes(a.entityOf)).toEqual(holes(want.entityOf));
          expect(a.idsShared).toBe(true);
          expect(s.external).toEqual(before.external);
          expect(s.entityOf).toEqual(before.entityOf);
          const b = linked(s, links);
          expect(b.external).toBe(a.external);
          expect(b.entityOf).toBe(a.entityOf);
        }),
        fuzzed({ seed: 63, numRuns: 60 }),
      );
      // the same external map met beside another entityOf (another array, other items) links for itself
      fc.assert(
        fc.property(fc.array(pair, { minLength: 1, maxLength: 4 }), fc.nat({ max: ids }), (links, at) => {
          linked(s, links);
          const other = sg.cloneSpellGrid(s);
          other.entityOf = s.entityOf.map((x) => x);
          other.entityOf[at] = other.entityOf[at] === undefined ? 0 : undefined;
          expect(linked(other, links).entityOf).toEqual(byHand(other, links).entityOf);
          expect(linked(s, links).entityOf).toEqual(byHand(s, links).entityOf);
        }),
        fuzzed({ seed: 64, numRuns: 60 }),
      );
    });
});
