/**
 * The replay check (src/play/replay-file.ts) tells a content change (the level, the cards) from an
 * engine change (the same content, another final state), and every error names the replay file.
 * Each test edits a copy of the repository's content, as a user would edit their own folder.
 */
import { writeFileSync } from "node:fs";
import { afterAll, describe, expect, test } from "vitest";
import type { CardDef } from "../../src/engine/cards/card-def";
import type { LevelDef } from "../../src/harness";
import { readLevel } from "../../src/play/files";
import { checkReplay, describeCheck, isMatch, readReplay } from "../../src/play/replay-file";
import { copyContent } from "../content/copy";

const copies: ReturnType<typeof copyContent>[] = [];
afterAll(() => {
  for (const c of copies) c.remove();
});
/** A fresh copy of the content; `replay` names a replay file in it. */
function fresh() {
  const c = copyContent();
  copies.push(c);
  return c;
}
const L2 = "replays/l2-spliced-corpse.replay.json";
const L3 = "replays/l3-simultaneous-paradox.replay.json";
const SINK = "replays/baba-sink.replay.json";
const line = (c: ReturnType<typeof copyContent>, file: string) =>
  describeCheck(file, checkReplay(c.path(file)));

describe("what a replay check says", () => {
  test("a copied content folder matches, with the level path relative to the replay file", () => {
    const c = fresh();
    const replay = readReplay(c.path(L3));
    expect(replay.level).toBe("../levels/l3-simultaneous-paradox.json");
    expect(line(c, L3)).toBe(
      `match: ${L3} (6 actions on ../levels/l3-simultaneous-paradox.json, won: true, hash ${replay.finalHash})`,
    );
  });

  test("the level changed, and the game still reaches the same final state", () => {
    const c = fresh();
    c.edit<LevelDef>("levels/baba-sink.json", (l) => {
      l.title = "Another title";
    });
    const { finalHash } = readReplay(c.path(SINK));
    expect(line(c, SINK)).toBe(
      `changed: ${SINK}: the level changed since this replay was recorded; it still reaches the same final state (won: true, hash ${finalHash})`,
    );
  });

  test("the level changed, and the final state differs", () => {
    const c = fresh();
    c.edit<LevelDef>("levels/baba-sink.json", (l) => {
      l.objects.push({ kind: "rock", x: 5, y: 0 });
    });
    const check = checkReplay(c.path(SINK));
    if (check.outcome.type !== "played") throw new Error("expected the replay to play");
    expect(check.outcome.hash).not.toBe(check.replay.finalHash);
    expect(describeCheck(SINK, check)).toBe(
      `changed: ${SINK}: the level changed since this replay was recorded; the final state differs (now won: true, hash ${check.outcome.hash}; the file says won: true, hash ${check.replay.finalHash})`,
    );
  });

  test("a card it depends on changed, and nothing in the final state is that card: the same final state", () => {
    const c = fresh(); // Rune Scribe is Graft's donor in level 2's replay; only its bottom half is used
    c.edit<CardDef>("cards/rune-scribe.json", (d) => {
      d.cost += 1;
    });
    const check = checkReplay(c.path(L2));
    // Level 2 pins its Assemble pool: the game depends on every card of it, Graft, and what they summon.
    const pool = readLevel(c.path("levels/l2-spliced-corpse.json")).pool ?? [];
    expect(pool).toEqual(expect.arrayContaining(["Ember Moth", "Rune Scribe"]));
    expect(check.cards).toEqual(expect.arrayContaining(["Graft", ...pool]));
    expect(describeCheck(L2, check)).toBe(
      `changed: ${L2}: the cards (it depends on ${check.cards.join(", ")}) changed since this replay was recorded; it still reaches the same final state (won: true, hash ${check.replay.finalHash})`,
    );
  });

  test("a card in the final state changed: the cards changed and the final state differs", () => {
    const c = fresh();
    c.edit<CardDef>("cards/ember-moth.json", (d) => {
      d.health = 2;
    });
    const cards = checkReplay(c.path(L2)).cards.join(", ");
    expect(cards).toContain("Ember Moth");
    expect(line(c, L2)).toMatch(
      new RegExp(
        `^changed: ${L2}: the cards \\(it depends on ${cards}\\) changed since this replay was recorded; the final state differs \\(now won: true, hash [0-9a-f]{14}; the file says won: true, hash [0-9a-f]{14}\\)$`,
      ),
    );
  });

  test("the same content and another final state: MISMATCH (what an engine change looks like)", () => {
    const c = fresh();
    c.edit<{ finalHash: string }>(L3, (r) => {
      r.finalHash = "00000000000000";
    });
    const check = checkReplay(c.path(L3));
    expect(isMatch(check)).toBe(false);
    expect(describeCheck(L3, check)).toMatch(
      new RegExp(
        `^MISMATCH: ${L3}: the final state differs \\(now won: true, hash [0-9a-f]{14}; the file says won: true, hash 00000000000000\\)$`,
      ),
    );
  });

  test("an action that fails is named by its number and text", () => {
    const c = fresh(); // the same cards, cast twice: the second is no longer in the hand
    c.edit<{ actions: string[] }>(L3, (r) => {
      r.actions.splice(4, 0, "c Whirlwind");
    });
    expect(line(c, L3)).toBe(
      `MISMATCH: ${L3}: action 5 "c Whirlwind": cast: "Whirlwind" is not in the hand (hand: empty)`,
    );
  });

  test("an action naming another card changes the cards the replay depends on", () => {
    const c = fresh();
    c.edit<{ actions: string[] }>(L3, (r) => {
      r.actions[1] = "c Spark 9 9";
    });
    expect(line(c, L3)).toBe(
      `changed: ${L3}: the cards (it depends on Grave Warden, Powder Keg, Spark, Thorn Hedge, Tin Knight, Whirlwind) changed since this replay was recorded; action 2 "c Spark 9 9": cell (9, 9) is off the 7×6 grid`,
    );
  });

  test("a level that no longer loads, after a change, says so", () => {
    const c = fresh();
    c.edit<LevelDef>("levels/l3-simultaneous-paradox.json", (l) => {
      l.hand = ["No Such Card"];
    });
    expect(line(c, L3)).toMatch(
      new RegExp(
        `^changed: ${L3}: the level changed since this replay was recorded; the level does not load: .*No Such Card`,
      ),
    );
  });
});

describe("a file that is not a replay of this format is an error naming it", () => {
  const c = fresh();
  const at = (name: string, data: unknown) => {
    const file = c.path(`replays/${name}`);
    writeFileSync(file, typeof data === "string" ? data : JSON.stringify(data));
    return () => checkReplay(file);
  };
  const good = c.read(L3);

  test("the old format", () => {
    const { format: _f, fingerprint: _p, $schema: _s, ...old } = good;
    expect(at("old.replay.json", { ...old, level: "levels/l3-simultaneous-paradox.json" })).toThrow(
      `${c.path("replays/old.replay.json")}: a replay in the old format (no "format" field); this version reads format 2`,
    );
  });
  test("a newer format", () => {
    expect(at("new.replay.json", { ...good, format: 3 })).toThrow(
      `${c.path("replays/new.replay.json")}: format 3 is not a replay format this version reads (it reads format 2)`,
    );
  });
  test("a missing field, an unknown field, a bad fingerprint", () => {
    const { fingerprint: _p, ...noPrint } = good;
    expect(at("a.replay.json", noPrint)).toThrow(
      `${c.path("replays/a.replay.json")}: missing field "fingerprint"`,
    );
    expect(at("b.replay.json", { ...good, extra: 1 })).toThrow(
      `${c.path("replays/b.replay.json")}: extra: unknown field "extra" (known fields: $schema, format, level, fingerprint, actions, won, finalHash)`,
    );
    expect(at("c.replay.json", { ...good, fingerprint: { level: "x", cards: "y" } })).toThrow(
      `${c.path("replays/c.replay.json")}: fingerprint.level: "x" must be 16 hex digits (0-9, a-f)`,
    );
  });
  test("invalid JSON, a missing level file, an action that is not notation", () => {
    expect(at("d.replay.json", "{ nope")).toThrow(`${c.path("replays/d.replay.json")}: not valid JSON`);
    expect(at("e.replay.json", { ...good, level: "../levels/nope.json" })).toThrow(
      `${c.path("replays/e.replay.json")}: level: "../levels/nope.json": no such level file (the path is relative to this replay's folder)`,
    );
    expect(at("f.replay.json", { ...good, actions: ["w", "jump"] })).toThrow(
      `${c.path("replays/f.replay.json")}: action 2 "jump": "jump" is not an action`,
    );
  });
});
