/**
 * A restore after an action that wrote kinds or lives or added ids (a card play: src/solver/grid-restore.ts
 * `putObjectsBack`, which puts back only the objects that differ) gives the level a whole read of the
 * board gives: every object's kind, life, cell and facing, each cell's list in the same order, the text
 * counts per cell, the per-kind counts, the kept kinds, won, the seed and the rules in force; and the
 * next action then plays alike. The encode of the codec's own level before that restore (as the search
 * encodes each successor: grid-encode.ts) writes the bytes a codec that never decoded writes (docs/rules.md
 * §2: equal bytes are equal boards), whatever it keeps or lists for the restore; and a restore after the
 * same action played again without an encode between gives the whole read too. Over the first states of
 * every shipped level with cards, every action of each played in place (refused ones too: they may write
 * before they throw), compared with a fresh codec's whole read of the same bytes. So is a decode of a board
 * with other ids, kinds or lives than the board decoded before it (after a card play), with the boards
 * decoded in the order met and in a seeded shuffled order, each followed by its actions played in place
 * as the search plays them (put back between, not after the last): a decode that rewrote only what
 * differs must leave this.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { shippedLevels } from "../../src/play/files";
import type { PlayerAction } from "../../src/play/notation";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import {
  readBoard as board,
  bytesOf,
  firstStates,
  isSpellGrid,
  levelOf,
  playInPlace,
  wholeRead,
} from "./in-place";

const content = repositoryContent();

const cardLevels = shippedLevels().filter(({ def }) => isSpellGrid(modelOf(def, content).start));

/** How many encodes the levels' tests checked after an action that wrote kinds or lives or added ids. */
let afterCards = 0;

describe("an encode after a card play writes a fresh codec's bytes, and the restore after it a whole read", () => {
  test.each(cardLevels.map((l) => [l.path, l.def] as const))("%s", (_, def) => {
    const model = modelOf(def, content);
    const codec = model.codec() as ReturnType<typeof model.codec> & { restore(): unknown };
    const { states, met } = firstStates(model, codec, 150);
    const reference = modelOf(def, content).codec(); // (never decodes: every encode writes the whole board)
    for (const s of states) reference.encode(s as never, new Writer());
    for (const bytes of met) {
      const whole = wholeRead(() => modelOf(def, content).codec(), states, bytes);
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
          afterCards++;
        expect(bytesOf(codec, s)).toEqual(bytesOf(reference, s));
        codec.restore();
        expect(board(levelOf(s))).toEqual(whole);
        playInPlace(s, action); // the same action again, put back without an encode between
        codec.restore();
        expect(board(levelOf(s))).toEqual(whole);
        expect(bytesOf(codec, s)).toEqual(bytes);
      }
    }
  });

  test("many of those encodes followed an action that wrote kinds or lives or added ids", () => {
    expect(afterCards).toBeGreaterThan(100);
  });
});

/** How many decodes the levels' tests checked of a board with other ids, kinds or lives than the last one. */
let overCards = 0;

describe("a decode after a board of other ids, kinds or lives gives what a whole read gives", () => {
  test.each(cardLevels.map((l) => [l.path, l.def] as const))("%s", (_, def) => {
    const model = modelOf(def, content);
    const codec = model.codec() as ReturnType<typeof model.codec> & { restore(): unknown };
    const { states, met } = firstStates(model, codec, 120);
    const actions = states.map((s) =>
      model.won(s) || model.lost(s) ? [] : model.successors(s).map((n) => n.action as PlayerAction),
    );
    const wholes = met.map((bytes) => wholeRead(() => modelOf(def, content).codec(), states, bytes));
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
