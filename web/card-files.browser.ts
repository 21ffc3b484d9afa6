/**
 * The browser's stand-in for `src/content/card-files.ts` (aliased in `vite.config.ts`): the same
 * exports, but the card files are bundled at build time. Each file and then the set is validated,
 * exactly as on disk; the first bad file throws. The definitions are deeply frozen, as on disk.
 */

import { noteSource, validateCardDef, validateCardSet } from "../src/content/card-validate";
import { deepFreeze } from "../src/content/deep-freeze";
import type { CardDef } from "../src/engine/cards/card-def";
import { parseBundled } from "./bundled-json";

const FILES = parseBundled(
  import.meta.glob<string>("../cards/*.json", { eager: true, query: "?raw", import: "default" }),
);

/** Where the bundled cards came from (only a label in the browser). */
export const CARDS_DIR = "cards/";

let cached: CardDef[] | undefined;

/** Every bundled card definition, validated, in file-name order (`dir` is ignored in the browser). */
export function readCardDir(_dir: string = CARDS_DIR): CardDef[] {
  if (cached) return cached;
  const paths = Object.keys(FILES).sort();
  const defs = paths.map((path) => validateCardDef(FILES[path], path.replace(/^\.\.\//, "")));
  validateCardSet(defs, (_name, index) => paths[index].replace(/^\.\.\//, ""));
  deepFreeze(defs); // shared by every game, as on disk: compiled once (src/engine/cards/registry.ts)
  defs.forEach((def, i) => {
    noteSource(def, paths[i].replace(/^\.\.\//, ""));
  });
  cached = defs;
  return defs;
}
