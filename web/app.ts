/**
 * The playground's state and what the player can do: load a level, step, pick a card, choose a
 * tile, undo, restart. Every move goes through the play layer's `Session` (the harness); the page
 * is redrawn from `viewOf(session)` after each one. Nothing here decides a rule. The playground
 * plays with the repository's content (its words, seam words and cards, bundled).
 */
import { repositoryContent } from "../src/content/content";
import type { LevelDef } from "../src/harness";
import { formatAction, type PlayerAction } from "../src/play/notation";
import { Session } from "../src/play/session";
import { type SessionView, viewOf } from "../src/play/view";
import { choose } from "./dialog";
import { type Dir, stepCursor } from "./input";

/** Waiting for nothing, or for the tile a card goes to (a spell's target, a minion's place). */
export type Mode = { type: "idle" } | { type: "target" | "place"; card: string };

/** What the page draws besides the view. */
export interface Status {
  mode: Mode;
  cursor: [number, number];
  message: string;
  error: string;
}

/** The first tile (row by row) that holds no object: where the placement cursor starts. */
function firstEmptyTile(v: SessionView): [number, number] | null {
  const taken = new Set(v.objects.map((o) => `${o.x},${o.y}`));
  for (let y = 0; y < v.height; y++)
    for (let x = 0; x < v.width; x++) if (!taken.has(`${x},${y}`)) return [x, y];
  return null;
}

/**
 * The first thing a player reads on a level: its title and how to play it (the keys that move, wait,
 * undo and restart; with cards in the hand, that a card is played by clicking it, or by C and Enter). A level lost before
 * its first move (nothing is YOU) is only said to be open: the banner says why nothing moves.
 */
export function welcome(v: SessionView): string {
  if (v.lost) return `Opened ${v.title}.`;
  const cards =
    v.hand.length > 0
      ? " Click a card in the hand to play it (or press C to reach the hand, then Enter)."
      : "";
  return `Playing ${v.title}: arrows or WASD move, Space waits a turn, U undoes, R restarts.${cards}`;
}

export class Playground {
  session: Session | null = null;
  status: Status = { mode: { type: "idle" }, cursor: [0, 0], message: "", error: "" };
  /**
   * Whether the message says what to do now (the welcome, `Place …: click an empty tile`) rather than
   * reporting what just happened (`Stepped right.`, `Restarted (U undoes it).`, `Saved …`): only the
   * former still holds after a refusal (see `tell`).
   */
  private guides = false;

  /** `onWin` is called once each time the game becomes won. */
  constructor(
    private readonly redraw: () => void,
    private readonly onWin: () => void = () => {},
  ) {}

  /** Opens a level; a bad definition leaves the current level and shows the error, naming `source`. */
  load(def: LevelDef, source: string): boolean {
    let session: Session;
    try {
      session = new Session(def, repositoryContent());
    } catch (err) {
      this.fail(`${source}: ${(err as Error).message}`);
      return false;
    }
    this.resume(session, welcome(viewOf(session)), true);
    return true;
  }

  /**
   * Plays on with `session` (a viewer's step: its undo walks back along the steps), saying `message`
   * (`guides`: it says what to do, as the welcome does).
   */
  resume(session: Session, message: string, guides = false): void {
    this.session = session;
    this.idle();
    this.tell(message, guides);
  }

  view(): SessionView | null {
    return this.session ? viewOf(this.session) : null;
  }

  /**
   * The status line shows the latest event: `message` replaces what was said before, the error included
   * (`guides`: it says what to do now, see `fail`).
   */
  tell(message: string, guides = false): void {
    this.status.message = message;
    this.status.error = "";
    this.guides = guides;
    this.redraw();
  }

  /**
   * Shows an error (the last action changed nothing), in place of the message before it: beside the
   * refusal a report read as if it were what just happened (`Restarted (U undoes it).` next to a card
   * refused after it). A message saying what to do stays, as it still holds (a card refused on the tile
   * chosen still waits for one; the welcome).
   */
  fail(message: string): void {
    this.status.error = message;
    if (!this.guides) this.status.message = "";
    this.redraw();
  }

  /** No card waits; the cursor goes back to the corner. */
  private idle(): void {
    this.status.mode = { type: "idle" };
    this.status.cursor = [0, 0];
  }

  /**
   * Applies an action, asking the chooser dialog for as many answers as the engine needs (the engine
   * applies nothing until it has them all). A card refused on the tile chosen (not empty, no target
   * there) still waits for a tile, as its message says.
   */
  async run(action: PlayerAction, label: string): Promise<void> {
    const s = this.session;
    if (!s) return;
    const waiting = this.status.mode;
    this.status.mode = { type: "idle" };
    try {
      let outcome = s.apply(action);
      while (outcome.type === "choose") {
        const answer = await choose(outcome.kind, outcome.options);
        // Another level was opened while the chooser asked (Back): the question was about a game no
        // longer shown, and nothing of the card was applied.
        if (this.session !== s) return;
        if (answer === null) return this.tell(`${label.replace(/\.$/, "")}: cancelled.`);
        const asked = outcome.action as Extract<PlayerAction, { type: "card" }>;
        outcome = s.apply({ ...asked, choices: [...asked.choices, answer] });
      }
      if (s.won()) this.onWin();
      this.tell(label);
    } catch (err) {
      if (action.type === "card" && action.tile !== null) this.status.mode = waiting;
      this.fail((err as Error).message);
    }
  }

  /** An arrow or WASD key: a step, or a cursor move while a card waits for its tile. */
  move(dir: Dir): void {
    const v = this.view();
    if (!v) return;
    if (this.status.mode.type === "idle") {
      void this.run({ type: "step", dir }, `Stepped ${dir}.`);
      return;
    }
    this.status.cursor = stepCursor(this.status.cursor, dir, v.width, v.height);
    this.redraw();
  }

  /** Space, `.` or the pad's Wait: a whole turn in which YOU does not move (docs/rules.md §5.5). */
  wait(): void {
    if (!this.view()) return;
    if (this.status.mode.type !== "idle") {
      this.tell("Choose the card's tile first, or Escape to cancel it.", true);
      return;
    }
    void this.run({ type: "step", dir: "wait" }, "Waited a turn.");
  }

  /**
   * A card in the hand was picked. A minion waits for an empty tile (one the engine refuses on every
   * empty tile is refused at once, saying why); a spell the harness accepts with no target is cast at
   * once; a spell that some minion in play would accept as target waits for one; one that needs a target
   * with no minion in play is refused, saying it needs a minion clicked.
   */
  pickCard(card: string): void {
    const s = this.session;
    const v = this.view();
    if (!s || !v || s.engine.kind !== "spellgrid") return;
    const over = s.over();
    if (over !== null) {
      this.fail(over);
      return;
    }
    const mode = this.status.mode;
    if (mode.type !== "idle" && mode.card === card) {
      this.cancel();
      return;
    }
    const info = v.hand.find((c) => c.card === card);
    if (!info) return;
    const g = s.engine.game;
    const first = v.objects.find((o) => o.minion);
    if (info.type !== "spell") {
      // A card the engine refuses on every tile is refused now, in the engine's words (`checkPlayAnywhere`:
      // the card's own reason first, whatever the grid holds, then a grid with no empty tile), rather than
      // waiting for a tile every click of which it would refuse.
      const refused = g.checkPlayAnywhere(card);
      if (refused !== null) {
        this.fail(refused);
        return;
      }
      this.status.mode = { type: "place", card };
      this.status.cursor = firstEmptyTile(v) ?? this.status.cursor;
      this.tell(`Place ${card}: click an empty tile (or move the cursor, Enter). Esc cancels.`, true);
      return;
    }
    if (g.checkCast(card) === null) {
      void this.run({ type: "card", card, tile: null, choices: [] }, `Cast ${card}.`);
      return;
    }
    if (v.objects.some((o) => o.minion && g.checkCast(card, o.id) === null)) {
      this.status.mode = { type: "target", card };
      if (first) this.status.cursor = [first.x, first.y];
      this.tell(`Cast ${card}: click a minion (or move the cursor, Enter). Esc cancels.`, true);
      return;
    }
    // A spell that needs a target, with no minion in play to click (its definition says so, §3.6): say what
    // it waits for rather than the engine's words.
    if (info.needsTarget) {
      this.fail(`${card} needs a target: click a minion (there is none in play now).`);
      return;
    }
    this.fail(g.checkCast(card) ?? `${card} cannot be cast now`);
  }

  /** A tile was chosen (clicked, or Enter on the cursor): the waiting card goes there. */
  pickTile(x: number, y: number): void {
    const mode = this.status.mode;
    if (mode.type === "idle") return;
    const verb = mode.type === "place" ? "Played" : "Cast";
    void this.run(
      { type: "card", card: mode.card, tile: [x, y], choices: [] },
      `${verb} ${mode.card} at (${x}, ${y}).`,
    );
  }

  confirm(): void {
    this.pickTile(...this.status.cursor);
  }

  cancel(): void {
    if (this.status.mode.type === "idle") return;
    this.status.mode = { type: "idle" };
    this.tell("Cancelled.");
  }

  /**
   * Back one action (or a restart), on every level: the session keeps the states to go back to. At the
   * start already (no move since the level was loaded, nothing to go back to), nothing is undone and the
   * player is told so calmly, in the words Restart uses there: pressing U once too often is no mistake.
   * So too at the oldest state the session keeps after a long game, in the session's words.
   */
  undo(): void {
    const s = this.session;
    if (!s) return;
    const refusal = s.undoRefusal;
    if (refusal !== null) {
      // Nothing to go back to is no mistake: said calmly, at the start as R says it, and after a long
      // game in the session's words (the history keeps only the last N steps).
      const message =
        s.history.length === 0
          ? `Already at the start of ${s.title}: nothing to undo.`
          : `${refusal[0].toUpperCase()}${refusal.slice(1)}.`;
      this.idle();
      this.tell(message);
      return;
    }
    // With no action since the start, what undo can take back is a restart (an action adds to the history).
    const last = s.history.at(-1);
    void this.run(
      { type: "undo" },
      last ? `Undone: ${formatAction(last)}.` : "Undone: the restart (back to the game before it).",
    );
  }

  /**
   * Back to the level's start (undo brings the game back). At the start already (no move since it was
   * loaded or restarted), nothing is restarted and nothing is added for undo to take back.
   */
  restart(): void {
    const s = this.session;
    if (!s) return;
    const atStart = s.history.length === 0;
    if (!atStart) s.restart();
    const message = atStart
      ? `Already at the start of ${s.title}: nothing to restart.`
      : "Restarted (U undoes it).";
    this.idle();
    this.tell(message);
  }
}
