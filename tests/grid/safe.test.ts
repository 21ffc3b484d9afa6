/**
 * SAFE (docs/rules.md §5.5; the game's blocks.lua `block` and movement.lua `check`/`move`, each destruction
 * asking `issafe` first): a SAFE object is destroyed by no hazard (SINK, WEAK, HOT/MELT, DEFEAT, OPEN/SHUT,
 * EAT), by no contact (OPEN/SHUT, EAT, also when falling) and by no crush (a blocked WEAK mover, a WEAK
 * pushed object); what it meets is still destroyed if not SAFE. A SINK object that is not SAFE sinks with
 * any company, SAFE company too. Conversion is no destruction: `X IS NOT X` and `X IS Y` still take a SAFE object.
 * Exact boards (every thing as `kind@x,y`, oldest first) and the journal's deaths.
 */
import { describe, expect, it } from "vitest";
import { type Baba, newBaba } from "../../src/harness";
import { map, objectsOf } from "./builder";

/** The things on the grid (no text), `kind@x,y`, oldest first. */
const things = (b: Baba) => objectsOf(b).filter((o) => !o.startsWith("text:"));

/** A level from `rows` after one step `input`. */
function played(input: "wait" | "right" | "down", ...rows: string[]): Baba {
  const b = newBaba(map(...rows));
  b.step(input);
  return b;
}

/** The deaths the journal recorded: `Type kind@x,y`. */
function deaths(b: Baba): string[] {
  const s = b.state;
  return b
    .journal()
    .records.flatMap((r) =>
      ["Sank", "Weakened", "Eaten", "Melted", "Defeated", "Opened"].includes(r.type) && "at" in r && "id" in r
        ? [`${r.type} ${s.kinds.names[s.kind[r.id as number]]}@${r.at[0]},${r.at[1]}`]
        : [],
    );
}

describe("SAFE against the hazards", () => {
  it("SINK: a SAFE object on a SINK object survives, and the SINK object sinks (blocks.lua: the pair is not two SAFE objects)", () => {
    const b = played("right", "BABA IS YOU", "ROCK IS SINK", "BABA IS SAFE", "baba rock .");
    expect(things(b)).toEqual(["baba@1,3"]);
    expect(deaths(b)).toEqual(["Sank rock@1,3"]);
  });

  it("SINK: a SAFE SINK object with only SAFE company does nothing; a lone SINK object does nothing", () => {
    const b = played("wait", "ROCK IS SINK", "ROCK IS SAFE", "BABA IS SAFE", "rock+baba rock");
    expect(things(b)).toEqual(["rock@0,3", "baba@0,3", "rock@1,3"]);
    expect(deaths(b)).toEqual([]);
  });

  it("SINK: two SINK objects, one SAFE: the other sinks, the SAFE one stays", () => {
    const b = played("wait", "ROCK IS SINK", "KEKE IS SINK", "ROCK IS SAFE", "rock+keke .");
    expect(things(b)).toEqual(["rock@0,3"]);
    expect(deaths(b)).toEqual(["Sank keke@0,3"]);
  });

  it("SINK: with a SAFE and a plain object on it, the plain one and the SINK object sink; the SAFE one stays", () => {
    const b = played("wait", "ROCK IS SINK", "BABA IS SAFE", "rock+baba+keke .");
    expect(things(b)).toEqual(["baba@0,2"]);
    expect(deaths(b)).toEqual(["Sank rock@0,2", "Sank keke@0,2"]);
  });

  it("SINK: a SAFE SINK object sinks what shares its tile and stays", () => {
    const b = played("wait", "ROCK IS SINK", "ROCK IS SAFE", "rock+keke .");
    expect(things(b)).toEqual(["rock@0,2"]);
  });

  it("WEAK: a SAFE WEAK object sharing a tile is not destroyed", () => {
    const b = played("wait", "KEKE IS WEAK", "KEKE IS SAFE", "keke+baba .");
    expect(things(b)).toEqual(["keke@0,2", "baba@0,2"]);
  });

  it("HOT/MELT: a SAFE MELT object on a HOT one survives; a plain MELT one beside it melts", () => {
    const b = played(
      "wait",
      "LAVA IS HOT",
      "BABA IS MELT",
      "KEKE IS MELT",
      "BABA IS SAFE",
      "lava+baba lava+keke",
    );
    expect(things(b)).toEqual(["lava@0,4", "baba@0,4", "lava@1,4"]);
    expect(deaths(b)).toEqual(["Melted keke@1,4"]);
  });

  it("DEFEAT: a SAFE YOU object on a DEFEAT one survives; a plain YOU one dies", () => {
    const b = played(
      "wait",
      "ALL IS YOU",
      "SKULL IS DEFEAT",
      "BABA IS SAFE",
      "SKULL IS NOT YOU",
      "skull+baba skull+keke",
    );
    expect(things(b)).toEqual(["skull@0,4", "baba@0,4", "skull@1,4"]);
    expect(deaths(b)).toEqual(["Defeated keke@1,4"]);
  });

  it("OPEN/SHUT overlap: a SAFE door stays while its key goes; a SAFE key stays while its door goes", () => {
    const b = played("wait", "KEY IS OPEN", "DOOR IS SHUT", "DOOR IS SAFE", "door+key .");
    expect(things(b)).toEqual(["door@0,3"]);
    const c = played("wait", "KEY IS OPEN", "DOOR IS SHUT", "KEY IS SAFE", "door+key .");
    expect(things(c)).toEqual(["key@0,3"]);
  });

  it("EAT: a SAFE object is not eaten", () => {
    const b = played("wait", "KEKE EAT BABA", "BABA IS SAFE", "keke+baba .");
    expect(things(b)).toEqual(["keke@0,2", "baba@0,2"]);
  });
});

describe("SAFE against movement", () => {
  it("OPEN/SHUT on contact: a SAFE OPEN mover enters and opens the door, and stays", () => {
    const b = played(
      "right",
      "BABA IS YOU",
      "BABA IS OPEN",
      "BABA IS SAFE",
      "DOOR IS SHUT",
      "DOOR IS STOP",
      "baba door .",
    );
    expect(things(b)).toEqual(["baba@1,5"]);
    expect(deaths(b)).toEqual(["Opened door@1,5"]);
  });

  it("OPEN/SHUT on contact: a SAFE STOP door is opened by no key: the key's mover is blocked", () => {
    const b = played(
      "right",
      "BABA IS YOU",
      "KEY IS OPEN",
      "KEY IS PUSH",
      "KEY IS SAFE",
      "DOOR IS SHUT",
      "DOOR IS STOP",
      "DOOR IS SAFE",
      "baba key door",
    );
    expect(things(b)).toEqual(["baba@0,7", "key@1,7", "door@2,7"]);
  });

  it("OPEN/SHUT on contact: a plain key pushed into a SAFE door goes alone; the door stays", () => {
    const b = played(
      "right",
      "BABA IS YOU",
      "KEY IS OPEN",
      "KEY IS PUSH",
      "DOOR IS SHUT",
      "DOOR IS STOP",
      "DOOR IS SAFE",
      "baba key door",
    );
    expect(things(b)).toEqual(["baba@1,6", "door@2,6"]);
    expect(deaths(b)).toEqual(["Opened key@2,6"]);
  });

  it("EAT on contact: a SAFE STOP object is not eaten: it blocks its eater", () => {
    const b = played("right", "KEKE IS YOU", "KEKE EAT BABA", "BABA IS STOP", "BABA IS SAFE", "keke baba .");
    expect(things(b)).toEqual(["keke@0,4", "baba@1,4"]);
  });

  it("a SAFE WEAK mover that is blocked is not destroyed", () => {
    const b = played("right", "BABA IS YOU", "BABA IS WEAK", "BABA IS SAFE", ". . baba");
    expect(things(b)).toEqual(["baba@2,3"]);
  });

  it("a SAFE WEAK pushed object that cannot move is not crushed: the chain is blocked", () => {
    const b = played("right", "BABA IS YOU", "ROCK IS PUSH", "ROCK IS WEAK", "ROCK IS SAFE", ". baba rock");
    expect(things(b)).toEqual(["baba@1,4", "rock@2,4"]);
  });

  it("FALL onto a SAFE SHUT door: the OPEN faller goes, the door stays; onto a SAFE WEAK object: it lands on it", () => {
    const b = played("wait", "ROCK IS FALL", "ROCK IS OPEN", "DOOR IS SHUT", "DOOR IS SAFE", "rock", "door");
    expect(things(b)).toEqual(["door@0,5"]);
    const c = played("wait", "ROCK IS FALL", "KEKE IS WEAK", "KEKE IS SAFE", "rock", ".", "keke");
    expect(things(c)).toEqual(["rock@0,5", "keke@0,5"]);
  });
});

describe("SAFE is no shield against conversion", () => {
  it("X IS NOT X still removes a SAFE object, and X IS Y still converts it", () => {
    const b = played("wait", "BABA IS NOT BABA", "BABA IS SAFE", "baba .");
    expect(things(b)).toEqual([]);
    const c = played("wait", "BABA IS KEKE", "BABA IS SAFE", "baba .");
    expect(things(c)).toEqual(["keke@0,2"]);
  });
});
