/**
 * The edit API (docs/api.md, the hooks' calls; docs/rules.md §5.6 "Edits"): placing and removing
 * objects outside a step is recorded as a step is, an undo entry of its own, so `undo()` takes the edit
 * back with the rules it changed (a word removed comes back with its rule). Inside a step or move of the
 * level (a destroy hook's call) the edit joins that step's entry; a level without history records none.
 */
import { addObject, checkCell, checkId, kindIndex, removeObjects as removeNow } from "./board";
import { badArgument } from "./errors";
import { checkRoom } from "./room";
import type { Level } from "./types";
import { undoable } from "./undo";

/** Removes the given objects from the grid, as one undoable edit; ids of dead objects are ignored (§5.5 default hook). */
export function removeObjects(level: Level, ids: readonly number[]): void {
  if (!Array.isArray(ids)) throw badArgument("removeObjects", "ids", ids, "an array of object ids");
  for (let i = 0; i < ids.length; i++) checkId(level, ids[i], "removeObjects"); // checked first: a refusal records nothing
  undoable(level, removeNow, ids, 0);
}

/**
 * Places an object of `kind` at (x, y) after checking both and that the grid has room for it (content
 * LEVEL_LIMITS.objects), as one undoable edit; returns its id (docs/api.md M6). An error names `what`
 * placed it: the user's call (`place`) or a hook's (a word a card writes, seam 3).
 */
export function placeObject(level: Level, kind: string, x: number, y: number, what = "place"): number {
  const k = kindIndex(level, kind, what);
  checkCell(level, x, y, what);
  checkRoom(level, 1, what);
  undoable(level, addAt, k, y * level.width + x);
  return level.nextId - 1;
}

/** `addObject` of kind `k` on `cell` (y·width + x), facing right (§5.4). */
function addAt(level: Level, k: number, cell: number): void {
  addObject(level, k, cell % level.width, Math.trunc(cell / level.width));
}
