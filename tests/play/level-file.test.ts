/** A level file's errors name the file in place of the level's name. */

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { badLevel } from "../../src/engine/grid";
import { levelFileError, openLevel } from "../../src/play/level-file";
import { Session } from "../../src/play/session";

describe("a level file's errors", () => {
  test("an engine error names the file instead of the level", () => {
    expect(
      levelFileError(
        "a.json",
        { name: "x" } as never,
        new Error('level "x": hand[0] "Nope": is not a known card'),
      ),
    ).toEqual(new Error('a.json: hand[0] "Nope": is not a known card'));
    expect(
      levelFileError(
        "a.json",
        {} as never,
        new Error('level "(unnamed)": width 0: must be a positive integer'),
      ),
    ).toEqual(new Error("a.json: width 0: must be a positive integer"));
    expect(levelFileError("a.json", { name: "x" } as never, new Error("cards/y.json: text[0]: bad"))).toEqual(
      new Error("a.json: cards/y.json: text[0]: bad"),
    );
  });

  test("the lead is replaced as the engines write it: a name with quotes or backslashes, or past 80 characters", () => {
    for (const name of ['say "hi"', "back\\slash", "n".repeat(120)]) {
      const err = badLevel(name, "width", 0, "must be a positive integer");
      expect(err.message.startsWith(`level "${name}": `)).toBe(false); // the name is escaped or cut there
      expect(levelFileError("a.json", { name } as never, err)).toEqual(
        new Error("a.json: width: 0 must be a positive integer"),
      );
    }
  });

  test("openLevel reads, makes, and names the file in every error", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-level-file-"));
    const file = join(dir, "l.json");
    writeFileSync(
      file,
      JSON.stringify({ name: "l", width: 2, height: 1, objects: [{ kind: "baba", x: 2, y: 0 }] }),
    );
    let message = "";
    try {
      openLevel(file, (def) => new Session(def, repositoryContent()));
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toBe(`${file}: objects[0].x: 2 is off the 2×1 grid (x is 0 to 1)`); // FILE: field: problem
    expect(message).toContain("2×1");
    expect(message).not.toContain('level "');
    expect(() => openLevel(join(dir, "none.json"), () => 0)).toThrow(
      `${join(dir, "none.json")}: cannot read the file (no such file)`,
    );
    // An empty file (or one of blanks, a byte-order mark too) is said to be empty, not "Unexpected end of JSON input".
    for (const text of ["", " \n", "\uFEFF"]) {
      writeFileSync(join(dir, "empty.json"), text);
      expect(() => openLevel(join(dir, "empty.json"), () => 0)).toThrow(
        `${join(dir, "empty.json")}: not valid JSON (the file is empty)`,
      );
    }
    // A folder is said to be one.
    expect(() => openLevel(dir, () => 0)).toThrow(`${dir}: cannot read the file (a folder, not a file)`);
    // An empty argument ("$LEVEL" unset) is said so, not shown as ": cannot read the file (no such file)".
    expect(() => openLevel("", () => 0)).toThrow('the file name is empty (""): name a file');
    // A device never ends (/dev/zero): refused before it is read, where the command used to hang.
    expect(() => openLevel("/dev/zero", () => 0)).toThrow(
      "/dev/zero: cannot read the file (a device, not a file)",
    );
    writeFileSync(file, JSON.stringify({ name: "l", width: 2, height: 1, objects: [] }));
    expect(openLevel(file, (def) => def.width)).toMatchObject({ made: 2, def: { name: "l" } });
  });
});
