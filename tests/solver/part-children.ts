/**
 * A part's children read back as their owner reads them (src/solver/shard-parts.ts): shared by the
 * tests of how children are packed into parts.
 */
import { childStart, type Part } from "../../src/solver/shard-parts";

/** A child as sent: its bytes and its four numbers. */
export interface Child {
  bytes: number[];
  h: number;
  parent: number;
  code: number;
  key: number;
}

/** Every child of `part`, read back as the owner reads it. */
export function children(part: Part): Child[] {
  return Array.from({ length: part.n }, (_, c) => ({
    bytes: [...part.bytes.subarray(childStart(part.meta, c), part.meta[c * 4])],
    h: part.meta[c * 4 + 1],
    parent: part.meta[c * 4 + 2],
    code: part.meta[c * 4 + 3],
    key: part.keys[c],
  }));
}
