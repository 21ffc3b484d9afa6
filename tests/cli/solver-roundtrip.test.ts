/**
 * The solver's output pasted into the terminal player wins: for every level in levels/, the script the
 * solver prints (formatScript of its solution) is piped as one line into the player. Every level runs
 * in-process through the piped-input source (`lineSource`, what `npm start` reads a pipe with); the
 * default level also runs as the real program, `npm start` with the line on its standard input.
 */

import { Readable } from "node:stream";
import { describe, expect, test } from "vitest";
import { DEFAULT_LEVEL } from "../../src/cli/args";
import { runRepl } from "../../src/cli/repl";
import { lineSource } from "../../src/cli/source";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { readLevel, shippedLevels } from "../../src/play/files";
import { formatScript } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { modelOf } from "../../src/solver/model";
import { solve } from "../../src/solver/search";
import { runCli } from "./helpers";

/** What the solver prints as the solution of `def`. */
function solverLine(path: string, def: LevelDef): string {
  const r = solve(modelOf(def, repositoryContent()), { maxStates: 200_000 });
  if (!r.solved) throw new Error(`${path} was not solved within 200,000 states`);
  return formatScript(r.actions);
}

/** The player echoed the pasted line, reported no problem ("! " lines), and showed the win. */
function expectWon(stdout: string, line: string): void {
  expect(stdout).toContain(`> ${line}\n`);
  expect(stdout.split("\n").filter((l) => l.startsWith("! "))).toEqual([]);
  expect(stdout).toContain("*** YOU WIN! ***");
}

describe("every solver solution, pasted as one line into the terminal player", () => {
  for (const { path, def } of shippedLevels())
    test(path, async () => {
      const line = solverLine(path, def);
      const session = new Session(def, repositoryContent());
      let out = "";
      const write = (t: string) => void (out += t);
      await runRepl({
        session,
        levelPath: path,
        source: lineSource(Readable.from([`${line}\n`]), write),
        write,
        color: false,
      });
      expectWon(out, line);
      expect(session.won()).toBe(true);
    });

  test("npm start, with the line piped to it, wins the default level", () => {
    const line = solverLine(DEFAULT_LEVEL, readLevel(DEFAULT_LEVEL));
    const { stdout, stderr, code } = runCli([], [line]);
    expect({ stderr, code }).toEqual({ stderr: "", code: 0 });
    expectWon(stdout, line);
  });
});
