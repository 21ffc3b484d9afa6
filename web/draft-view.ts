/**
 * A level being edited, as the grid draws it: every object and minion the file places, in age order
 * (objects in list order, then minions), with a minion's card's printed Attack and Health, and the cards'
 * printed text (`minionCards`, for the tooltip). Read from the file, not from a game, so a level with
 * problems is drawn too: an unknown kind or card is drawn as an unknown thing. Ids are places in that
 * order (objects first), so they match the game's ids when the level is played.
 */
import type { Content } from "../src/content/content";
import type { LevelDef } from "../src/harness";
import { type CardView, type ObjectView, placedCards } from "../src/play/view";

/** What the grid needs of a level to draw it. */
export interface GridView {
  title: string;
  width: number;
  height: number;
  objects: ObjectView[];
  /** The cards of the minions on the grid, each once, with their text (the tooltip's), as `SessionView`'s. */
  minionCards?: CardView[];
}

/** The drawing of `def`: its objects and minions as views. */
export function draftView(def: LevelDef, content: Content): GridView {
  const cards = new Map(content.cards.map((c) => [c.name, c]));
  const objects: ObjectView[] = def.objects.map((o, id) => ({
    id,
    kind: o.kind,
    x: o.x,
    y: o.y,
    word: o.kind.startsWith("text:") ? o.kind.slice(5) : null,
    minion: null,
    you: false,
  }));
  (def.cards ?? []).forEach((c, i) => {
    const card = cards.get(c.card);
    objects.push({
      id: def.objects.length + i,
      kind: card?.noun?.toLowerCase() ?? "?",
      x: c.x,
      y: c.y,
      word: null,
      minion: { card: c.card, attack: card?.attack ?? 0, health: card?.health ?? 0 },
      you: false,
    });
  });
  const title = def.title ?? def.name ?? "untitled level";
  return {
    title,
    width: def.width,
    height: def.height,
    objects,
    minionCards: placedCards(def, content.cards),
  };
}

const isTile = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;
const placedAs = (key: string) => (e: unknown) =>
  typeof e === "object" &&
  e !== null &&
  typeof (e as Record<string, unknown>)[key] === "string" &&
  isTile((e as Record<string, unknown>).x) &&
  isTile((e as Record<string, unknown>).y);

/**
 * Why the editor cannot draw `def`, or null when it can: the grid needs a size within the largest level
 * (`limits`) and entries with a kind (or card) and a tile. Anything else (an unknown kind, a tile off
 * the grid) is drawn and shown as a problem.
 */
export function undrawable(def: unknown, limits: { width: number; height: number }): string | null {
  if (typeof def !== "object" || def === null || Array.isArray(def)) return "it is not a JSON object";
  const d = def as Record<string, unknown>;
  for (const side of ["width", "height"] as const) {
    const v = d[side];
    if (!isTile(v) || v < 1 || v > limits[side])
      return `its ${side} is not a whole number from 1 to ${limits[side]}`;
  }
  if (!Array.isArray(d.objects) || !d.objects.every(placedAs("kind")))
    return "its objects are not a list of {kind, x, y}";
  if (d.cards !== undefined && (!Array.isArray(d.cards) || !d.cards.every(placedAs("card"))))
    return "its cards are not a list of {card, x, y}";
  return null;
}
