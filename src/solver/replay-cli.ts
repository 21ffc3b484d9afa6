/**
 * `npm run replay -- <file.replay.json>...` plays each replay on its level, with the content of the
 * replay file's content root, and says, one line per file, whether it matches; if not, whether the
 * level or the cards changed since it was recorded (and whether it still reaches the same final
 * state), or, with the same content, that the final state differs. Exit code 0 when every file
 * matches, 1 when one does not, 2 on a usage error or a file that cannot be read or used (that
 * before 1: README "Exit codes"; a replay casting a card its content does not hold is such a file, said
 * as `npm run check` says it). Every error names the replay file (and, when an action fails, the
 * action's number and text).
 */

import "../cli/startup"; // first: a problem of content/words.json met while the rest loads is one line (startup.ts)
import { endOnClosedPipe } from "../cli/closed-pipe";
import { contentRootOf, invocationDir, loadContent } from "../content/content-root";
import { type FileWanted, notWanted } from "../content/file-wanted";
import { formatProblem, unknownOption } from "../content/problems";
import { replayProblems } from "../content/replay-check";
import { printable } from "../play/printable";
import { checkReplay, describeCheck, isMatch, readReplay } from "../play/replay-file";

/** What `--help` prints. */
export const USAGE = `usage: npm run replay -- <file.replay.json>...
Plays each replay on its level and checks it against what it recorded. One line
per file:
  match: ...      the same level, the same cards, the same final state
  changed: ...    the level or the cards it depends on changed since it was
                  recorded (and whether it still reaches the same final state)
  MISMATCH: ...   the same level and cards, but the final state differs (the
                  engines changed)
A replay's level path is relative to the replay file; the cards and words are
those of the replay file's content root (the nearest folder above it holding
content/words.json; the repository otherwise).
Exit code: 0 when every file matches, 1 when one does not, 2 on a usage error or
a file that cannot be read or used (no such file, not a replay, its level
missing, a card it casts unknown).`;

/** What `npm run replay` reads where a folder was named: replay files, several at once (file-wanted.ts). */
const REPLAY_WANTED: FileWanted = {
  noun: "replay file",
  command: "npm run replay --",
  ending: ".replay.json",
  kinds: ["replay"],
  several: true,
  home: "replays",
};

/**
 * Refuses replay `file` as `npm run check` does when it casts a card its content root does not hold
 * (`replayProblems` with the content's card names: `FILE: action N "c X": "X" is not a known card (did you
 * mean …)`), an input error, not a MISMATCH: the replay was never playable with this content. A file that
 * cannot be read is left to `checkReplay`, which says why.
 */
function refuseUnknownCards(file: string): void {
  let data: unknown;
  let names: string[];
  try {
    data = readReplay(file);
    names = loadContent(contentRootOf(file)).cards.map((card) => card.name);
  } catch {
    return;
  }
  const [first] = replayProblems(data, file, undefined, names);
  if (first !== undefined) throw new Error(formatProblem(first));
}

function main(argv: readonly string[]): number {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  const flag = argv.find((a) => a.startsWith("-"));
  if (flag !== undefined) {
    console.error(`replay: ${unknownOption(flag, ["--help"])}`);
    return 2;
  }
  if (argv.length === 0) {
    console.error("replay: name a replay file (npm run replay -- replays/l1-double-tap.replay.json; --help)");
    return 2;
  }
  let ok = true;
  let unread = false;
  for (const file of argv) {
    try {
      const refused = notWanted(file, REPLAY_WANTED);
      if (refused !== null) throw refused;
      refuseUnknownCards(file);
      const check = checkReplay(file);
      console.log(printable(describeCheck(file, check), 20_000));
      ok &&= isMatch(check);
    } catch (err) {
      console.error(`replay: ${printable(err instanceof Error ? err.message : String(err))}`);
      unread = true;
    }
  }
  return unread ? 2 : ok ? 0 : 1;
}

endOnClosedPipe();
process.chdir(invocationDir("src/solver/replay-cli.ts"));
process.exitCode = main(process.argv.slice(2));
