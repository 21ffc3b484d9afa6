/**
 * AND joins verb phrases (docs/rules.md §5.2 "Grammar"): after a complement, AND may bring another verb
 * with its own complements, for the same subjects and conditions: `BABA IS YOU AND HAS KEY` spells BABA
 * IS YOU and BABA HAS KEY. The game's parser (lilybeevee/Lilys-Mods `Data/rules.lua` `docode`): after
 * AND (stage 4) a verb is allowed once a verb was read (`(tiletype == 1) and stage3reached`), and each
 * verb opens its own group of complements (`table.insert(group_targets, {target, {}})`), every subject
 * × verb × complement of a sentence one rule.
 */
import { describe, expect, it } from "vitest";
import { ruleSpellings } from "../../src/engine/grid";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

const rules = (...rows: string[]) => newBaba(map(...rows)).rules();

describe("AND before a verb", () => {
  it("BABA IS YOU AND HAS KEY: both rules; BABA HAS KEY AND IS YOU the same the other way", () => {
    expect(rules("BABA IS YOU AND HAS KEY")).toEqual(["BABA HAS KEY", "BABA IS YOU", "TEXT IS PUSH"]);
    expect(rules("BABA HAS KEY AND IS YOU")).toEqual(["BABA HAS KEY", "BABA IS YOU", "TEXT IS PUSH"]);
  });

  it("every subject takes every verb phrase; complements after the new verb follow its grammar", () => {
    expect(rules("BABA AND KEKE IS YOU AND WIN AND MAKE KEY AND ROCK")).toEqual([
      "BABA IS WIN",
      "BABA IS YOU",
      "BABA MAKE KEY",
      "BABA MAKE ROCK",
      "KEKE IS WIN",
      "KEKE IS YOU",
      "KEKE MAKE KEY",
      "KEKE MAKE ROCK",
      "TEXT IS PUSH",
    ]);
    // HAS takes nouns only: the sentence ends before WIN, as it does after a first HAS
    expect(rules("BABA IS YOU AND HAS WIN")).toEqual(["BABA IS YOU", "TEXT IS PUSH"]);
  });

  it("a verb right after the subject's AND, or right after a verb, or after NOT, still spells nothing more", () => {
    expect(rules("BABA AND IS YOU")).toEqual(["TEXT IS PUSH"]);
    expect(rules("BABA IS AND HAS KEY")).toEqual(["TEXT IS PUSH"]);
    expect(rules("BABA IS YOU AND NOT HAS KEY")).toEqual(["BABA IS YOU", "TEXT IS PUSH"]);
    // a noun complement followed by AND and a noun still joins complements; a verb right after it restarts there
    expect(rules("ROCK IS BABA AND IS YOU")).toEqual(["ROCK IS BABA", "ROCK IS YOU", "TEXT IS PUSH"]);
    expect(rules("BABA IS YOU AND FLAG IS WIN")).toEqual([
      "BABA IS FLAG",
      "BABA IS YOU",
      "FLAG IS WIN",
      "TEXT IS PUSH",
    ]);
  });

  it("conditions carry over to the second verb phrase", () => {
    expect(rules("BABA ON ROCK IS YOU AND HAS KEY")).toEqual([
      "BABA ON ROCK HAS KEY",
      "BABA ON ROCK IS YOU",
      "TEXT IS PUSH",
    ]);
  });

  it("the rule plays: a baba that IS YOU AND HAS KEY, walked into SINK water, leaves a key", () => {
    const def = map("BABA IS YOU AND HAS KEY", "WATER IS SINK . . . .", "baba water . . . .");
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(idOf(def, "baba")), b.kindsAt(1, 2)]).toEqual([null, ["key"]]);
  });

  it("the spelling of BABA HAS KEY (the journal's, SpellGrid's auras) is its own words: BABA, HAS and KEY", () => {
    const def = map("BABA IS YOU AND HAS KEY");
    const b = newBaba(def);
    const [baba, has, key] = [idOf(def, "text:BABA"), idOf(def, "text:HAS"), idOf(def, "text:KEY")];
    expect(ruleSpellings(b.state, "BABA HAS KEY")).toEqual([[baba, has, key]]);
    expect(ruleSpellings(b.state, "BABA IS YOU")).toEqual([
      [baba, idOf(def, "text:IS"), idOf(def, "text:YOU")],
    ]);
  });
});
