/**
 * What the editor can still say of a level with problems (web/draft-known.ts): the game made of it without
 * the entries its problems name, so the tooltip (and the rules panel) say what the rules spelled make each
 * object that is left; nothing when a problem is not of an entry (the size) or the rest still cannot be played.
 */
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { propertiesOf } from "../../src/play/view";
import { checkDraft } from "../../web/draft-check";
import { knownStart } from "../../web/draft-known";
import { Editor } from "../../web/editor";

const content = repositoryContent();
const minion = content.cards.find((c) => c.type === "minion" && c.noun)!;

/** BABA IS YOU, a misspelt thing before a baba, a minion, and a hand naming no card. */
const typo = {
  name: "typo",
  width: 5,
  height: 4,
  objects: [
    ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
    { kind: "rokc", x: 0, y: 2 },
    { kind: "baba", x: 1, y: 2 },
  ],
  cards: [{ card: minion.name, x: 3, y: 3 }],
  hand: ["Not A Card"],
} as unknown as LevelDef;

const known = (def: LevelDef) => knownStart(def, checkDraft(def, content).problems, content);

describe("a level with problems, read without the entries they name", () => {
  it("the objects left keep what the rules make them; an entry left out has no game id", () => {
    expect(
      checkDraft(typo, content)
        .problems.map((p) => p.path)
        .sort(),
    ).toEqual(["hand[0]", "objects[3].kind"]);
    const k = known(typo)!;
    expect(k.left).toBe(2); // the misspelt thing and the hand's card
    expect(k.idOf(3)).toBeNull();
    expect(propertiesOf(k.session, k.idOf(4)!)).toEqual(["YOU"]); // the baba, after the one left out
    expect(propertiesOf(k.session, k.idOf(0)!)).toEqual(["PUSH"]); // text is PUSH
    expect(k.idOf(5)).toBe(4); // the minion: after the objects kept
  });

  it("a minion entry with a problem is left out too, the objects keeping their ids", () => {
    const def = { ...typo, objects: typo.objects.filter((o) => o.kind !== "rokc"), hand: undefined };
    const bad = { ...def, cards: [{ card: "Not A Minion", x: 3, y: 3 }, ...(def.cards ?? [])] } as LevelDef;
    const k = known(bad)!;
    expect([k.left, k.idOf(3), k.idOf(4), k.idOf(5)]).toEqual([1, 3, null, 4]);
  });

  it("nothing is known when a problem is not of an entry, nor when the level has none", () => {
    expect(known({ ...typo, width: 0 } as LevelDef)).toBeNull();
    const fine = { ...typo, objects: typo.objects.filter((o) => o.kind !== "rokc"), hand: undefined };
    expect(checkDraft(fine, content).problems).toEqual([]);
    expect(known(fine)).toBeNull(); // no problem: the level's own start is what is known
  });

  it("a field besides the grid's that has a problem is left out whole (an unknown one, the title)", () => {
    const k = known({ ...typo, title: 5, colour: "red" } as unknown as LevelDef)!;
    expect(k.left).toBe(4);
    expect(propertiesOf(k.session, k.idOf(4)!)).toEqual(["YOU"]);
  });
});

describe("the editor says what it reads of a level with problems", () => {
  it("read without the entries they name, or why nothing is read; nothing said without problems", () => {
    const editor = new Editor(typo, content);
    expect(editor.known?.idOf(4)).toBe(3);
    expect(editor.knownNote).toBe(
      "The level has 2 problems (listed in the editor): this is read as if the 2 entries they name were removed.",
    );
    editor.open({ ...typo, width: 9999 } as LevelDef);
    expect(editor.known).toBeNull();
    expect(editor.knownNote).toMatch(
      /^The level has \d+ problems? \(listed in the editor\): its rules can be read once (it is|they are) fixed\.$/,
    );
    const fine = { ...typo, objects: typo.objects.filter((o) => o.kind !== "rokc"), hand: undefined };
    editor.open(fine);
    expect([editor.knownNote, editor.known?.session]).toEqual(["", editor.start]);
    expect(editor.known?.idOf(3)).toBe(3);
  });
});
