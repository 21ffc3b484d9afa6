/**
 * The rules of a decoded board, found from what a parse reads (docs/rules.md §5.2): the kinds and
 * cells of its text objects and which thing kinds are present, as bytes keyed in one store per model
 * (`RuleCache`), parsing only on a miss. The rules of a board after its turn are the rules of its text
 * (the turn's last phase parses, content GRID_TURN), so a board takes the rules cached for its layout
 * exactly; a layout whose rules read things as words (`X IS WORD`) also depends on where those things
 * stand, which the key does not hold, and is parsed each time.
 */
import { type Level, type Listed, listedOf, parseRules, type RuleState, useListed } from "../engine/grid";
import { type CodecState, withRules } from "./grid-codec-state";
import { StateStore } from "./packed";

/**
 * The rules a parse compiles into a level (`Level.inForce`: immutable, shared by every level decoded
 * with them).
 */
export type RuleBundle = RuleState;

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

/**
 * Set the rules of `level`'s board (just linked, its first `texts` numbers of `s.text` its text
 * objects' kinds and cells): the cached ones for this text and these kinds present, or a parse.
 */
export function rulesOf(s: CodecState, level: Level, texts: number): RuleBundle {
  if (s.lastText.length < texts) s.lastText = new Int32Array(s.text.length);
  s.lastText.set(s.text.subarray(0, texts));
  s.lastTexts = texts;
  const k = s.key;
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
  const text = s.text;
  if (s.wideKind || s.wideCell)
    for (let i = 0; i < texts; i++) {
      b[p++] = text[i] & 0xff;
      b[p++] = text[i] >>> 8;
    }
  else for (let i = 0; i < texts; i++) b[p++] = text[i];
  k.length = p;
  const cache = s.cache;
  const before = cache.layouts.size;
  const found = !cache.layouts.add(k, 0, 0);
  // A layout whose rules read things as words (`X IS WORD`) depends on where those things stand,
  // which the key does not hold: parsed each time (the key still decides that, by its text alone).
  if (found && cache.bundles[cache.layouts.lastFound].asWord === null) {
    const r = cache.bundles[cache.layouts.lastFound];
    s.listed = cache.listings[cache.layouts.lastFound];
    withRules(level, r, s.listed);
    return r;
  }
  parseRules(level);
  const r = cache.intern(level);
  // The layout's listings, from the board just parsed; the level is then put as on a cache hit (its
  // lines read afresh at the next parse), so every board of the layout takes its turn alike.
  s.listed = level.inForce.asWord === null ? cache.internListed(level) : null;
  if (!found) {
    cache.bundles[before] = r;
    cache.listings[before] = s.listed;
    if (cache.layouts.size >= RULE_CACHE_LIMIT) cache.clear();
  }
  if (s.listed !== null) withRules(level, r, s.listed);
  else useListed(level, null);
  // Rules that read things as words are this board's own (the interned ones may be another
  // board's with the same text): `restore` puts back these.
  return level.inForce.asWord === null ? r : level.inForce;
}

export function grow(s: CodecState, used: number): Int32Array {
  const t = new Int32Array(s.text.length * 2 + 3);
  t.set(s.text.subarray(0, used));
  s.text = t;
  return t;
}
