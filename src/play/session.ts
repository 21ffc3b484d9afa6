/**
 * A play session over one level (docs/rules.md §7): what the terminal player, the playground, the solver and
 * replays share. It applies `PlayerAction`s through the harness, records them, restarts and undoes,
 * and describes the game for drawing. It computes nothing about the rules: the engines do.
 *
 * Choices (docs/rules.md §3.9) are data: a card action carries its chooser's answers. When the engine asks
 * for one more answer than the action holds, the attempt is thrown away (harness calls that throw
 * change nothing) and `apply` returns the question; the caller adds the answer and applies again.
 */
import type { Content } from "../content/content";
import { type Baba, type LevelDef, newBaba, newSpellGrid, type SpellGrid } from "../harness";
import type { PlayerAction } from "./notation";

/** A pure Baba level has no cards and no hand; anything else is a SpellGrid level. */
export type LevelKind = "baba" | "spellgrid";

export function levelKind(def: LevelDef): LevelKind {
  return (def.cards?.length ?? 0) > 0 || (def.hand?.length ?? 0) > 0 ? "spellgrid" : "baba";
}

/** Thrown by the session's chooser when an action holds no answer for the engine's next question. */
export class NeedChoice extends Error {
  constructor(
    readonly kind: "base" | "donor" | "half",
    readonly options: string[],
  ) {
    super(`a choice is needed: ${kind} (one of ${options.join(", ")})`);
  }
}

/** What applying an action did: it is done, or the engine needs one more chooser answer. */
export type Outcome =
  | { type: "done"; action: PlayerAction }
  | { type: "choose"; kind: "base" | "donor" | "half"; options: string[]; action: PlayerAction };

export type Engine = { kind: "baba"; game: Baba } | { kind: "spellgrid"; game: SpellGrid };

/** A game of `def` played with `content` (its words, seam words and cards). */
function start(def: LevelDef, content: Content): Engine {
  return levelKind(def) === "baba"
    ? { kind: "baba", game: newBaba(def, content.lexicon) }
    : {
        kind: "spellgrid",
        game: newSpellGrid(def, [], {
          lexicon: content.lexicon,
          seams: content.seams,
          library: content.cards,
        }),
      };
}

export class Session {
  engine: Engine;
  /** Every action applied since the start (or the last restart), answers included. */
  readonly history: PlayerAction[] = [];

  /** A session of `def`, played with `content` (the level's content root's, or the repository's). */
  constructor(
    readonly def: LevelDef,
    readonly content: Content,
  ) {
    this.engine = start(def, content);
  }

  get kind(): LevelKind {
    return this.engine.kind;
  }

  get title(): string {
    return this.def.title ?? this.def.name ?? "untitled level";
  }

  won(): boolean {
    return this.engine.game.won();
  }

  lost(): boolean {
    return this.engine.game.lost();
  }

  /** The card engine's log of the last action, as a tree ("" for pure Baba levels). */
  logTree(): string {
    return this.engine.kind === "spellgrid" ? this.engine.game.logTree() : "";
  }

  /**
   * Apply one action. A bad action throws an Error saying what was wrong, and changes nothing; an
   * action that needs one more chooser answer returns the question and changes nothing.
   */
  apply(action: PlayerAction): Outcome {
    const e = this.engine;
    switch (action.type) {
      case "step":
        if (e.kind === "spellgrid") e.game.clearLog();
        e.game.step(action.dir);
        break;
      case "undo":
        if (e.kind === "spellgrid") throw new Error("undo is not supported on SpellGrid levels (r restarts)");
        if (!e.game.undo()) throw new Error("nothing to undo");
        break;
      case "card": {
        if (e.kind === "baba") throw new Error("this is a pure Baba level: it has no cards");
        const outcome = this.applyCard(e.game, action);
        if (outcome) return outcome;
        break;
      }
      default:
        action satisfies never;
    }
    this.history.push(action);
    return { type: "done", action };
  }

  private applyCard(g: SpellGrid, action: Extract<PlayerAction, { type: "card" }>): Outcome | null {
    let asked = 0;
    g.setChooser((kind, options) => {
      if (asked < action.choices.length) return action.choices[asked++];
      throw new NeedChoice(kind, options);
    });
    g.clearLog();
    try {
      const def = g.state.game.cards.get(action.card)?.def ?? null;
      if (def?.type === "minion") {
        if (!action.tile)
          throw new Error(`${action.card} is a minion: play it onto an empty tile (c ${action.card} x y)`);
        g.play(action.card, action.tile[0], action.tile[1]);
      } else {
        const target = action.tile ? g.minionAt(action.tile[0], action.tile[1]) : null;
        if (action.tile && target === null)
          throw new Error(
            `there is no minion on tile (${action.tile[0]}, ${action.tile[1]}) to cast ${action.card} at`,
          );
        g.cast(action.card, target ?? undefined);
      }
    } catch (err) {
      if (err instanceof NeedChoice) return { type: "choose", kind: err.kind, options: err.options, action };
      throw err;
    }
    return null;
  }

  /** Back to the level as it was loaded; the history is emptied. */
  restart(): void {
    this.engine = start(this.def, this.content);
    this.history.length = 0;
  }
}
