import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { HELP } from "../src/cli/commands";
import { DUEL_HELP } from "../src/cli/play-duel-commands";
import { VIEWER_HELP } from "../src/cli/viewer";
import { USAGE } from "../src/content/check-cli";
import { LEVEL_WARNINGS } from "../src/content/level-warnings";
import { newDuel, newGame } from "../src/harness";
import { runCli, runScript } from "./cli/helpers";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

/** The README's engine example prints what the README says it prints. */
test("the README's log tree example is what the engine logs", () => {
  const block = /```ts\n([\s\S]*?)```/.exec(readme)![1];
  const printed = block
    .split("\n")
    .filter((l) => l.startsWith("// "))
    .map((l) => `${l.slice(3)}\n`)
    .join("");
  const g = newGame({ decks: [["Damaged Golem", "Damaged Golem"], []] });
  g.summon("Baron Rivendare");
  const hoarder = g.summon("Loot Hoarder");
  g.destroy(hoarder);
  expect(block).toContain('g.summon("Baron Rivendare");');
  expect(block).toContain('newGame({ decks: [["Damaged Golem", "Damaged Golem"], []] });');
  expect(g.logTree()).toBe(printed);
});

/** The README's duel example prints what it says, and its error is the one the duel throws. */
test("the README's duel example is what a duel logs", () => {
  const block = /```ts duel\n([\s\S]*?)```/.exec(readme)![1];
  const printed = block
    .split("\n")
    .filter((l) => l.startsWith("// "))
    .map((l) => `${l.slice(3)}\n`)
    .join("");
  const deck = Array(15).fill("Loot Hoarder");
  const d = newDuel({ decks: [deck, deck], seed: 1 });
  expect(() => d.play(d.hand(0)[0])).toThrow(/costs 2 mana, and player 0 has 1/.exec(readme)![0]);
  d.endTurn();
  d.cast("The Coin");
  const hoarder = d.hand(1)[0];
  d.play(hoarder);
  d.endTurn();
  d.endTurn();
  d.clearLog();
  d.attack(hoarder, d.hero(0));
  expect(block).toContain("newDuel({ decks: [deck, deck], seed: 1 });");
  expect(block).toContain("d.attack(hoarder, d.hero(0));");
  expect(d.logTree()).toBe(printed);
});

/**
 * The README's transcript of level 1 is what `npm start` prints for the input the README pipes in:
 * each run of lines between `...` appears in the real output, in order.
 */
test("the README's transcript is what the terminal player prints", () => {
  const input = /`printf '([^']*)' \| npm start`/.exec(readme)![1].split("\\n").filter(Boolean);
  expect(input).toContain("c Whirlwind");
  const transcript = /```\n(> c Whirlwind\n[\s\S]*?)```/.exec(readme)![1];
  const { stdout, code } = runCli([], input);
  expect(code).toBe(0);
  let from = 0;
  for (const part of transcript.split("\n...\n")) {
    const at = stdout.indexOf(part.trimEnd(), from);
    expect(at, `the README's lines\n${part}\nare printed, after the earlier ones`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
});

/**
 * Every kind of warning `npm run check` prints is named where a user reads about the command: its
 * `--help` and the README's table of tools (each row's gist, from the table itself, so a new warning
 * with no word in the README fails here).
 */
test("the check's --help and the README's row for it name every kind of warning", () => {
  const row = readme.split("\n").find((line) => line.startsWith("| `npm run check"))!;
  const help = USAGE.replace(/\s+/g, " ");
  for (const { name, gist } of LEVEL_WARNINGS) {
    expect(help, name).toContain(gist);
    expect(row, name).toContain(gist);
  }
});

/** The first column of the README's table whose header row starts with `header`, one cell a row. */
function keyColumn(header: string): string[] {
  const lines = readme.split("\n");
  const start = lines.findIndex((line) => line.startsWith(header));
  expect(start, header).toBeGreaterThan(-1);
  const rows: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(line.split("|")[1]);
  }
  return rows;
}

/**
 * The commands a help text lists: the first word of each entry's command column, and of each command
 * set apart in it by two spaces (`?  q`), leaving out placeholders (`N`) and notation (`a; b; c`). The
 * entries are the lines indented by two spaces; their descriptions start at one column, the widest
 * command's end.
 */
function helpCommands(help: string): string[] {
  const entries = help.split("\n").filter((line) => /^ {2}\S/.test(line));
  const column = Math.max(...entries.map((line) => /^ {2}\S.*?\s{2,}(?=\S)/.exec(line)![0].length));
  return entries
    .flatMap((line) =>
      line
        .slice(2, column)
        .trim()
        .split(/\s{2,}/),
    )
    .map((command) => command.split(/[\s,]/)[0])
    .filter((word) => /^([a-z]+|\?)$/.test(word));
}

/**
 * Each command the in-game help of the player, the replay viewer and the duel lists is in the README's
 * table for it (a command added to a help but not to the README fails here).
 */
test.each([
  ["| key                         | action", HELP],
  ["| key                     | in the viewer", VIEWER_HELP],
  ["| command        | in a duel", DUEL_HELP],
])("the README's table %s names every command of its help", (header, help) => {
  const column = keyColumn(header).join(" ");
  const commands = helpCommands(help);
  expect(commands.length).toBeGreaterThan(5);
  for (const command of commands) expect(column, command).toContain(`\`${command}`);
});

/**
 * The README's paragraph on `npm run import` quotes what the command prints: run on the file it names,
 * twice into one folder, every quoted line it shows (`N`, `M`, `K` standing for numbers, `…` for any
 * text) is printed, the summary by the first run, the rest by the second, and the level file it names is
 * written.
 */
test("the README's import paragraph quotes what npm run import prints, the first time and again", () => {
  const paragraph = readme.split("\n").find((line) => line.startsWith("Levels made for Baba is Y'all"))!;
  const sample = /\(`(tests\/fixtures\/[^`]+)` is one to try/.exec(paragraph)![1];
  const file = /\(named from its id and name, `([^`]+)`\)/.exec(paragraph)![1];
  const pattern = (quoted: string) =>
    new RegExp(
      quoted
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\b[NMK]\b/g, "\\d+")
        .replace(/…/g, ".*"),
    );
  const quoted = (at: string) => /`([^`]*)`/.exec(paragraph.slice(paragraph.indexOf(at)))![1];
  const summary = pattern(quoted("the command ends with"));
  const again = [pattern(quoted("says so (")), pattern(quoted("the last line adds"))];
  const out = mkdtempSync(join(tmpdir(), "spellgrid-readme-import-"));
  try {
    const args = ["keke", sample, "--out", out];
    const first = runScript("src/content/import/cli.ts", args);
    expect(first.stdout).toMatch(summary);
    expect(existsSync(join(out, "levels", file))).toBe(true);
    const second = runScript("src/content/import/cli.ts", args);
    for (const line of again) expect(second.stdout).toMatch(line);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
