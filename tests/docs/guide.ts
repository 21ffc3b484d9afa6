/**
 * Running a guide (docs/authoring.md) as a test: its steps read from the Markdown, a fresh copy of the
 * repository to run them in, and the comparison of what a command printed with what the guide shows.
 * The conventions, as the guide's "How this guide is tested" states them:
 * - a ```sh block is run with bash in the copy's root (stopping at the first failing command); what it
 *   prints (stdout and stderr, in order) is compared with the ```text block after it, and a ```sh block
 *   with no ```text block after it must print nothing;
 * - a ```json file=PATH block is written to PATH; a ```diff file=PATH block changes PATH (lines with a
 *   space are kept, "+" lines added, "-" lines removed);
 * - before the comparison npm's own lines are dropped, the solver's time and states/s figures and the
 *   counts of npm run check's summary are masked, and a line "..." in the guide stands for any lines.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** One step of a guide, with the line of the guide it starts on. */
export type Step =
  | { kind: "file"; line: number; path: string; text: string }
  | { kind: "diff"; line: number; path: string; lines: string[] }
  | { kind: "sh"; line: number; script: string; expected: string | null };

/** A fenced block: its info string, its text and the line its fence opens on (1-based). */
interface Fence {
  info: string;
  body: string;
  line: number;
}

/** Info strings that are shell commands under another name: the guide must use `sh`, so they are run. */
const OTHER_SHELLS = ["bash", "shell", "console", "zsh", "shell-session"];

function fences(markdown: string): Fence[] {
  const lines = markdown.split("\n");
  const out: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(.*)$/.exec(lines[i]);
    if (!open) continue;
    const close = lines.findIndex((l, j) => j > i && l === "```");
    if (close < 0) throw new Error(`guide line ${i + 1}: a code block is not closed`);
    out.push({ info: open[1].trim(), body: lines.slice(i + 1, close).join("\n"), line: i + 1 });
    i = close;
  }
  return out;
}

/** The steps of a guide, in order. */
export function guideSteps(markdown: string): Step[] {
  const blocks = fences(markdown);
  const steps: Step[] = [];
  blocks.forEach((b, i) => {
    const [lang, ...meta] = b.info.split(/\s+/);
    const file = meta.find((m) => m.startsWith("file="))?.slice("file=".length);
    if (OTHER_SHELLS.includes(lang))
      throw new Error(`guide line ${b.line}: write shell commands as \`\`\`sh so the test runs them`);
    if (lang === "text" && blocks[i - 1]?.info !== "sh")
      throw new Error(
        `guide line ${b.line}: a \`\`\`text block shows a command's output: put it after its \`\`\`sh`,
      );
    if (lang === "sh") {
      const next = blocks[i + 1];
      steps.push({
        kind: "sh",
        line: b.line,
        script: b.body,
        expected: next?.info === "text" ? next.body : null,
      });
    } else if ((lang === "json" || lang === "diff") && file) {
      if (lang === "json") steps.push({ kind: "file", line: b.line, path: file, text: `${b.body}\n` });
      else steps.push({ kind: "diff", line: b.line, path: file, lines: b.body.split("\n") });
    }
  });
  return steps;
}

/** A text with a diff step applied: its kept and removed lines must appear once, in a row. */
export function applyDiff(text: string, step: Extract<Step, { kind: "diff" }>): string {
  const bad = step.lines.find((l) => !/^[ +-]/.test(l));
  if (bad !== undefined)
    throw new Error(`guide line ${step.line}: a diff line starts with " ", "+" or "-": ${bad}`);
  const before = step.lines.filter((l) => l[0] !== "+").map((l) => l.slice(1));
  const after = step.lines.filter((l) => l[0] !== "-").map((l) => l.slice(1));
  const lines = text.split("\n");
  const at = (i: number) => before.every((l, k) => lines[i + k] === l);
  const found = lines.map((_, i) => i).filter(at);
  if (found.length !== 1)
    throw new Error(
      `guide line ${step.line}: ${step.path} holds the diff's lines ${found.length} times, not once:\n${before.join("\n")}`,
    );
  lines.splice(found[0], before.length, ...after);
  return lines.join("\n");
}

/** A `npm run` banner: `> name@version script` (then the command line and a blank line). */
const NPM_BANNER = /^> \S+@\S+ \S+$/;
/** npm's own messages (npm 10 prints `npm error …` lines when a script exits with an error). */
const NPM_MESSAGE = /^npm (error|ERR!|warn|WARN|notice)\b/;

/** What a command printed, without npm's own lines (the banner comes with a blank line on each side). */
export function withoutNpmLines(output: string): string {
  const lines = output.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (NPM_BANNER.test(lines[i]) && lines[i + 1]?.startsWith("> ")) {
      if (out.at(-1) === "") out.pop();
      i += lines[i + 2] === "" ? 2 : 1;
      continue;
    }
    if (!NPM_MESSAGE.test(lines[i])) out.push(lines[i]);
  }
  return out.join("\n");
}

/**
 * Figures that change from run to run or with the catalogue, masked: the solver's `time:` and
 * `states/s:` lines, and the counts of `npm run check`'s summary (`checked N files (N cards, …)`).
 */
export function masked(text: string): string {
  return text
    .split("\n")
    .map((l) => {
      if (/^(time|states\/s):/.test(l)) return l.replace(/\d[\d,]*(\.\d+)?/g, "N");
      if (/^checked \d+ files?\b/.test(l))
        return l.replace(/\b\d+\b/g, "N").replace(/\b(N [a-z]+ ?[a-z]*?)s\b/g, "$1");
      return l;
    })
    .join("\n")
    .trimEnd();
}

/** Whether `actual` matches `expected`, where an expected line "..." stands for any number of lines. */
export function matches(expected: string, actual: string): boolean {
  const literal = (l: string) => l.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = expected
    .split("\n")
    .map((l) => (l === "..." ? "(?:[^\\n]*\\n)*?" : `${literal(l)}\\n`))
    .join("");
  return new RegExp(`^${pattern}$`).test(`${actual}\n`);
}

/** What a fresh clone holds that the commands need; node_modules is linked, not copied. */
const COPIED = [
  "package.json",
  "tsconfig.json",
  "src",
  "cards",
  "content",
  "decks",
  "levels",
  "replays",
  "schema",
];

/** A fresh copy of the repository at `root` in a new temporary folder. */
export function copyRepository(root: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "spellgrid-guide-"));
  for (const entry of COPIED) cpSync(join(root, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The copy as it was before anyone followed the guide: the files the guide writes are removed (with the
 * replay the solver saves for a level it writes), and so are the lines its add-only diffs add, so a user
 * who followed the guide in their clone can still run the tests.
 */
export function withoutGuideContent(dir: string, steps: readonly Step[]): void {
  for (const s of steps) {
    if (s.kind === "sh") continue;
    const path = join(dir, s.path);
    const level = /^levels\/(.+)\.json$/.exec(s.path);
    if (level) rmSync(join(dir, "replays", `${level[1]}.replay.json`), { force: true });
    if (s.kind === "file") rmSync(path, { force: true });
    else if (existsSync(path) && s.lines.every((l) => l[0] !== "-")) {
      const added = new Set(s.lines.filter((l) => l[0] === "+").map((l) => l.slice(1)));
      const text = readFileSync(path, "utf8");
      writeFileSync(
        path,
        text
          .split("\n")
          .filter((l) => !added.has(l))
          .join("\n"),
      );
    }
  }
}

/** The environment a user's shell would give a command: without the test runner's and npm's variables. */
function userEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env))
    if (!/^(npm_|VITEST|NODE_ENV$|TEST$|FORCE_COLOR$|NO_COLOR$|INIT_CWD$)/i.test(k)) env[k] = v;
  return env;
}

/** Runs one step in `dir`; for a ```sh step, returns what it printed (stdout and stderr together). */
export function runStep(dir: string, step: Step): { output: string; code: number | null } | null {
  if (step.kind === "file") {
    mkdirSync(dirname(join(dir, step.path)), { recursive: true });
    writeFileSync(join(dir, step.path), step.text);
    return null;
  }
  if (step.kind === "diff") {
    const path = join(dir, step.path);
    writeFileSync(path, applyDiff(readFileSync(path, "utf8"), step));
    return null;
  }
  const r = spawnSync("bash", ["-c", `exec 2>&1\nset -e\n${step.script}`], {
    cwd: dir,
    env: userEnv(),
    encoding: "utf8",
    timeout: 60_000,
  });
  return { output: r.stdout, code: r.status };
}
