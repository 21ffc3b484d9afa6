/**
 * A grid level packed as bytes for the search (issue 13 item 3), and back. The bytes hold what the
 * canonical hash covers (docs/rules.md §2: `levelKey`): the id counter, won, the seed (when not 0: TELE's
 * choices, docs/rules.md §5.5), the bonuses collected (when some: BONUS, §5.5), and each id's kind, cell
 * and facing in age order, a dead or reserved id as one zero; and which ids keep their kind (SpellGrid's
 * minions). Equal bytes are equal boards however reached: two boards differing only in an object's
 * facing are two states. On a board of at most 64 cells (with at most 254 kinds: every shipped
 * SpellGrid level) an object takes two bytes, its kind and then its cell and facing in one (cell × 4
 * + facing): fewer bytes to write, hash, compare and read for every state the search meets. Else a
 * kind takes one byte (two past 254 kinds), a coordinate one byte (two past 256 cells a side), a
 * facing one byte.
 *
 * Decoding writes the board into one level the codec owns and reuses, relinks its cells, and takes
 * its rules from a cache keyed by the text on the board and the thing kinds present (what a parse
 * reads), parsing only on a miss: the rules of a board after its turn are the rules of its text
 * (the turn's last phase parses, content GRID_TURN). Decoding allocates nothing: the board's per-kind
 * counts (shared with the level, copy on write) are counted into the codec's one array, a new one only
 * after a copy of the level was made (issue 13 item 4), and `restore` puts the last board decoded back
 * after an action changed the level in place, so the search expands a state without copying it (issue
 * 13 item 3). Neither touches the grid's cells beyond those of the objects: a decode empties the cells
 * the level's objects stand on, and a restore puts back the heads of the objects that moved, so a state
 * of a few objects on a 256×256 grid costs what it costs on a small one (tests/solver/sparse-grid.test.ts).
 * A decode of a board with the same ids, kinds and lives as the last one decoded (most of a search's
 * next states: siblings and cousins) writes only the objects whose cell or facing differ (`readDiff`),
 * and an encode of the codec's level lists the objects a restore will put back (`encodeListing`), so
 * neither compares every id again (tests/solver/decode-over.test.ts). A restore after an action that
 * wrote kinds or lives or added ids (a card play) puts back only the objects that differ and drops the
 * ids past the board's (`putObjectsBack`), instead of reading the whole board again
 * (tests/solver/restore-after-card.test.ts). The codec's parts, each a set of functions over its state
 * (`CodecState`, grid-codec-state.ts, which this class is): the encode (grid-encode.ts), a whole read
 * (grid-read.ts), a decode over the last board (grid-read-diff.ts), a restore (grid-restore.ts) and the
 * rules of a layout (grid-rule-cache.ts).
 */
import { boardWritesSoFar, type Level } from "../engine/grid";
import { CodecState } from "./grid-codec-state";
import { encodeBoard } from "./grid-encode";
import { readWhole } from "./grid-read";
import { readDiff } from "./grid-read-diff";
import { restoreBoard } from "./grid-restore";
import { RuleCache } from "./grid-rule-cache";
import type { Reader, Writer } from "./packed";

export { RuleCache };

/** Packs and unpacks the boards of one level (its size and lexicon fixed). */
export class GridCodec extends CodecState {
  /** Board bytes hold only kinds, cells and facings: any thread decodes them. */
  readonly portable = true;

  constructor(start: Level, cache: RuleCache = new RuleCache()) {
    super(start, cache);
  }

  /** Append `level`'s board to `w`. */
  encode(level: Level, w: Writer): void {
    encodeBoard(this, level, w);
  }

  /**
   * The board `r` reads (from its position), in the codec's level; `r` ends past it. Each cell's
   * objects are linked newest first, as `reindex` links them (which is what undo restores).
   */
  decode(r: Reader): Level {
    const at = r.pos;
    const end = readDiff(this, r.bytes, at);
    r.pos = end >= 0 ? end : readWhole(this, r.bytes, at, false);
    this.from = r.bytes;
    this.at = at;
    return this.level;
  }

  /**
   * The board last decoded, written again into the codec's level (after an action changed it in
   * place), with the rules and kept kinds found then: no rule lookup, nothing allocated. When no
   * object of any level was written since (`boardWritesSoFar`: an action that changed the card side
   * alone, or a step in which nothing moved, turned, appeared, vanished or converted), the objects and
   * cells are as the bytes hold them and only the level's other fields are put back. When objects
   * only moved or turned (no kind or life written since: `kindWritesSoFar`), the objects whose cell,
   * facing or place in a cell list differs from the copy the decode kept of them are put back from it,
   * and the cell lists' heads: the bytes are not read again. Returns the position past the board's
   * bytes.
   */
  restore(): number {
    return restoreBoard(this);
  }

  /**
   * Whether `level` is the codec's level with the board last decoded or restored still on it: no
   * object of any level was written since (`boardWritesSoFar`), and the id counter, won, the seed, the bonuses and
   * the kept kinds (a mark makes a new array) are the ones read. Then it encodes to the bytes read.
   */
  unchanged(level: Level): boolean {
    return (
      level === this.level &&
      boardWritesSoFar() === this.written &&
      level.nextId === this.ids &&
      level.won === this.won &&
      level.seed === this.seed &&
      level.bonuses === this.bonuses &&
      level.keepsKind === this.keeps
    );
  }
}
