/**
 * The content files the pages bundle (`levels/`, `cards/`, `decks/`), read as text and parsed here, as
 * every loader on disk parses them (src/content/json-text.ts): a file that is not JSON is an error naming
 * the file and where the mistake is (`levels/x.json: invalid JSON: … (line 1, column 22)`), which the page
 * shows (boot.ts). Bundled as JSON modules instead, such a file failed inside Vite, naming no file, and
 * left a blank page.
 */
import { parseJsonText } from "../src/content/json-text";

/**
 * Each file's JSON value, by the same keys (`import.meta.glob`'s paths, `../levels/x.json`).
 * @throws Error `levels/x.json: invalid JSON: …` for the first file, in path order, that is not JSON.
 */
export function parseBundled(files: Readonly<Record<string, string>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const path of Object.keys(files).sort()) {
    try {
      out[path] = parseJsonText(files[path]);
    } catch (e) {
      throw new Error(`${path.replace(/^(\.\.\/)+/, "")}: invalid JSON: ${(e as Error).message}`);
    }
  }
  return out;
}
