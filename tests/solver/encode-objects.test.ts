/**
 * An encode of the codec's own level after an action that wrote kinds or lives or added ids (a card
 * play, as the search encodes each successor: src/solver/grid-encode.ts) writes the bytes a codec that
 * never decoded writes (docs/rules.md §2: equal bytes are equal boards), and the restore right after it
 * (grid-restore.ts `putObjectsBack`, whatever the encode kept or listed for it) gives what a whole read
 * of the board decoded gives; so does the restore after the same action played again without an
 * encode. Over the
 * first states of every shipped level with cards, every action of each played in place (refused ones
 * too: they may write before they throw).
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

/** The bytes `codec` writes for `s`. */
function bytesOf(codec: { encode(s: never, w: Writer): void }, s: unknown): Uint8Array {
  const w = new Writer();
  codec.encode(s as never, w);
  return w.bytes.slice(0, w.length);
}

/** How many encodes the levels' tests checked after an action that wrote kinds or lives or added ids. */
let afterCards = 0;

describe("an encode after a card play writes a fresh codec's bytes, and the restore after it a whole read", () => {
  test.each(cardLevels.map((l) => [l.path, l.def] as const))("%s", (_, def) => {
    const model = modelOf(def, content);
    const codec = model.codec() as ReturnType<typeof model.codec> & { restore(): unknown };
    const met: Uint8Array[] = [];
    const states: unknown[] = [];
    const queue = [model.start];
    while (queue.length > 0 && met.length < 150) {
      const s = queue.shift()!;
      met.push(bytesOf(codec, s));
      states.push(s);
      if (!model.won(s) && !model.lost(s)) for (const n of model.successors(s)) queue.push(n.state);
    }
    const reference = modelOf(def, content).codec(); // (never decodes: every encode writes the whole board)
    for (const s of states) reference.encode(s as never, new Writer());
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
