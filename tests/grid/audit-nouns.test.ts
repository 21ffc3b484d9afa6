/**
 * Every thing noun of the lexicon is interchangeable (docs/rules.md §5.1 "Adding a noun is one line of data
 * and nothing else"; Baba Is You wiki, Category:Nouns: "almost any noun is interchangeable", "by default, a
 * noun has no rules attached to it"). A rule about any noun holds for every noun the lexicon lists, today's
 * and any added later, so each is played the same two ways: made YOU it moves, and `N IS BABA` turns it into
 * a baba on its cell, keeping its id and facing; `N IS N` keeps it from `N IS BABA`.
 */
import { describe, expect, it } from "vitest";
import { LEXICON } from "../../src/content/words";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

const things = LEXICON.words
  .filter((w) => w.class === "noun" && !w.meta && w.word !== "BABA")
  .map((w) => w.word);

describe("every thing noun of the lexicon", () => {
  it("has at least the course's nouns to play (the list is read, not written here)", () => {
    expect(things).toEqual(expect.arrayContaining(["KEKE", "FLAG", "WALL", "ROCK"]));
  });

  it.each(things)(
    "%s: made YOU it steps right; N IS BABA turns it into a baba keeping its id and facing; N IS N protects it",
    (noun) => {
      const kind = noun.toLowerCase();
      const mover = newBaba(map(`${noun} IS YOU`, `${kind} . .`));
      mover.step("right");
      expect(mover.stackAt(1, 1)).toEqual([kind]);

      const def = map(`${noun} IS BABA`, `. ${kind} .`);
      const id = idOf(def, kind);
      def.objects[id] = { ...def.objects[id], dir: "up" };
      const b = newBaba(def);
      b.step("wait");
      expect([b.kindsAt(1, 1), b.posOf(id), b.facingOf(id)]).toEqual([["baba"], [1, 1], "up"]);

      const kept = newBaba(map(`${noun} IS BABA`, `${noun} IS ${noun}`, `. ${kind} .`));
      kept.step("wait");
      expect(kept.kindsAt(1, 2)).toEqual([kind]);
    },
  );
});
