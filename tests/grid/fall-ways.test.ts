/**
 * FALLRIGHT, FALLUP, FALLLEFT beside FALL (docs/rules.md §5.5 FALL; the game's `fallblock`, `Lua/blocks.lua`):
 * each faller drops its way to the edge or something solid, with FALL's contact rules; the ways are
 * walked down, right, up, left, again and again until a walk moves nothing; opposite ways cancel. Exact
 * boards (`kind@x,y facing`, oldest first), conditions, NOT, undo, the journal and the log, the terminal's
 * short words, the turn plan, and a seeded property against a literal model of the game's loop.
 */
import { describe, expect, it } from "vitest";
import { renderGrid } from "../../src/cli/render";
import { repositoryContent } from "../../src/content/content";
import { bitsOf } from "../../src/engine/grid/prop-bits";
import { ACTS } from "../../src/engine/grid/turn-plan";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { explainJournal, journalOf } from "../../src/play/explain";
import { namesOf } from "../../src/play/names";
import { Session } from "../../src/play/session";
import { viewOf } from "../../src/play/view";
import { idOf, map, thingsFacing as things } from "./builder";

/** The level of `rows`, its objects of `kind` facing down. */
function down(def: LevelDef, kind = "rock"): LevelDef {
  return { ...def, objects: def.objects.map((o) => (o.kind === kind ? { ...o, dir: "down" as const } : o)) };
}

/** `rows` (rock facing down) after one wait. */
function waited(...rows: string[]): Baba {
  const b = newBaba(down(map(...rows)));
  b.step("wait");
  return b;
}

describe("each way to the edge, the faller keeping its facing", () => {
  it.each([
    ["FALLRIGHT", ["ROCK IS FALLRIGHT .", ". . . .", ". rock . ."], "rock@3,2 down"],
    ["FALLUP", ["ROCK IS FALLUP .", ". . . .", ". . . rock"], "rock@3,0 down"],
    ["FALLLEFT", ["ROCK IS FALLLEFT .", ". . . .", ". . rock ."], "rock@0,2 down"],
    ["FALL", ["ROCK IS FALL .", ". rock . .", ". . . ."], "rock@1,2 down"],
  ])("%s: the rock drops that way to the edge, facing down", (_word, rows, after) => {
    expect(things(waited(...rows))).toEqual([after]);
  });

  it("FALLUP stops under the rule's text (text is PUSH: solid to a fall)", () => {
    expect(things(waited("ROCK IS FALLUP", ". . .", ". rock ."))).toEqual(["rock@1,1 down"]);
  });
});

describe("stopped by what is solid, as FALL is", () => {
  it("a STOP wall stops a FALLRIGHT rock on the cell before it; a PUSH box does too and is not pushed", () => {
    expect(things(waited("ROCK IS FALLRIGHT", "WALL IS STOP .", "rock . . wall"))).toEqual([
      "rock@2,2 down",
      "wall@3,2 right",
    ]);
    expect(things(waited("ROCK IS FALLLEFT", "BOX IS PUSH .", "box . . rock"))).toEqual([
      "box@0,2 right",
      "rock@1,2 down",
    ]);
  });

  it("a row of PUSH FALLLEFT rocks lands as a stack, each on the cell behind the one ahead", () => {
    const b = waited("ROCK IS FALLLEFT", "ROCK IS PUSH .", ". rock . rock rock");
    expect(things(b)).toEqual(["rock@0,2 down", "rock@1,2 down", "rock@2,2 down"]);
    // not PUSH: they all end on the edge cell
    const loose = waited("ROCK IS FALLLEFT", ". . .", ". rock . rock rock");
    expect(things(loose)).toEqual(["rock@0,2 down", "rock@0,2 down", "rock@0,2 down"]);
  });

  it("a column of PUSH FALLUP rocks stacks under the wall row", () => {
    const b = waited(
      "ROCK IS FALLUP",
      "ROCK IS PUSH",
      "WALL IS STOP",
      "wall wall wall",
      ". rock .",
      ". . .",
      ". rock .",
    );
    expect(things(b).filter((t) => t.startsWith("rock"))).toEqual(["rock@1,4 down", "rock@1,5 down"]);
  });
});

describe("two ways on one object", () => {
  it("FALL and FALLRIGHT: down, then right, then down again, walk after walk, into the corner", () => {
    const b = waited(
      "ROCK IS FALL",
      "ROCK IS FALLRIGHT",
      "WALL IS STOP",
      "rock . . .",
      ". . . .",
      "wall . . .",
    );
    expect(things(b)).toEqual(["rock@3,5 down", "wall@0,5 right"]);
  });

  it("opposite ways cancel: FALL and FALLUP stay; FALLRIGHT and FALLLEFT stay; a third way still acts", () => {
    expect(things(waited("ROCK IS FALL", "ROCK IS FALLUP", ". . .", ". rock .", ". . ."))).toEqual([
      "rock@1,3 down",
    ]);
    expect(things(waited("ROCK IS FALLRIGHT", "ROCK IS FALLLEFT", ". rock ."))).toEqual(["rock@1,2 down"]);
    expect(things(waited("ROCK IS FALL", "ROCK IS FALLUP", "ROCK IS FALLLEFT", ". . rock", ". . ."))).toEqual(
      ["rock@0,3 down"],
    );
  });

  it("the ways act in the game's order: a FALL rock held by a FALLRIGHT PUSH box falls once the box has gone", () => {
    const b = waited("ROCK IS FALL", "BOX IS FALLRIGHT", "BOX IS PUSH", "rock . .", "box . .", ". . .");
    expect(things(b)).toEqual(["rock@0,5 down", "box@2,4 right"]);
    // down before right: the rock takes the cell the PUSH box would slide into, and holds the box back
    const race = waited(
      "ROCK IS FALL",
      "BOX IS FALLRIGHT",
      "ROCK IS PUSH",
      "BOX IS PUSH",
      ". rock .",
      "box . .",
    );
    expect(things(race)).toEqual(["rock@1,5 down", "box@0,5 right"]);
  });
  it("with two ways the fallers go oldest first, as the game's lists: the lower STOP box does not drop first", () => {
    // the game: both upper boxes are held by the lower one, it drops, all slide right, then the walks again;
    // taking the lowest first would leave the second box on the top row
    const b = waited("BOX IS FALL", "BOX IS FALLRIGHT", "BOX IS STOP", "box+box . .", "box . .", ". . .");
    expect(things(b)).toEqual(["box@2,4 right", "box@1,5 right", "box@2,5 right"]);
  });
});

describe("what a faller meets, every way (FALL's contact rules)", () => {
  it("a WEAK wall: FALLLEFT enters it, destroys it and falls on", () => {
    expect(things(waited("ROCK IS FALLLEFT", "WALL IS STOP", "WALL IS WEAK", ". wall rock"))).toEqual([
      "rock@0,3 down",
    ]);
  });

  it("an OPEN key FALLRIGHT onto a SHUT STOP door: both are destroyed", () => {
    const b = waited("KEY IS FALLRIGHT", "KEY IS OPEN", "DOOR IS SHUT", "DOOR IS STOP", "key . door");
    expect(things(b)).toEqual([]);
  });

  it("EAT: a FALLUP rock eats the keke it meets and rises on", () => {
    expect(
      things(waited("ROCK IS FALLUP .", "ROCK EAT KEKE .", ". . . .", ". . . keke", ". . . rock")),
    ).toEqual(["rock@3,0 down"]);
  });

  it("PHANTOM: a FALLRIGHT PHANTOM rock passes a STOP wall to the edge; SAFE: a SAFE WEAK wall stays", () => {
    const rows = ["ROCK IS FALLRIGHT", "WALL IS STOP", "rock wall ."];
    expect(things(waited("ROCK IS PHANTOM", ...rows))).toEqual(["rock@2,3 down", "wall@1,3 right"]);
    const safe = waited("ROCK IS FALLRIGHT", "WALL IS WEAK", "WALL IS SAFE", "rock wall .");
    expect(things(safe)).toEqual(["rock@2,3 down", "wall@1,3 right"]);
  });

  it("a faller held by one that died in the same phase falls on in that phase (the game walks again)", () => {
    // the rock lands on the SHUT door; the OPEN key above falls through it onto the door: both go, and the
    // rock, no longer held, falls on to the edge in the same turn
    const b = waited(
      "ROCK IS FALL",
      "KEY IS FALL AND OPEN",
      "DOOR IS STOP AND SHUT",
      "key .",
      "rock .",
      ". .",
      "door .",
      ". .",
    );
    expect(things(b)).toEqual(["rock@0,7 down"]);
  });
});

describe("conditions and NOT", () => {
  it("LONELY ROCK IS FALLRIGHT: only the rock alone on its cell falls", () => {
    const def = down(map("LONELY ROCK IS FALLRIGHT", "rock . . .", "rock+keke . . ."));
    const b = newBaba(def);
    b.step("wait");
    expect(things(b)).toEqual(["rock@3,1 down", "rock@0,2 down", "keke@0,2 right"]);
  });

  it("ROCK IS NOT FALLLEFT takes the way away; ALL IS FALLLEFT gives it to every thing", () => {
    expect(things(waited("ROCK IS FALLLEFT", "ROCK IS NOT FALLLEFT", ". rock ."))).toEqual(["rock@1,2 down"]);
    expect(things(waited("ALL IS FALLLEFT .", ". rock keke ."))).toEqual(["rock@0,1 down", "keke@0,1 right"]);
  });
});

describe("undo, journal, log, terminal, turn plan", () => {
  it("undo gives back the board", () => {
    const b = newBaba(down(map("ROCK IS FALLUP .", ". . . .", ". . . rock")));
    b.step("wait");
    expect(things(b)).toEqual(["rock@3,0 down"]);
    expect(b.undo()).toBe(true);
    expect(things(b)).toEqual(["rock@3,2 down"]);
  });

  it("the journal: a fall has no move record; a WEAK wall crushed is one Weakened record at the top", () => {
    const def = map("ROCK IS FALLRIGHT", "WALL IS WEAK .", "rock wall .");
    const b = newBaba(def);
    b.step("wait");
    const j = b.journal();
    const recs = j.records.flatMap((r, i) =>
      r.type === "Moved" || r.type === "Weakened" ? [[j.depths[i], r]] : [],
    );
    expect(recs).toEqual([[0, { type: "Weakened", id: idOf(def, "wall"), at: [1, 2] }]]);
  });

  it("the log says why the wall went", () => {
    const def = map("ROCK IS FALLRIGHT", "WALL IS WEAK .", "BABA IS YOU", "rock wall baba");
    const s = new Session(def, repositoryContent());
    s.apply({ type: "step", dir: "wait" });
    const lines = explainJournal(journalOf(s), namesOf(s)).map((l) => l.text);
    expect(lines).toEqual([
      "You waited a turn",
      `Wall #${idOf(def, "wall")} was weak and broke: WALL IS WEAK at (1, 3)`,
    ]);
  });

  it("the terminal draws the words in their cells, the long ones shortened", () => {
    const def: LevelDef = {
      ...map("ROCK IS FALLRIGHT", "ROCK IS FALLUP", "ROCK IS FALLLEFT"),
      name: "falls",
    };
    expect(
      renderGrid(viewOf(new Session(def, repositoryContent())), { color: false })
        .split("\n")
        .slice(1),
    ).toEqual([" 0  ROCK   IS     FLRGHT", " 1  ROCK   IS     FALLUP", " 2  ROCK   IS     FLLLFT"]);
  });

  it("the fall phase acts when only a way is given, not when none is", () => {
    const acts = (b: Baba) => ACTS.fall(b.state.inForce, bitsOf(b.state.lexicon), b.state.lexicon);
    expect(acts(newBaba(map("ROCK IS FALLUP", "rock . .")))).toBe(true);
    expect(acts(newBaba(map("ROCK NEAR BABA IS FALLLEFT", "rock . . .")))).toBe(true);
    expect(acts(newBaba(map("ROCK IS FALLUP", "ROCK IS NOT FALLUP", "rock . . .")))).toBe(false);
    expect(acts(newBaba(map("ROCK IS PUSH", "rock . .")))).toBe(false);
  });
});
