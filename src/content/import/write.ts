/**
 * Writing an import (docs/rules.md §7, "Importing levels"; Node only): the output folder is laid out
 * like the repository, each level in `levels/NAME.json` and its solution's replay in
 * `replays/NAME.replay.json` (format 2, as `npm run replay` checks it), so `npm run check -- DIR`
 * checks it as a whole and `npm start -- DIR/levels/NAME.json` plays a level. Importing again is
 * idempotent: a level whose files are there already, identical, is left as it is and said so; a file of
 * the same name holding something else (a level edited since, another source's level) is never
 * overwritten: the level is skipped, naming that file.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import type { LevelDef } from "../../harness";
import { replayFileText } from "../../play/replay-file";
import { findContentRoot } from "../content-root";
import { makeFolder, writeTextFile } from "../write-files";
import type { ImportedLevel } from "./convert";

/**
 * What became of one level's files, under `out` as given: written (or `unchanged`, every file being
 * there already with the same text), its level file and its replay file (or null); or not written,
 * since `clash`, a file of the same name, holds something else.
 */
export type Written =
  | {
      readonly type: "written";
      readonly level: string;
      readonly replay: string | null;
      readonly unchanged: boolean;
    }
  | { readonly type: "clash"; readonly clash: string };

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

/** Whether `path` holds exactly `text`: "same", "absent", or "other" (something else, or not a file). */
function onDisk(path: string, text: string): "same" | "absent" | "other" {
  if (!existsSync(path)) return "absent";
  try {
    return readFileSync(path, "utf8") === text ? "same" : "other";
  } catch {
    return "other";
  }
}

/**
 * Writes one imported level (and its replay) into the folder `out`, prepared by `prepareOutput`; the
 * paths returned are under `shown`, the folder as the user named it (`out` is where it is, resolved
 * from the folder the command was typed in, which `npm run` does not start the command in). Files there
 * already with the same text are left as they are; if one holds something else, nothing is written.
 */
export function writeImported(out: string, level: ImportedLevel, shown: string = out): Written {
  const name = `${level.name}.json`;
  const file = join(out, "levels", name);
  const files = [
    {
      path: file,
      shown: join(shown, "levels", name),
      text: levelFileText(level.def, levelSchemaFrom(resolve(out, "levels"))),
    },
  ];
  const replay = `${level.name}.replay.json`;
  if (level.solution !== null) {
    const path = join(out, "replays", replay);
    files.push({
      path,
      shown: join(shown, "replays", replay),
      text: replayFileText(path, level.solution, file).text,
    });
  }
  const states = files.map((f) => onDisk(f.path, f.text));
  const clash = files.find((_, i) => states[i] === "other");
  if (clash !== undefined) return { type: "clash", clash: clash.shown };
  files.forEach((f, i) => {
    if (states[i] === "absent") writeTextFile(f.path, f.text);
  });
  return {
    type: "written",
    level: files[0].shown,
    replay: files[1]?.shown ?? null,
    unchanged: states.every((st) => st === "same"),
  };
}
