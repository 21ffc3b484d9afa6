/**
 * The side panels: the rules in force and the cancelled ones (struck through, with what cancelled
 * them) and the hand as cards, with the heroes' Health under it. The log panel is log-panel.ts.
 */
import { type CardView, type SessionView, spelledAs, spellGridWhose } from "../src/play/view";
import { esc } from "./dom";

/**
 * The rules panel: active rules, then the cancelled ones, each with the rule that cancelled it, as the
 * engine's resolver reports them (`cancelledRules()`).
 */
export function renderRules(el: HTMLElement, view: SessionView): void {
  const active = view.active.map((r) => `<li>${esc(r)}</li>`).join("");
  const cancelled = view.cancelled
    .map((c) => {
      const from = c.spelled === c.rule ? "" : ` (from ${esc(c.spelled)})`;
      const by = `<span class="why">cancelled by ${esc(spelledAs(c.by, c.bySpelled))}</span>`;
      return `<li><s>${esc(c.rule)}</s>${from} ${by}</li>`;
    })
    .join("");
  el.innerHTML = `<h2>Rules in force</h2><ul class="rules">${active || "<li>(none)</li>"}</ul>
    ${cancelled ? `<h3>Cancelled</h3><ul class="rules cancelled">${cancelled}</ul>` : ""}`;
}

/**
 * A hero as the page names it, in the play layer's words for a SpellGrid game (`spellGridWhose`): the
 * player is player 0, against the opponent.
 */
export function heroName(player: 0 | 1): string {
  return `${spellGridWhose(player)} hero`;
}

function statsOf(c: CardView): string {
  return c.type === "minion" ? `<span class="stats">${c.attack}/${c.health}</span>` : "";
}

/**
 * A card's name for a screen reader, in words: its name first, then its cost, a minion's attack and health,
 * and its text (the button's own text read the cost's bare number first and ran `1/1` on as a fraction).
 */
function cardLabel(c: CardView): string {
  const stats = c.type === "minion" ? `, attack ${c.attack}, health ${c.health}` : "";
  return `${c.card}: costs ${c.cost}${stats}. ${c.text}`;
}

/** The hand: one button per card (cost, name, stats, text; named by `cardLabel`); `selected` is pressed. */
export function renderHand(el: HTMLElement, view: SessionView, selected: string | null): void {
  if (view.kind === "baba") {
    el.innerHTML = "";
    return;
  }
  const cards = view.hand
    .map(
      (c) => `<li><button type="button" class="card ${c.type}" data-card="${esc(c.card)}"
        aria-label="${esc(cardLabel(c))}" aria-pressed="${c.card === selected}"><span class="cost" title="cost">${c.cost}</span>
        <span class="name">${esc(c.card)}</span>${statsOf(c)}<span class="text">${esc(c.text)}</span></button></li>`,
    )
    .join("");
  const line = view.heroes.map((h) => `${heroName(h.player)}: ${h.health} Health`).join(" · ");
  const heroes = line.charAt(0).toUpperCase() + line.slice(1);
  el.innerHTML = `<h2>Hand</h2><ul class="hand">${cards || "<li>(empty)</li>"}</ul>
    <p class="heroes">${esc(heroes)}</p>`;
}
