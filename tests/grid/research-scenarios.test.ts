/**
 * The example scenarios of our research notes on the real game (research §8), those no other test plays
 * as written, each as an exact board or exact rules (docs/rules.md §5.2–5.6). The others are played
 * where their rule is: 9 in test_07/test_09 (`x_is_x_blocks_conversion`), 13 in test_07
 * (`text_is_not_push_lets_you_walk_over_words`), 17 and 18 in test_08 (`key_into_door`,
 * `you_that_is_open…`), 24 in facing.test.ts, 26 (a deliberate difference, §5.6) in wait.test.ts.
 * The points of research §9 are these scenarios again (1, 3, 4, 6, 8, 10–12, 19, 20, 26), and DEFEAT
 * hitting only YOU objects, below. Movement inside a take as the game's script plays it (nothing pushed
 * twice, several SHIFT objects) is in take-once.test.ts and takes.test.ts.
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { idOf, map, objectsOf } from "./builder";

/** The things on the grid (no text), `kind@x,y`, oldest first. */
const things = (b: ReturnType<typeof newBaba>) => objectsOf(b).filter((o) => !o.startsWith("text:"));

describe("research §8: parsing", () => {
  it("1. across and down share BABA: BABA IS YOU and BABA IS WIN, and a baba wins on its next step", () => {
    const b = newBaba(map("BABA IS YOU .", "IS . . .", "WIN . baba ."));
    expect(b.rules()).toEqual(["BABA IS WIN", "BABA IS YOU", "TEXT IS PUSH"]);
    b.step("right");
    expect(things(b)).toEqual(["baba@3,2"]);
    expect(b.won()).toBe(true);
  });

  it("2. right to left and bottom to top spell nothing", () => {
    const b = newBaba(map("YOU IS BABA", "IS . .", "BABA . baba"));
    expect(b.rules()).toEqual(["TEXT IS PUSH"]);
    expect(b.lost()).toBe(true);
  });

  it("3. ROCK IS BABA IS YOU: after one step every rock is a baba, and YOU from the next step", () => {
    const def = map("ROCK IS BABA IS YOU", ". . . . .", "rock . baba . .");
    const b = newBaba(def);
    b.step("right");
    expect(things(b)).toEqual(["baba@0,2", "baba@3,2"]);
    expect(b.posOf(idOf(def, "rock"))).toEqual([0, 2]);
    b.step("right");
    expect(things(b)).toEqual(["baba@1,2", "baba@4,2"]);
  });

  it("4. BABA IS YOU AND FLAG IS WIN also spells BABA IS FLAG: after one step the baba is a flag, nothing is YOU", () => {
    const b = newBaba(map("BABA IS YOU AND FLAG IS WIN", ". baba . . . . ."));
    b.step("right");
    expect(things(b)).toEqual(["flag@2,1"]);
    expect(b.lost()).toBe(true);
    expect(b.won()).toBe(false);
  });

  it("5. malformed: BABA IS IS YOU spells nothing, BABA IS YOU WIN only BABA IS YOU, ROCK BABA IS YOU only BABA IS YOU", () => {
    expect(newBaba(map("BABA IS IS YOU")).rules()).toEqual(["TEXT IS PUSH"]);
    expect(newBaba(map("BABA IS YOU WIN")).rules()).toEqual(["BABA IS YOU", "TEXT IS PUSH"]);
    expect(newBaba(map("ROCK BABA IS YOU")).rules()).toEqual(["BABA IS YOU", "TEXT IS PUSH"]);
  });

  it("6. BABA IS YOU+WIN (stacked): both rules, and the baba wins", () => {
    const b = newBaba(map("BABA IS YOU+WIN", "baba . ."));
    expect(b.rules()).toEqual(["BABA IS WIN", "BABA IS YOU", "TEXT IS PUSH"]);
    b.step("right");
    expect(b.won()).toBe(true);
  });

  it("7. BABA IS NOT YOU AND WIN with BABA IS YOU: the baba is WIN, not YOU; NOT NOT YOU is YOU", () => {
    const def = map("BABA IS NOT YOU AND WIN", "BABA IS YOU . . .", "baba . . . . .");
    const b = newBaba(def);
    expect(b.activeRules()).toEqual(["BABA IS NOT YOU", "BABA IS WIN", "TEXT IS PUSH"]);
    const baba = idOf(def, "baba");
    expect([b.hasProperty(baba, "YOU"), b.hasProperty(baba, "WIN")]).toEqual([false, true]);
    const twice = newBaba(map("BABA IS NOT NOT YOU", ". baba . . ."));
    twice.step("right");
    expect(things(twice)).toEqual(["baba@2,1"]);
  });

  it("8. NOT BABA IS YOU: the keke and the rock move, the baba and the text do not", () => {
    const b = newBaba(map("NOT BABA IS YOU", "baba keke rock .", ". . . ."));
    b.step("down");
    expect(objectsOf(b)).toEqual([
      "text:NOT@0,0",
      "text:BABA@1,0",
      "text:IS@2,0",
      "text:YOU@3,0",
      "baba@0,1",
      "keke@1,2",
      "rock@2,2",
    ]);
  });

  it("8b. NOT NOT BABA IS YOU: the NOTs before a subject toggle, so only the baba moves (HYPHZ: NOTs toggle)", () => {
    const b = newBaba(map("NOT NOT BABA IS YOU", "baba keke rock . .", ". . . . ."));
    b.step("down");
    expect(b.rules()).toEqual(["BABA IS YOU", "TEXT IS PUSH"]);
    expect(objectsOf(b).slice(5)).toEqual(["baba@0,2", "keke@1,1", "rock@2,1"]);
  });
});

describe("research §8: resolution and conversion", () => {
  it("10. BABA IS NOT BABA destroys every baba at conversion: no YOU is left", () => {
    const def = map("BABA IS NOT BABA", "BABA IS YOU .", "baba . baba .");
    const b = newBaba(def);
    b.step("right");
    expect(things(b)).toEqual([]);
    expect(b.lost()).toBe(true);
  });

  it("11. ALL IS YOU with BABA IS NOT YOU moves the keke only; ALL IS NOT YOU cancels BABA IS YOU", () => {
    const b = newBaba(map("ALL IS YOU .", "BABA IS NOT YOU", "baba keke . ."));
    b.step("right");
    expect(things(b)).toEqual(["baba@0,2", "keke@2,2"]);
    expect(objectsOf(b).slice(0, 3)).toEqual(["text:ALL@0,0", "text:IS@1,0", "text:YOU@2,0"]);
    const none = newBaba(map("ALL IS NOT YOU", "BABA IS YOU .", "baba keke . ."));
    expect(none.lost()).toBe(true);
    none.step("right");
    expect(things(none)).toEqual(["baba@0,2", "keke@1,2"]);
  });

  it("12. ALL IS BABA protects the babas from BABA IS KEKE (ALL expands to BABA IS BABA first)", () => {
    const b = newBaba(map("ALL IS BABA", "BABA IS KEKE", "baba rock ."));
    expect(b.activeRules()).toEqual(["BABA IS BABA", "ROCK IS BABA", "TEXT IS PUSH"]);
    b.step("wait");
    expect(things(b)).toEqual(["baba@0,2", "baba@1,2"]);
  });
});

describe("research §8: movement", () => {
  it("14. the edge blocks a chain of text: baba pushing IS WIN against the right edge moves nothing", () => {
    const b = newBaba(map("BABA IS YOU", "baba IS WIN"));
    b.step("right");
    expect(objectsOf(b).slice(3)).toEqual(["baba@0,1", "text:IS@1,1", "text:WIN@2,1"]);
  });

  it("15. ROCK IS PUSH AND STOP: the rock is pushed", () => {
    const b = newBaba(map("BABA IS YOU . .", "ROCK IS PUSH AND STOP", "baba rock . . ."));
    b.step("right");
    expect(things(b)).toEqual(["baba@1,2", "rock@2,2"]);
  });

  it("16. two babas in a line before a STOP wall: the front one stays, the rear one steps onto its tile", () => {
    const b = newBaba(map("BABA IS YOU", "WALL IS STOP", "baba baba wall"));
    b.step("right");
    expect(things(b)).toEqual(["baba@1,2", "baba@1,2", "wall@2,2"]);
  });

  it("19. OPEN pushed into KEY IS _: the key and the door sharing a tile destroy each other that turn", () => {
    const b = newBaba(map("KEY IS . OPEN baba", "DOOR IS SHUT . .", "BABA IS YOU . .", "key+door . . . ."));
    b.step("left");
    expect(b.rules()).toEqual(["BABA IS YOU", "DOOR IS SHUT", "KEY IS OPEN", "TEXT IS PUSH"]);
    expect(things(b)).toEqual(["baba@3,0"]);
  });

  it("25. pushing YOU out of BABA IS YOU: the baba still moves that turn, then nothing is YOU (lost() says so, §5.5)", () => {
    const b = newBaba(map(". . . .", "BABA IS YOU .", ". . baba ."));
    b.step("up");
    expect(b.rules()).toEqual(["TEXT IS PUSH"]);
    expect(objectsOf(b)).toEqual(["text:BABA@0,1", "text:IS@1,1", "text:YOU@2,0", "baba@2,1"]);
    expect([b.lost(), b.won()]).toEqual([true, false]);
    b.step("down");
    expect(things(b)).toEqual(["baba@2,1"]);
  });
});

describe("research §8: hazards and the win", () => {
  it("20. a rock pushed onto SINK water: both go, and the baba ends where the rock was", () => {
    const b = newBaba(map("BABA IS YOU .", "ROCK IS PUSH .", "WATER IS SINK", "baba rock water"));
    b.step("right");
    expect(things(b)).toEqual(["baba@1,3"]);
  });

  it("20. a rock standing on SINK water (not PUSH): the baba that walks onto it goes with the rock and the water", () => {
    const b = newBaba(map("BABA IS YOU .", "WATER IS SINK", "baba rock+water ."));
    b.step("right");
    expect([things(b), b.lost()]).toEqual([[], true]);
  });

  it("21. a FLOAT baba crosses SINK water and lives, but wins on a flag only when the flag floats too", () => {
    const rows = ["BABA IS YOU AND FLOAT", "WATER IS SINK . . .", "FLAG IS WIN . . .", "baba water flag . ."];
    const b = newBaba(map(...rows));
    b.step("right");
    b.step("right");
    expect([things(b), b.won()]).toEqual([["baba@2,3", "water@1,3", "flag@2,3"], false]);
    const both = newBaba(map(...rows, "FLAG IS FLOAT . ."));
    both.step("right");
    both.step("right");
    expect(both.won()).toBe(true);
  });

  it("22. a flag both WIN and DEFEAT kills the baba that steps on it, and nothing is won", () => {
    const b = newBaba(map("BABA IS YOU .", "FLAG IS WIN .", "FLAG IS DEFEAT", "baba flag . ."));
    b.step("right");
    expect([things(b), b.won(), b.lost()]).toEqual([["flag@1,3"], false, true]);
  });

  it("22. BABA IS YOU AND WIN wins on the turn that forms it", () => {
    const b = newBaba(map("BABA IS YOU AND . WIN baba"));
    b.step("left");
    expect(b.rules()).toEqual(["BABA IS WIN", "BABA IS YOU", "TEXT IS PUSH"]);
    expect(b.won()).toBe(true);
  });

  it("§9: DEFEAT hits only YOU objects: a rock on the skull and the skull stay, the baba that steps on it dies", () => {
    const b = newBaba(map("BABA IS YOU .", "SKULL IS DEFEAT", "baba skull+rock ."));
    b.step("right");
    expect([things(b), b.lost()]).toEqual([["skull@1,2", "rock@1,2"], true]);
  });

  it("23. BABA IS YOU AND MELT steps onto HOT lava: the baba is destroyed, the lava stays", () => {
    const b = newBaba(map("BABA IS YOU AND MELT", "LAVA IS HOT . .", "baba lava . ."));
    b.step("right");
    expect(things(b)).toEqual(["lava@1,2"]);
  });

  it("23. ROCK IS HOT AND MELT: every rock destroys itself, alone on its tile", () => {
    const b = newBaba(map("ROCK IS HOT AND MELT", "rock . rock . baba"));
    b.step("wait");
    expect(things(b)).toEqual(["baba@4,1"]);
  });
});
