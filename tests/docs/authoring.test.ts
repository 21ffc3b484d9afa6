/**
 * docs/authoring.md cannot drift (issue 10 item 8): every step of the guide is run, in order, in a fresh
 * copy of the repository (its code, cards, words, decks, levels, replays and schemas, with node_modules linked),
 * as a user would run it in their clone: files written, edits applied, and every ```sh block run with
 * bash, its output compared with the ```text block the guide shows after it (conventions in
 * tests/docs/guide.ts and the guide's last section). The commands are the real npm scripts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { ROOT } from "../architecture/source";
import {
  copyRepository,
  guideSteps,
  masked,
  matches,
  runStep,
  type Step,
  withoutGuideContent,
  withoutNpmLines,
} from "./guide";

const GUIDE = "docs/authoring.md";
const steps = guideSteps(readFileSync(join(ROOT, GUIDE), "utf8"));
const copy = copyRepository(ROOT);
withoutGuideContent(copy.dir, steps);
afterAll(() => copy.remove());

/** A step as the test names it: the guide's line and what it does. */
function title(step: Step): string {
  const what =
    step.kind === "sh"
      ? step.script.split("\n")[0]
      : `${step.kind === "file" ? "write" : "edit"} ${step.path}`;
  return `${GUIDE}:${step.line}: ${what}`;
}

describe(`${GUIDE}, step by step in a fresh copy of the repository`, () => {
  test("the guide writes a card, edits the words, writes a level and a deck, and runs every command it shows", () => {
    const commands = steps.flatMap((s) => (s.kind === "sh" ? [s.script] : [])).join("\n");
    for (const command of [
      "npm run check",
      "npm run solve --",
      "--save-replays",
      "npm run replay --",
      "npm start --",
    ])
      expect(commands).toContain(command);
    expect(steps.filter((s) => s.kind === "file").map((s) => s.path)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^cards\//),
        expect.stringMatching(/^levels\//),
        expect.stringMatching(/^decks\//),
      ]),
    );
    expect(steps.some((s) => s.kind === "diff" && s.path === "content/words.json")).toBe(true);
  });

  test.each(steps.map((s) => [title(s), s] as const))("%s", (_title, step) => {
    const result = runStep(copy.dir, step);
    if (result === null || step.kind !== "sh") return;
    const shown = masked(withoutNpmLines(result.output));
    const expected = masked(step.expected ?? "");
    if (!matches(expected, shown)) expect(shown).toBe(expected);
    expect(result.code, `exit code of:\n${step.script}\n${result.output}`).toBe(0);
  });

  test("after the whole guide the repository's content checks with no problem and no warning, as npm test needs", () => {
    const check = { kind: "sh" as const, line: 0, script: "npm run -s check -- --strict", expected: null };
    const result = runStep(copy.dir, check)!;
    expect(result.output).toMatch(/^checked \d+ files \(.*\): no problems\n$/);
    expect(result.code).toBe(0);
  });
});
