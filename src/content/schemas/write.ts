/**
 * `npm run schemas`: writes every generated schema to schema/ (Node only). Run it after changing the
 * card vocabulary (src/engine/cards/vocabulary.ts) or a limit; tests/content/schemas.test.ts fails
 * while a committed schema differs from what this writes. It takes no arguments; a file that cannot be
 * written is one line naming it.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { noArguments, writeTextFile } from "../write-files";
import { SCHEMAS, type SchemaKind, schemaText } from "./index";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** What `--help` prints. */
export const SCHEMAS_USAGE =
  "usage: npm run schemas   (writes schema/*.json from the card vocabulary and the limits; takes no arguments)";

/**
 * The command, in the repository `root`: writes each schema (every text is made before the first is
 * written), formats them with biome, and says so; returns the exit code (0 written, 1 a file could not
 * be written or formatted, 2 an argument).
 */
export function writeSchemas(
  args: readonly string[],
  out: (line: string) => void,
  err: (line: string) => void,
  root = ROOT,
): number {
  const refused = noArguments("schemas", "schema/*.json", SCHEMAS_USAGE, args, out, err);
  if (refused !== null) return refused;
  const texts = (Object.keys(SCHEMAS) as SchemaKind[]).map((kind) => [SCHEMAS[kind].file, schemaText(kind)]);
  try {
    for (const [file, text] of texts) writeTextFile(join(root, file), text);
  } catch (e) {
    err(`schemas: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  const files = texts.map(([file]) => file);
  const biome = spawnSync(join(ROOT, "node_modules/.bin/biome"), ["format", "--write", ...files], {
    cwd: root,
    stdio: "inherit",
  });
  for (const file of files) out(`wrote ${file}`);
  return biome.status === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = writeSchemas(
    process.argv.slice(2),
    (l) => console.log(l),
    (l) => console.error(l),
  );
