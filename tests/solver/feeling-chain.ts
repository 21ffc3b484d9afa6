/**
 * A level whose FEELING rules chain over more rules than one read may look at (docs/rules.md §9,
 * `FEELING_TESTS`) as soon as a baba stands on it: `n` rules on baba (half `BABA NOT FEELING A AND B IS C`,
 * half `ALL FEELING B IS A`), one every other row in columns 10 wide. Right of them: KEKE IS YOU, FLAG IS
 * WIN, and `KEKE IS` with the word BABA under its gap and the keke under BABA, the flag two cells right of
 * the keke: the step up spells KEKE IS BABA. `babaAtStart`: BABA NOT FEELING STOP IS YOU and a YOU baba
 * instead, the last object, so the first read of the level (whether the baba is YOU: is the level lost?)
 * passes the limit.
 */
import type { LevelDef } from "../../src/harness";

const SAFE = ["WIN", "PULL", "HOT", "OPEN", "SHUT", "FLOAT", "SLEEP", "SAFE", "STOP"];

export function feelingChainLevel(n: number, babaAtStart = false): LevelDef {
  const objects: LevelDef["objects"] = [];
  const put = (text: string, x: number, y: number) =>
    text.split(" ").forEach((w, i) => {
      objects.push({ kind: `text:${w}`, x: x + i, y });
    });
  let made = 0;
  let y = 0;
  let left = 0;
  for (const a of SAFE)
    for (const d of SAFE)
      for (const c of SAFE) {
        if (made >= n || a === d) continue;
        put(made % 2 ? `BABA NOT FEELING ${a} AND ${d} IS ${c}` : `ALL FEELING ${d} IS ${a}`, left, y);
        made++;
        y += 2;
        if (y >= 250) [y, left] = [0, left + 10];
      }
  const x = left + 10;
  if (babaAtStart) {
    put("BABA NOT FEELING STOP IS YOU", x, 0);
    objects.push({ kind: "baba", x: x + 1, y: 2 });
  } else {
    put("KEKE IS YOU", x, 0);
    put("FLAG IS WIN", x, 2);
    put("KEKE IS", x, 4);
    put("BABA", x + 2, 5);
    objects.push({ kind: "keke", x: x + 2, y: 6 }, { kind: "flag", x: x + 4, y: 6 });
  }
  return { name: "feeling-chain", width: x + 6, height: 251, objects };
}
