/** Legal actions on a pure Baba level: the four steps (no undo in search: a lost state is a dead end). */
import type { Content } from "../content/content";
import { LEVEL_CONFIG } from "../content/turn";
import * as grid from "../engine/grid";
import type { LevelDef } from "../harness";
import type { Model, Successor } from "./model";

/** The steps in the order the solver tries them (w, s, a, d). */
export const DIRS: readonly grid.Dir[] = ["up", "down", "left", "right"];

/** The grid engine as a search model; the undo history is switched off in every state. */
export function babaModel(def: LevelDef, content: Pick<Content, "lexicon">): Model<grid.Level> {
  const stepped = (level: grid.Level, dir: grid.Dir) => {
    const next = grid.cloneLevel(level);
    grid.step(next, dir);
    next.history.length = 0;
    return next;
  };
  const start = grid.createLevel(def, content.lexicon, LEVEL_CONFIG);
  start.historyLimit = 0;
  start.history = [];
  return {
    start,
    hash: grid.levelKey,
    won: grid.isWon,
    lost: grid.isLost,
    successors(level) {
      const out: Successor<grid.Level>[] = [];
      for (const dir of DIRS) out.push({ action: { type: "step", dir }, state: stepped(level, dir) });
      return out;
    },
    apply(level, action) {
      if (action.type !== "step")
        throw new Error(`a pure Baba level is solved by steps only, not ${action.type}`);
      return stepped(level, action.dir);
    },
  };
}
