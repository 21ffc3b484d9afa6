/**
 * A restore after an action that wrote kinds or lives or added ids (a card play: src/solver/grid-codec.ts
 * `putObjectsBack`, which puts back only the objects that differ) gives the level a whole read of the
 * board gives: every object's kind, life, cell and facing, each cell's list in the same order, the text
 * counts per cell, the per-kind counts, the kept kinds, won, the seed and the rules in force; and the
 * next action then plays alike. Over the first states of every shipped level with cards, every action
 * of each played in place (refused ones too: they may write before they throw), restored, compared
 * with a fresh codec's whole read of the same bytes. So is a decode of a board with other ids, kinds or
 * lives than the board decoded before it (after a card play), with the boards decoded in the order met
 * and in a seeded shuffled order, each followed by its actions played in place as the search plays them
 * (put back between, not after the last): a decode that rewrote only what differs must leave this.
 */
import fc from "fast-check";
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

/** How many decodes the levels' tests checked of a board with other ids, kinds or lives than the last one. */
let overCards = 0;

describe("a decode after a board of other ids, kinds or lives gives what a whole read gives", () => {
  test.each(cardLevels.map((l) => [l.path, l.def] as const))("%s", (_, def) => {
    const model = modelOf(def, content);
    const codec = model.codec() as ReturnType<typeof model.codec> & { restore(): unknown };
    const met: Uint8Array[] = [];
    const states: unknown[] = [];
    const queue = [model.start];
    while (queue.length > 0 && met.length < 120) {
      const s = queue.shift()!;
      const w = new Writer();
      codec.encode(s, w);
      met.push(w.bytes.slice(0, w.length));
      states.push(s);
      if (!model.won(s) && !model.lost(s)) for (const n of model.successors(s)) queue.push(n.state);
    }
    const actions = states.map((s) =>
      model.won(s) || model.lost(s) ? [] : model.successors(s).map((n) => n.action as PlayerAction),
    );
    const wholes = met.map((bytes) => {
      const fresh = modelOf(def, content).codec();
      for (const s of states) fresh.encode(s as never, new Writer());
      return board(levelOf(fresh.decode(new Reader(bytes, 0))));
    });
    const shuffled = fc.sample(fc.shuffledSubarray([...met.keys()], { minLength: met.length }), {
      seed: 5311,
      numRuns: 1,
    })[0];
    let last = board(levelOf(codec.decode(new Reader(met[0], 0))));
    for (const i of [...met.keys(), ...shuffled]) {
      const s = codec.decode(new Reader(met[i], 0));
      const whole = wholes[i];
      if (
        last.nextId !== whole.nextId ||
        last.objects[0].some((k, id) => k !== whole.objects[0][id]) ||
        last.objects[1].some((a, id) => a !== whole.objects[1][id])
      )
        overCards++;
      expect(board(levelOf(s))).toEqual(whole);
      // As the search expands a state: each action played in place, the board put back before the next
      // (not after the last: the next decode writes over it).
      actions[i].forEach((action, j) => {
        if (j > 0) {
          codec.restore();
          expect(board(levelOf(s))).toEqual(whole);
        }
        playInPlace(s, action);
      });
      last = whole;
    }
  });

  test("many of those decodes followed a board of other ids, kinds or lives", () => {
    expect(overCards).toBeGreaterThan(100);
  });
});
