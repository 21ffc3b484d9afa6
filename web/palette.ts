/**
 * What the editor can paint, read from the content the studio plays with (never a list in code): every
 * word of the lexicon as a text tile, every noun that names a thing as a thing (its lower-case kind), and
 * every minion card with a noun as a minion. A word, a noun or a card added to the content appears here.
 */
import type { Content } from "../src/content/content";
import { playableFromHand } from "../src/play/view";
import type { Brush } from "./draft";

/** One group of the palette: its heading and its brushes, in the content's order. */
export interface PaletteGroup {
  title: string;
  brushes: Brush[];
}

/** The palette's groups: text, things, minions. */
export function paletteOf(content: Content): PaletteGroup[] {
  const words = content.lexicon.words;
  const cards = [...content.cards].sort((a, b) => a.name.localeCompare(b.name));
  return [
    { title: "Text", brushes: words.map((w) => ({ type: "word", word: w.word })) },
    {
      title: "Things",
      brushes: words
        .filter((w) => w.class === "noun" && !w.meta)
        .map((w) => ({ type: "thing", kind: w.word.toLowerCase() })),
    },
    {
      title: "Minions",
      brushes: cards
        .filter((c) => c.type === "minion" && c.noun)
        .map((c) => ({ type: "minion", card: c.name })),
    },
  ];
}

/**
 * The cards the editor offers for the hand: those SpellGrid can play from it (`playableFromHand`: the
 * spells and the minions with a noun; not a minion without one, which can never be placed on the grid, nor
 * a weapon: play refuses both), and the minions a pool may hold (any, by name: a pool's minion is
 * Assembled, not played from the hand).
 */
export function cardChoices(content: Content): { hand: string[]; pool: string[]; collectible: string[] } {
  const names = (keep: (c: Content["cards"][number]) => boolean) =>
    content.cards
      .filter(keep)
      .map((c) => c.name)
      .sort((a, b) => a.localeCompare(b));
  return {
    hand: names(playableFromHand),
    pool: names((c) => c.type === "minion"),
    collectible: names((c) => c.type === "minion" && c.collectible !== false),
  };
}
