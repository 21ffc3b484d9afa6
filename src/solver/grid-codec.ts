/**
 * A grid level packed as bytes for the search (issue 13 item 3), and back. The bytes hold what the
 * canonical hash covers (docs/rules.md §2: `levelKey`): the id counter, won, the seed (when not 0: TELE's
 * choices, docs/rules.md §5.5), and each id's kind, cell
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
 * (tests/solver/restore-after-card.test.ts).
 */
import {
  boardWritesSoFar,
  cloneLevel,
  cutIdsTo,
  kindWritesSoFar,
  type Level,
  type Listed,
  listedOf,
  noteCellWrite,
  ownKinds,
  ownText,
  parseRules,
  type RuleState,
  useListed,
  useRules,
} from "../engine/grid";
import { type Reader, StateStore, Writer } from "./packed";

/**
 * The rules a parse compiles into a level (`Level.inForce`: immutable, shared by every level decoded
 * with them).
 */
type RuleBundle = RuleState;

/** Distinct text layouts kept at most (then the cache starts again: it only saves parses). */
const RULE_CACHE_LIMIT = 1 << 16;

/**
 * The rules of each text layout met so far (the text objects' kinds and cells, and which thing kinds
 * are present: what a parse reads). One per model, shared by its searches' codecs.
 */
export class RuleCache {
  layouts = new StateStore();
  bundles: RuleBundle[] = [];
  /**
   * Each layout's listings of the MOVE and SHIFT rules (docs/rules.md §5.4: a function of its text, as
   * its parse reads them; null for a layout whose rules read things as words, parsed each time).
   */
  listings: (Listed | null)[] = [];
  /** Each distinct set of rules once (many layouts spell the same rules). */
  private readonly distinct = new Map<string, RuleBundle>();
  /** Each distinct listings once (move-count.ts counts steps again only for another record). */
  private readonly distinctListed = new Map<string, Listed>();

  /** Forget the layouts (past RULE_CACHE_LIMIT of them). */
  clear(): void {
    this.layouts = new StateStore();
    this.bundles = [];
    this.listings = [];
  }

  /**
   * The rules just parsed into `level`, as the one bundle of rules equal to them (a board that read
   * things as words, `X IS WORD`, is put back from its own bundle: `rulesOf`).
   */
  intern(level: Level): RuleBundle {
    const r = level.inForce;
    const key = `${r.presenceMatters}\n${r.rules.join("\n")}\n\n${r.activeText.join("\n")}`;
    let b = this.distinct.get(key);
    if (b === undefined) this.distinct.set(key, (b = r));
    return b;
  }

  /** The listings of the text `level` just parsed, as the one record equal to them. */
  internListed(level: Level): Listed {
    const l = listedOf(level);
    const entries = (m: ReadonlyMap<unknown, number>) =>
      [...m]
        .map(([k, n]) => `${k}=${n}`)
        .sort()
        .join(",");
    const key = `${entries(l.plain)}\n${entries(l.byText)}`;
    let d = this.distinctListed.get(key);
    if (d === undefined) this.distinctListed.set(key, (d = l));
    return d;
  }
}

/** Packs and unpacks the boards of one level (its size and lexicon fixed). */
export class GridCodec {
  /** Board bytes hold only kinds, cells and facings: any thread decodes them. */
  readonly portable = true;
  private readonly wideKind: boolean;
  private readonly wideCell: boolean;
  /** Two bytes an object: at most 254 kinds and 64 cells (a cell and a facing fit one byte). */
  private readonly small: boolean;
  /** Each cell's x and y (a small board's objects are written by cell). */
  private readonly cellX: Uint8Array;
  private readonly cellY: Uint8Array;
  /** The level decoded into (reused: valid until the next decode or restore). */
  readonly level: Level;
  private readonly key = new Writer();
  /** The decoded board's text objects: kind, x, y each. */
  private text: Int32Array = new Int32Array(48);
  /** The text objects of the board whose rules were last looked up (`rulesOf`): kind, x, y each. */
  private lastText: Int32Array = new Int32Array(48);
  private lastTexts = -1;
  /** Where the last board decoded was read from (`restore` reads it again), its rules and its kept kinds. */
  private from: Uint8Array = new Uint8Array(0);
  private at = 0;
  private bundle: RuleBundle | null = null;
  /** The listings of its layout (null: read from its text, a board that reads things as words). */
  private listed: Listed | null = null;
  private keeps: readonly number[] = [];
  /** How many ids `keeps` marks. */
  private keepsMarked = 0;
  /**
   * The last board read: where its bytes end, its id counter, won and seed, and `boardWritesSoFar`
   * once it was written.
   */
  private end = 0;
  private ids = 0;
  private won = false;
  private seed = 0;
  private written = -1;
  /** The per-kind counts of the board last decoded (shared with the level, which never writes them). */
  private count: number[];
  private readonly zeros: readonly number[];
  /**
   * The level's kinds as the last read left them (another array: a copy of the level was made since),
   * and whether a copy of the level may hold `count` (then the next board is counted into a new array).
   */
  private kinds: number[] = [];
  private countCopied = true;
  /**
   * The ids that keep their kind (`keptIds`: the first `keptCount`, in a buffer reused by every
   * listing, nothing allocated), listed last from these marks, below this id counter.
   */
  private kept = new Int32Array(16);
  private keptCount = 0;
  private keptOf: readonly number[] | null = null;
  private keptBelow = -1;
  /** `kindWritesSoFar` once the last board was read: while it stands, the level holds its kinds and lives. */
  private kindsWritten = -1;
  /**
   * The last board decoded's cells, facings and cell lists: x, y, facing, next and prev of each of its
   * `savedIds` ids (-1: none kept); and room for the ids `putCellsBack` puts back.
   */
  private saved = new Int32Array(0);
  private moved = new Int32Array(0);
  private savedIds = -1;
  /**
   * The objects' bytes of the last board read anew (`boardBytes` of them, from past its header to its
   * kept ids; 0: none kept, or a wide board) and its text objects' ids, in order (`textIds`): what
   * `readDiff` compares the next board with, and updates to it.
   */
  private board = new Uint8Array(0);
  private boardBytes = 0;
  private textIds = new Int32Array(0);
  private textIdCount = 0;
  /**
   * The ids whose cell, facing or next one in its cell's list differ from the copy kept for
   * `putCellsBack` (`diffCount` of them, ascending), as the last encode of the codec's level listed
   * them, and `boardWritesSoFar` then (-1: none listed): while it stands, `putCellsBack` takes them.
   */
  private diffs = new Int32Array(0);
  private diffCount = 0;
  private diffWrites = -1;
  /** Room for the ids `readDiff` writes, each with where its bytes are. */
  private changed = new Int32Array(0);

  constructor(
    start: Level,
    private readonly cache: RuleCache = new RuleCache(),
  ) {
    this.wideKind = start.kinds.names.length >= 255;
    this.wideCell = start.width > 256 || start.height > 256;
    const cells = start.width * start.height;
    this.small = !this.wideKind && cells <= 64;
    this.cellX = new Uint8Array(this.small ? cells : 0);
    this.cellY = new Uint8Array(this.small ? cells : 0);
    for (let c = 0; c < this.cellX.length; c++) {
      this.cellX[c] = c % start.width;
      this.cellY[c] = Math.floor(c / start.width);
    }
    this.level = cloneLevel(start);
    this.zeros = start.count.map(() => 0);
    this.count = start.count.slice();
    this.level.count = this.count;
    ownKinds(this.level);
  }

  /** Append `level`'s board to `w`. */
  encode(level: Level, w: Writer): void {
    const { kind, x, y, alive, facing, nextId } = level;
    const keeps = this.keptIds(level);
    const kept = this.kept;
    w.u32(nextId);
    w.u8((level.won ? 1 : 0) | (keeps > 0 ? 2 : 0) | (level.seed !== 0 ? 4 : 0));
    if (level.seed !== 0) w.u32(level.seed);
    w.room(nextId * 7); // (at most: a wide kind, two wide coordinates and a facing)
    const b = w.bytes;
    let p = w.length;
    if (level === this.level && this.listing(level)) p = this.encodeListing(level, b, p);
    else if (this.small) {
      const width = level.width;
      for (let id = 0; id < nextId; id++) {
        if (!alive[id]) b[p++] = 0;
        else {
          b[p++] = kind[id] + 1;
          b[p++] = ((y[id] * width + x[id]) << 2) | facing[id];
        }
      }
    } else if (!this.wideKind && !this.wideCell)
      for (let id = 0; id < nextId; id++) {
        if (!alive[id]) b[p++] = 0;
        else {
          b[p++] = kind[id] + 1;
          b[p++] = x[id];
          b[p++] = y[id];
          b[p++] = facing[id];
        }
      }
    else
      for (let id = 0; id < nextId; id++) {
        const k = alive[id] ? kind[id] + 1 : 0;
        b[p++] = k & 0xff;
        if (this.wideKind) b[p++] = k >>> 8;
        if (k === 0) continue;
        b[p++] = x[id] & 0xff;
        if (this.wideCell) b[p++] = x[id] >>> 8;
        b[p++] = y[id] & 0xff;
        if (this.wideCell) b[p++] = y[id] >>> 8;
        b[p++] = facing[id];
      }
    w.length = p;
    if (keeps === 0) return;
    w.u32(keeps);
    for (let i = 0; i < keeps; i++) w.u32(kept[i]);
  }

  /**
   * Whether an encode of the codec's level can list what `putCellsBack` would put back: the board last
   * read is kept (`keepBoard`, and the cells for `putCellsBack`), and only cells, facings and cell lists
   * were written since (`cellsOnly`).
   */
  private listing(level: Level): boolean {
    return this.boardBytes > 0 && level.nextId === this.ids && this.cellsOnly();
  }

  /**
   * `encode`'s objects, from `b[p]`, of the codec's level (`listing`), listing as it writes them the
   * ids `putCellsBack` would put back (`diffs`): those whose bytes differ from the board kept, or
   * whose next one differs (a dead id: whose cell, facing or next one differs).
   */
  private encodeListing(level: Level, b: Uint8Array, p: number): number {
    const { kind, x, y, alive, facing, next, width } = level;
    const board = this.board;
    const saved = this.saved;
    const diffs = this.diffs;
    const n = this.ids;
    let d = 0;
    let q = 0;
    if (this.small)
      for (let id = 0, o = 0; id < n; id++, o += 5) {
        if (!alive[id]) {
          b[p++] = 0;
          q++;
          if (placeDiffers(x, y, facing, next, saved, id, o)) diffs[d++] = id;
        } else {
          const cf = ((y[id] * width + x[id]) << 2) | facing[id];
          b[p++] = kind[id] + 1;
          b[p++] = cf;
          if (cf !== board[q + 1] || next[id] !== saved[o + 3]) diffs[d++] = id;
          q += 2;
        }
      }
    else
      for (let id = 0, o = 0; id < n; id++, o += 5) {
        if (!alive[id]) {
          b[p++] = 0;
          q++;
          if (placeDiffers(x, y, facing, next, saved, id, o)) diffs[d++] = id;
        } else {
          const cx = x[id];
          const cy = y[id];
          const f = facing[id];
          b[p++] = kind[id] + 1;
          b[p++] = cx;
          b[p++] = cy;
          b[p++] = f;
          if (cx !== board[q + 1] || cy !== board[q + 2] || f !== board[q + 3] || next[id] !== saved[o + 3])
            diffs[d++] = id;
          q += 4;
        }
      }
    this.diffCount = d;
    this.diffWrites = boardWritesSoFar();
    return p;
  }

  /**
   * How many ids below `level`'s id counter keep their kind, listed in order in `kept`: listed again
   * only for another array of marks (never changed in place: a mark makes a new array) or another id
   * counter, into the same buffer (a card that adds a minion marks it: a new array per such successor).
   */
  private keptIds(level: Level): number {
    const { keepsKind, nextId } = level;
    if (keepsKind === this.keptOf && nextId === this.keptBelow) return this.keptCount;
    const below = Math.min(keepsKind.length, nextId);
    if (this.kept.length < below) this.kept = new Int32Array(below * 2);
    const kept = this.kept;
    let c = 0;
    for (let id = 0; id < below; id++) if (keepsKind[id]) kept[c++] = id;
    this.keptCount = c;
    this.keptOf = keepsKind;
    this.keptBelow = nextId;
    return c;
  }

  /**
   * The board `r` reads (from its position), in the codec's level; `r` ends past it. Each cell's
   * objects are linked newest first, as `reindex` links them (which is what undo restores).
   */
  decode(r: Reader): Level {
    const at = r.pos;
    const end = this.readDiff(r.bytes, at);
    r.pos = end >= 0 ? end : this.read(r.bytes, at, false);
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
    if (boardWritesSoFar() !== this.written) {
      if (!this.cellsOnly()) return this.putObjectsBack() ? this.end : this.read(this.from, this.at, true);
      this.putCellsBack();
      this.written = boardWritesSoFar();
    }
    const level = this.level;
    level.seed = this.seed;
    level.won = this.won;
    level.keepsKind = this.keeps;
    level.count = this.count;
    level.countShared = true;
    if (this.bundle !== null) withRules(level, this.bundle, this.listed);
    return this.end;
  }

  /**
   * Whether only cells, facings and cell lists changed since the last board was read, and the decode
   * kept a copy of them (`read`): no kind or life was written, and the level keeps its arrays.
   */
  private cellsOnly(): boolean {
    const level = this.level;
    return (
      this.savedIds === this.ids &&
      kindWritesSoFar() === this.kindsWritten &&
      level.kind === this.kinds &&
      !level.kindShared &&
      level.nextId === this.ids &&
      level.x.length === this.ids
    );
  }

  /**
   * Put the last board decoded's cells, facings and cell lists back where they differ (most did not
   * change). An object differs when its cell, facing or next one in its cell's list does: it is put
   * back whole. An object whose previous one alone differs is the next one, now or then, of an object
   * that differs (the lists hold both ways, now and then: if its previous one now is some object, that
   * one's next is it now and was not then; if it has none now, its previous one then had it next then
   * and has not now), so those are put back too and the others' are not compared. A cell's list starts
   * at the alive object on it with no previous one, so the heads that may differ are those of the
   * objects put back: each that differs first takes its cell's head off if it heads it now (a cell
   * whose head changes has its head then among those put back, which heads it again after), then, once
   * all are put back, each heads its saved cell if it headed it then. The cells are put back in the
   * time of the objects, not of the grid's area.
   */
  private putCellsBack(): void {
    const listed = this.diffWrites === boardWritesSoFar(); // (the last encode listed them: nothing written since)
    noteCellWrite(); // (`boardWritesSoFar` moves on before any write: restore calls it when some differ)
    const { x, y, kind, alive, facing, next, prev, head, width } = this.level;
    const textAt = ownText(this.level); // (per cell, its text objects: a text object moved back moves its count)
    const first = this.level.kinds.firstText;
    const saved = this.saved;
    const moved = this.moved;
    const diffs = this.diffs;
    let d = listed ? this.diffCount : 0;
    if (!listed)
      for (let id = 0, o = 0; id < this.ids; id++, o += 5)
        if (placeDiffers(x, y, facing, next, saved, id, o)) diffs[d++] = id;
    let m = 0;
    for (let i = 0; i < d; i++) {
      const id = diffs[i];
      const o = id * 5;
      if (alive[id] && prev[id] === -1) head[y[id] * width + x[id]] = -1;
      if (alive[id] && kind[id] >= first) {
        textAt[y[id] * width + x[id]]--;
        textAt[saved[o + 1] * width + saved[o]]++;
      }
      moved[m++] = id;
      if (next[id] >= 0) moved[m++] = next[id];
      if (saved[o + 3] >= 0) moved[m++] = saved[o + 3];
      x[id] = saved[o];
      y[id] = saved[o + 1];
      facing[id] = saved[o + 2];
      next[id] = saved[o + 3];
    }
    for (let i = 0; i < m; i++) {
      const id = moved[i];
      const p = saved[id * 5 + 4];
      prev[id] = p;
      if (p === -1 && alive[id]) head[y[id] * width + x[id]] = id;
    }
  }

  /**
   * The last board decoded put back object by object after an action wrote kinds or lives or added ids
   * (a card play): what `read` writes again, from the bytes kept of it (`board`: kinds and lives) and
   * the copy of its cells (`saved`), but only where they differ. An id past the board's counter that is
   * alive leaves its cell's list, and its counts of text; an id below it differs when its kind, life,
   * cell, facing, next or previous one differs, and is put back whole. The lists then hold as they held:
   * an object that did not differ has its neighbours, cell and life as then. A cell's head is the alive
   * object on it with no previous one: each object that differs first takes its cell's head off if it
   * heads it now (an object that did not differ and heads a cell now headed it then), then each that
   * differs heads its cell then if it headed it then; each cell's count of text objects moves by those
   * that differ. The kinds are taken as `read` takes them (`ownKinds`, the counts not counted again: a
   * board put back has its own). Returns false (nothing written) when it cannot: no bytes kept (a wide
   * board), no copy of the cells, or fewer ids than the board's (then `read` reads it whole).
   */
  private putObjectsBack(): boolean {
    const level = this.level;
    const n = this.ids;
    const total = level.nextId;
    if (
      this.boardBytes === 0 ||
      this.savedIds !== n ||
      this.bundle === null ||
      total < n ||
      level.x.length < total ||
      level.kind.length < total
    )
      return false;
    this.takeKinds(level, this.kindsHeld(level));
    const { kind, x, y, alive, facing, next, prev, head, width } = level;
    const textAt = ownText(level);
    const first = level.kinds.firstText;
    for (let id = n; id < total; id++)
      if (alive[id]) {
        const t = y[id] * width + x[id];
        if (prev[id] === -1) head[t] = -1;
        if (kind[id] >= first) textAt[t]--;
      }
    const board = this.board;
    const saved = this.saved;
    const diffs = this.diffs;
    const step = this.small ? 2 : 4;
    let d = 0;
    for (let id = 0, o = 0, q = 0; id < n; id++, o += 5) {
      const k = board[q] - 1;
      q += k < 0 ? 1 : step;
      if (
        kind[id] === k &&
        alive[id] === (k < 0 ? 0 : 1) &&
        x[id] === saved[o] &&
        y[id] === saved[o + 1] &&
        facing[id] === saved[o + 2] &&
        next[id] === saved[o + 3] &&
        prev[id] === saved[o + 4]
      )
        continue;
      diffs[d++] = id;
      if (alive[id]) {
        const t = y[id] * width + x[id];
        if (prev[id] === -1) head[t] = -1;
        if (kind[id] >= first) textAt[t]--;
      }
    }
    for (let i = 0; i < d; i++) {
      const id = diffs[i];
      const o = id * 5;
      x[id] = saved[o];
      y[id] = saved[o + 1];
      facing[id] = saved[o + 2];
      next[id] = saved[o + 3];
      prev[id] = saved[o + 4];
    }
    for (let i = 0, id = 0, q = 0; i < d; i++) {
      const at = diffs[i];
      for (; id < at; id++) q += board[q] === 0 ? 1 : step;
      const k = board[q] - 1;
      kind[at] = k;
      alive[at] = k < 0 ? 0 : 1;
      if (k < 0) continue;
      const t = y[at] * width + x[at];
      if (prev[at] === -1) head[t] = at;
      if (k >= first) textAt[t]++;
    }
    cutIdsTo(level, n);
    level.count = this.count;
    level.countShared = true;
    level.keepsKind = this.keeps;
    level.nextId = n;
    level.won = this.won;
    level.seed = this.seed;
    withRules(level, this.bundle, this.listed);
    this.written = boardWritesSoFar();
    this.kindsWritten = kindWritesSoFar();
    return true;
  }

  /**
   * Whether `level` is the codec's level with the board last decoded or restored still on it: no
   * object of any level was written since (`boardWritesSoFar`), and the id counter, won, the seed and
   * the kept kinds (a mark makes a new array) are the ones read. Then it encodes to the bytes read.
   */
  unchanged(level: Level): boolean {
    return (
      level === this.level &&
      boardWritesSoFar() === this.written &&
      level.nextId === this.ids &&
      level.won === this.won &&
      level.seed === this.seed &&
      level.keepsKind === this.keeps
    );
  }

  /** Whether `level` still holds the kinds and lives the codec last wrote or read (none written since, not shared). */
  private kindsHeld(level: Level): boolean {
    return kindWritesSoFar() === this.kindsWritten && level.kind === this.kinds && !level.kindShared;
  }

  /**
   * Before a decode or restore writes the board: its kinds and lives become the level's own (`ownKinds`:
   * a copy of this level may share them) unless they are kept (`same`), when only its cells are written
   * (`noteCellWrite`); either way every write is counted first (`boardWritesSoFar`). A copy made of the
   * level (`cloneLevel`) shares its counts: it marks the level's kinds shared, and the first write to them
   * after gives the level a new array, so the counts are counted into a new one too (`countCopied`).
   */
  private takeKinds(level: Level, same: boolean): void {
    if (level.kindShared || level.kind !== this.kinds) this.countCopied = true;
    if (!same) ownKinds(level);
    else noteCellWrite();
    this.kinds = level.kind;
  }

  /**
   * Write the board at `b[p…]` into the level: its objects, cells and counts, won, its kept kinds and
   * its rules (looked up, or the last ones `again`). Returns the position past it.
   */
  private read(b: Uint8Array, p: number, again: boolean): number {
    const level = this.level;
    const n = b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24);
    const flags = b[p + 4];
    p += 5;
    if (flags & 4) {
      level.seed = (b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24)) >>> 0;
      p += 4;
    } else level.seed = 0;
    // When the level still holds the kinds and lives of the last board read (none written since) and
    // this board's are the same, they are not written: the lists of the objects with a property kept
    // between turns (having-kept.ts: they hold while no kind or life is written) hold on, and the
    // per-kind counts are the last board's. A board put back (`again`) has the last board's kinds. (After
    // a copy of the level was made, they are written: the level's own again, and its counts too.)
    const same = this.kindsHeld(level) && n === this.ids && (again || this.sameKinds(b, p, n));
    this.takeKinds(level, same);
    const { kind, x, y, alive, facing, next, prev, head, width } = level;
    clearCells(level);
    const textAt = level.textAt; // (the level's own: `clearCells`)
    cutIdsTo(level, n);
    // The per-kind counts of a board are counted once, when it is decoded, into an array the level only
    // shares (copy on write, `ownCount`: an action that changes a count writes a copy) and `restore`
    // puts back. A copy of the level (`cloneLevel`) shares it too and keeps it: then the next board is
    // counted into a new array; else into the same one, in place (a new array per decode was nine
    // tenths of a search's garbage, issue 13 item 4).
    const counting = !again && !same;
    if (counting && this.countCopied) {
      this.count = this.zeros.slice(); // (packed, as `ownCount`'s copies are)
      this.countCopied = false;
    } else if (counting) for (let k = 0; k < this.count.length; k++) this.count[k] = 0;
    else if (!again && this.countCopied) {
      this.count = this.count.slice(); // the same counts, in an array no copy of the level holds
      this.countCopied = false;
    }
    const count = this.count;
    level.count = count;
    level.countShared = true;
    const first = level.kinds.firstText;
    let text = this.text;
    let texts = 0;
    const wideKind = this.wideKind;
    const wideCell = this.wideCell;
    const small = this.small;
    const { cellX, cellY } = this;
    // A board read anew is kept as it is linked (`putCellsBack` puts it back): x, y, facing, next and
    // prev of each id, an id's prev written again when a younger one is linked above it.
    if (!again && this.saved.length < n * 5) {
      this.saved = new Int32Array(n * 10);
      this.moved = new Int32Array(n * 6); // (an object put back, and its next ones now and then)
      this.diffs = new Int32Array(n * 2);
    }
    const saved = again ? NO_SAVED : this.saved;
    // Whether the text objects read so far are the first of those whose rules were last looked up
    // (`lastText`, `rulesOf` keeps them), compared as they are read: asked only when the kinds are the
    // level's and the last rules read no thing as a word (then this board's text may take them).
    const last = this.lastText;
    const lastTexts = this.lastTexts;
    let sameText = same && !again && this.bundle !== null && this.bundle.asWord === null;
    const objectsAt = p;
    let textIds = this.textIds;
    let textIdCount = 0;
    if (!again && textIds.length < n) this.textIds = textIds = new Int32Array(n);
    for (let id = 0, o = 0; id < n; id++, o += 5) {
      let k = b[p++];
      if (wideKind) k |= b[p++] << 8;
      k -= 1;
      if (!same) kind[id] = k;
      if (k < 0) {
        if (!same) alive[id] = 0;
        x[id] = y[id] = facing[id] = 0;
        next[id] = prev[id] = -1;
        if (!again) {
          saved[o] = saved[o + 1] = saved[o + 2] = 0;
          saved[o + 3] = saved[o + 4] = -1;
        }
        continue;
      }
      let cx: number;
      let cy: number;
      let t: number;
      if (small) {
        const cf = b[p++];
        t = cf >>> 2;
        cx = cellX[t];
        cy = cellY[t];
        facing[id] = cf & 3;
      } else {
        cx = b[p++];
        if (wideCell) cx |= b[p++] << 8;
        cy = b[p++];
        if (wideCell) cy |= b[p++] << 8;
        facing[id] = b[p++];
        t = cy * width + cx;
      }
      if (!same) alive[id] = 1;
      x[id] = cx;
      y[id] = cy;
      const top = head[t];
      next[id] = top;
      prev[id] = -1;
      if (top >= 0) prev[top] = id;
      head[t] = id;
      if (!again) {
        saved[o] = cx;
        saved[o + 1] = cy;
        saved[o + 2] = facing[id];
        saved[o + 3] = top;
        saved[o + 4] = -1;
        if (top >= 0) saved[top * 5 + 4] = id;
      }
      if (counting) count[k]++;
      if (k >= first) textAt[t]++;
      if (k >= first && !again) {
        if (texts + 3 > text.length) text = this.grow(texts);
        if (
          sameText &&
          (texts >= lastTexts || last[texts] !== k || last[texts + 1] !== cx || last[texts + 2] !== cy)
        )
          sameText = false;
        text[texts++] = k;
        text[texts++] = cx;
        text[texts++] = cy;
        textIds[textIdCount++] = id;
      }
    }
    if (!again) {
      this.keepBoard(b, objectsAt, p, n);
      this.textIdCount = textIdCount;
    }
    if (flags & 2) {
      const m = b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24);
      if (!again && !this.sameKept(b, p + 4, m, n)) {
        const keeps: number[] = new Array(n).fill(0);
        for (let i = 0; i < m; i++) {
          const q = p + 4 + i * 4;
          keeps[b[q] | (b[q + 1] << 8) | (b[q + 2] << 16) | (b[q + 3] << 24)] = 1;
        }
        this.keeps = keeps;
        this.keepsMarked = m; // (the ids an encoding lists are distinct)
      }
      p += 4 + m * 4;
    } else if (!again) {
      this.keeps = NO_KEEPS;
      this.keepsMarked = 0;
    }
    level.keepsKind = this.keeps; // never changed in place (a mark makes a new array)
    level.nextId = n;
    level.won = (flags & 1) === 1;
    if (again && this.bundle !== null) withRules(level, this.bundle, this.listed);
    else if (sameText && texts === lastTexts && this.bundle !== null)
      withRules(level, this.bundle, this.listed); // the last board's text and kinds present: its rules (the cache's)
    else this.bundle = this.rulesOf(level, texts);
    this.end = p;
    this.ids = n;
    this.won = level.won;
    this.seed = level.seed;
    this.written = boardWritesSoFar(); // (a parse on a miss writes no object)
    this.kindsWritten = kindWritesSoFar();
    if (!again) this.savedIds = n;
    return p;
  }

  /** Keep the objects' bytes `b[from, to)` of the board just read anew (`readDiff` compares the next with them). */
  private keepBoard(b: Uint8Array, from: number, to: number, n: number): void {
    if (this.wideKind || this.wideCell) return; // (`boardBytes` stays 0: a wide board is read whole)
    const size = to - from;
    if (this.board.length < size) this.board = new Uint8Array(size * 2);
    if (this.changed.length < n * 2) this.changed = new Int32Array(n * 4);
    const board = this.board;
    for (let q = 0; q < size; q++) board[q] = b[from + q];
    this.boardBytes = size;
  }

  /**
   * The board at `b[p…]` written into the level as `read` writes it, from the board last decoded when
   * it has the same ids, kinds and lives (compared byte by byte with the copy `keepBoard` kept): the
   * level is put back to that board first if an action changed it (`putCellsBack`), then only the
   * objects whose cell or facing differ are written, each taken off its cell's list and linked into its
   * new cell's list in the place a whole read gives it (newest first), and the copy of the cells kept
   * for `putCellsBack` with them. The rules are looked up only when a text object moved (or the last
   * rules read things as words), as `read` does. Returns the position past the board, or -1 when it
   * cannot (another board's kinds or lives, another id counter, a wide board, the level not put back
   * by cells alone): nothing was written then but a put back, and `read` reads it whole.
   */
  private readDiff(b: Uint8Array, p: number): number {
    const size = this.boardBytes;
    if (size === 0) return -1;
    const level = this.level;
    const n = b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24);
    if (
      n !== this.ids ||
      this.savedIds !== n ||
      level.kind !== this.kinds ||
      level.kindShared ||
      kindWritesSoFar() !== this.kindsWritten ||
      level.nextId !== n ||
      level.x.length !== n ||
      level.kind.length !== n
    )
      return -1;
    const flags = b[p + 4];
    p += 5;
    let seed = 0;
    if (flags & 4) {
      seed = (b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24)) >>> 0;
      p += 4;
    }
    const board = this.board;
    const changed = this.changed;
    const small = this.small;
    let c = 0;
    let q = 0;
    for (let id = 0; id < n; id++) {
      const k = b[p + q];
      if (k !== board[q]) return -1;
      if (k === 0) q++;
      else if (small) {
        if (b[p + q + 1] !== board[q + 1]) {
          changed[c++] = id;
          changed[c++] = q;
        }
        q += 2;
      } else {
        if (b[p + q + 1] !== board[q + 1] || b[p + q + 2] !== board[q + 2] || b[p + q + 3] !== board[q + 3]) {
          changed[c++] = id;
          changed[c++] = q;
        }
        q += 4;
      }
      if (q > size) return -1;
    }
    if (q !== size) return -1;
    if (boardWritesSoFar() !== this.written) {
      if (!this.cellsOnly()) return -1;
      this.putCellsBack();
    }
    noteCellWrite(); // (as `read` counts a board of the same kinds)
    level.seed = seed;
    const { x, y, facing, next, prev, head, width, kind } = level;
    const textAt = ownText(level);
    const first = level.kinds.firstText;
    const saved = this.saved;
    const { cellX, cellY } = this;
    let textMoved = false;
    for (let i = 0; i < c; i += 2) {
      const id = changed[i];
      const at = changed[i + 1];
      let cx: number;
      let cy: number;
      let f: number;
      if (small) {
        const cf = b[p + at + 1];
        board[at + 1] = cf;
        cx = cellX[cf >>> 2];
        cy = cellY[cf >>> 2];
        f = cf & 3;
      } else {
        cx = board[at + 1] = b[p + at + 1];
        cy = board[at + 2] = b[p + at + 2];
        f = board[at + 3] = b[p + at + 3];
      }
      const o = id * 5;
      facing[id] = f;
      saved[o + 2] = f;
      if (cx === x[id] && cy === y[id]) continue;
      const from = y[id] * width + x[id];
      const to = cy * width + cx;
      const nx = next[id];
      const pv = prev[id];
      if (pv >= 0) next[pv] = saved[pv * 5 + 3] = nx;
      else head[from] = nx;
      if (nx >= 0) prev[nx] = saved[nx * 5 + 4] = pv;
      let above = -1; // the list is newest first: it goes below the younger objects of its new cell
      let below = head[to];
      while (below > id) {
        above = below;
        below = next[below];
      }
      if (above >= 0) next[above] = saved[above * 5 + 3] = id;
      else head[to] = id;
      if (below >= 0) prev[below] = saved[below * 5 + 4] = id;
      x[id] = saved[o] = cx;
      y[id] = saved[o + 1] = cy;
      next[id] = saved[o + 3] = below;
      prev[id] = saved[o + 4] = above;
      if (kind[id] >= first) {
        textAt[from]--;
        textAt[to]++;
        textMoved = true;
      }
    }
    p += size;
    if (flags & 2) {
      const m = b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24);
      if (!this.sameKept(b, p + 4, m, n)) {
        const keeps: number[] = new Array(n).fill(0);
        for (let i = 0; i < m; i++) {
          const r = p + 4 + i * 4;
          keeps[b[r] | (b[r + 1] << 8) | (b[r + 2] << 16) | (b[r + 3] << 24)] = 1;
        }
        this.keeps = keeps;
        this.keepsMarked = m;
      }
      p += 4 + m * 4;
    } else {
      this.keeps = NO_KEEPS;
      this.keepsMarked = 0;
    }
    if (this.countCopied) {
      this.count = this.count.slice(); // the same counts, in an array no copy of the level holds
      this.countCopied = false;
    }
    level.count = this.count;
    level.countShared = true;
    level.keepsKind = this.keeps;
    level.nextId = n;
    level.won = (flags & 1) === 1;
    this.rulesAfterDiff(level, textMoved);
    this.end = p;
    this.won = level.won;
    this.seed = seed;
    this.written = boardWritesSoFar();
    return p;
  }

  /**
   * The rules of the board `readDiff` wrote: the last board's when no text object moved and they read
   * no thing as a word (its text is then the text they were found for), else as `read` finds them
   * from the text objects' kinds and cells.
   */
  private rulesAfterDiff(level: Level, textMoved: boolean): void {
    const bundle = this.bundle;
    const reuse = bundle !== null && bundle.asWord === null;
    if (!textMoved && reuse) {
      withRules(level, bundle, this.listed);
      return;
    }
    const ids = this.textIds;
    const count = this.textIdCount;
    if (this.text.length < count * 3) this.text = new Int32Array(count * 3 + 3);
    const text = this.text;
    const { kind, x, y } = level;
    const last = this.lastText;
    let same = reuse && count * 3 === this.lastTexts;
    for (let i = 0, t = 0; i < count; i++, t += 3) {
      const id = ids[i];
      text[t] = kind[id];
      text[t + 1] = x[id];
      text[t + 2] = y[id];
      if (same && (last[t] !== text[t] || last[t + 1] !== text[t + 1] || last[t + 2] !== text[t + 2]))
        same = false;
    }
    if (same && bundle !== null) withRules(level, bundle, this.listed);
    else this.bundle = this.rulesOf(level, count * 3);
  }

  /**
   * Whether the board at `b[p…]`, of `n` ids, has the kinds and lives the level holds (each dead id
   * is one zero byte, each alive one its kind + 1 first: the two-byte format; a board in the others is
   * written out).
   */
  private sameKinds(b: Uint8Array, p: number, n: number): boolean {
    if (!this.small) return false;
    const { kind, alive } = this.level;
    for (let id = 0; id < n; id++) {
      const k = b[p] - 1;
      if (k < 0) {
        if (alive[id] !== 0 || kind[id] !== -1) return false;
        p += 1;
      } else {
        if (alive[id] !== 1 || kind[id] !== k) return false;
        p += 2;
      }
    }
    return true;
  }

  /**
   * Whether the `m` kept ids at `b[q…]`, of a board of `n` ids, are those of the marks last read
   * (`keeps`, never changed in place), which the level then takes again: no new array per decode.
   */
  private sameKept(b: Uint8Array, q: number, m: number, n: number): boolean {
    const keeps = this.keeps;
    if (keeps.length !== n) return false;
    let marked = 0;
    for (let i = 0; i < m; i++, q += 4) {
      if (keeps[b[q] | (b[q + 1] << 8) | (b[q + 2] << 16) | (b[q + 3] << 24)] !== 1) return false;
      marked++;
    }
    return marked === this.keepsMarked;
  }

  private grow(used: number): Int32Array {
    const t = new Int32Array(this.text.length * 2 + 3);
    t.set(this.text.subarray(0, used));
    this.text = t;
    return t;
  }

  /**
   * Set the rules of `level`'s board (just linked, its first `texts` numbers of `this.text` its text
   * objects' kinds and cells): the cached ones for this text and these kinds present, or a parse.
   */
  private rulesOf(level: Level, texts: number): RuleBundle {
    if (this.lastText.length < texts) this.lastText = new Int32Array(this.text.length);
    this.lastText.set(this.text.subarray(0, texts));
    this.lastTexts = texts;
    const k = this.key;
    k.reset();
    const { count, kinds } = level;
    const first = kinds.firstText;
    k.room((first >>> 3) + 1 + texts * 2);
    const b = k.bytes;
    let p = 0;
    let bits = 0;
    for (let t = 0; t < first; t++) {
      if (count[t] > 0) bits |= 1 << (t & 7);
      if ((t & 7) === 7 || t === first - 1) {
        b[p++] = bits;
        bits = 0;
      }
    }
    const text = this.text;
    if (this.wideKind || this.wideCell)
      for (let i = 0; i < texts; i++) {
        b[p++] = text[i] & 0xff;
        b[p++] = text[i] >>> 8;
      }
    else for (let i = 0; i < texts; i++) b[p++] = text[i];
    k.length = p;
    const cache = this.cache;
    const before = cache.layouts.size;
    const found = !cache.layouts.add(k, 0, 0);
    // A layout whose rules read things as words (`X IS WORD`) depends on where those things stand,
    // which the key does not hold: parsed each time (the key still decides that, by its text alone).
    if (found && cache.bundles[cache.layouts.lastFound].asWord === null) {
      const r = cache.bundles[cache.layouts.lastFound];
      this.listed = cache.listings[cache.layouts.lastFound];
      withRules(level, r, this.listed);
      return r;
    }
    parseRules(level);
    const r = cache.intern(level);
    // The layout's listings, from the board just parsed; the level is then put as on a cache hit (its
    // lines read afresh at the next parse), so every board of the layout takes its turn alike.
    this.listed = level.inForce.asWord === null ? cache.internListed(level) : null;
    if (!found) {
      cache.bundles[before] = r;
      cache.listings[before] = this.listed;
      if (cache.layouts.size >= RULE_CACHE_LIMIT) cache.clear();
    }
    if (this.listed !== null) withRules(level, r, this.listed);
    else useListed(level, null);
    // Rules that read things as words are this board's own (the interned ones may be another
    // board's with the same text): `restore` puts back these.
    return level.inForce.asWord === null ? r : level.inForce;
  }
}

/**
 * Whether object `id`'s cell, facing or next one in its cell differ from the copy kept of it at `o` in
 * `saved` (x, y, facing, next: what a restore puts back).
 */
function placeDiffers(
  x: readonly number[],
  y: readonly number[],
  facing: readonly number[],
  next: readonly number[],
  saved: Int32Array,
  id: number,
  o: number,
): boolean {
  return (
    x[id] !== saved[o] || y[id] !== saved[o + 1] || facing[id] !== saved[o + 2] || next[id] !== saved[o + 3]
  );
}

/**
 * Empty the cells of `level`'s alive objects, which are all its cells that list any (board.ts keeps
 * a cell's list and its objects' cells together, and a step the engine refuses throws between its
 * changes, not within one), and their counts of text objects (`Level.textAt`, the level's own after):
 * the cells are emptied in the time of the objects, not of the grid's area.
 */
function clearCells(level: Level): void {
  const { x, y, alive, head, width } = level;
  const textAt = ownText(level);
  for (let id = 0; id < level.nextId; id++)
    if (alive[id]) {
      const t = y[id] * width + x[id];
      head[t] = -1;
      textAt[t] = 0;
    }
}

/** No copy kept (a board put back is not kept again). */
const NO_SAVED = new Int32Array(0);

/** No object keeps its kind. */
const NO_KEEPS: readonly number[] = Object.freeze([]);

/**
 * Give `level` the rules of `r` and the listings `listed` of its layout (as a parse of its text would:
 * null, read from its text).
 */
function withRules(level: Level, r: RuleBundle, listed: Listed | null): void {
  useRules(level, r);
  level.parsed = null; // the bundle is shared by other layouts: the next parse reads every line afresh
  level.lines = null;
  level.stale = null;
  useListed(level, listed);
}
