/**
 * The duel page (duel.html; docs/rules.md §7): a duel against an AI in the browser. It draws the page
 * from `DuelPage` (duel-page.ts) — both heroes, both boards, the hand, the mana, the log panel with its
 * Why view (log-panel.ts, the studio's) — and turns clicks and keys into its calls: a card then its
 * target, an attacker then a defender, End Turn (E), Undo (U), Esc to cancel.
 */
import type { DuelView, HeroView, MinionView } from "../src/play/duel-view";
import { duelWhyViewOf, keywordWord as word } from "../src/play/duel-view";
import { DECKS } from "./decks";
import { byId, esc } from "./dom";
import { DuelPage, matchOfAddress, readDuelAddress } from "./duel-page";
import { LogPanel } from "./log-panel";

/**
 * A character's button: its id, what it shows, and whether it can attack now (green) or is picked; `tip`,
 * a minion's card text, as its tooltip (what `c e1` prints in the terminal).
 */
function characterButton(
  id: number,
  cls: string,
  body: string,
  ready: boolean,
  picked: boolean,
  label: string,
  tip = "",
): string {
  const title = tip === "" ? "" : ` title="${esc(tip)}"`;
  return `<button type="button" class="character ${cls}${ready ? " ready" : ""}" data-id="${id}"
    aria-pressed="${picked}" aria-label="${esc(label)}"${title}>${body}</button>`;
}

function heroButton(h: HeroView, picked: boolean): string {
  const armor = h.armor > 0 ? ` · ${h.armor} Armor` : "";
  const weapon = h.weapon
    ? `<span class="marks">Weapon: ${esc(h.weapon.name)} ${h.weapon.attack}/${h.weapon.durability}</span>`
    : "";
  const who =
    h.player === 0 ? "Your hero" : `The AI's hero (${esc(h.who.replace(/^the AI \((.*)\)$/, "$1"))})`;
  const body = `<span class="name">${who}</span><span class="stats">${h.health} Health${armor}</span>${weapon}
    <span class="marks mana">Mana ${h.mana}/${h.maxMana} · hand ${h.handSize} · deck ${h.deckSize}</span>`;
  return characterButton(h.id, "hero", body, h.canAttack, picked, `${who}: ${h.health} Health`);
}

function minionButton(m: MinionView, picked: boolean): string {
  const marks = [
    ...m.keywords.map(word),
    ...(m.frozen ? ["Frozen"] : []),
    ...(m.silenced ? ["Silenced"] : []),
    ...(m.spellburst ? ["Spellburst"] : []),
  ];
  const body = `<span class="name">${esc(m.name)}</span><span class="stats">${m.attack}/${m.health}</span>
    <span class="marks">#${m.id}${marks.length ? ` · ${esc(marks.join(", "))}` : ""}${m.canAttack ? " · can attack" : ""}</span>`;
  const label = `${m.name} ${m.attack}/${m.health}`;
  const tip = m.text === "" ? "" : `${m.name}: ${m.text}`;
  return `<li>${characterButton(m.id, "minion", body, m.canAttack, picked, label, tip)}</li>`;
}

function drawSide(view: DuelView, p: 0 | 1, pickedId: number | null): void {
  const title = p === 0 ? "You" : `The AI (${esc(view.aiName)})`;
  const board = view.boards[p].map((m) => minionButton(m, m.id === pickedId)).join("");
  byId(`side-${p}`).innerHTML =
    `<h2>${title}</h2>${heroButton(view.heroes[p], view.heroes[p].id === pickedId)}
    <ol class="board" aria-label="${p === 0 ? "Your board" : "The AI's board"}">${board || '<li class="empty">(no minions)</li>'}</ol>`;
}

function drawHand(view: DuelView, picked: number | null): void {
  const cards = view.hand
    .map(
      (
        c,
      ) => `<li><button type="button" class="card ${c.type}${c.playable ? "" : " unplayable"}" data-position="${c.position}"
        aria-pressed="${c.position === picked}"><span class="cost">${c.cost}</span><span class="name">${esc(c.name)}</span>
        <span class="stats">${esc(c.stats)}</span><span class="text">${esc(c.text)}</span></button></li>`,
    )
    .join("");
  byId("duel-hand").innerHTML = `<h2>Your hand</h2><ul class="hand">${cards || "<li>(empty)</li>"}</ul>`;
}

let page: DuelPage;
let logPanel: LogPanel | null = null;

/** Lights the characters a Why chain names. */
function highlight(ids: readonly number[]): void {
  document.querySelectorAll<HTMLElement>("button.character").forEach((b) => {
    b.classList.toggle("hl", ids.includes(Number(b.dataset.id)));
  });
}

function draw(): void {
  const view = page.view;
  const pick = page.pick;
  const pickedId = pick?.type === "attacker" ? pick.id : null;
  drawSide(view, 1, pickedId);
  drawSide(view, 0, pickedId);
  drawHand(view, pick?.type === "card" ? pick.position : null);
  document.querySelectorAll<HTMLElement>("button.character").forEach((b) => {
    b.classList.toggle("target", pick !== null);
  });
  const message = byId("message");
  message.textContent = page.message;
  message.className = page.error ? "error" : "";
  const banner = byId("banner");
  banner.hidden = view.result === null;
  banner.className =
    view.winner === 0 ? "won" : view.winner === null ? "" : view.winner === "draw" ? "draw" : "lost";
  byId("banner-text").textContent = view.result
    ? `${view.result}. Undo goes back; New duel starts again.`
    : "";
  byId<HTMLButtonElement>("end-turn").disabled = view.winner !== null;
  byId<HTMLButtonElement>("duel-undo").disabled = view.undoable === 0;
  byId("title").textContent = `Duel · turn ${view.turn}`;
  const names = new Map<number, string>();
  for (const h of view.heroes) names.set(h.id, h.player === 0 ? "your hero" : "the AI's hero");
  for (const m of [...view.boards[0], ...view.boards[1]]) names.set(m.id, m.name);
  logPanel ??= new LogPanel(byId("log"), (ids) => highlight(ids));
  const match = page.match;
  logPanel.render({ why: (line) => duelWhyViewOf(match, line) }, view, names);
}

function showError(message: string): void {
  const box = byId("error");
  box.hidden = false;
  box.textContent = `This duel cannot start: ${message}. The address takes ?duel=DECK,DECK&ai=AI&seed=N.`;
}

function start(): void {
  let address: ReturnType<typeof readDuelAddress>;
  try {
    address = readDuelAddress(location.search, DECKS);
    page = new DuelPage(matchOfAddress(address, DECKS), draw);
  } catch (err) {
    showError((err as Error).message);
    return;
  }
  draw();
  byId("side-0").addEventListener("click", onCharacter);
  byId("side-1").addEventListener("click", onCharacter);
  byId("duel-hand").addEventListener("click", (e) => {
    const position = (e.target as Element).closest<HTMLElement>("button.card")?.dataset.position;
    if (position) page.clickCard(Number(position));
  });
  byId("end-turn").addEventListener("click", () => page.endTurn());
  byId("duel-undo").addEventListener("click", () => page.undo());
  byId("new-duel").addEventListener("click", () => {
    address.seed = (address.seed + 1) >>> 0;
    const url = new URL(location.href);
    url.searchParams.set("seed", String(address.seed));
    history.replaceState(null, "", url);
    page.restart(matchOfAddress(address, DECKS));
  });
  document.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || (e.target as Element).closest("input, select, textarea"))
      return;
    if (e.key === "Escape") page.cancel();
    else if (e.key === "e" || e.key === "E") page.endTurn();
    else if (e.key === "u" || e.key === "U") page.undo();
  });
}

function onCharacter(e: Event): void {
  const id = (e.target as Element).closest<HTMLElement>("button.character")?.dataset.id;
  if (id !== undefined) page.clickCharacter(Number(id));
}

start();
