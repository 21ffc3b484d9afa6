/** The shipped pure-Baba levels: each is schema-valid and a known solution plays it to won(). */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { schemaProblems } from "../../src/content/schema-check";
import { bonusCount } from "../../src/engine/grid";
import { type Dir, type LevelDef, newBaba } from "../../src/harness";

const root = new URL("../../", import.meta.url).pathname;
const read = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));
const load = (name: string) => read(`levels/${name}.json`) as LevelDef;
const play = (name: string, moves: string) => {
  const b = newBaba(load(name));
  const dirs: Record<string, Dir | "wait"> = { U: "up", D: "down", L: "left", R: "right", ".": "wait" };
  const trace: boolean[] = [];
  for (const m of moves) {
    b.step(dirs[m]);
    trace.push(b.won());
  }
  return { b, trace };
};

describe("levels/baba-*.json", () => {
  const files = readdirSync(join(root, "levels")).filter((f) => /^baba-.*\.json$/.test(f));

  it.each(files)("%s is schema-valid, names itself and loads", (file) => {
    const def = read(`levels/${file}`);
    expect(schemaProblems("level", def, file)).toEqual([]);
    expect(def.$schema).toBe("../schema/level.schema.json");
    expect(`${def.name}.json`).toBe(file);
    expect(typeof def.title).toBe("string");
    expect(newBaba(def).lost()).toBe(false);
  });

  it("baba-not-a-rock: NOT before the subject makes every other thing WIN", () => {
    const { b, trace } = play("baba-not-a-rock", "RR");
    expect(b.rules()).toContain("NOT ROCK IS WIN");
    expect(trace).toEqual([false, true]);
  });

  it("baba-sink: the rock sinks with the water and opens the way", () => {
    const { b, trace } = play("baba-sink", "RRRR");
    expect(b.kindsAt(3, 6)).toEqual([]);
    expect(b.stackAt(4, 6)).toEqual(["baba", "flag"]);
    expect(trace).toEqual([false, false, false, true]);
  });

  it("baba-key-door: the key opens the door", () => {
    const { b, trace } = play("baba-key-door", "RRRR");
    expect(b.kindsAt(4, 6)).toEqual(["baba", "flag"]);
    expect(trace).toEqual([false, false, false, true]);
  });

  it("baba-conversion: ROCK IS FLAG turns the reachable rock into a flag", () => {
    const { b, trace } = play("baba-conversion", "LLLDDLLL");
    expect(b.activeRules()).toContain("ROCK IS FLAG");
    expect(b.kindsAt(0, 6)).toEqual(["baba", "flag"]);
    expect(trace.indexOf(true)).toBe(7);
  });

  it("baba-has: the rock sinks and leaves the flag it HAS on the water's cell", () => {
    const { b, trace } = play("baba-has", "RRR");
    expect(b.rules()).toContain("ROCK HAS FLAG");
    expect(b.stackAt(3, 6)).toEqual(["baba", "flag"]);
    expect(trace).toEqual([false, false, true]);
  });

  it("baba-make: the rock makes a flag where it stands each turn; one is left behind when it is pushed", () => {
    const { b, trace } = play("baba-make", "RR");
    expect(b.stackAt(2, 6)).toEqual(["baba", "flag"]);
    expect(b.stackAt(3, 6)).toEqual(["rock", "flag"]);
    expect(trace).toEqual([false, true]);
  });

  it("baba-eat: the keke eats the rock pushed onto it, and the flag under it is free", () => {
    const { b, trace } = play("baba-eat", "RR");
    expect(b.stackAt(2, 6)).toEqual(["baba", "keke", "flag"]);
    expect(trace).toEqual([false, true]);
  });

  it("baba-more: once the rock is pushed aside, the grass spreads onto baba", () => {
    const { b, trace } = play("baba-more", "DL");
    expect(b.kindsAt(1, 7)).toEqual(["baba", "grass"]);
    expect(b.kindsAt(0, 7)).toEqual(["grass", "rock"]);
    expect(trace).toEqual([false, true]);
  });

  it("baba-cond-convert: the rock becomes a flag only once it is pushed next to the keke", () => {
    const { b, trace } = play("baba-cond-convert", "RRRRR");
    expect(b.activeRules()).toContain("ROCK NEAR KEKE IS FLAG");
    expect(b.stackAt(5, 5)).toEqual(["baba", "flag"]);
    expect(trace).toEqual([false, false, false, false, true]);
  });

  it("baba-cond-convert: a rock not near the keke stays a rock; next to it, it is a flag", () => {
    const { b } = play("baba-cond-convert", "RRR");
    expect(b.stackAt(4, 5)).toEqual(["rock"]);
    b.step("right");
    expect(b.stackAt(5, 5)).toEqual(["flag"]);
  });

  it("baba-near: walls near the key are not STOP, so the pushed key opens a way through them", () => {
    const { b, trace } = play("baba-near", "RRRRR");
    expect(b.activeRules()).toEqual(expect.arrayContaining(["WALL IS STOP", "WALL NEAR KEY IS NOT STOP"]));
    expect(b.stackAt(4, 6)).toEqual(["wall"]); // the key went on through it
    expect(b.stackAt(5, 6)).toEqual(["baba", "flag"]);
    expect(b.stackAt(6, 6)).toEqual(["key"]);
    expect(trace).toEqual([false, false, false, false, true]);
  });

  it("baba-near: a wall is STOP only while no key is on its cell or the eight around it", () => {
    const def = load("baba-near");
    const wallAt = (x: number, y: number) =>
      def.objects.findIndex((o) => o.kind === "wall" && o.x === x && o.y === y);
    const b = newBaba(def);
    const walls = [wallAt(0, 5), wallAt(2, 7), wallAt(4, 6), wallAt(6, 5)];
    expect(walls.map((w) => b.hasProperty(w, "STOP"))).toEqual([false, false, true, true]);
    b.step("right");
    b.step("right"); // the key is at (3, 6)
    expect(walls.map((w) => b.hasProperty(w, "STOP"))).toEqual([true, false, false, true]);
  });

  it("baba-above: a wall is STOP only while no rock is anywhere below it in its column", () => {
    const def = load("baba-above");
    const wallAt = (x: number, y: number) =>
      def.objects.findIndex((o) => o.kind === "wall" && o.x === x && o.y === y);
    const b = newBaba(def);
    expect(b.activeRules()).toEqual(expect.arrayContaining(["WALL IS STOP", "WALL ABOVE ROCK IS NOT STOP"]));
    const walls = [wallAt(1, 5), wallAt(3, 5), wallAt(3, 6), wallAt(3, 8), wallAt(4, 9)];
    expect(walls.map((w) => b.hasProperty(w, "STOP"))).toEqual([false, true, true, true, true]);
    for (const d of ["down", "down", "left", "down", "right", "right"] as const) b.step(d);
    expect(b.stackAt(3, 9)).toEqual(["rock"]); // under the barrier, which ends one row above it
    expect(walls.map((w) => b.hasProperty(w, "STOP"))).toEqual([true, false, false, false, true]);
  });

  it("baba-above: the rock pushed under the barrier lets baba through a wall two rows above it", () => {
    const { b, trace } = play("baba-above", "DDLDRRUURRR");
    expect(b.stackAt(3, 7)).toEqual(["wall"]); // walked through
    expect(b.stackAt(5, 7)).toEqual(["baba", "flag"]);
    expect(trace).toEqual([...Array(10).fill(false), true]);
  });

  it("baba-beside: a wall is STOP only while no rock is anywhere else in its row", () => {
    const def = load("baba-beside");
    const wallAt = (x: number, y: number) =>
      def.objects.findIndex((o) => o.kind === "wall" && o.x === x && o.y === y);
    const b = newBaba(def);
    expect(b.activeRules()).toEqual(expect.arrayContaining(["WALL IS STOP", "WALL BESIDE ROCK IS NOT STOP"]));
    const walls = [wallAt(2, 5), wallAt(5, 6), wallAt(5, 8), wallAt(5, 9)];
    expect(walls.map((w) => b.hasProperty(w, "STOP"))).toEqual([true, true, true, true]); // the rock is beside the hedge
    for (const d of ["up", "up", "up", "right", "right", "down"] as const) b.step(d);
    expect(b.stackAt(2, 8)).toEqual(["rock"]);
    expect(walls.map((w) => b.hasProperty(w, "STOP"))).toEqual([true, true, false, true]);
  });

  it("baba-beside: the rock pushed into the flag's row lets baba through the wall there", () => {
    const { b, trace } = play("baba-beside", "UUURRDRDRRRR");
    expect(b.stackAt(5, 8)).toEqual(["wall"]); // walked through
    expect(b.stackAt(7, 8)).toEqual(["flag", "baba"]);
    expect(trace).toEqual([...Array(11).fill(false), true]);
  });

  it("baba-write: the rock turns into the word WIN on its tile (WRITE converts), pushed as any text", () => {
    const b = newBaba(load("baba-write"));
    b.step("wait");
    expect(b.stackAt(1, 4)).toEqual(["text:WIN"]);
    b.step("right");
    expect(b.stackAt(2, 4)).toEqual(["text:WIN"]); // one word: a text object writes nothing further
    expect(b.stackAt(1, 4)).toEqual(["baba"]);
  });

  it("baba-write: the written WIN pushed under FLAG IS spells FLAG IS WIN", () => {
    const { b, trace } = play("baba-write", "RRRRRDRUUDDR");
    expect(b.stackAt(6, 2)).toEqual(["text:WIN"]);
    expect(b.activeRules()).toContain("FLAG IS WIN");
    expect(trace).toEqual([...Array(11).fill(false), true]);
  });

  it("baba-idle: the rock moves only on a wait, pushing WIN under FLAG IS; steps leave it where it is", () => {
    const def = load("baba-idle");
    const rock = def.objects.findIndex((o) => o.kind === "rock");
    const b = newBaba(def);
    expect(b.activeRules()).toContain("IDLE ROCK IS MOVE");
    b.step("down");
    b.step("right");
    expect(b.posOf(rock)).toEqual([9, 0]);
    b.step("wait");
    expect([b.posOf(rock), b.kindsAt(9, 2)]).toEqual([[9, 1], ["text:WIN"]]);
    b.step("wait");
    expect([b.posOf(rock), b.kindsAt(9, 3), b.activeRules()]).toEqual([
      [9, 2],
      ["text:WIN"],
      expect.arrayContaining(["FLAG IS WIN"]),
    ]);
    b.step("wait"); // WIN against the wall: the rock turns around and walks back up
    expect([b.posOf(rock), b.facingOf(rock), b.kindsAt(9, 3)]).toEqual([[9, 1], "up", ["text:WIN"]]);
  });

  it("baba-power: the flag is WIN only while the rock is lonely: off its tile, not on the flag", () => {
    const def = load("baba-power");
    const flag = def.objects.findIndex((o) => o.kind === "flag");
    const b = newBaba(def);
    expect(b.activeRules()).toEqual(expect.arrayContaining(["LONELY ROCK IS POWER", "POWERED FLAG IS WIN"]));
    expect(b.hasProperty(flag, "WIN")).toBe(false); // the rock starts on a tile
    b.step("right");
    expect([b.stackAt(2, 5), b.hasProperty(flag, "WIN")]).toEqual([["rock"], true]);
    for (const d of ["right", "right"] as const) b.step(d);
    expect([b.stackAt(4, 5), b.hasProperty(flag, "WIN")]).toEqual([["rock", "flag"], false]);
    b.step("right"); // the wall holds the rock on the flag
    expect([b.stackAt(3, 5), b.won()]).toEqual([["baba"], false]);
  });

  it("baba-power: push the rock off its tile, then walk round to the flag", () => {
    const { b, trace } = play("baba-power", "RURRRD");
    expect(b.stackAt(4, 5)).toEqual(["baba", "flag"]);
    expect(trace).toEqual([...Array(5).fill(false), true]);
  });

  it("baba-idle: walk onto the flag, then wait twice", () => {
    const { b, trace } = play("baba-idle", "RRDD..");
    expect(b.stackAt(3, 7)).toEqual(["baba", "flag"]);
    expect(trace).toEqual([false, false, false, false, false, true]);
  });

  it("baba-follow: the keke faces the baba after each turn; far across it bounces off the wall, close enough it turns down", () => {
    const def = load("baba-follow");
    const keke = def.objects.findIndex((o) => o.kind === "keke");
    const b = newBaba(def);
    expect(b.activeRules()).toContain("KEKE FOLLOW BABA");
    b.step("down"); // the keke walks right (its facing at load), then faces the baba, 8 left and 3 down
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[8, 5], "left"]);
    b.step("down"); // left into (7,5); the wall at (6,5) is next
    for (const d of ["down", "down", "right"] as const) b.step(d); // blocked, it turns around: to and fro
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[8, 5], "left"]);
    b.step("right"); // the baba 5 left and 5 down of it: the column
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[7, 5], "down"]);
  });

  it("baba-follow: the keke, WIN and not MELT, crosses the lava to the baba", () => {
    const { b, trace } = play("baba-follow", "DDDDRRRUUULR");
    expect(b.stackAt(3, 7)).toEqual(["keke", "baba"]);
    expect(trace).toEqual([...Array(11).fill(false), true]);
  });

  it("baba-fear: the keke flees the baba beside it; from above it steps down into its niche and clears the way", () => {
    const def = load("baba-fear");
    const keke = def.objects.findIndex((o) => o.kind === "keke");
    const b = newBaba(def);
    expect(b.activeRules()).toContain("KEKE FEAR BABA");
    for (const d of ["right", "right", "right", "right"] as const) b.step(d);
    expect(b.posOf(keke)).toEqual([4, 5]); // the baba above the gap, two cells off: no fear
    b.step("down"); // the baba in the gap, just above it: the keke turns down and steps into the niche
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[4, 6], "down"]);
    b.step("down"); // the baba just above again: down is the edge, so it only faces away and stays
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[4, 6], "down"]);
  });

  it("baba-fear: chased along the corridor, the STOP keke flees onto the flag and bars it", () => {
    const def = load("baba-fear");
    const keke = def.objects.findIndex((o) => o.kind === "keke");
    const { b, trace } = play("baba-fear", "DDRRRRR");
    expect([b.posOf(keke), b.stackAt(6, 5)]).toEqual([
      [6, 5],
      ["keke", "flag"],
    ]);
    expect(b.stackAt(5, 5)).toEqual(["baba"]);
    expect(trace).toEqual(Array(7).fill(false));
  });

  it("baba-fear: from above, then along the corridor to the flag", () => {
    const { b, trace } = play("baba-fear", "RRRRDDRR");
    expect(b.stackAt(6, 5)).toEqual(["baba", "flag"]);
    expect(trace).toEqual([...Array(7).fill(false), true]);
  });

  it("baba-without: the walls are STOP while a rock is left anywhere on the grid, and none is once the last sinks", () => {
    const def = load("baba-without");
    const walls = def.objects.flatMap((o, i) => (o.kind === "wall" ? [i] : []));
    const b = newBaba(def);
    expect(b.activeRules()).toEqual(
      expect.arrayContaining(["WALL IS STOP", "WALL WITHOUT ROCK IS NOT STOP"]),
    );
    const stop = () => [...new Set(walls.map((w) => b.hasProperty(w, "STOP")))];
    expect(stop()).toEqual([true]);
    for (const d of ["down", "left", "down", "right"] as const) b.step(d);
    expect([b.stackAt(2, 9), b.stackAt(2, 7)]).toEqual([[], ["rock"]]); // one rock sunk, one left far off
    expect(stop()).toEqual([true]);
    for (const d of ["up", "up", "right"] as const) b.step(d);
    expect(b.stackAt(3, 7)).toEqual([]); // the last rock sunk
    expect(stop()).toEqual([false]);
  });

  it("baba-without: with both rocks sunk baba walks through the wall to the flag", () => {
    const { b, trace } = play("baba-without", "DLDRUURDRRRRR");
    expect(b.stackAt(5, 8)).toEqual(["wall"]);
    expect(b.stackAt(7, 8)).toEqual(["baba", "flag"]);
    expect(trace).toEqual([...Array(12).fill(false), true]);
  });

  it("baba-feeling: the walls are STOP while WALL IS SHUT stands, and the wall row walks aside once it is broken", () => {
    const def = load("baba-feeling");
    const walls = def.objects.flatMap((o, i) => (o.kind === "wall" ? [i] : []));
    const b = newBaba(def);
    const stop = () => [...new Set(walls.map((w) => b.hasProperty(w, "STOP")))];
    expect(stop()).toEqual([true]);
    for (const d of ["right", "right", "right", "right"] as const) b.step(d);
    expect(b.stackAt(4, 6)).toEqual(["baba"]); // stopped by the wall at (5,6)
    const { b: after, trace } = play("baba-feeling", "UUDRRRRR");
    expect(after.stackAt(1, 3)).toEqual(["text:WALL"]); // pushed out of WALL IS SHUT
    expect(after.activeRules()).not.toContain("WALL IS SHUT");
    expect(after.stackAt(6, 5)).toEqual(["flag", "baba"]);
    expect(trace).toEqual([...Array(7).fill(false), true]);
  });

  it("baba-seeing: the rock hides the flag; sunk with the water, or pushed out of the row, it is seen", () => {
    const { b, trace } = play("baba-seeing", "RRRR");
    expect(b.rules()).toContain("BABA SEEING FLAG IS WIN");
    expect([b.stackAt(4, 6), b.stackAt(5, 6)]).toEqual([["baba"], []]); // the rock sank with the water
    expect(trace).toEqual([false, false, false, true]);
    // the water does not block the ray: facing the flag across it wins too
    const { b: across, trace: t2 } = play("baba-seeing", "DRRRUR");
    expect([across.stackAt(3, 5), across.stackAt(4, 6), across.stackAt(5, 6)]).toEqual([
      ["rock"],
      ["baba"],
      ["water"],
    ]);
    expect(t2).toEqual([...Array(5).fill(false), true]);
  });

  it("baba-boom: ROCK IS BOOM AND BOOM blows the rock up with the walls beside it, and the way to the flag opens", () => {
    const { b, trace } = play("baba-boom", "RRRLLUU");
    expect(b.rules()).toContain("ROCK IS BOOM");
    // the rock at (5, 7) reached one cell each way: the two walls at x 6 beside it went, the rest stand
    expect([b.stackAt(5, 7), b.stackAt(6, 6), b.stackAt(6, 7), b.stackAt(6, 5), b.stackAt(7, 7)]).toEqual([
      [],
      [],
      [],
      ["wall"],
      ["wall"],
    ]);
    expect(b.stackAt(2, 5)).toEqual(["baba"]); // two cells off, the baba is spared
    const { trace: won } = play("baba-boom", "RRRLLUUDRRRRR");
    expect(won).toEqual([...Array(12).fill(false), true]);
    // with the BOOM word one push short of its place no rule names BOOM, and the walls stand
    expect(trace.every((w) => !w)).toBe(true);
    const { b: short } = play("baba-boom", "RRRLLU");
    expect(short.rules().some((r) => r.includes("BOOM"))).toBe(false);
    expect(short.stackAt(6, 6)).toEqual(["wall"]);
  });

  it("baba-bonus: walking onto the BONUS rock collects it, and the flag it HAS appears under the baba", () => {
    const { b, trace } = play("baba-bonus", "RRRRR");
    expect([b.stackAt(5, 5), bonusCount(b.state), b.won()]).toEqual([["baba", "flag"], 1, false]);
    expect(trace.every((w) => !w)).toBe(true);
    b.step("wait"); // the win check comes before BONUS: the flag wins on the next turn
    expect(b.won()).toBe(true);
    const { b: away } = play("baba-bonus", "RRRRRL"); // stepping off leaves the flag behind, and the bonus counted
    expect([away.won(), away.stackAt(5, 5), bonusCount(away.state)]).toEqual([false, ["flag"], 1]);
    away.step("right");
    expect(away.won()).toBe(true);
    away.undo();
    away.undo();
    away.undo();
    expect([away.stackAt(5, 5), bonusCount(away.state)]).toEqual([["rock"], 0]);
  });

  it("baba-done: WALL IS DONE takes every wall off, SAFE ones too, and no skull they HAS appears", () => {
    const { b, trace } = play("baba-done", "URRRRULL");
    expect(b.rules()).toContain("WALL IS DONE");
    expect(b.rules()).toContain("WALL IS SAFE");
    expect(b.rules()).toContain("WALL HAS SKULL");
    const things = (x: number) =>
      [3, 5, 6, 7].flatMap((y) => b.stackAt(x, y).filter((k) => !k.startsWith("text:")));
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].flatMap(things)).toEqual(["baba", "flag"]); // no wall, no skull
    expect(trace.every((w) => !w)).toBe(true);
    const { trace: won } = play("baba-done", "URRRRULLDRRRR");
    expect(won).toEqual([...Array(12).fill(false), true]);
    // with DONE one push short of its place the walls stand, and the flag is walled in
    const { b: short } = play("baba-done", "URRRRUL");
    expect(short.rules().some((r) => r.includes("DONE"))).toBe(false);
    expect(short.stackAt(6, 6)).toEqual(["wall"]);
  });

  it("baba-nudge: ROCK IS NUDGEUP lifts the STOP rock out of the only gap, facing as it did, and the way to the flag opens", () => {
    const def = load("baba-nudge");
    const rock = def.objects.findIndex((o) => o.kind === "rock");
    const { b, trace } = play("baba-nudge", "RUU");
    expect(b.rules()).toContain("ROCK IS NUDGEUP");
    expect(b.posOf(rock)).toEqual([5, 6]); // the rule formed in this turn's last parse: it moves from the next
    b.step("down");
    expect([b.posOf(rock), b.facingOf(rock)]).toEqual([[5, 5], "right"]);
    b.step("right");
    expect(b.posOf(rock)).toEqual([5, 5]); // the wall above holds it: blocked, it stays
    expect(trace.every((w) => !w)).toBe(true);
    const { trace: won } = play("baba-nudge", "RUUDRRRRR");
    expect(won).toEqual([...Array(8).fill(false), true]);
    // without the rule the STOP rock blocks the gap
    const { b: blocked } = play("baba-nudge", "RURRRR");
    expect([blocked.stackAt(4, 6), blocked.won()]).toEqual([["baba"], false]);
  });

  it("baba-end: pushing END into ROCK IS _ makes the rock end the level as the walled-off flag would", () => {
    const { b, trace } = play("baba-end", "UUDRRRR");
    expect(b.rules()).toContain("ROCK IS END");
    expect([b.stackAt(6, 5), b.stackAt(6, 1)]).toEqual([["rock", "baba"], ["flag"]]); // nothing leaves
    expect(trace).toEqual([...Array(6).fill(false), true]);
    // without the rule the rock is nothing to the baba
    const { b: plain } = play("baba-end", "URRRR");
    expect(plain.rules().some((r) => r.includes("END"))).toBe(false);
    expect([plain.stackAt(6, 5), plain.won()]).toEqual([["rock", "baba"], false]);
  });

  it("baba-still: KEKE IS STILL, made with steps left and up only, keeps the walled-in keke from pushing BABA IS YOU apart", () => {
    const def = load("baba-still");
    const keke = def.objects.findIndex((o) => o.kind === "keke");
    const { b, trace } = play("baba-still", "LLU");
    expect(b.rules()).toContain("KEKE IS STILL");
    b.step("right");
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[1, 1], "right"]); // turned to the key, it stays
    expect(b.rules()).toContain("BABA IS YOU");
    expect(trace.every((w) => !w)).toBe(true);
    const { trace: won } = play("baba-still", "LLURRRR");
    expect(won).toEqual([...Array(6).fill(false), true]);
    // a step right before KEKE IS STILL holds: the keke pushes the IS out, and baba is YOU no more
    const { b: broken } = play("baba-still", "R");
    expect([broken.rules().includes("BABA IS YOU"), broken.posOf(keke)]).toEqual([false, [2, 1]]);
  });

  it("baba-chill: the CHILL flag wanders a way drawn from the level's seed each turn, turning back at the edge; the chase is timed", () => {
    const def = load("baba-chill");
    const flag = def.objects.findIndex((o) => o.kind === "flag");
    const b = newBaba(def);
    const walk: string[] = [];
    for (const m of ["left", "right", "right", "right", "right", "right"] as const) {
      b.step(m);
      walk.push(`${b.posOf(flag)} ${b.facingOf(flag)}${b.won() ? " won" : ""}`);
    }
    // the seed (0) draws left, down, right, right (the edge: turned back, it steps left), up
    expect(walk).toEqual(["4,4 left", "4,5 down", "5,5 right", "6,5 right", "5,5 left", "5,4 up won"]);
    for (let i = 0; i < 6; i++) expect(b.undo()).toBe(true);
    expect([b.posOf(flag), b.facingOf(flag), b.state.seed]).toEqual([[5, 4], "right", 0]);
    // running straight at it, the baba comes one turn early and the flag steps past it
    expect(play("baba-chill", "RRRRRRRR").trace.some((w) => w)).toBe(false);
  });

  it("baba-fall-left: ROCK IS FALLLEFT slides the STOP rock out of the tunnel's mouth in the turn the rule forms, and the way to the flag opens", () => {
    const def = load("baba-fall-left");
    const rock = def.objects.findIndex((o) => o.kind === "rock");
    const { b: before } = play("baba-fall-left", "UU");
    expect([before.posOf(rock), before.rules().some((r) => r.includes("FALLLEFT"))]).toEqual([[4, 5], false]);
    const { b, trace } = play("baba-fall-left", "UUU");
    expect(b.rules()).toContain("ROCK IS FALLLEFT");
    expect([b.posOf(rock), b.facingOf(rock)]).toEqual([[0, 5], "right"]); // to the edge, its facing kept
    expect(trace.every((w) => !w)).toBe(true);
    const { trace: won } = play("baba-fall-left", "UUUDRRRRRR");
    expect(won).toEqual([...Array(9).fill(false), true]);
  });

  it("undo walks baba-sink back to its start", () => {
    const { b } = play("baba-sink", "RRRR");
    for (let i = 0; i < 4; i++) expect(b.undo()).toBe(true);
    expect(b.undo()).toBe(false);
    expect(b.won()).toBe(false);
    expect([0, 1, 2, 3, 4].map((x) => b.stackAt(x, 6))).toEqual([
      ["baba"],
      ["rock"],
      [],
      ["water"],
      ["flag"],
    ]);
  });
});
