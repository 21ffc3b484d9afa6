/**
 * A JSON file a user wrote that does not parse is named with the line and column of the mistake
 * (src/content/json-text.ts): JSON.parse in Node 20 and in Chromium says only "at position 35", a count
 * of characters nobody can find in an editor. Every loader parses through parseJsonText, so npm run
 * check, the terminal, the solver, the duel and the studio all say it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { main as checkMain } from "../../src/content/check-cli";
import { REPOSITORY_ROOT } from "../../src/content/content-root";
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

  test("a mistake JSON.parse gives no place for (a comma before ]; a word cut short) is found by reading again", () => {
    expect(message('{ "name": "Cut", "cards": [\n  "Wisp",\n  ]\n}')).toMatch(
      /^Unexpected token ']', .* is not valid JSON \(line 3, column 3\)$/s,
    );
    expect(message('{\n  "a": tru }')).toMatch(/\(line 2, column 8\)$/);
    expect(message("abc")).toMatch(/\(line 1, column 1\)$/);
    expect(message('{"a": "\\q"}')).toMatch(/\(line 1, column 9\)$/);
  });

  test("every one-character cut or doubling of a card file that JSON.parse refuses is given its place", () => {
    const card = readFileSync(join(REPOSITORY_ROOT, "cards/harvest-golem.json"), "utf8");
    let refused = 0;
    for (let i = 0; i < card.length; i++) {
      for (const text of [card.slice(0, i) + card.slice(i + 1), card.slice(0, i + 1) + card.slice(i)]) {
        let m: string | null = null;
        try {
          JSON.parse(text);
        } catch {
          m = message(text);
        }
        if (m === null) continue;
        refused++;
        expect(m, JSON.stringify(text)).toMatch(
          /\((line \d+, column \d+|at the end of the file, line \d+)\)$/,
        );
      }
    }
    expect(refused).toBeGreaterThan(100); // most cuts in a blank or a name leave JSON
  });

  test("npm run check prints it", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-json-text-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, "bad.json"), '{\n  "name": "Broken",\n  "cost": 1,\n}\n');
    const r = runMain(checkMain, [join(dir, "bad.json")], dir);
    expect(r.out[0]).toMatch(/bad\.json: invalid JSON: .* \(line 4, column 1\)$/);
  });
});
