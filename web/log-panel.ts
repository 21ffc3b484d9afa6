/**
 * The log panel and its Why view (docs/rules.md §3.11, §7): the last action's log in words, numbered
 * as the terminal numbers it, the grid's records and the cards' in one tree; the course's format
 * (`logTree()`, grouped by Death Phase) one toggle away. Clicking a line (or Enter on it) shows the
 * chain of causes `why N` prints and highlights on the grid the objects it names and the text tiles of
 * every rule in it. Presentation only: the sentences, chains and ids come from the play layer's view.
 */
import type { LogLineView } from "../src/play/view";
import { esc } from "./dom";
import { groupLog, idsInLine } from "./log-groups";

/** What the panel shows: the last action's log in the course's format and in words. */
export interface LogView {
  logTree: string;
  log: readonly Omit<LogLineView, "move">[];
}

/** Where the Why view comes from: a line's chain as `why N` prints it, and what to highlight. */
export interface WhySource {
  why(line: number): { text: string[]; objects: number[]; tiles?: number[] };
}

/** Lights what a chain names (the grid's objects and rule tiles, or a duel's characters); none: lights off. */
export type Highlight = (objects: readonly number[], tiles?: readonly number[]) => void;

/** A tooltip naming the entities a raw log line mentions (those still known to the view). */
function namesOf(ids: readonly number[], names: ReadonlyMap<number, string>): string {
  return ids.map((id) => `#${id} ${names.get(id) ?? "(gone)"}`).join("; ");
}

/** The course's log tree, one collapsible group per Death Phase; each line carries the ids it mentions. */
function rawLog(tree: string, names: ReadonlyMap<number, string>): string {
  return groupLog(tree)
    .map((g) => {
      const lines = g.lines
        .map((l) => {
          const ids = idsInLine(l.text);
          const title = ids.length ? ` title="${esc(namesOf(ids, names))}"` : "";
          return `<li tabindex="0" class="line" style="--depth:${l.depth}" data-ids="${ids.join(" ")}"${title}>${esc(l.text)}</li>`;
        })
        .join("");
      return `<details open><summary>${esc(g.title)}</summary><ol class="log">${lines || "<li>(nothing)</li>"}</ol></details>`;
    })
    .join("");
}

/** The log in words: one numbered line each, indented by depth, carrying its line and the objects it names. */
function sentences(view: LogView, selected: number | null): string {
  const width = String(view.log.length).length;
  const lines = view.log
    .map(
      (l) => `<li tabindex="0" class="line sentence" style="--depth:${l.depth}" data-line="${l.line}"
        data-ids="${l.objects.join(" ")}" aria-pressed="${l.line === selected}"><span class="n">${String(l.line + 1).padStart(width)}.</span> ${esc(l.text)}</li>`,
    )
    .join("");
  return lines ? `<ol class="log">${lines}</ol>` : "";
}

/** The log panel: its own state (the format shown, the line explained) and its clicks and keys. */
export class LogPanel {
  private raw = false;
  private selected: number | null = null;
  private source: WhySource | null = null;
  private view: LogView | null = null;
  /** The log shown, as text: a new one (a new action, another level) starts with nothing explained. */
  private shown = "";
  private names: ReadonlyMap<number, string> = new Map();
  private empty = "(nothing happened)";

  constructor(
    private readonly el: HTMLElement,
    private readonly highlight: Highlight,
  ) {
    el.addEventListener("click", (e) => this.clicked(e.target));
    el.addEventListener("keydown", (e) => {
      if ((e.key === "Enter" || e.key === " ") && (e.target as Element).closest("li.sentence")) {
        e.preventDefault();
        e.stopPropagation();
        this.clicked(e.target);
      }
    });
    for (const type of ["mouseover", "focusin"])
      el.addEventListener(type, (e) => {
        const ids = idsOf(e.target);
        if (this.selected === null && ids.length > 0) this.highlight(ids);
      });
    for (const type of ["mouseleave", "focusout"]) el.addEventListener(type, () => this.lit());
  }

  /**
   * Draws the panel for `source` (the game, the viewer's step, a duel) as `view` shows it; another log (a
   * new action, another step or level) starts with nothing explained. `empty` is what an empty log says.
   */
  render(
    source: WhySource,
    view: LogView,
    names: ReadonlyMap<number, string>,
    empty = "(nothing happened)",
  ): void {
    this.empty = empty;
    const shown = `${view.logTree}\n${view.log.map((l) => l.text).join("\n")}`;
    if (shown !== this.shown) this.selected = null;
    this.shown = shown;
    this.source = source;
    this.view = view;
    this.names = names;
    this.draw();
  }

  private draw(): void {
    const view = this.view;
    if (!view) return;
    const body = this.raw ? rawLog(view.logTree, this.names) : sentences(view, this.selected);
    const empty = this.raw ? "(no card events)" : this.empty;
    this.el.innerHTML = `<div class="panel-head"><h2>Log of the last action</h2>
      <button type="button" class="format" aria-pressed="${this.raw}">Course format</button></div>
      ${body || `<p>${empty}</p>`}${this.raw ? "" : this.whyBox()}`;
    this.lit();
  }

  /** The chain of causes of the selected line, as `why N` prints it. */
  private whyBox(): string {
    if (this.selected === null || !this.source) return "";
    const w = this.source.why(this.selected);
    const [head, ...rest] = w.text;
    const items = rest.map((t) => `<li>${esc(t.trim())}</li>`).join("");
    return `<section id="why" aria-live="polite"><h3>${esc(head)}</h3><ol class="why-chain">${items}</ol></section>`;
  }

  /** The grid highlight of the selected line's chain: its objects, and its rules' text tiles. */
  private lit(): void {
    if (this.selected === null || !this.source || this.raw) {
      this.highlight([]);
      return;
    }
    const w = this.source.why(this.selected);
    this.highlight(w.objects, w.tiles);
  }

  private clicked(target: EventTarget | null): void {
    if (!(target instanceof Element)) return;
    if (target.closest("button.format")) {
      this.raw = !this.raw;
      this.draw();
      this.el.querySelector<HTMLButtonElement>("button.format")?.focus();
      return;
    }
    const line = target.closest<HTMLElement>("li.sentence")?.dataset.line;
    if (line === undefined) return;
    this.selected = this.selected === Number(line) ? null : Number(line);
    this.draw();
    this.el.querySelector<HTMLElement>(`li.sentence[data-line="${line}"]`)?.focus();
  }
}

/** The ids a log line (or anything inside it) names, from its `data-ids`. */
function idsOf(target: EventTarget | null): number[] {
  const line = target instanceof Element ? target.closest<HTMLElement>("li.line") : null;
  const ids = line?.dataset.ids ?? "";
  return ids ? ids.split(" ").map(Number) : [];
}
