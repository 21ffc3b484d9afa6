/**
 * What the card-side tests share: the bytes a SpellGrid level's codec writes for a state's card side
 * (`SpellGridCodec.writeCardSide`, what equal card sides share), as text to compare and key maps by; and
 * the states met near a walk, where card sides that are equal but not one object arise.
 */
import type { SpellGridState } from "../../src/engine/spellgrid";
import * as sg from "../../src/engine/spellgrid";
import { Writer } from "../../src/solver/packed";
import type { spellGridModel } from "../../src/solver/spellgrid-moves";

/** A codec seen through the one method these tests read. */
interface SideCodec {
  writeCardSide(s: SpellGridState, w: Writer): void;
}

/** The card-side bytes of `model`'s codec (one codec: it numbers cards and auras as it meets them). */
export function cardSideBytesOf(model: ReturnType<typeof spellGridModel>): (s: SpellGridState) => string {
  const codec = model.codec() as unknown as SideCodec;
  return (s) => {
    const w = new Writer();
    codec.writeCardSide(s, w);
    return [...w.bytes.subarray(0, w.length)].join();
  };
}

/**
 * Walks `model` from its start, taking successor `pick % n` for each pick, until a state has no successor
 * or is won or lost, and hands `visit` the states near each state walked: itself, its successors, and
 * the successors of a copy that keeps its journal. A search's states play a card on one shared game
 * once (card-memo.ts), so its siblings share the game played; the copy's successors play it afresh.
 */
export function walkNear(
  model: ReturnType<typeof spellGridModel>,
  picks: readonly number[],
  visit: (near: SpellGridState[]) => void,
): void {
  let s = model.start;
  for (const pick of picks) {
    const kept = sg.cloneSpellGrid(s);
    kept.logKept = true;
    const near = [s, ...model.successors(s).map((x) => x.state)];
    near.push(...model.successors(kept).map((x) => x.state));
    visit(near);
    const next = model.successors(s);
    if (next.length === 0 || model.won(s) || model.lost(s)) break;
    s = next[pick % next.length].state;
  }
}
