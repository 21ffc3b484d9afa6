/**
 * The course's workspace, in our repository. The course's "workspace cards/ directory" (docs/api.md M5:
 * "newGame loads every card file in the workspace's cards/ directory"; Module 5: the tests read the
 * same files with import.meta.glob) is, here, cards/ (what a player may meet) plus
 * tests/fixtures/cards/ (the course's fictional test cards, which players never see). This helper
 * makes the course's `newGame` and card-file list from both folders, so the course tests state
 * exactly what the course says.
 */
import type { CardDef } from "../../src/harness";

export { newGame } from "../fixtures/cards";

/** Every card file of the workspace, both folders, read as the course says (Vite's import.meta.glob). */
const files = {
  ...import.meta.glob<CardDef>("../../cards/*.json", { eager: true, import: "default" }),
  ...import.meta.glob<CardDef>("../fixtures/cards/*.json", { eager: true, import: "default" }),
};

/** The file name of a glob key (`../../cards/loot-hoarder.json` → `loot-hoarder.json`). */
const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** The workspace's card definitions, in file-name order. */
export const cardFiles: readonly CardDef[] = Object.entries(files)
  .sort(([a], [b]) => (fileName(a) < fileName(b) ? -1 : fileName(a) > fileName(b) ? 1 : 0))
  .map(([, def]) => def);
