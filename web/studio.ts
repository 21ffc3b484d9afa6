/**
 * SpellGrid Studio's state: the level open and where it came from, the screen shown (play, edit, or an
 * error page), the player (app.ts), the editor (editor.ts), the step-through viewer of a solution or a
 * replay, and the solver. Every transition between them is a method here; main.ts draws the state and
 * turns the page's events into these calls. Nothing here decides a rule: the play layer, the checker and
 * the solver do.
 */
import { repositoryContent } from "../src/content/content";
import { formatProblem } from "../src/content/problems";
import type { LevelDef } from "../src/harness";
import type { PlayerAction } from "../src/play/notation";
import { Steps } from "../src/play/steps";
import { type ObjectView, propertiesOf } from "../src/play/view";
import { Playground } from "./app";
import { fileOf } from "./draft-check";
import { Editor } from "./editor";
import { admit, canDraw, type ErrorPage, refusedPage, titleOf, unknownLevelPage } from "./level-admission";
import { LEVELS } from "./levels";
import { nextLevel, type ProgressStore, recordWin, wonLevels } from "./progress";
import { SolverRun } from "./solver-run";

/** Where the open level came from: a shipped level (by file name), a share link, a file, the editor. */
export type Source =
  | { type: "shipped"; name: string }
  | { type: "shared" }
  | { type: "file"; name: string }
  | { type: "edited" };

/** What the page shows. */
export type Screen = "play" | "edit" | "error";

/** The step-through viewer: what it shows, its steps, and what the viewer has to say about them. */
export interface Viewer {
  title: string;
  steps: Steps;
  notes: string[];
  /** The action that cannot be played, naming it (the steps after it cannot be reached), or null. */
  failed: string | null;
  /** The last move that could not be made (an action on the way failed). */
  error: string;
}

export class Studio {
  screen: Screen = "play";
  level: { def: LevelDef; source: Source } | null = null;
  errorPage: ErrorPage | null = null;
  viewer: Viewer | null = null;
  /**
   * A dropped level with problems and the complaint that named them: offered to the editor from the
   * error box while that complaint is the error shown (`fixOffer`).
   */
  rejected: { def: LevelDef; message: string } | null = null;
  readonly content = repositoryContent();
  readonly play: Playground;
  readonly editor: Editor;
  readonly solver = new SolverRun(this.content);

  constructor(
    readonly redraw: () => void,
    private readonly store: ProgressStore | null,
  ) {
    this.play = new Playground(redraw, () => this.won());
    this.editor = new Editor({ width: 1, height: 1, objects: [] }, this.content);
  }

  /** The shipped levels won so far (by fingerprint: as they are now). */
  get progress(): string[] {
    return wonLevels(this.store, LEVELS);
  }

  /** The shipped level open and unchanged, if any. */
  get shipped(): string | null {
    const l = this.level;
    return l?.source.type === "shipped" ? l.source.name : null;
  }

  /**
   * What the rules make object `o` of the board shown (the tile's tooltip): in the editor, of what can be
   * read of the level at its start (`Editor.known`: while it has problems, the level without the entries
   * they name); in play, of the viewer's step or the game in play.
   */
  boardProperties(o: ObjectView): readonly string[] {
    if (this.screen === "edit") {
      const known = this.editor.known;
      const id = known?.idOf(o.id) ?? null;
      return known && id !== null ? propertiesOf(known.session, id) : [];
    }
    if (this.screen !== "play") return [];
    const session = this.viewer ? this.viewer.steps.session() : this.play.session;
    return session ? propertiesOf(session, o.id) : [];
  }

  /** What the tooltip adds under the tile's objects: in the editor, why its properties are partial or none. */
  get boardNote(): string {
    return this.screen === "edit" ? this.editor.knownNote : "";
  }

  /** The level the tools act on: the editor's in edit mode, else the open one. */
  get current(): LevelDef | null {
    return this.screen === "edit" ? this.editor.def : (this.level?.def ?? null);
  }

  /** Opens a shipped level by file name in play; an unknown name shows the error page. */
  openShipped(name: string): void {
    const level = LEVELS.find((l) => l.name === name);
    if (level) this.open(level.def, { type: "shipped", name }, "play");
    else this.showError(unknownLevelPage(name));
  }

  /**
   * Opens a level from the URL or a file in play or in the editor. A level with problems opens the error
   * page with the checker's problems (and "fix it in the editor" when the editor can draw it).
   */
  open(def: LevelDef, source: Source, mode: "play" | "edit"): void {
    this.viewer = null;
    this.rejected = null;
    if (mode === "edit" && canDraw(def)) {
      this.level = { def, source };
      this.editor.open(def);
      this.screen = "edit";
      this.redraw();
      return;
    }
    const admission = admit(def, this.content);
    if (admission.problems.length > 0) {
      this.level = null;
      this.showError(refusedPage(def, admission));
      return;
    }
    this.level = { def, source };
    this.play.load(def, fileOf(def));
    this.screen = "play";
    this.redraw();
  }

  /** Shows the error page. */
  showError(page: ErrorPage): void {
    this.errorPage = page;
    this.screen = "error";
    this.viewer = null;
    this.redraw();
  }

  /**
   * A level file dropped or picked: opened in the editor when editing (problems and all, to be fixed
   * there), else in play; a level with problems is not played: the error says it was not opened and
   * which level stays open, then lists its problems, with an offer to fix the file in the editor.
   */
  openFile(def: LevelDef, name: string): void {
    if (this.screen === "edit" && canDraw(def)) {
      this.open(def, { type: "file", name }, "edit");
      return;
    }
    const { drawable, problems } = admit(def, this.content, name);
    if (problems.length > 0) {
      // Said first: the file was not opened, and which level the board still shows (the problems name
      // only the file, so the level left open behind them read as the file's).
      const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
      const current = this.current;
      const stays = current ? ` ${titleOf(current)} stays open.` : "";
      const heading = `${name} was not opened: it has ${count} (below).${stays}`;
      const message = [heading, ...problems.map(formatProblem)].join("\n");
      this.rejected = drawable ? { def, message } : null;
      this.complain(message);
      return;
    }
    this.open(def, { type: "file", name }, "play");
  }

  /**
   * The rejected level the error box offers to open in the editor: only while the error shown is the
   * complaint about it (another file's error, or a refused move, is not about that file).
   */
  get fixOffer(): LevelDef | null {
    const r = this.rejected;
    return r && this.screen === "play" && this.play.status.error === r.message ? r.def : null;
  }

  /**
   * Says something where the screen shows it (the editor's message line, or the player's status line,
   * where it is the latest event: it replaces the error shown before it).
   */
  tell(message: string): void {
    if (this.screen !== "edit") {
      this.play.tell(message);
      return;
    }
    this.editor.message = message;
    this.redraw();
  }

  /** Says what went wrong where the screen shows it (the editor's message line, or the player's error box). */
  complain(message: string): void {
    if (this.screen === "edit") {
      this.editor.error = message;
      this.redraw();
    } else this.play.fail(message);
  }

  /** E: play ↔ edit on the same level. Leaving the editor plays what was edited, if it has no problems. */
  toggle(): void {
    switch (this.screen) {
      case "error": {
        const fix = this.errorPage?.fix;
        if (fix) this.open(fix, { type: "edited" }, "edit");
        return;
      }
      case "play": {
        const level = this.level;
        if (!level) return;
        this.viewer = null;
        if (this.editor.def !== level.def) this.editor.open(level.def);
        this.screen = "edit";
        this.redraw();
        return;
      }
      case "edit": {
        const def = this.editor.def;
        const problems = this.editor.problems.all;
        if (problems.length > 0) {
          this.editor.error = `This level has ${problems.length} problem${problems.length === 1 ? "" : "s"} (listed in the editor): fix them to play it.`;
          this.redraw();
          return;
        }
        this.screen = "play";
        if (this.level?.def === def && this.play.session?.def === def) {
          this.redraw();
          return;
        }
        this.level = { def, source: { type: "edited" } };
        this.play.load(def, fileOf(def));
        this.redraw();
        return;
      }
      default:
        this.screen satisfies never;
    }
  }

  /** A new, empty level in the editor; from the editor, one edit that Ctrl+Z takes back (`Editor.startOver`). */
  newLevel(def: LevelDef): void {
    if (this.screen !== "edit") {
      this.open(def, { type: "edited" }, "edit");
      return;
    }
    this.level = { def, source: { type: "edited" } };
    this.editor.startOver(def);
    this.redraw();
  }

  /** The game was won by the player's own move: the level, as it is, is progress. */
  private won(): void {
    const def = this.play.session?.def;
    if (def) recordWin(this.store, def);
  }

  /**
   * The shipped level to offer after a win: the next one after a shipped level, else the first not won
   * (null when every other shipped level is won).
   */
  get next(): string | null {
    if (!this.play.session?.won()) return null;
    return nextLevel(
      LEVELS.map((l) => l.name),
      this.shipped,
      this.progress,
    );
  }

  /** Solves the level the tools act on; the panel redraws on progress, the page at the end. */
  async solve(drawSolver: () => void): Promise<void> {
    const def = this.current;
    if (!def) return;
    await this.solver.solve(def, () => (this.solver.running ? drawSolver() : this.redraw()));
  }

  /** Whether the solver's result is for the level the tools act on now. */
  get solutionFresh(): boolean {
    return this.solver.freshFor(this.current);
  }

  // The step-through viewer.

  /** Steps through the solver's solution on the board (leaving the editor, which plays the level). */
  viewSolution(): void {
    const r = this.solver.result;
    if (!r?.solved || !this.solutionFresh) return;
    if (this.screen === "edit") this.toggle();
    if (this.screen !== "play" || !this.level) return;
    this.view(`Solution: ${r.actions.length} actions`, this.level.def, r.actions, []);
  }

  /** Opens the viewer over `actions` played on `def`. */
  view(title: string, def: LevelDef, actions: PlayerAction[], notes: string[]): void {
    const steps = new Steps(def, this.content, actions);
    let failed: string | null = null;
    try {
      steps.state(steps.last);
    } catch (err) {
      failed = (err as Error).message;
    }
    this.viewer = { title, steps, notes, failed, error: "" };
    this.play.status.mode = { type: "idle" };
    this.redraw();
  }

  /** Leaves the viewer: back to the game as it was. */
  closeViewer(): void {
    this.viewer = null;
    this.redraw();
  }

  /** Leaves the viewer and plays on from the step it shows. */
  playFromHere(): void {
    const v = this.viewer;
    const level = this.level;
    if (!v || !level) return;
    this.viewer = null;
    const at = v.steps.position;
    this.play.resume(
      v.steps.session(at),
      `${titleOf(level.def)}: playing on from step ${at} (U walks back along the steps).`,
    );
    this.redraw();
  }
}
