/** `npm run import -- FORMAT FILE... --out DIR` (docs/rules.md §7, "Importing levels"): see command.ts. */
import "../../cli/startup"; // first: a problem of content/words.json met while the rest loads is one line (startup.ts)
import { endOnClosedPipe } from "../../cli/closed-pipe";
import { invocationDir } from "../content-root";
import { runImport } from "./command";

endOnClosedPipe();
process.exitCode = runImport(process.argv.slice(2), invocationDir("src/content/import/cli.ts"), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
