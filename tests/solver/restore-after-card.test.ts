/**
 * A restore after an action that wrote kinds or lives or added ids (a card play: src/solver/grid-codec.ts
 * `putObjectsBack`, which puts back only the objects that differ) gives the level a whole read of the
 * board gives: every object's kind, life, cell and facing, each cell's list in the same order, the text
 * counts per cell, the per-kind counts, the kept kinds, won, the seed and the rules in force; and the
 * next action then plays alike. Over the first states of every shipped level with cards, every action
 * of each played in place (refused ones too: they may write before they throw), restored, compared
 * with a fresh codec's whole read of the same bytes.
 */
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { shippedLevels } from "../../src/play/files";
import type { PlayerAction } from "../../src/play/notation";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { readBoard as board, isSpellGrid, levelOf, playInPlace } from "./in-place";

const content = repositoryContent();

const cardLevels = shippedLevels().filter(({ def }) => isSpellGrid(modelOf(def, content).start));

/** How many restores the levels' tests checked after an action that wrote kinds or lives or added ids. */
let afterCards = 0;

describe("a restore after a card play gives what a whole read gives", () => {
  test.each(cardLevels.map((l) => [l.path, l.def] as const))("%s", (_, def) => {
    const model = modelOf(def, content);
    const codec = model.codec() as ReturnType<typeof model.codec> & { restore(): unknown };
    // The first states breadth first, as bytes, with the card sides numbered as this codec met them.
    const met: Uint8Array[] = [];
    const states: unknown[] = [];
    const queue = [model.start];
    while (queue.length > 0 && met.length < 150) {
      const s = queue.shift()!;
      const w = new Writer();
      codec.encode(s, w);
      met.push(w.bytes.slice(0, w.length));
      states.push(s);
      if (!model.won(s) && !model.lost(s)) for (const n of model.successors(s)) queue.push(n.state);
    }
    let afterCard = 0;
    for (const bytes of met) {
      const fresh = modelOf(def, content).codec();
      for (const s of states) fresh.encode(s as never, new Writer());
      const whole = board(levelOf(fresh.decode(new Reader(bytes, 0))));
      const decoded = codec.decode(new Reader(bytes, 0));
      const actions = model.successors(decoded).map((n) => n.action as PlayerAction);
      for (const action of actions) {
        const s = codec.decode(new Reader(bytes, 0));
        const level = levelOf(s);
        const kinds = level.kind.slice();
        const alive = level.alive.slice();
        playInPlace(s, action);
        if (
          level.nextId !== whole.nextId ||
          level.kind.some((k, id) => k !== kinds[id]) ||
          level.alive.some((a, id) => a !== alive[id])
        )
          afterCard++;
        codec.restore();
        expect(board(levelOf(s))).toEqual(whole);
        playInPlace(s, action); // the next action plays alike, then the board is put back again
        codec.restore();
        expect(board(levelOf(s))).toEqual(whole);
      }
    }
    afterCards += afterCard;
  });

  test("many of those restores followed an action that wrote kinds or lives or added ids", () => {
    expect(afterCards).toBeGreaterThan(100);
  });
});
