/**
 * The editor's lists, as markup: the level's problems (each a link to its tile or field, or a Remove
 * button for an entry no tile shows) and its warnings, marked apart, the entries of the tile under the cursor in age order, the hand,
 * and the Assemble pool's minions. The buttons carry `data-` attributes editor-ui.ts answers.
 */
import type { Problem, Warning } from "../src/content/problems";
import type { LevelDef } from "../src/harness";
import { plural } from "../src/play/plural";
import { esc } from "./dom";
import { type Entry, entriesAt } from "./draft";
import { placeOf } from "./draft-check";
import { STACK_DRAWN } from "./grid";

/** One problem: its field path (a link to its tile or field) and message, and Remove for an entry off the grid. */
function problemItem(def: LevelDef, p: Problem): string {
  const place = placeOf(def, p.path);
  const where = place.type === "tile" ? `${place.x},${place.y}` : place.type === "field" ? place.field : "";
  const head = where
    ? `<button type="button" class="link" data-problem="${esc(where)}">${esc(p.path)}</button>`
    : `<code>${esc(p.path || "level")}</code>`;
  const entry = /^(objects|cards)\[(\d+)\]/.exec(p.path);
  const remove =
    entry && !where
      ? ` <button type="button" data-entry="${entry[1]}:${entry[2]}" data-action="remove">Remove ${esc(`${entry[1]}[${entry[2]}]`)}</button>`
      : "";
  return `${head}: ${esc(p.message)}${remove}`;
}

/** One warning: marked as a warning, its field and message. */
function warningItem(w: Warning): string {
  return `<span class="tag warning">warning</span> <code>${esc(w.path || "level")}</code>: ${esc(w.message)}`;
}

/**
 * The level's problems, or that it has none; then its warnings, apart (a warning does not stop the level
 * being played: npm run check prints it and exits 0, or 1 with --strict).
 */
export function problemsMarkup(
  def: LevelDef,
  problems: readonly Problem[],
  warnings: readonly Warning[] = [],
): string {
  const warned = warnings.length
    ? `<ul class="warnings">${warnings.map((w) => `<li>${warningItem(w)}</li>`).join("")}</ul>`
    : "";
  // The checker cannot tell whether the level can be won (a flag walled in by STOP passes it): the
  // solver can, and this says so ("… and solved" here claimed what nothing had checked).
  if (problems.length === 0 && warnings.length === 0)
    return `<p>No problems: the level can be played (E). Solve, under the rules, tells whether it can be won.</p>`;
  if (problems.length === 0)
    return `<p>No problems, but ${plural(warnings.length, "warning")}: the level can be played (E), yet as it stands:</p>${warned}`;
  return `<p>${plural(problems.length, "problem")} (the checker npm run check runs):</p>
    <ul>${problems.map((p) => `<li>${problemItem(def, p)}</li>`).join("")}</ul>${warned}`;
}

/**
 * The tile at `at`: its entries, oldest first, each with its age and its buttons, then its problems. A
 * tile holding more than `STACK_DRAWN` entries lists its newest `STACK_DRAWN`, after a line counting
 * the older ones (as the grid draws it: a stack of 20,000 is not 20,000 list items).
 */
export function tileMarkup(
  def: LevelDef,
  at: readonly [number, number],
  problems: readonly Problem[],
): string {
  const [x, y] = at;
  const total = def.objects.length + (def.cards?.length ?? 0);
  const age = (e: Entry) => (e.list === "objects" ? e.index : def.objects.length + e.index) + 1;
  const entries = entriesAt(def, x, y);
  const older = Math.max(0, entries.length - STACK_DRAWN);
  const items = entries
    .slice(older)
    .map((e) => {
      const name = e.list === "objects" ? def.objects[e.index].kind : `minion ${def.cards![e.index].card}`;
      const id = `${e.list}:${e.index}`;
      return `<li><span><b>${esc(name)}</b> <span class="muted">${e.list}[${e.index}], age ${age(e)} of ${total}</span></span>
        <span class="actions"><button type="button" data-entry="${id}" data-action="oldest" title="First in its list: the oldest">Oldest</button>
        <button type="button" data-entry="${id}" data-action="newest" title="Last in its list: the newest">Newest</button>
        <button type="button" data-entry="${id}" data-action="remove">Remove</button></span></li>`;
    })
    .join("");
  const bad = problems.map((p) => `<li>${esc(p.path)}: ${esc(p.message)}</li>`).join("");
  const unlisted = older
    ? `<p class="muted">${entries.length.toLocaleString("en")} entries: the oldest ${older.toLocaleString("en")} are not listed.</p>`
    : "";
  return `<h3>Tile (${x}, ${y})</h3>${unlisted}
    ${items ? `<ol class="entries">${items}</ol>` : `<p class="muted">Empty. Objects are older than minions; within each list, earlier is older.</p>`}
    ${bad ? `<ul class="tile-problems">${bad}</ul>` : ""}`;
}

/** The hand, in order, each card with Move up and Remove. */
export function handMarkup(hand: readonly string[]): string {
  if (hand.length === 0)
    return `<li class="muted">(empty: a level with no hand and no minions is a pure Baba level)</li>`;
  return hand
    .map(
      (c, i) => `<li><span>${esc(c)}</span>
        <button type="button" data-hand="${i}" data-action="up" aria-label="Move ${esc(c)} up" ${i === 0 ? "disabled" : ""}>↑</button>
        <button type="button" data-hand="${i}" data-action="remove" aria-label="Remove ${esc(c)} from the hand">×</button></li>`,
    )
    .join("");
}

/** A checkbox for each minion a pool may hold, ticked when the pinned `pool` holds it. */
export function poolMarkup(minions: readonly string[], pool: readonly string[]): string {
  const held = new Set(pool);
  return minions
    .map(
      (n) =>
        `<label class="check"><input type="checkbox" data-pool="${esc(n)}" ${held.has(n) ? "checked" : ""}> ${esc(n)}</label>`,
    )
    .join("");
}
