/**
 * Writing files for the commands (src/content/write-files.ts): a failure names the path and says what
 * is wrong in words.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { fileError, writeTextFile } from "../../src/content/write-files";

const temp = () => mkdtempSync(join(tmpdir(), "spellgrid-write-"));

describe("writeTextFile", () => {
  test("writes the text, replacing a file of the same name", () => {
    const file = join(temp(), "a.json");
    writeTextFile(file, "one");
    writeTextFile(file, "two");
    expect(readFileSync(file, "utf8")).toBe("two");
  });

  test("a missing folder, a folder in the file's place or a file in a folder's place is said in words", () => {
    const dir = temp();
    expect(() => writeTextFile(join(dir, "no/such/a.json"), "x")).toThrow(
      new Error(`${join(dir, "no/such/a.json")}: no such folder (${join(dir, "no/such")})`),
    );
    mkdirSync(join(dir, "sub"));
    expect(() => writeTextFile(join(dir, "sub"), "x")).toThrow(new Error(`${join(dir, "sub")}: is a folder`));
    writeFileSync(join(dir, "file"), "");
    expect(() => writeTextFile(join(dir, "file/a.json"), "x")).toThrow(
      new Error(`${join(dir, "file/a.json")}: a part of the path is a file, not a folder`),
    );
    expect(existsSync(join(dir, "no"))).toBe(false);
    expect(statSync(join(dir, "sub")).isDirectory()).toBe(true);
  });

  test("a refused write is 'permission denied', an unknown code is shown as it is", () => {
    const refused = Object.assign(new Error("EACCES: permission denied, open '/x'"), { code: "EACCES" });
    expect(fileError("/x", refused).message).toBe("/x: permission denied");
    expect(fileError("/x", Object.assign(new Error("?"), { code: "EWEIRD" })).message).toBe("/x: EWEIRD");
  });
});
