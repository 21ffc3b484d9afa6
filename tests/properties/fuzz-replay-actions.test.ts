/**
 * Property (docs/rules.md §7 replays, §8): a saved replay fed back in with its actions edited (lines
 * replaced or inserted: card names of the library and of no card, tiles off the grid or not numbers,
 * `->` answers of every sort, garbage) is played to its end or refused with an error (`ReplayActionError`) naming
 * the action's number and text; and each action applied to a session on its own works or is refused with
 * an error that leaves the session's hash as it was. Seeded and bounded.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { parseAction } from "../../src/play/notation";
import { playReplay, type Replay, sessionHash } from "../../src/play/replay";
import { Session } from "../../src/play/session";
import { ROOT } from "../architecture/source";
import { fuzzed } from "../fuzz";
import { refusedCleanly, Tally } from "./fuzz-refusal";

const content = repositoryContent();
const NAMES = readCardDir().map((c) => c.name);
const REPLAYS = readdirSync(join(ROOT, "replays"))
  .filter((f) => f.endsWith(".replay.json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(ROOT, "replays", f), "utf8")) as Replay);
const levelOf = (r: Replay): LevelDef =>
  JSON.parse(readFileSync(join(ROOT, "replays", r.level), "utf8")) as LevelDef;

const number = fc.constantFrom(
  "0",
  "1",
  "3",
  "-1",
  "1.5",
  "+2",
  ".5",
  "1e3",
  "99999999999999999999",
  "-0",
  "256",
);
const name = fc.oneof(
  fc.constantFrom(...NAMES, "Ember Moth (Assembled)", '"Graft"', '""', '"a\\"b"', "__proto__", "constructor"),
  fc.string({ maxLength: 6 }),
);
const answer = fc.oneof(
  fc.constantFrom(...NAMES, "top", "bottom", '"top"', "", "-1", "__proto__"),
  fc.string({ maxLength: 5 }),
);
const line = fc.oneof(
  fc.constantFrom("w", "a", "s", "d", "wait", "u", "undo", "c", "cast", "", "W"),
  fc
    .tuple(
      fc.constantFrom("c ", "cast "),
      name,
      fc.array(number, { maxLength: 3 }),
      fc.option(fc.array(answer, { maxLength: 4 })),
    )
    .map(([c, n, xy, a]) => `${c}${n} ${xy.join(" ")}${a ? ` -> ${a.join(", ")}` : ""}`),
  fc.string({ maxLength: 20 }),
);

describe("replays fed back in with edited actions", () => {
  test("played to the end or refused naming the action; each action alone works or changes nothing", () => {
    const tally = new Tally();
    fc.assert(
      fc.property(
        fc.nat(REPLAYS.length - 1),
        fc.array(fc.tuple(fc.nat(), line), { minLength: 1, maxLength: 5 }),
        (i, edits) => {
          const replay = structuredClone(REPLAYS[i]);
          const actions = [...replay.actions];
          for (const [w, l] of edits) actions.splice(w % (actions.length + 1), w % 2, l);
          const def = levelOf(replay);
          tally.add(
            "replay",
            refusedCleanly(
              "replay",
              () => "",
              () => playReplay(def, { ...replay, actions }, content),
              /^action \d+ "/,
            ),
          );
          const session = new Session(def, content);
          for (const l of actions) {
            let parsed: ReturnType<typeof parseAction>;
            try {
              parsed = parseAction(l);
            } catch (err) {
              expect((err as Error).message.startsWith(`"${l.trim()}"`), (err as Error).message).toBe(true);
              continue;
            }
            tally.add(
              "apply",
              refusedCleanly(
                `apply ${l}`,
                () => sessionHash(session),
                () => session.apply(parsed),
              ),
            );
          }
        },
      ),
      fuzzed({ seed: 0xf0e1, numRuns: 300 }),
    );
    expect(tally.ok.get("replay")).toBeGreaterThan(10);
    expect(tally.refused.get("replay")).toBeGreaterThan(100);
    expect(tally.ok.get("apply")).toBeGreaterThan(100);
    expect(tally.refused.get("apply")).toBeGreaterThan(50);
  });
});
