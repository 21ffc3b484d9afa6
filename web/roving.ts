/**
 * One Tab stop per group of brushes: the roving tabindex of the WAI-ARIA Authoring Practices (a toolbar's
 * keyboard). Tab enters a group on its picked brush (else the one last focused there, else its first)
 * and leaves it for the next group, so the fields after the palette are a few Tabs away, not one per
 * brush. Inside a group the arrows move: Left and Right to the brush before and after, Up and Down to the
 * nearest brush in the row above and below, Home and End to the first and last. Enter or Space picks,
 * as a button does. The arrows stay the palette's while a brush has focus (the page's arrows move the
 * tile cursor once the grid has it).
 */

/** The keys that move in a group. */
const MOVES = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

const itemsOf = (group: Element, selector: string): HTMLElement[] =>
  Array.from(group.querySelectorAll<HTMLElement>(selector));

/** Makes `item` its group's one Tab stop. */
function stopAt(items: readonly HTMLElement[], item: HTMLElement): void {
  for (const other of items) other.tabIndex = other === item ? 0 : -1;
}

/**
 * The Tab stop of each group in `root` (elements matching `groups`, holding `items`): its pressed item,
 * else the one that is already the stop, else its first. Call after drawing.
 */
export function syncStops(root: Element, groups: string, items: string): void {
  for (const group of Array.from(root.querySelectorAll(groups))) {
    const list = itemsOf(group, items);
    const pressed = list.find((b) => b.getAttribute("aria-pressed") === "true");
    const kept = list.find((b) => b.tabIndex === 0 && b.hasAttribute("tabindex"));
    const stop = pressed ?? kept ?? list[0];
    if (stop) stopAt(list, stop);
  }
}

/** The item an arrow, Home or End moves to from `from` (itself when there is none that way). */
function target(list: readonly HTMLElement[], from: HTMLElement, key: string): HTMLElement {
  const i = list.indexOf(from);
  if (key === "Home") return list[0];
  if (key === "End") return list[list.length - 1];
  if (key === "ArrowLeft") return list[Math.max(0, i - 1)];
  if (key === "ArrowRight") return list[Math.min(list.length - 1, i + 1)];
  // Up and Down: the nearest brush (by its middle) in the row above or below, the rows as drawn.
  const at = from.getBoundingClientRect();
  const middle = at.left + at.width / 2;
  const rows = list.filter((b) => {
    const r = b.getBoundingClientRect();
    return key === "ArrowUp" ? r.bottom <= at.top : r.top >= at.bottom;
  });
  if (rows.length === 0) return from;
  const edge = (b: HTMLElement) => b.getBoundingClientRect().top;
  const rowTop = key === "ArrowUp" ? Math.max(...rows.map(edge)) : Math.min(...rows.map(edge));
  const row = rows.filter((b) => edge(b) === rowTop);
  const gap = (b: HTMLElement) => {
    const r = b.getBoundingClientRect();
    return Math.abs(r.left + r.width / 2 - middle);
  };
  return row.reduce((best, b) => (gap(b) < gap(best) ? b : best));
}

/** Moves focus by the arrows, Home and End inside each group of `root`; Tab leaves the group. */
export function roveWithArrows(root: HTMLElement, groups: string, items: string): void {
  root.addEventListener("keydown", (e) => {
    if (!MOVES.has(e.key) || e.ctrlKey || e.metaKey || e.altKey) return;
    const from = (e.target as Element).closest<HTMLElement>(items);
    const group = from?.closest(groups);
    if (!from || !group) return;
    e.preventDefault();
    e.stopPropagation();
    const list = itemsOf(group, items);
    const to = target(list, from, e.key);
    stopAt(list, to);
    to.focus();
  });
  root.addEventListener("focusin", (e) => {
    const item = (e.target as Element).closest<HTMLElement>(items);
    const group = item?.closest(groups);
    if (item && group) stopAt(itemsOf(group, items), item);
  });
}
