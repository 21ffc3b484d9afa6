/**
 * `npm run docs`: writes the generated reference into docs/authoring.md, between its markers (Node
 * only). Run it after changing the card vocabulary (src/engine/cards/vocabulary.ts), a limit or a
 * schema generator; tests/docs/reference.test.ts fails while the committed text differs. It takes no
 * arguments; a failure (the markers missing, the file unwritable) is one line naming the file, and the
 * file is left as it was.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { noArguments, writeTextFile } from "../write-files";
import { withReference } from "./reference";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const FILE = "docs/authoring.md";

/** What `--help` prints. */
export const DOCS_USAGE = `usage: npm run docs   (writes the generated reference into ${FILE}; takes no arguments)`;

/** The file's text; one that cannot be read names itself. */
function readDoc(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (e) {
    throw new Error(
      `${FILE}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
    );
  }
}

/**
 * The command, in the repository `root`: writes the reference and says so; returns the exit code (0
 * written, 1 the file could not be read or written, 2 an argument).
 */
export function writeDocs(
  args: readonly string[],
  out: (line: string) => void,
  err: (line: string) => void,
  root = ROOT,
): number {
  const refused = noArguments("docs", FILE, DOCS_USAGE, args, out, err);
  if (refused !== null) return refused;
  const path = join(root, FILE);
  try {
    writeTextFile(path, withReference(readDoc(path), FILE));
  } catch (e) {
    err(`docs: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  out(`wrote the reference in ${FILE}`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = writeDocs(
    process.argv.slice(2),
    (l) => console.log(l),
    (l) => console.error(l),
  );
