/**
 * What the resolver cancelled (docs/rules.md §5.3): every rule resolution puts out of force, with the rule
 * in force that cancelled it, as the resolver itself reports them; a rule in force (ALL IS YOU, NOT ROCK
 * IS WIN) is never called cancelled.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LevelDef, newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { SMALL_LEVEL } from "./reading";

const cancelled = (...rows: string[]) => newBaba(map(...rows)).cancelledRules();
const plain = (rule: string, by: string) => ({ rule, spelled: rule, by, bySpelled: by });

describe("cancelledRules()", () => {
  it("X IS NOT Y cancels X IS Y; TEXT IS NOT PUSH cancels the innate TEXT IS PUSH", () => {
    expect(cancelled("ROCK IS WIN", "ROCK IS NOT WIN", "TEXT IS NOT PUSH")).toEqual([
      plain("ROCK IS WIN", "ROCK IS NOT WIN"),
      plain("TEXT IS PUSH", "TEXT IS NOT PUSH"),
    ]);
  });

  it("X IS X cancels the conversion X IS Y, and X IS NOT X cancels X IS X", () => {
    expect(cancelled("ROCK IS FLAG", "ROCK IS ROCK")).toEqual([plain("ROCK IS FLAG", "ROCK IS ROCK")]);
    expect(cancelled("ROCK IS ROCK", "ROCK IS NOT ROCK")).toEqual([
      plain("ROCK IS ROCK", "ROCK IS NOT ROCK"),
    ]);
  });

  it("ALL IS YOU is in force, not cancelled; with BABA IS NOT YOU only its BABA is", () => {
    const b = newBaba(map("ALL IS YOU", "baba rock ."));
    expect(b.rules()).toContain("ALL IS YOU");
    expect(b.activeRules()).toEqual(["BABA IS YOU", "ROCK IS YOU", "TEXT IS PUSH"]);
    expect(b.cancelledRules()).toEqual([]);
    expect(cancelled("ALL IS YOU", "BABA IS NOT YOU", "baba rock .")).toEqual([
      { rule: "BABA IS YOU", spelled: "ALL IS YOU", by: "BABA IS NOT YOU", bySpelled: "BABA IS NOT YOU" },
    ]);
    expect(cancelled("BABA IS YOU", "ALL IS NOT YOU", "baba . .")).toEqual([
      { rule: "BABA IS YOU", spelled: "BABA IS YOU", by: "BABA IS NOT YOU", bySpelled: "ALL IS NOT YOU" },
    ]);
  });

  it("baba-not-a-rock: the winning NOT ROCK IS WIN is in force, and nothing is cancelled", () => {
    const def = JSON.parse(
      readFileSync(new URL("../../levels/baba-not-a-rock.json", import.meta.url), "utf8"),
    ) as LevelDef;
    const b = newBaba(def);
    b.step("right");
    b.step("right");
    expect(b.won()).toBe(true);
    expect(b.rules()).toContain("NOT ROCK IS WIN");
    expect(b.activeRules()).toContain("BABA IS WIN");
    expect(b.cancelledRules()).toEqual([]);
  });

  it("on random levels: a rule spelled as it reads is either in force or cancelled by a rule in force", () => {
    fc.assert(
      fc.property(SMALL_LEVEL, (def) => {
        const b = newBaba(def);
        const active = b.activeRules();
        const gone = b.cancelledRules();
        for (const c of gone) {
          expect(active).not.toContain(c.rule);
          expect(active).toContain(c.by);
          expect(b.rules()).toContain(c.spelled);
          expect(b.rules()).toContain(c.bySpelled);
        }
        for (const rule of b.rules()) {
          if (/^(NOT |ALL )/.test(rule)) continue; // in force through its expansion
          const out = gone.some((c) => c.rule === rule && c.spelled === rule);
          expect([rule, active.includes(rule) !== out]).toEqual([rule, true]);
        }
      }),
      fuzzed({ seed: 16_006, numRuns: 500 }),
    );
  });
});
