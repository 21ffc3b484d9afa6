/**
 * `npm run web` and `npm run build:web` run this before Vite: Vite's usual options typed without `--`
 * (`npm run web --port 5265`) are npm's to take, and Vite would then serve on 5173 with the folder
 * `5265` as its root, or fail its build with a stack trace. It says which npm took and the line that
 * passes them on, exit code 2, as the other commands do (`npmTookOptions`; tests/cli/npm-took.test.ts).
 * Its one argument is the script's name; what follows `--` goes to Vite, after `&&`.
 */
import { npmTookOptions } from "../content/problems";

/** Vite's options as npm may take them, by script. */
const TAKEN: Record<string, readonly string[]> = {
  web: ["--port …", "--host", "--open", "--strictPort", "--base …", "--mode …"],
  "build:web": ["--outDir …", "--base …", "--mode …", "--sourcemap", "--minify …", "--watch"],
};

const script = process.argv[2] ?? "";
if (!Object.hasOwn(TAKEN, script)) {
  console.error(`npm-took-vite: expected web or build:web, not "${script}"`);
  process.exitCode = 2;
} else {
  const took = npmTookOptions(`npm run ${script}`, TAKEN[script], process.env);
  if (took !== null) {
    console.error(`${script}: ${took}`);
    process.exitCode = 2;
  }
}
