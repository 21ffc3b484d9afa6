/**
 * A JSON file a user wrote that does not parse is named with the line and column of the mistake
 * (src/content/json-text.ts): JSON.parse in Node 20 and in Chromium says only "at position 35", a count
 * of characters nobody can find in an editor. Every loader parses through parseJsonText, so npm run
 * check, the terminal, the solver, the duel and the studio all say it.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { main as checkMain } from "../../src/content/check-cli";
import { parseJsonText } from "../../src/content/json-text";
import { runMain } from "../run-main";

function message(text: string): string {
  try {
    parseJsonText(text);
  } catch (e) {
    expect(e).toBeInstanceOf(SyntaxError);
    return (e as Error).message;
  }
  throw new Error("parsed");
}

describe("invalid JSON names its line and column", () => {
  test("a trailing comma: the line and column of the character after it", () => {
    expect(message('{\n  "name": "Broken",\n  "cost": 1,\n}\n')).toMatch(/\(line 4, column 1\)$/);
  });

  test("a mistake on the first line, and after a byte-order mark (not counted: editors do not show it)", () => {
    expect(message('{ "name": "x", }')).toMatch(/\(line 1, column 16\)$/);
    expect(message('\uFEFF{ "name": "x", }')).toMatch(/\(line 1, column 16\)$/);
  });

  test("a file cut short: its last line", () => {
    expect(message('{\n  "name": "x",\n  "cost": ')).toMatch(/\(at the end of the file, line 3\)$/);
  });

  test("Windows line ends count as one", () => {
    expect(message('{\r\n  "a": 1,\r\n}')).toMatch(/\(line 3, column 1\)$/);
  });

  test("one place only, however the engine words it", () => {
    for (const text of ['{"a": 1,}', "[1, 2", "{\n'a': 1}", "nul", '{"a" 1}', "{} x"]) {
      expect(message(text).match(/line \d+/g), text).toHaveLength(1);
    }
  });

  test("npm run check prints it", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-json-text-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, "bad.json"), '{\n  "name": "Broken",\n  "cost": 1,\n}\n');
    const r = runMain(checkMain, [join(dir, "bad.json")], dir);
    expect(r.out[0]).toMatch(/bad\.json: invalid JSON: .* \(line 4, column 1\)$/);
  });
});
