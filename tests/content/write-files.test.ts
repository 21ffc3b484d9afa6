/**
 * Writing files and making folders for the commands (src/content/write-files.ts): a failure names the
 * path and says what is wrong in words, and making folders never hangs (a path under /proc makes Node
 * 20's recursive mkdir loop for ever) and leaves nothing behind when it fails.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { fileError, makeFolder, writeTextFile } from "../../src/content/write-files";
import { runScript, unmakeableFolder } from "../cli/helpers";

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

describe("makeFolder", () => {
  test("makes the folder and its missing parents; a folder that exists is fine", () => {
    const dir = join(temp(), "a", "b", "c");
    makeFolder(dir);
    makeFolder(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
  });

  test("a file in the way is named, and nothing is made", () => {
    const dir = temp();
    writeFileSync(join(dir, "file"), "");
    expect(() => makeFolder(join(dir, "file", "sub"))).toThrow(
      new Error(
        `cannot create the folder ${join(dir, "file", "sub")}: ${join(dir, "file")} is a file, not a folder`,
      ),
    );
    expect(() => makeFolder(join(dir, "file"))).toThrow(
      new Error(
        `cannot create the folder ${join(dir, "file")}: ${join(dir, "file")} is a file, not a folder`,
      ),
    );
  });

  test("a failure part-way removes the folders this call made", () => {
    const dir = temp();
    const long = "x".repeat(300);
    expect(() => makeFolder(join(dir, "a", "b", long))).toThrow(
      new Error(`cannot create the folder ${join(dir, "a", "b", long)}: the name is too long`),
    );
    expect(existsSync(join(dir, "a"))).toBe(false);
  });

  test("a folder under /proc is refused at once, in a process of its own (Node 20's recursive mkdir hangs there)", () => {
    const { path, why } = unmakeableFolder();
    const r = runScript("-e", [
      `import("./src/content/write-files.ts").then((m) => { try { m.makeFolder(${JSON.stringify(path)}); } catch (e) { console.log(e.message); } })`,
    ]);
    expect(r).toEqual({ code: 0, stdout: `cannot create the folder ${path}: ${why}\n`, stderr: "" });
  });
});
