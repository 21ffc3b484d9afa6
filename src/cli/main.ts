/**
 * `npm start`'s entry (the player: launch.ts). It hears Ctrl-C from its first moment (interrupt.ts) and only
 * then loads the rest of the player, which takes a second or two under tsx: a Ctrl-C while it loads, or
 * while it loads the level, says what it stopped and exits 130, as one at the prompt does.
 */
import "./startup"; // first: a problem of content/words.json met while the rest loads is one line (startup.ts)
import { hearCtrlC } from "./interrupt";

const ctrlC = hearCtrlC();
const [{ main }, { invocationDir }] = await Promise.all([
  import("./launch"),
  import("../content/content-root"),
]);
process.chdir(invocationDir("src/cli/main.ts")); // the folder `npm start` was typed in
main(ctrlC).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`spellgrid: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
