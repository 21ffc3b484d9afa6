/**
 * `npm run docs`: writes the generated reference into docs/authoring.md, between its markers (Node
 * only). Run it after changing the card vocabulary (src/engine/cards/vocabulary.ts), a limit or a
 * schema generator; tests/docs/reference.test.ts fails while the committed text differs.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { withReference } from "./reference";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const FILE = "docs/authoring.md";

const path = join(ROOT, FILE);
writeFileSync(path, withReference(readFileSync(path, "utf8"), FILE));
console.log(`wrote the reference in ${FILE}`);
