/** Running a command's main function in-process, as the tests of the commands do. */

/** A command's main: its arguments, where it writes its lines and its errors, its folder; its exit code. */
type Main = (args: string[], out: (line: string) => void, err: (line: string) => void, cwd: string) => number;

/** Runs `main` with `args` in `cwd`; its exit code and the lines it wrote to each stream. */
export function runMain(main: Main, args: string[], cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(
    args,
    (l) => out.push(l),
    (l) => err.push(l),
    cwd,
  );
  return { code, out, err };
}
