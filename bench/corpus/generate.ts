/**
 * The text-heavy corpus (issue 13 item 1): a seeded generator of Baba levels for the grid benchmark.
 * Each level is 6×6 to 20×18, 15–40 % of its objects are text, and its text stands in pushable lines next
 * to the objects that are YOU, so a random walk forms and breaks rules often: whole sentences (some with
 * AND and NOT, a few conversions), sentences with a gap a push closes, and loose words. Every property of
 * the lexicon is used by some level. The words come from the lexicon it is given (a word added to the
 * lexicon joins the corpus); the same lexicon and seed give the same levels, since the only randomness is
 * a seeded PRNG (mulberry32, the agents' seededRandom in src/ai/agent.ts). No level needs to be solvable.
 */
import { seededRandom } from "../../src/ai/agent";
import type { LevelDef, Lexicon } from "../../src/engine/grid";

/** How many levels the corpus has, and its seed. */
export const CORPUS_SIZE = 200;
export const CORPUS_SEED = 0x5eed_0013;

/** The size bounds and the share of text the corpus keeps to (issue 13). */
export const CORPUS_BOUNDS = {
  width: [6, 20],
  height: [6, 18],
  textShare: [0.15, 0.4],
} as const;

type Object_ = LevelDef["objects"][number];

/** The words the generator may write, by their role, from a lexicon. */
interface Words {
  nouns: string[];
  properties: string[];
  is: string;
  and: string | undefined;
  not: string | undefined;
}

function wordsOf(lexicon: Lexicon): Words {
  const of = (cls: string) => lexicon.words.filter((w) => w.class === cls && !w.meta).map((w) => w.word);
  const is = of("verb").find((w) => w === "IS") ?? of("verb")[0];
  if (is === undefined) throw new Error("corpus: the lexicon has no verb to write rules with");
  const nouns = of("noun");
  if (!of("property").includes("YOU")) throw new Error("corpus: the lexicon has no YOU to play with");
  if (nouns.length < 2) throw new Error("corpus: the lexicon needs at least two nouns that name things");
  return { nouns, properties: of("property"), is, and: of("and")[0], not: of("not")[0] };
}

/** One level under construction: a board with one object per tile at most. */
class Board {
  readonly objects: Object_[] = [];
  private readonly used: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.used = new Uint8Array(width * height);
  }
  free(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height && this.used[y * this.width + x] === 0;
  }
  put(kind: string, x: number, y: number): void {
    this.used[y * this.width + x] = 1;
    this.objects.push({ kind, x, y });
  }
  get text(): number {
    return this.objects.filter((o) => o.kind.startsWith("text:")).length;
  }
}

/** A line of words with gaps (null) to place along a row (dx 1) or a column (dy 1). */
type Line = (string | null)[];

/** The level's sentences: YOU and WIN first, then one per other property it was dealt, in varied forms. */
function sentences(rand: () => number, w: Words, nouns: string[], props: string[]): Line[] {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const [player, goal] = nouns;
  const lines: Line[] = [[player, w.is, "YOU"]];
  if (w.properties.includes("WIN")) lines.push([goal, w.is, "WIN"]);
  for (const p of props) {
    const n = pick(nouns);
    const roll = rand();
    if (roll < 0.15 && w.not) lines.push([n, w.is, w.not, p]);
    else if (roll < 0.3 && w.and) lines.push([n, w.and, pick(nouns), w.is, p]);
    else if (roll < 0.45 && w.and) lines.push([n, w.is, p, w.and, pick(props)]);
    else if (roll < 0.65)
      lines.push([n, w.is, null, p]); // a gap: pushing the property left forms the rule
    else if (roll < 0.72)
      lines.push([n, w.is, pick(nouns)]); // a conversion
    else lines.push([n, w.is, p]);
  }
  return lines;
}

/** Place `line` at a random free spot (up to 40 tries); returns its tiles, or null when it found none. */
function placeLine(rand: () => number, board: Board, line: Line): [number, number][] | null {
  for (let tries = 0; tries < 40; tries++) {
    const across = rand() < 0.6;
    const [dx, dy] = across ? [1, 0] : [0, 1];
    const x0 = Math.floor(rand() * (board.width - dx * (line.length - 1)));
    const y0 = Math.floor(rand() * (board.height - dy * (line.length - 1)));
    if (x0 < 0 || y0 < 0) return null;
    const tiles = line.map((_, i): [number, number] => [x0 + dx * i, y0 + dy * i]);
    if (!tiles.every(([x, y]) => board.free(x, y))) continue;
    line.forEach((word, i) => {
      if (word !== null) board.put(`text:${word}`, tiles[i][0], tiles[i][1]);
    });
    return tiles;
  }
  return null;
}

/** A free tile beside one of `tiles` (a line's neighbours), or null. */
function besides(rand: () => number, board: Board, tiles: [number, number][]): [number, number] | null {
  const options: [number, number][] = [];
  for (const [x, y] of tiles)
    for (const [dx, dy] of [
      [0, 1],
      [0, -1],
      [1, 0],
      [-1, 0],
    ])
      if (board.free(x + dx, y + dy)) options.push([x + dx, y + dy]);
  return options.length === 0 ? null : options[Math.floor(rand() * options.length)];
}

/** A random free tile, or null when the board is full. */
function anyFree(rand: () => number, board: Board): [number, number] | null {
  for (let tries = 0; tries < 200; tries++) {
    const x = Math.floor(rand() * board.width);
    const y = Math.floor(rand() * board.height);
    if (board.free(x, y)) return [x, y];
  }
  for (let y = 0; y < board.height; y++)
    for (let x = 0; x < board.width; x++) if (board.free(x, y)) return [x, y];
  return null;
}

/**
 * How many of the lexicon's properties (YOU and WIN aside, in the lexicon's order) are dealt round the
 * levels: as many as the lexicon had when the corpus was fixed. Each property past them (a word added
 * since: PHANTOM, HIDE, BOOM) is one more property of one level, level 0 first, written as its second sentence
 * (`NOUN IS WORD`, so it is placed), so a word added to the lexicon changes only the level it joins and
 * the benchmark's other levels stay as they were.
 */
export const CORPUS_DEALT = 25;

/**
 * Level `index` of the corpus: `lexicon`'s words, `seed`'s PRNG. Its properties are dealt round the
 * first `CORPUS_DEALT` of the lexicon's properties from `index`, and level i < the count of the others
 * gets the i-th of those too, so every property appears in some level of any corpus of at least as many
 * levels as the lexicon has properties.
 */
export function corpusLevel(lexicon: Lexicon, index: number, seed = CORPUS_SEED): LevelDef {
  const rand = seededRandom((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const w = wordsOf(lexicon);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const [wLo, wHi] = CORPUS_BOUNDS.width;
  const [hLo, hHi] = CORPUS_BOUNDS.height;
  const [shareLo, shareHi] = CORPUS_BOUNDS.textShare;
  const board = new Board(int(wLo, wHi), int(hLo, hHi));
  const area = board.width * board.height;
  const nouns: string[] = [];
  const pool = [...w.nouns];
  for (let k = int(3, 6); k > 0 && pool.length > 0; k--)
    nouns.push(...pool.splice(int(0, pool.length - 1), 1));
  const others = w.properties.filter((p) => p !== "YOU" && p !== "WIN");
  const dealt = others.slice(0, CORPUS_DEALT);
  const props =
    dealt.length === 0
      ? []
      : [0, 1, 2, 3].slice(0, int(2, 4)).map((j) => dealt[(index + j * 3) % dealt.length]);
  const later = index < others.length - dealt.length ? others[dealt.length + index] : null; // `CORPUS_DEALT`
  const total = Math.max(16, Math.round(area * (0.3 + 0.25 * rand())));
  const share = shareLo + 0.02 + (shareHi - shareLo - 0.04) * rand();
  const textBudget = Math.round(total * share);
  // The sentences, each with a YOU object beside it when the things allow; then loose words near them.
  const player = nouns[0].toLowerCase();
  const lines = sentences(rand, w, nouns, props);
  if (later !== null) lines.splice(1, 0, [nouns[1], w.is, later]); // written whole, second: always placed
  const placed: [number, number][][] = [];
  for (const line of lines) {
    if (board.text + line.filter(Boolean).length > textBudget && placed.length >= 2) break;
    const tiles = placeLine(rand, board, line);
    if (tiles === null) continue;
    placed.push(tiles);
    const spot = besides(rand, board, tiles);
    if (spot !== null && rand() < 0.8) board.put(player, spot[0], spot[1]);
  }
  const loose = [...nouns, w.is, ...props, "YOU", "WIN"].filter(
    (x) => w.nouns.includes(x) || w.properties.includes(x) || x === w.is,
  );
  while (board.text < textBudget) {
    const near =
      placed.length > 0 && rand() < 0.7 ? besides(rand, board, placed[int(0, placed.length - 1)]) : null;
    const spot = near ?? anyFree(rand, board);
    if (spot === null) break;
    board.put(`text:${loose[int(0, loose.length - 1)]}`, spot[0], spot[1]);
  }
  // Things: at least one YOU object and one goal, then the level's nouns at random.
  const things = () => board.objects.length - board.text;
  const need = (kind: string) => {
    const spot = anyFree(rand, board);
    if (spot !== null) board.put(kind, spot[0], spot[1]);
  };
  if (!board.objects.some((o) => o.kind === player)) need(player);
  need(nouns[1].toLowerCase());
  while (things() + board.text < total || board.text > shareHi * board.objects.length) {
    const spot = anyFree(rand, board);
    if (spot === null) break;
    board.put(nouns[int(0, nouns.length - 1)].toLowerCase(), spot[0], spot[1]);
  }
  while (board.text < shareLo * board.objects.length) {
    const spot = anyFree(rand, board);
    if (spot === null) break;
    board.put(`text:${loose[int(0, loose.length - 1)]}`, spot[0], spot[1]);
  }
  const name = `corpus-${String(index + 1).padStart(3, "0")}`;
  return {
    name,
    title: `Corpus level ${index + 1}`,
    width: board.width,
    height: board.height,
    objects: board.objects,
  };
}

/** The whole corpus: `size` levels of `lexicon`'s words. */
export function corpusLevels(lexicon: Lexicon, size = CORPUS_SIZE, seed = CORPUS_SEED): LevelDef[] {
  return Array.from({ length: size }, (_, i) => corpusLevel(lexicon, i, seed));
}
