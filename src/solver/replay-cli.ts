/**
 * `npm run replay -- <file.replay.json>...` plays each replay on its level and checks the final
 * state's hash (and won) against the file: prints match or mismatch; exits non-zero on either a
 * mismatch or an error.
 */
import { levelOfReplay, readReplay } from "../play/files";
import { playReplay } from "../play/replay";

function check(path: string): boolean {
  const replay = readReplay(path);
  const { session, hash, matches } = playReplay(levelOfReplay(replay), replay);
  const what = `${replay.actions.length} actions on ${replay.level}, won: ${session.won()}, hash ${hash}`;
  console.log(
    matches
      ? `match: ${path} (${what})`
      : `MISMATCH: ${path} (${what}; the file says won: ${replay.won}, hash ${replay.finalHash})`,
  );
  return matches;
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("replay: name a replay file (npm run replay -- replays/l1-double-tap.replay.json)");
  process.exitCode = 2;
} else {
  let ok = true;
  for (const f of files) {
    try {
      ok = check(f) && ok;
    } catch (err) {
      console.error(`replay: ${err instanceof Error ? err.message : String(err)}`);
      ok = false;
    }
  }
  process.exitCode = ok ? 0 : 1;
}
