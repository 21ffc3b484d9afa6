/** The import formats by name (docs/rules.md §7, "Importing levels"): a new format is one module and one row. */
import type { ImportFormat } from "./format";
import { KEKE_FORMAT } from "./keke";

/** Every format `npm run import` reads, by the name typed on its command line. */
export const IMPORT_FORMATS: Readonly<Record<string, ImportFormat>> = {
  keke: KEKE_FORMAT,
};
