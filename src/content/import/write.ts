/**
 * Writing an import (docs/rules.md §7, "Importing levels"; Node only): the output folder is laid out
 * like the repository, each level in `levels/NAME.json` and its solution's replay in
 * `replays/NAME.replay.json` (format 2, as `npm run replay` checks it), so `npm run check -- DIR`
 * checks it as a whole and `npm start -- DIR/levels/NAME.json` plays a level. A file of the same name
 * is replaced: importing again gives the same files.
 */
import { existsSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import type { LevelDef } from "../../harness";
import { writeReplay } from "../../play/replay-file";
import { findContentRoot } from "../content-root";
import { makeFolder, writeTextFile } from "../write-files";
import type { ImportedLevel } from "./convert";

/** What was written for one level: its level file and its replay file (or null), under `out` as given. */
export interface Written {
  readonly level: string;
  readonly replay: string | null;
}

/** A level file's text: fields in the schema's order, one object per line, as the shipped levels are laid out. */
export function levelFileText(def: LevelDef, schema: string | undefined): string {
  const head = { ...(schema === undefined ? {} : { $schema: schema }), name: def.name, title: def.title };
  const lines = Object.entries(head)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  lines.push(`  "width": ${def.width},`, `  "height": ${def.height},`);
  const objects = def.objects.map(
    (o) => `    { "kind": ${JSON.stringify(o.kind)}, "x": ${o.x}, "y": ${o.y} }`,
  );
  const list = objects.length === 0 ? `  "objects": []` : `  "objects": [\n${objects.join(",\n")}\n  ]`;
  return `{\n${lines.join("\n")}\n${list}\n}\n`;
}

/** The level schema seen from `dir`, when the content root above it ships one (the repository does). */
function levelSchemaFrom(dir: string): string | undefined {
  const root = findContentRoot(dir);
  const schema = root === null ? null : join(root, "schema", "level.schema.json");
  return schema !== null && existsSync(schema) ? relative(dir, schema).split(sep).join("/") : undefined;
}

/** Creates `out`/levels and `out`/replays, or throws an Error saying which folder cannot be written. */
export function prepareOutput(out: string): void {
  for (const dir of [out, join(out, "levels"), join(out, "replays")])
    try {
      makeFolder(dir);
    } catch (err) {
      throw new Error(`--out ${out}: ${(err as Error).message}`);
    }
}

/**
 * Writes one imported level (and its replay) into the folder `out`, prepared by `prepareOutput`; the
 * paths returned are under `shown`, the folder as the user named it (`out` is where it is, resolved
 * from the folder the command was typed in, which `npm run` does not start the command in).
 */
export function writeImported(out: string, level: ImportedLevel, shown: string = out): Written {
  const name = `${level.name}.json`;
  const file = join(out, "levels", name);
  writeTextFile(file, levelFileText(level.def, levelSchemaFrom(resolve(out, "levels"))));
  if (level.solution === null) return { level: join(shown, "levels", name), replay: null };
  const replay = `${level.name}.replay.json`;
  writeReplay(join(out, "replays", replay), level.solution, file);
  return { level: join(shown, "levels", name), replay: join(shown, "replays", replay) };
}
