/**
 * What the card-side tests share: the bytes a SpellGrid level's codec writes for a state's card side
 * (`SpellGridCodec.writeCardSide`, what equal card sides share), as text to compare and key maps by.
 */
import type { SpellGridState } from "../../src/engine/spellgrid";
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
