/**
 * Properties meeting each other, as the real game plays them (docs/rules.md §5.3–5.5; research §2–§6;
 * the game's 2019 scripts): FLOAT with the hazards, the win and OPEN/SHUT; OPEN/SHUT on contact with
 * several partners on a cell; EAT on contact; MOVE and SHIFT in one turn; TELE with several kinds; HAS
 * and conversion; a word pushed into two rules; TEXT IS TEXT and X IS X against X IS TEXT. Exact boards: every thing as `kind@x,y`, oldest first.
 */
import { describe, expect, it } from "vitest";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { idOf, map, objectsOf } from "./builder";

/** The things on the grid (no text), `kind@x,y`, oldest first. */
const things = (b: Baba) => objectsOf(b).filter((o) => !o.startsWith("text:"));

/** A level from `rows`, then one turn of `input`. */
function played(input: "right" | "left" | "up" | "down" | "wait", ...rows: string[]): Baba {
  const b = newBaba(map(...rows));
  b.step(input);
  return b;
}

/** `def` with its n-th object facing `dir`. */
function facing(def: LevelDef, n: number, dir: "up" | "down" | "left" | "right"): LevelDef {
  def.objects[n] = { ...def.objects[n], dir };
  return def;
}

describe("FLOAT: the hazards, the win and OPEN/SHUT act within one float level", () => {
  it("a FLOAT YOU walks onto a DEFEAT skull and lives; with the skull FLOAT too, it dies", () => {
    const rows = ["BABA IS YOU AND FLOAT", "SKULL IS DEFEAT . .", "baba skull . . ."];
    expect(things(played("right", ...rows))).toEqual(["baba@1,2", "skull@1,2"]);
    expect(things(played("right", ...rows, "SKULL IS FLOAT . ."))).toEqual(["skull@1,2"]);
  });

  it("an object is on its own float level: a FLOAT YOU that is DEFEAT dies, one that is WIN wins", () => {
    const dies = played("right", "BABA IS YOU AND FLOAT", "BABA IS DEFEAT . .", "baba . . . .");
    expect([things(dies), dies.lost()]).toEqual([[], true]);
    const wins = played("right", "BABA IS YOU AND FLOAT", "BABA IS WIN . .", "baba . . . .");
    expect([things(wins), wins.won()]).toEqual([["baba@1,2"], true]);
  });

  it("FLOAT HOT lava does not melt a MELT baba that walks onto it", () => {
    const b = played("right", "BABA IS YOU AND MELT", "LAVA IS HOT AND FLOAT", "baba lava . . .");
    expect(things(b)).toEqual(["baba@1,2", "lava@1,2"]);
  });

  it("a FLOAT SINK rock sinks nothing that does not float", () => {
    const b = played("wait", "ROCK IS SINK AND FLOAT", "BABA IS YOU . .", "rock+baba . . . .");
    expect(things(b)).toEqual(["rock@0,2", "baba@0,2"]);
  });

  it("OPEN meets SHUT only on one float level: a FLOAT OPEN key is stopped by a SHUT STOP door", () => {
    const b = played(
      "right",
      "BABA IS YOU . .",
      "KEY IS PUSH AND OPEN",
      "KEY IS FLOAT . .",
      "DOOR IS SHUT AND STOP",
      "baba key door . .",
    );
    expect(things(b)).toEqual(["baba@0,4", "key@1,4", "door@2,4"]);
    const overlap = played("wait", "KEY IS OPEN AND FLOAT", "DOOR IS SHUT . .", "key+door . . . .");
    expect(things(overlap)).toEqual(["key@0,2", "door@0,2"]);
  });
});

describe("OPEN/SHUT on contact: every partner on the cell gives way, one is destroyed with the mover (the game's check and move)", () => {
  it("a key pushed into two stacked SHUT STOP doors goes in and opens the older; the other door stays, and so would a PUSH one", () => {
    const def = map(
      "BABA IS YOU .",
      "KEY IS PUSH AND OPEN",
      "DOOR IS SHUT AND STOP",
      "baba key door+door . .",
    );
    const b = newBaba(def);
    b.step("right");
    expect(things(b)).toEqual(["baba@1,3", "door@2,3"]);
    expect([b.posOf(idOf(def, "door", 0)), b.posOf(idOf(def, "door", 1))]).toEqual([null, [2, 3]]);
    const push = played(
      "right",
      "BABA IS YOU .",
      "KEY IS PUSH AND OPEN",
      "DOOR IS SHUT AND PUSH",
      "baba key door+door . .",
    );
    expect(things(push)).toEqual(["baba@1,3", "door@2,3"]);
  });

  it("an OPEN YOU walks into two SHUT STOP doors and dies with one; a SHUT box pushed into two OPEN STOP keys opens one", () => {
    const you = played("right", "BABA IS YOU AND OPEN", "DOOR IS SHUT AND STOP", "baba door+door . .");
    expect([things(you), you.lost()]).toEqual([["door@1,2"], true]);
    const box = played(
      "right",
      "BABA IS YOU .",
      "BOX IS PUSH AND SHUT",
      "KEY IS OPEN AND STOP",
      "baba box key+key . .",
    );
    expect(things(box)).toEqual(["baba@1,3", "key@2,3"]);
  });

  it("two stacked keys pushed into a SHUT STOP door: the older opens it and the younger goes in; on one cell, the older opens it too", () => {
    const def = map("BABA IS YOU .", "KEY IS PUSH AND OPEN", "DOOR IS SHUT AND STOP", "baba key+key door .");
    const [older, younger] = [idOf(def, "key"), idOf(def, "key", 1)];
    const pushed = newBaba(def);
    pushed.step("right");
    expect([pushed.posOf(older), pushed.posOf(younger), things(pushed)]).toEqual([
      null,
      [2, 3],
      ["baba@1,3", "key@2,3"],
    ]);
    const cell = map("KEY IS OPEN", "DOOR IS SHUT", "key+key+door .");
    const still = newBaba(cell);
    still.step("wait");
    expect([still.posOf(idOf(cell, "key")), still.posOf(idOf(cell, "key", 1))]).toEqual([null, [0, 2]]);
  });

  it("a rock pushed beside the key meets no door: a STOP door blocks both, a PUSH door is pushed on and opens nothing", () => {
    const rows = ["BABA IS YOU .", "KEY IS PUSH AND OPEN", "ROCK IS PUSH .", "baba key+rock door . ."];
    const stop = played("right", ...rows, "DOOR IS SHUT AND STOP");
    expect(things(stop)).toEqual(["baba@0,3", "key@1,3", "rock@1,3", "door@2,3"]);
    const push = played("right", ...rows, "DOOR IS SHUT AND PUSH");
    expect(things(push)).toEqual(["baba@1,3", "key@2,3", "rock@2,3", "door@3,3"]);
  });

  it("a STOP wall on the door's cell still blocks the key: only the partners give way", () => {
    const rows = [
      "BABA IS YOU .",
      "KEY IS PUSH AND OPEN",
      "DOOR IS SHUT AND STOP",
      "WALL IS STOP .",
      "baba key door+wall . .",
    ];
    expect(things(played("right", ...rows))).toEqual(["baba@0,4", "key@1,4", "door@2,4", "wall@2,4"]);
  });
});

describe("EAT on contact: what a mover eats is not in its way, and is eaten as it enters (the game's check and move)", () => {
  it("a baba that EATs walls walks into a STOP wall and eats it, under its move in the journal", () => {
    const b = played("right", "BABA IS YOU", "BABA EAT WALL", "WALL IS STOP", "baba wall .");
    expect(things(b)).toEqual(["baba@1,3"]);
    expect(b.journal().records.slice(1)).toEqual([
      { type: "Moved", id: 9, dir: "right", from: [0, 3], to: [1, 3], rule: null },
      { type: "Eaten", id: 10, at: [1, 3] },
    ]);
    expect(b.journal().causes[2]).toEqual({
      kind: "hazard",
      hazard: "EAT",
      rules: [{ rule: "BABA EAT WALL", ids: [3, 4, 5] }],
      with: [9],
      line: 1,
    });
  });

  it("a PUSH rock it eats is eaten, not pushed; a pushed rock that EATs walls eats one; so does a MOVE keke", () => {
    expect(things(played("right", "BABA IS YOU", "BABA EAT ROCK", "ROCK IS PUSH", "baba rock ."))).toEqual([
      "baba@1,3",
    ]);
    const pushed = played(
      "right",
      "BABA IS YOU",
      "ROCK IS PUSH",
      "ROCK EAT WALL",
      "WALL IS STOP",
      "baba rock wall .",
    );
    expect(things(pushed)).toEqual(["baba@1,4", "rock@2,4"]);
    expect(things(played("wait", "KEKE IS MOVE", "KEKE EAT WALL", "WALL IS STOP", "keke wall ."))).toEqual([
      "keke@1,3",
    ]);
  });

  it("a STOP rock it does not eat, on the wall's tile, still blocks: nothing moves or is eaten", () => {
    const b = played(
      "right",
      "BABA IS YOU",
      "BABA EAT WALL",
      "WALL IS STOP",
      "ROCK IS STOP",
      "baba wall+rock .",
    );
    expect(things(b)).toEqual(["baba@0,4", "wall@1,4", "rock@1,4"]);
  });
});

describe("MOVE and SHIFT in one turn: the MOVE take, then the SHIFT take", () => {
  it("a MOVE keke steps onto a belt and the belt carries it on in the same turn", () => {
    const b = played("wait", "KEKE IS MOVE .", "BELT IS SHIFT .", "keke belt . . .");
    expect(things(b)).toEqual(["keke@2,2", "belt@1,2"]);
  });

  it("a MOVE keke standing on a belt walks off it first, so the belt carries nothing", () => {
    const b = played("wait", "KEKE IS MOVE .", "BELT IS SHIFT .", "keke+belt . . . .");
    expect(things(b)).toEqual(["keke@1,2", "belt@0,2"]);
  });

  it("a rock the belt cannot carry (a STOP wall ahead) still turns to the belt's facing", () => {
    const def = facing(map("BELT IS SHIFT", "WALL IS STOP", "belt+rock . .", "wall . ."), 6, "down");
    const b = newBaba(def);
    b.step("wait");
    expect([things(b), b.facingOf(7)]).toEqual([["belt@0,2", "rock@0,2", "wall@0,3"], "down"]);
  });
});

describe("what stands on a SHIFT object faces its way after the movement (the game's moveblock)", () => {
  it("a rock a right belt carries onto a down belt faces down, and goes down on the next turn", () => {
    const def = facing(map("BELT IS SHIFT", ". . .", "belt+rock belt .", ". . ."), 5, "down");
    const b = newBaba(def);
    b.step("wait");
    expect([things(b), b.facingOf(4)]).toEqual([["belt@0,2", "rock@1,2", "belt@1,2"], "down"]);
    const turned = b.journal().records.filter((r) => r.type === "Turned");
    expect(turned).toEqual([{ type: "Turned", id: 4, from: "right", to: "down" }]);
    expect(b.journal().causes[b.journal().records.indexOf(turned[0])]).toMatchObject({
      kind: "rule",
      rule: { rule: "BELT IS SHIFT", ids: [0, 1, 2] },
    });
    b.step("wait");
    expect(things(b)).toEqual(["belt@0,2", "rock@1,3", "belt@1,2"]);
  });

  it("a FLOAT rock on a belt that does not float keeps its facing", () => {
    const def = facing(map("BELT IS SHIFT", "ROCK IS FLOAT", "belt+rock . ."), 6, "down");
    const b = newBaba(def);
    b.step("wait");
    expect(b.facingOf(7)).toBe("right");
  });
});

describe("TELE with several kinds", () => {
  it("each rider goes to the other TELE object of its own pad's kind", () => {
    const b = played("wait", "TILE IS TELE . .", "DOOR IS TELE . .", "tile+rock door+keke tile door");
    expect(things(b)).toEqual(["tile@0,2", "rock@2,2", "door@1,2", "keke@3,2", "tile@2,2", "door@3,2"]);
  });

  it("a TELE object of another kind is sent like any rider; one of the pad's own kind is not", () => {
    // Each pad sends the other kind's object on it to the other pad's cell as the phase found it: all swap.
    const b = played("wait", "TILE IS TELE", "ROCK IS TELE", "tile+rock . tile+rock");
    expect(things(b)).toEqual(["tile@2,2", "rock@2,2", "tile@0,2", "rock@0,2"]);
    const same = played("wait", "TILE IS TELE", ". . .", "tile+tile . tile");
    expect(things(same)).toEqual(["tile@0,2", "tile@0,2", "tile@2,2"]);
  });

  it("every word is named TEXT: with TEXT IS TELE a baba on a word goes to another word's cell, a word on a word stays", () => {
    const b = played("wait", "TEXT IS TELE", ". . .", "baba+ROCK . FLOAT+WIN");
    expect([0, 1, 2, 4, 5, 6].map((id) => b.posOf(id)?.join(","))).toEqual([
      "0,0",
      "1,0",
      "2,0",
      "0,2",
      "2,2",
      "2,2",
    ]);
    expect(["0,0", "1,0", "2,0", "2,2"]).toContain(b.posOf(3)?.join(","));
  });
});

describe("FALL meets what movement meets", () => {
  it("a falling rock drops into a WEAK STOP wall, destroyed as the rock enters; a WEAK PUSH box still holds it", () => {
    const b = played("wait", "ROCK IS FALL", "WALL IS STOP", "WALL IS WEAK", "rock . .", ". . .", "wall . .");
    expect(things(b)).toEqual(["rock@0,5"]);
    const held = played("wait", "ROCK IS FALL", "BOX IS PUSH", "BOX IS WEAK", ". rock", ". .", ". box");
    expect(things(held)).toEqual(["rock@1,4", "box@1,5"]);
  });

  it("a SWAP STOP wall does not stop a fall: the rock drops through to the edge", () => {
    const b = played("wait", "ROCK IS FALL", "WALL IS STOP", "WALL IS SWAP", "rock .", "wall .", ". .");
    expect(things(b)).toEqual(["rock@0,5", "wall@0,4"]);
  });
});

describe("what HAS leaves, MAKE makes and MORE copies faces as its source (the game creates it with its direction)", () => {
  /** Each thing after one wait, as `kind@x,y:facing`, oldest first. */
  function facings(def: LevelDef): string[] {
    const b = newBaba(def);
    b.step("wait");
    const s = b.state;
    return [...Array(s.nextId).keys()]
      .filter((id) => s.alive[id] && !s.kinds.isText[s.kind[id]])
      .map((id) => `${s.kinds.names[s.kind[id]]}@${s.x[id]},${s.y[id]}:${b.facingOf(id)}`);
  }

  it("MAKE", () => {
    expect(facings(facing(map("BABA MAKE KEY", "baba . ."), 3, "down"))).toEqual([
      "baba@0,1:down",
      "key@0,1:down",
    ]);
  });

  it("MORE", () => {
    expect(facings(facing(map("ROCK IS MORE", ". rock ."), 3, "up"))).toEqual([
      "rock@1,1:up",
      "rock@2,1:up",
      "rock@0,1:up",
    ]);
  });

  it("HAS: the item faces as its holder did when it died", () => {
    const def = facing(map("ROCK HAS KEY", "WATER IS SINK", "rock+water . ."), 6, "left");
    expect(facings(def)).toEqual(["key@0,2:left"]);
  });
});

describe("MORE and text", () => {
  it("MORE spreads into no tile that holds text, even with TEXT IS NOT PUSH", () => {
    const b = played("wait", "TEXT IS NOT PUSH", "ROCK IS MORE .", ". . . .", "ROCK rock . .", ". . . .");
    expect(things(b)).toEqual(["rock@1,3", "rock@2,3", "rock@1,2", "rock@1,4"]);
  });
});

describe("HAS and conversion", () => {
  it("a converted object is not destroyed: BABA HAS KEY with BABA IS ROCK leaves no key", () => {
    expect(things(played("wait", "BABA HAS KEY", "BABA IS ROCK", "baba . ."))).toEqual(["rock@0,2"]);
  });
});

describe("one word pushed into two rules at once", () => {
  it("WIN pushed to the crossing spells FLAG IS WIN across and BABA IS WIN down, and the baba wins that turn", () => {
    const b = played(
      "left",
      ". . BABA . .",
      ". . IS . .",
      "FLAG IS . WIN baba",
      ". . . . .",
      "BABA IS YOU . .",
    );
    expect(b.rules()).toEqual(["BABA IS WIN", "BABA IS YOU", "FLAG IS WIN", "TEXT IS PUSH"]);
    expect([things(b), b.won()]).toEqual([["baba@3,2"], true]);
    expect(
      b
        .journal()
        .records.filter((r) => r.type === "RuleFormed")
        .map((r) => r.rule),
    ).toEqual(["BABA IS WIN", "FLAG IS WIN"]);
  });
});

describe("X IS X against conversion, text included", () => {
  it("TEXT IS TEXT keeps every text object from TEXT IS BABA", () => {
    const b = played("wait", "TEXT IS TEXT", "TEXT IS BABA");
    expect(b.activeRules()).toEqual(["TEXT IS PUSH", "TEXT IS TEXT"]);
    expect(things(b)).toEqual([]);
  });

  it("ROCK IS ROCK does not cancel ROCK IS ALL: the rock stays a rock, and a baba joins it", () => {
    const b = played("wait", "ROCK IS ROCK", "ROCK IS ALL .", "rock baba .");
    expect(b.activeRules()).toEqual(["ROCK IS ALL", "ROCK IS ROCK", "TEXT IS PUSH"]);
    expect(things(b)).toEqual(["rock@0,2", "baba@1,2", "baba@0,2"]);
  });

  it("ROCK IS ROCK keeps the rocks from ROCK IS TEXT", () => {
    const b = played("wait", "ROCK IS ROCK", "ROCK IS TEXT", "rock . .");
    expect(objectsOf(b).filter((o) => o.startsWith("text:ROCK"))).toEqual([
      "text:ROCK@0,0",
      "text:ROCK@2,0",
      "text:ROCK@0,1",
    ]);
    expect(things(b)).toEqual(["rock@0,2"]);
  });
});
