/**
 * `npm run schemas`: writes every generated schema to schema/ (Node only). Run it after changing the
 * card vocabulary (src/engine/cards/vocabulary.ts) or a limit; tests/content/schemas.test.ts fails
 * while a committed schema differs from what this writes.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SCHEMAS, type SchemaKind, schemaText } from "./index";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

const files = (Object.keys(SCHEMAS) as SchemaKind[]).map((kind) => {
  writeFileSync(join(ROOT, SCHEMAS[kind].file), schemaText(kind));
  return SCHEMAS[kind].file;
});
const biome = spawnSync(join(ROOT, "node_modules/.bin/biome"), ["format", "--write", ...files], {
  cwd: ROOT,
  stdio: "inherit",
});
if (biome.status !== 0) process.exitCode = 1;
for (const file of files) console.log(`wrote ${file}`);
