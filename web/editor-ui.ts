/**
 * The editor's panels: beside the grid, the tools and the palette (text, things, minions); on the side,
 * the problems the checker finds, the tile under the cursor with its entries in age order, the level's
 * fields (name, title, size), the hand and the Assemble pool. The panel's controls are built once and updated on every draw, so focus and
 * typing survive a redraw; each change is one `Edit` given to the editor.
 */
import { type Problem, showValue } from "../src/content/problems";
import type { LevelDef } from "../src/harness";
import { byId, esc } from "./dom";
import { type Brush, droppedBy, type Edit, type Entry, emptyLevel } from "./draft";
import type { LevelField } from "./draft-check";
import { brushName, type Editor, type Tool, toolKey } from "./editor";
import { handMarkup, poolMarkup, problemsMarkup, tileMarkup } from "./editor-lists";
import { levelFileName } from "./file-name";
import { CELL, minionToken, thing, wordTile } from "./glyphs";
import { titleOf } from "./level-admission";
import { LEVELS } from "./levels";
import { cardChoices, paletteOf } from "./palette";
import { roveWithArrows, syncStops } from "./roving";

/**
 * What saving as `file` does to a shipped level, when the level `def` was not already saved as it: a file
 * of that name put in levels/ replaces the shipped one (a new level named "l1-double-tap" took Double-Tap's
 * place, unsaid). "" otherwise.
 */
function replaces(file: string, def: LevelDef): string {
  const shipped = LEVELS.find((l) => `${l.name}.json` === file);
  if (!shipped || levelFileName(def) === file) return "";
  return `, the file of the shipped level ${showValue(titleOf(shipped.def))}: put in levels/, it replaces that level`;
}

/** A brush's drawing, as a small SVG (a minion as on the grid: its noun and Health). */
function glyph(brush: Brush, card: (name: string) => { noun?: string; health?: number } | undefined): string {
  const def = brush.type === "minion" ? card(brush.card) : undefined;
  const inner =
    brush.type === "word"
      ? wordTile(brush.word)
      : brush.type === "thing"
        ? thing(brush.kind)
        : minionToken(def?.noun ?? "?", def?.health ?? 0);
  return `<svg class="glyph" viewBox="0 0 ${CELL} ${CELL}" aria-hidden="true">${inner}</svg>`;
}

/** The editor panel of one page: `changed` redraws the page after an edit. */
export class EditorPanel {
  private readonly brushes = new Map<string, Brush>();
  private readonly choices;

  constructor(
    private readonly root: HTMLElement,
    private readonly side: HTMLElement,
    private readonly editor: Editor,
    private readonly changed: () => void,
    private readonly newLevel: (def: LevelDef) => void,
  ) {
    this.choices = cardChoices(editor.content);
    this.build();
    roveWithArrows(root, ".brushes", "button.brush");
    for (const el of [root, side]) {
      el.addEventListener("click", (e) => this.click(e));
      el.addEventListener("change", (e) => this.change(e));
    }
  }

  private build(): void {
    const { content } = this.editor;
    const card = (name: string) => content.cards.find((c) => c.name === name);
    const groups = paletteOf(content)
      .map((g) => {
        const buttons = g.brushes
          .map((b) => {
            const key = toolKey({ type: "brush", brush: b });
            this.brushes.set(key, b);
            const label = b.type === "word" ? "" : `<span class="label">${esc(brushName(b))}</span>`;
            return `<button type="button" class="brush ${b.type}" data-tool="${esc(key)}" aria-pressed="false"
              title="${esc(brushName(b))}" aria-label="${esc(brushName(b))}">${glyph(b, card)}${label}</button>`;
          })
          .join("");
        return `<details class="palette" open><summary>${esc(g.title)} (${g.brushes.length})</summary>
          <div class="brushes">${buttons}</div></details>`;
      })
      .join("");
    const options = (names: string[]) =>
      names.map((n) => `<option value="${esc(n)}">${esc(n)}</option>`).join("");
    const field = (id: LevelField, label: string, input: string) =>
      `<label for="ed-${id}">${label}</label>${input}<p class="field-problem" id="ed-${id}-problem" hidden></p>`;
    this.root.innerHTML = `<h2>Paint</h2>
      <div class="tools" role="group" aria-label="Tools">
        <button type="button" data-tool="select" aria-pressed="true" title="Select a tile (no paint)">Select</button>
        <button type="button" data-tool="erase" aria-pressed="false" title="Erase the newest entry of a tile (Delete)">Erase</button>
        <span id="ed-tool" class="muted"></span>
      </div>
      ${groups}`;
    this.side.innerHTML = `<section id="ed-problems" class="problems" aria-live="polite"></section>
      <section id="ed-tile" class="tile" aria-live="polite"></section>
      <fieldset class="fields"><legend>Level</legend>
        <div class="field">${field("name", "Name (its file name)", `<input id="ed-name" autocomplete="off" spellcheck="false">`)}</div>
        <div class="field">${field("title", "Title", `<input id="ed-title" autocomplete="off">`)}</div>
        <div class="field size">${field("width", "Width", `<input id="ed-width" type="number" min="1" inputmode="numeric">`)}</div>
        <div class="field size">${field("height", "Height", `<input id="ed-height" type="number" min="1" inputmode="numeric">`)}</div>
        <button type="button" id="ed-new">New empty level</button>
      </fieldset>
      <fieldset class="fields"><legend>Hand, in order</legend>
        <ol id="ed-hand-list" class="cards-list"></ol>
        <div class="add"><label for="ed-hand-add">Card</label><select id="ed-hand-add">${options(this.choices.hand)}</select>
        <button type="button" id="ed-hand-add-button">Add to hand</button></div>
        <p class="field-problem" id="ed-hand-problem" hidden></p>
      </fieldset>
      <fieldset class="fields"><legend>Assemble pool</legend>
        <label class="check"><input type="checkbox" id="ed-pool-pin"> Pin it (unpinned, it is every collectible minion: a new card would change the level)</label>
        <div id="ed-pool-list" class="pool"></div>
        <p class="field-problem" id="ed-pool-problem" hidden></p>
      </fieldset>`;
  }

  /** Makes an edit and redraws. */
  private edit(edit: Edit, done: string): void {
    this.editor.edit(edit, done);
    this.changed();
  }

  private click(e: Event): void {
    const target = (e.target as Element).closest<HTMLElement>("button, [data-problem]");
    if (!target) return;
    const def = this.editor.def;
    const tool = target.dataset.tool;
    if (tool !== undefined) {
      const brush = this.brushes.get(tool);
      this.editor.tool = brush
        ? { type: "brush", brush }
        : tool === "erase"
          ? { type: "erase" }
          : { type: "select" };
      this.editor.message = `Tool: ${this.toolName(this.editor.tool)}. Click or drag on the grid (or the arrows, then Enter or Space).`;
      this.editor.error = "";
      this.changed();
      // The grid takes focus, where the arrows move the tile cursor and Enter or Space uses the tool; it
      // is scrolled to when the tool was picked by the keyboard (a click of detail 0), not under the mouse.
      document.getElementById("grid")?.focus({ preventScroll: (e as MouseEvent).detail !== 0 });
      return;
    }
    const entry = target.dataset.entry;
    if (entry !== undefined) {
      const [list, index] = entry.split(":");
      const at: Entry = { list: list as Entry["list"], index: Number(index) };
      const action = target.dataset.action;
      if (action === "remove")
        this.edit({ type: "remove", entry: at }, `Removed ${entry.replace(":", "[")}].`);
      else if (action === "oldest" || action === "newest")
        this.edit({ type: "order", entry: at, to: action }, `Moved it to the ${action} place of its list.`);
      return;
    }
    const hand = def.hand ?? [];
    const handIndex = target.dataset.hand;
    if (handIndex !== undefined) {
      const i = Number(handIndex);
      const next = [...hand];
      if (target.dataset.action === "up" && i > 0) [next[i - 1], next[i]] = [next[i], next[i - 1]];
      else if (target.dataset.action === "remove") next.splice(i, 1);
      this.edit({ type: "hand", hand: next }, "Changed the hand.");
      return;
    }
    const problem = target.dataset.problem;
    if (problem !== undefined) {
      this.focusProblem(problem);
      return;
    }
    switch (target.id) {
      case "ed-hand-add-button": {
        const card = byId<HTMLSelectElement>("ed-hand-add").value;
        this.edit({ type: "hand", hand: [...hand, card] }, `Added ${card} to the hand.`);
        return;
      }
      case "ed-new":
        this.newLevel(emptyLevel(8, 6));
        return;
    }
  }

  private change(e: Event): void {
    const el = e.target as HTMLInputElement;
    const def = this.editor.def;
    switch (el.id) {
      case "ed-name":
      case "ed-title": {
        // Said with the file Save now writes: always for the name (it is the file's name), for the title
        // when the file's name follows it (a level with no name).
        const field = el.id === "ed-name" ? "name" : "title";
        const said = `${field === "name" ? "Name" : "Title"} ${el.value === "" ? "cleared" : `set to ${showValue(el.value)}`}`;
        const file = levelFileName({ ...def, [field]: el.value === "" ? undefined : el.value });
        const writes = field === "name" || file !== levelFileName(def) ? `: Save writes ${file}` : "";
        this.edit({ type: "text", field, value: el.value }, `${said}${writes}${replaces(file, def)}.`);
        return;
      }
      case "ed-width":
      case "ed-height": {
        // An empty field (a number input holding text is empty too) is NaN, not Number("")'s 0.
        const typed = el.value.trim() === "" ? Number.NaN : Number(el.value);
        const width = el.id === "ed-width" ? typed : def.width;
        const height = el.id === "ed-height" ? typed : def.height;
        const dropped =
          Number.isInteger(width) && Number.isInteger(height) ? droppedBy(def, width, height) : 0;
        const note = dropped ? ` ${dropped} off the grid removed (Undo brings them back).` : "";
        this.edit({ type: "resize", width, height }, `Resized to ${width}×${height}.${note}`);
        return;
      }
      case "ed-pool-pin":
        this.edit(
          { type: "pool", pool: el.checked ? this.choices.collectible : null },
          el.checked
            ? "Pinned the pool to today's collectible minions."
            : "The pool is every collectible minion.",
        );
        return;
    }
    const pooled = el.dataset.pool;
    if (pooled !== undefined) {
      const pool = new Set(def.pool ?? []);
      if (el.checked) pool.add(pooled);
      else pool.delete(pooled);
      const ordered = this.choices.pool.filter((n) => pool.has(n));
      const unknown = [...pool].filter((n) => !this.choices.pool.includes(n));
      this.edit(
        { type: "pool", pool: [...ordered, ...unknown] },
        `${el.checked ? "Added" : "Removed"} ${pooled}.`,
      );
    }
  }

  /** Shows where a problem is: selects its tile, or focuses its field. */
  private focusProblem(where: string): void {
    const tile = /^(\d+),(\d+)$/.exec(where);
    if (tile) {
      this.editor.cursor = [Number(tile[1]), Number(tile[2])];
      this.changed();
      return;
    }
    const focus: Record<string, string> = { hand: "ed-hand-add", pool: "ed-pool-pin" };
    document.getElementById(focus[where] ?? `ed-${where}`)?.focus();
  }

  private toolName(tool: Tool): string {
    return tool.type === "brush" ? brushName(tool.brush) : tool.type;
  }

  /** Brings the panel up to date with the editor. */
  render(): void {
    const { editor } = this;
    const def = editor.def;
    const placed = editor.problems;
    const key = toolKey(editor.tool);
    this.root.querySelectorAll<HTMLElement>("[data-tool]").forEach((b) => {
      b.setAttribute("aria-pressed", String(b.dataset.tool === key));
    });
    syncStops(this.root, ".brushes", "button.brush");
    byId("ed-tool").textContent = `Tool: ${this.toolName(editor.tool)}`;
    const message = byId("ed-message");
    message.textContent = editor.error || editor.message;
    message.classList.toggle("bad", editor.error !== "");
    const warnings = editor.warnings;
    const verdict = placed.all.length ? "bad" : warnings.length ? "warn" : "ok";
    byId("ed-problems").className = `problems ${verdict}`;
    byId("ed-problems").innerHTML = problemsMarkup(def, placed.all, warnings);
    byId("ed-tile").innerHTML = tileMarkup(
      def,
      editor.cursor,
      placed.tiles.get(editor.cursor.join(",")) ?? [],
    );
    this.setValue("ed-name", def.name ?? "");
    this.setValue("ed-title", def.title ?? "");
    this.setValue("ed-width", String(def.width));
    this.setValue("ed-height", String(def.height));
    for (const f of ["name", "title", "width", "height", "hand", "pool"] as const)
      this.fieldProblems(f, placed.fields.get(f) ?? []);
    byId("ed-hand-list").innerHTML = handMarkup(def.hand ?? []);
    byId<HTMLInputElement>("ed-pool-pin").checked = def.pool !== undefined;
    byId("ed-pool-list").innerHTML = def.pool === undefined ? "" : poolMarkup(this.choices.pool, def.pool);
  }

  /** An input's value, unless the user is typing in it. */
  private setValue(id: string, value: string): void {
    const el = byId<HTMLInputElement>(id);
    if (document.activeElement !== el && el.value !== value) el.value = value;
  }

  private fieldProblems(field: LevelField, problems: Problem[]): void {
    const box = byId(`ed-${field}-problem`);
    box.hidden = problems.length === 0;
    box.textContent = problems.map((p) => `${p.path}: ${p.message}`).join("\n");
    const control = document.getElementById(`ed-${field}`);
    if (control) {
      control.setAttribute("aria-invalid", String(problems.length > 0));
      if (problems.length > 0) control.setAttribute("aria-describedby", box.id);
      else control.removeAttribute("aria-describedby");
    }
  }
}
