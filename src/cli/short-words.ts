/**
 * The short form of each word of a lexicon, for a grid cell of a few characters (docs/rules.md §7): the
 * terminal's cells are 6 characters wide (5 beside a stack's `+`), and cutting a word there made two words
 * look alike (a lexicon may hold two words of one start) and some hard to read (`DEATHR`). A word that fits
 * is itself; a longer one is contracted as an abbreviation is, readable first: its inner vowels dropped
 * from the left until it fits (`WTHOUT`, `BRMBLE`), then a doubled letter made single, then its end cut
 * (`DTHRTL` for DEATHRATTLE); when that form is taken, its first letters (`DEATHR`), then its first
 * letters and a number (`DEATH2`). Each form is unique within the lexicon: the words that fit keep their
 * own, and the longer words take theirs in the lexicon's order, so a word added at its end (content/
 * words.json) changes no other word's form (unless it is spelled as one). Computed, not a field of the
 * words file: a form must be unique among the words of whichever lexicon a level is played with (a
 * content folder's own words.json too), so a written one could clash with a word added later, and a
 * form is the terminal's alone (the browser draws whole words).
 * Pure, and kept per lexicon (`SessionView.words` is one array per lexicon).
 */

const VOWELS = new Set(["A", "E", "I", "O", "U"]);

/**
 * `word` contracted to `width` characters: its inner vowels (not its first or last letter; of either case) dropped from
 * the left while it is too long, then a letter that repeats the one before it, then its end cut.
 */
export function contract(word: string, width: number): string {
  const letters = [...word];
  for (let i = 1; letters.length > width && i < letters.length - 1; )
    if (VOWELS.has(letters[i].toUpperCase())) letters.splice(i, 1);
    else i++;
  for (let i = 1; letters.length > width && i < letters.length; )
    if (letters[i] === letters[i - 1]) letters.splice(i, 1);
    else i++;
  return letters.slice(0, width).join("");
}

/** The forms tried for a word too long for `width`, most readable first, then numbered until one is free. */
function* candidates(word: string, width: number): Generator<string> {
  yield contract(word, width);
  yield word.slice(0, width);
  for (let n = 2; ; n++) {
    const digits = String(n);
    yield word.slice(0, Math.max(0, width - digits.length)) + digits;
  }
}

/**
 * Each word of `words` with its form in `width` characters (at least 1): the word itself when it fits,
 * else its first free candidate (`contract`, its first letters, numbered), so that no two words share a
 * form. A word given twice is one word.
 */
export function shortForms(words: readonly string[], width: number): ReadonlyMap<string, string> {
  const forms = new Map<string, string>();
  const taken = new Set<string>();
  for (const w of words)
    if (w.length <= width) {
      forms.set(w, w);
      taken.add(w);
    }
  for (const w of words) {
    if (forms.has(w)) continue;
    for (const form of candidates(w, width))
      if (!taken.has(form)) {
        forms.set(w, form);
        taken.add(form);
        break;
      }
  }
  return forms;
}

const kept = new WeakMap<readonly string[], Map<number, ReadonlyMap<string, string>>>();

/** `word`'s form in `width` characters among `words` (`shortForms`, kept per array); a word not among them, cut. */
export function shortWord(words: readonly string[], word: string, width: number): string {
  let byWidth = kept.get(words);
  if (byWidth === undefined) kept.set(words, (byWidth = new Map()));
  let forms = byWidth.get(width);
  if (forms === undefined) byWidth.set(width, (forms = shortForms(words, width)));
  return forms.get(word) ?? word.slice(0, width);
}

/** What a cell shows of a thing or minion: a name of the grid (its kind) and what follows it whole (a minion's Health). */
export interface Labelled {
  name: string;
  suffix: string;
}

/** The key of `name` with `suffix` in a cell of `width` characters, in `shortLabels`' map. */
export function labelKey(name: string, suffix: string, width: number): string {
  return `${name} ${suffix} ${width}`;
}

/**
 * The label of each of `items` in a cell of each of `widths` characters: its name, short when too long for
 * the room its suffix leaves (as a word is: contracted, then its first letters, then numbered), then its
 * suffix whole (`brmb12`: a bramble with 12 Health). No two names share a label, nor the name's part of
 * one (`dthkn3` and `death3`, never two `death3`), at any of the widths: cut plainly, two minions of one
 * start looked alike. A name and suffix that fit are themselves, unless an earlier name spells the same
 * label; the others take theirs in the order given, so a name added at the end changes no other's label
 * (unless it is spelled as one of them). Pure.
 */
export function shortLabels(
  items: readonly Labelled[],
  widths: readonly number[],
): ReadonlyMap<string, string> {
  const labels = new Map<string, string>();
  const owner = new Map<string, string>(); // a label, and `form:` and the name's part of one: whose it is
  const free = (name: string, form: string, suffix: string) =>
    (owner.get(form + suffix) ?? name) === name && (owner.get(`form:${form}`) ?? name) === name;
  const take = (key: string, name: string, form: string, suffix: string) => {
    labels.set(key, form + suffix);
    owner.set(form + suffix, name);
    owner.set(`form:${form}`, name);
  };
  const later: { key: string; item: Labelled; width: number }[] = [];
  const met = new Set<string>();
  for (const item of items)
    for (const width of widths) {
      const key = labelKey(item.name, item.suffix, width);
      if (met.has(key)) continue;
      met.add(key);
      const fits = item.name.length + item.suffix.length <= width;
      if (fits && free(item.name, item.name, item.suffix)) take(key, item.name, item.name, item.suffix);
      else later.push({ key, item, width });
    }
  for (const { key, item, width } of later)
    for (const form of candidates(item.name, Math.max(1, width - item.suffix.length)))
      if (free(item.name, form, item.suffix)) {
        take(key, item.name, form, item.suffix);
        break;
      }
  return labels;
}
