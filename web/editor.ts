/**
 * The editor's state, without the page: the level being edited (with undo and redo), the tool in hand,
 * the tile cursor, and the level's problems as the checker finds them after every edit. The page
 * (editor-ui.ts) draws it and turns clicks, drags and keys into calls here.
 */
import type { Content } from "../src/content/content";
import type { Problem, Warning } from "../src/content/problems";
import type { LevelDef } from "../src/harness";
import { plural } from "../src/play/plural";
import type { Session } from "../src/play/session";
import { applyEdit, type Brush, type Edit } from "./draft";
import { checkDraft, fileOf, type PlacedProblems, placeProblems } from "./draft-check";
import { type KnownStart, knownStart } from "./draft-known";
import { EditHistory } from "./edit-history";
import { type Dir, stepCursor } from "./input";

/** What a click on a tile does: paint a brush, erase the tile's newest entry, or only select the tile. */
export type Tool = { type: "brush"; brush: Brush } | { type: "erase" } | { type: "select" };

/** What a brush places, by its own name: `BABA`, `rock`, `Powder Keg`. */
const brushWhat = (b: Brush): string => (b.type === "word" ? b.word : b.type === "thing" ? b.kind : b.card);

/** How a brush is named to a person: `text BABA`, `rock`, `Powder Keg`. */
export function brushName(brush: Brush): string {
  return brush.type === "word" ? `text ${brush.word}` : brushWhat(brush);
}

/** The key a tool is known by in the page (`word:BABA`, `thing:rock`, `minion:Powder Keg`, `erase`). */
export function toolKey(tool: Tool): string {
  return tool.type === "brush" ? `${tool.brush.type}:${brushWhat(tool.brush)}` : tool.type;
}

/**
 * What undo and redo say, done or with nothing to do: past the end of the history they change nothing and
 * say so calmly, as the player's undo and Restart say "Already at the start": a key pressed once too often
 * is no mistake.
 */
const TRAVEL_SAYS = {
  undo: { done: "Undid the last edit.", none: "Already at the oldest edit: nothing to undo." },
  redo: { done: "Redid the edit.", none: "Already at the newest edit: nothing to redo." },
} as const;

/** A version of the level as the checker found it (checked once per version). */
interface Checked {
  def: LevelDef;
  problems: PlacedProblems;
  raw: Problem[];
  /** How many problems the checker found. */
  count: number;
  warnings: Warning[];
  start: Session | null;
  /** What can be read of the level at its start (`Editor.known`), made at the first ask. */
  known?: KnownStart | null;
}

export class Editor {
  readonly history: EditHistory<LevelDef>;
  tool: Tool = { type: "select" };
  cursor: [number, number] = [0, 0];
  /** The last edit's outcome, for the page's message line. */
  message = "";
  error = "";
  private checked: Checked | null = null;
  /** Tiles already changed by the drag in progress (a drag paints or erases each tile once). */
  private stroke: Set<string> | null = null;

  constructor(
    def: LevelDef,
    readonly content: Content,
  ) {
    this.history = new EditHistory(def);
  }

  get def(): LevelDef {
    return this.history.current;
  }

  /** The level's problems, by place (checked once per version of the level). */
  get problems(): PlacedProblems {
    return this.check().problems;
  }

  /** The level's warnings (it loads but cannot be played as it stands), checked with its problems. */
  get warnings(): Warning[] {
    return this.check().warnings;
  }

  /** The level made into a game at its start, when it has no problem (for the rules it spells). */
  get start(): Session | null {
    return this.check().start;
  }

  /**
   * What can be read of the level at its start, for what its rules make each object (the tile's tooltip)
   * and the rules panel: its game (`start`) when it has no problem, else the game made of it without the
   * entries its problems name (draft-known.ts; `left` of them), or null when nothing can be.
   */
  get known(): KnownStart | null {
    const checked = this.check();
    if (checked.start) return { session: checked.start, left: 0, idOf: (id) => id };
    if (checked.known === undefined) checked.known = knownStart(checked.def, checked.raw, this.content);
    return checked.known;
  }

  /**
   * What the tooltip and the rules panel add while the level has problems: that what they say is read
   * without the entries the problems name, or why they say nothing; "" when the level has none.
   */
  get knownNote(): string {
    const { count } = this.check();
    if (count === 0) return "";
    const known = this.known;
    const has = `The level has ${plural(count, "problem")} (listed in the editor)`;
    const they = count === 1 ? ["it names", "it is"] : ["they name", "they are"];
    return known
      ? `${has}: this is read as if the ${plural(known.left, "entry", "entries")} ${they[0]} were removed.`
      : `${has}: its rules can be read once ${they[1]} fixed.`;
  }

  private check(): Checked {
    const def = this.def;
    if (this.checked?.def !== def) {
      const { problems, warnings, session } = checkDraft(def, this.content, fileOf(def));
      this.checked = {
        def,
        problems: placeProblems(def, problems),
        warnings,
        start: session,
        count: problems.length,
        raw: problems,
      };
    }
    return this.checked;
  }

  /** Starts editing another level: nothing to undo. */
  open(def: LevelDef): void {
    this.history.reset(def);
    this.cursor = [0, 0];
    this.message = "";
    this.error = "";
  }

  /**
   * Starts over on `def` (New empty level) as one edit: Ctrl+Z brings back the level before it, which a
   * stray Enter on the button (the Tab stop after the Height field) had discarded for good.
   */
  startOver(def: LevelDef): void {
    this.endStroke();
    this.history.set(def);
    this.cursor = [0, 0];
    this.error = "";
    this.message = `New empty level, ${def.width}×${def.height} (Ctrl+Z brings back the level before it).`;
  }

  /** Makes one edit (one undo step, or part of the drag in progress); a bad edit changes nothing and says why. */
  edit(edit: Edit, done = ""): boolean {
    try {
      this.history.set(applyEdit(this.def, edit));
    } catch (err) {
      this.error = (err as Error).message;
      return false;
    }
    this.error = "";
    this.message = done;
    return true;
  }

  /** The tool used on tile (x, y), which becomes the cursor. */
  use(x: number, y: number): void {
    this.cursor = [x, y];
    const key = `${x},${y}`;
    if (this.stroke?.has(key)) return;
    this.stroke?.add(key);
    const tool = this.tool;
    switch (tool.type) {
      case "select":
        this.message = "";
        this.error = "";
        return;
      case "erase":
        this.edit({ type: "erase", x, y }, `Erased the newest entry on (${x}, ${y}).`);
        return;
      case "brush":
        this.edit(
          { type: "paint", brush: tool.brush, x, y },
          `Painted ${brushName(tool.brush)} on (${x}, ${y}).`,
        );
        return;
      default:
        tool satisfies never;
    }
  }

  /** Moves the tile cursor one tile, staying on the grid. */
  moveCursor(dir: Dir): void {
    this.cursor = stepCursor(this.cursor, dir, this.def.width, this.def.height);
  }

  /** A drag begins: every tile it crosses is used once, and the whole drag is one undo step. */
  beginStroke(): void {
    this.stroke = new Set();
    this.history.begin();
  }

  endStroke(): void {
    this.stroke = null;
    this.history.commit();
  }

  /** Back one edit (`TRAVEL_SAYS`: past the oldest, nothing changes); false when there is none. */
  undo(): boolean {
    return this.travel("undo");
  }

  /** Forward one undone edit; false when there is none. */
  redo(): boolean {
    return this.travel("redo");
  }

  private travel(way: "undo" | "redo"): boolean {
    this.endStroke();
    const done = this.history[way]();
    this.message = TRAVEL_SAYS[way][done ? "done" : "none"];
    this.error = "";
    return done;
  }
}
