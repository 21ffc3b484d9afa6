/**
 * `propertiesOf`: what the rules in force make one object (the studio's tile tooltip), read from the
 * engine's `hasProperty` for that object alone, in the lexicon's order.
 */
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { Session } from "../../src/play/session";
import { propertiesOf, viewOf } from "../../src/play/view";

const content = repositoryContent();
const spelled = (y: number, ...words: string[]) => words.map((w, x) => ({ kind: `text:${w}`, x, y }));

/** BABA IS YOU, FLAG IS WIN, FLAG IS STOP; a baba (id 9), a flag (10) and a rock (11) under no rule. */
const level: LevelDef = {
  name: "props",
  width: 6,
  height: 6,
  objects: [
    ...spelled(0, "BABA", "IS", "YOU"),
    ...spelled(1, "FLAG", "IS", "WIN"),
    ...spelled(2, "FLAG", "IS", "STOP"),
    { kind: "baba", x: 1, y: 4 },
    { kind: "flag", x: 3, y: 4 },
    { kind: "rock", x: 5, y: 4 },
  ],
};

describe("propertiesOf", () => {
  test("names what the rules in force give each object, in the lexicon's order; text is PUSH by the innate rule", () => {
    const s = new Session(level, content);
    const inLexiconOrder = (...props: string[]) =>
      [...props].sort(
        (a, b) => content.lexicon.properties.indexOf(a) - content.lexicon.properties.indexOf(b),
      );
    expect(propertiesOf(s, 9)).toEqual(["YOU"]);
    expect(propertiesOf(s, 10)).toEqual(inLexiconOrder("WIN", "STOP"));
    expect(propertiesOf(s, 11)).toEqual([]);
    expect(propertiesOf(s, 0)).toEqual(["PUSH"]);
    // It agrees with the view's `you` for every object.
    for (const o of viewOf(s).objects) expect(propertiesOf(s, o.id).includes("YOU")).toBe(o.you);
  });

  test("follows the rules as they change, and names nothing for an id never issued", () => {
    // BABA IS YOU on row 1, a baba (id 3) under YOU: a step up pushes YOU out of the rule.
    const s = new Session(
      {
        name: "break",
        width: 4,
        height: 4,
        objects: [...spelled(1, "BABA", "IS", "YOU"), { kind: "baba", x: 2, y: 2 }],
      },
      content,
    );
    expect(propertiesOf(s, 3)).toEqual(["YOU"]);
    s.apply({ type: "step", dir: "up" });
    expect(propertiesOf(s, 3)).toEqual([]);
    for (const id of [4, -1, 1.5]) expect(propertiesOf(s, id)).toEqual([]);
  });
});
