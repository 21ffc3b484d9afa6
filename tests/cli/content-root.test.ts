/**
 * The commands find the content root of the file they are given (the nearest folder above it holding
 * content/words.json) and play with its words and cards; errors name the file.
 */
import { afterAll, describe, expect, test } from "vitest";
import { copyContent } from "../content/copy";
import { runCli, runScript } from "./helpers";

/** A user's folder with a noun the repository does not have, and a level that uses it. */
const c = copyContent();
afterAll(() => c.remove());
c.edit<{ words: unknown[] }>("content/words.json", (w) => {
  w.words.push({ word: "GIZMO", class: "noun" });
});
c.write("levels/gizmo.json", {
  name: "gizmo",
  width: 4,
  height: 2,
  objects: [
    { kind: "text:GIZMO", x: 0, y: 0 },
    { kind: "text:IS", x: 1, y: 0 },
    { kind: "text:YOU", x: 2, y: 0 },
    { kind: "text:WIN", x: 3, y: 0 },
    { kind: "gizmo", x: 0, y: 1 },
  ],
});
const level = c.path("levels/gizmo.json");

describe("a level in a user's content folder", () => {
  test("npm start plays it with the folder's words", () => {
    const r = runCli([level], ["q"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("GIZMO IS YOU");
  });

  test("npm run solve solves it with the folder's words", () => {
    const r = runScript("src/solver/cli.ts", [level, "--workers", "1"]);
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/^unsolvable: every reachable state was explored\n/);
  });

  test("a level that does not load: solve names the file", () => {
    c.write("levels/broken.json", { width: 2, height: 1, objects: [{ kind: "nope", x: 0, y: 0 }] });
    const file = c.path("levels/broken.json");
    const r = runScript("src/solver/cli.ts", [file, "--workers", "1"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `solve: ${file}: objects[0].kind: "nope": NOPE is not a noun of the lexicon (a thing is a lower-case noun, text is text:WORD): add it to content/words.json as a noun ({ "word": "NOPE", "class": "noun" })\n`,
    );
  });
});
