/**
 * `npm test`: the whole check, in order, stopping at the first that fails (its exit code is the
 * command's): the type check (`tsc --noEmit`), the lint (`biome ci .`), the content check (`npm run -s
 * check`) and every test (`vitest run`). Words after it (`npm test -- -t why`, `npm test tests/play`) go to
 * Vitest, as npm appends them. Checked first, before anything runs (tests/cli/npm-test.test.ts): a file
 * filter no test file's path holds (`npm test foo`), and an option npm took as its own setting
 * (`npm test --grep x`: npm sets `npm_config_grep` and leaves `x` as a filter), are refused at once, exit
 * code 2, with what to type, as the other commands do (`npmTookOptions`); they used to fail only after
 * the minutes of the checks before the tests, with Vitest's "No test files found".
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { npmTookOptions } from "../content/problems";

/** Vitest's options a user may type without `--` (each then npm's: `npm_config_<name>`). */
const VITEST_TAKEN = [
  "--bail …",
  "--reporter …",
  "--project …",
  "--shard …",
  "--watch",
  "--coverage",
  "--update",
  "--changed",
  "--run",
] as const;

/** Filters by test name as npm takes them: Mocha's `--grep`, Vitest's own `-t`, `--testNamePattern`. */
const NAME_FILTERS: readonly [string, string][] = [
  ["grep", "--grep"],
  ["t", "-t"],
  ["testnamepattern", "--testNamePattern"],
];

/**
 * Why `npm test` with `args` (what npm passed on) and `env` (its `npm_config_*`) should not run, or null:
 * an option npm took, or a file filter none of `files` (the test files, relative to the repository) holds.
 */
export function testArgsProblem(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  files: readonly string[],
): string | null {
  const name = NAME_FILTERS.find(([key]) => env[`npm_config_${key}`] !== undefined);
  if (name !== undefined) {
    const x = args.find((a) => !a.startsWith("-")) ?? "NAME";
    const none = name[1] === "--grep" ? " (Vitest has no --grep: its filter by test name is -t)" : "";
    return `npm took ${name[1]} as its own option, so the tests never saw it${none}: type npx vitest run -t ${x} for those tests alone, or npm test -- -t ${x} after the whole check`;
  }
  const took = npmTookOptions("npm test", VITEST_TAKEN, env, args);
  if (took !== null) return took;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith("-")) {
      if (!a.includes("=") && i + 1 < args.length && !args[i + 1].startsWith("-")) i++; // its value
      continue;
    }
    if (!files.some((f) => f.includes(a)))
      return `no test file's path holds "${a}" (npm test passes its words to Vitest as file filters, after the type check, lint and content check); tests by name: npx vitest run -t ${a}; some files: npx vitest run tests/play; everything: npm test`;
  }
  return null;
}

/** The test files under `dir` (`*.test.ts`), relative to `root`. */
function testFiles(root: string, dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : testFiles(root, path);
    return e.name.endsWith(".test.ts") ? [relative(root, path)] : [];
  });
}

/** Run one step, its output the terminal's; its exit code (1 when it could not start or was killed). */
function run(command: string, args: readonly string[]): number {
  const r = spawnSync(command, args, { stdio: "inherit" });
  if (r.error) console.error(`test: ${command}: ${r.error.message}`);
  return r.status ?? 1;
}

function main(args: readonly string[]): number {
  const root = process.cwd(); // npm runs a script in the package's folder
  const problem = testArgsProblem(args, process.env, testFiles(root, join(root, "tests")));
  if (problem !== null) {
    console.error(`test: ${problem}`);
    return 2;
  }
  const filters = args.filter((a) => !a.startsWith("-"));
  if (filters.length > 0)
    console.error(
      `test: the type check, lint and content check first, then the tests whose path holds ${filters.join(" or ")} (those alone: npx vitest run ${args.join(" ")})`,
    );
  for (const [command, ...rest] of [
    ["tsc", "--noEmit"],
    ["biome", "ci", "."],
    ["npm", "run", "-s", "check"],
  ]) {
    const code = run(command, rest);
    if (code !== 0) return code;
  }
  return run("vitest", ["run", ...args]);
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
