/**
 * The TypeScript examples of the README and the docs, run as a user runs them: each ```ts block saved as a
 * file and run with `tsx` from the repository's root, and type-checked with the repository's tsconfig.
 * The conventions: an example imports the kit as a file at the root does (`./src/harness`), a line
 * `// text` that starts a line is what the example prints (in order; none means it prints nothing), and a
 * `// ` comment after code on a line explains it.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

/** A ```ts block of a Markdown file: the line its fence opens on (1-based) and its text. */
export interface Example {
  file: string;
  line: number;
  code: string;
}

/** Every ```ts block (info string `ts`, or `ts` and more words) of `markdown`, read from `file`; or of `lang`. */
export function examplesOf(markdown: string, file: string, lang = "ts"): Example[] {
  const lines = markdown.split("\n");
  const out: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(.*)$/.exec(lines[i]);
    if (!open) continue;
    const close = lines.findIndex((l, j) => j > i && l === "```");
    if (close < 0) throw new Error(`${file}:${i + 1}: a code block is not closed`);
    if (open[1].trim().split(/\s+/)[0] === lang)
      out.push({ file, line: i + 1, code: lines.slice(i + 1, close).join("\n") });
    i = close;
  }
  return out;
}

/** What an example says it prints: its lines that are a `// ` comment alone, without the `// `. */
export function printed(example: Example): string {
  return example.code
    .split("\n")
    .filter((l) => l.startsWith("// "))
    .map((l) => `${l.slice(3)}\n`)
    .join("");
}

/**
 * The example as a file in `dir`, its imports of the kit (`"./src/…"`) pointed at `root`'s, so it runs
 * from anywhere as it would from the root. Returns the file's path.
 */
export function writeExample(example: Example, root: string, dir: string, index: number): string {
  const path = join(dir, `example-${index}.ts`);
  writeFileSync(path, example.code.replaceAll('from "./src/', `from "${join(root, "src")}/`));
  return path;
}

/** Runs a written example with tsx, with `root` as the working folder. */
export function runExample(
  path: string,
  root: string,
): { stdout: string; stderr: string; code: number | null } {
  const r = spawnSync(join(root, "node_modules/.bin/tsx"), [path], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
    timeout: 60_000,
  });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
}

/** A type error: the file, its line (1-based) and the compiler's message. */
export interface TypeProblem {
  path: string;
  line: number;
  message: string;
}

/** The type errors of the files `paths`, checked with `root`'s tsconfig.json. */
export function typeErrors(paths: readonly string[], root: string): TypeProblem[] {
  const config = ts.readConfigFile(join(root, "tsconfig.json"), (p) => readFileSync(p, "utf8"));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const program = ts.createProgram([...paths], { ...options, noEmit: true });
  return paths.flatMap((path) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(path)).map((d) => ({
      path,
      line: d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0,
      message: ts.flattenDiagnosticMessageText(d.messageText, "\n"),
    })),
  );
}
