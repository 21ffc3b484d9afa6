/**
 * Every command the README shows a newcomer in a shell block runs as its comment says, as the npm
 * script it names (package.json), from the repository's root, with `q` typed: a level plays (its title
 * shown), a replay opens in the viewer, `--help` names the duel's options too; and each command of its
 * table of tools that names a file exits 0 (done: solved, matches). Left out: what installs (`npm ci`,
 * `bash .ci/run`) and the AI match, which takes minutes (tests/duel/cli.test.ts runs it).
 * The commands run at once, side by side, so the test takes a few seconds.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { ROOT, STATE_HOME } from "./helpers";

const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const scripts: Record<string, string> = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts;

/** The commands of the README's ```sh blocks: `npm start -- …` and `npm run X -- …`, comments apart. */
const commands = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)]
  .flatMap((m) => m[1].split("\n"))
  .map((line) => {
    const [command, comment = ""] = line.split(/\s+# /);
    return { command: command.trim(), comment };
  })
  .filter(({ command }) => /^npm (start|run \w+)( |$)/.test(command));

/** The commands of the README's table of tools that name a file (`npm run solve -- levels/….json`), but the match. */
const tools = [...readme.matchAll(/^\| `(npm run \w+ -- [^`]*\.json)`/gm)]
  .map((m) => m[1])
  .filter((command) => !command.startsWith("npm run duel"));

/** Runs `npm start …` / `npm run X …` as its package.json script (no npm in between), `q` on its input. */
function run(command: string): Promise<{ code: number | null; out: string }> {
  const m = /^npm (?:start|run (\w+))(?: -- (.*))?$/.exec(command)!;
  const script = scripts[m[1] ?? "start"];
  return new Promise((done) => {
    const child = spawn(`${script} ${m[2] ?? ""}`, {
      cwd: ROOT,
      shell: true,
      env: {
        ...process.env,
        PATH: `${join(ROOT, "node_modules/.bin")}:${process.env.PATH}`,
        NO_COLOR: "1",
        XDG_STATE_HOME: STATE_HOME,
      },
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.stdin.end("q\n");
    child.on("close", (code) => done({ code, out }));
  });
}

/** What a command must print: a level's title, a replay's first step, the help's duel usage. */
function expected(command: string): string {
  const file = /(\S+\.json)$/.exec(command)?.[1];
  if (command.includes("--help")) return "npm start -- --duel";
  if (file?.endsWith(".replay.json")) return `Step 0 of`;
  const level = file ?? "levels/l1-double-tap.json";
  return `${JSON.parse(readFileSync(join(ROOT, level), "utf8")).title} (`;
}

test("the README shows commands to run", () => {
  expect(commands.map((c) => c.command)).toContain("npm start");
  expect(commands.length).toBeGreaterThanOrEqual(4);
});

test.concurrent("every npm start of the README runs, exits 0 on q, and shows what its comment says", async () => {
  const played = commands.filter((c) => c.command.startsWith("npm start"));
  const results = await Promise.all(played.map((c) => run(c.command)));
  played.forEach(({ command, comment }, i) => {
    const { code, out } = results[i];
    expect({ command, code }).toEqual({ command, code: 0 });
    expect(out, command).toContain(expected(command));
    // A level the comment names by title is that level.
    const title = /"([^"]+)"/.exec(comment)?.[1];
    if (title !== undefined) expect(out, command).toContain(title);
  });
}, 60_000);

test.concurrent("every tool of the README's table that names a file runs on it and exits 0", async () => {
  expect(tools.length).toBeGreaterThanOrEqual(2);
  const results = await Promise.all(tools.map(run));
  for (const [i, command] of tools.entries())
    expect({ command, code: results[i].code }, results[i].out).toEqual({ command, code: 0 });
}, 60_000);
