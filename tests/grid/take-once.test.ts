/**
 * An object moves at most once in a take (docs/rules.md §5.4 The movement takes; the game's
 * `movecommand`: every move of a take is queued from where its object stood when the take began and
 * applied together when it ends; SpellGrid's rule is that a MOVE object another mover of the take already
 * pushed does not step again, where the game's still steps). Two MOVE+PUSH movers meeting head-on: the
 * wiki ("PUSH") says the result follows update order; SpellGrid's order is age, so the older pushes the
 * younger back, whichever side it is on (the game's rounds let the later in its list step and push the
 * earlier back: §5.4 _Real game: the rounds_).
 */
import { describe, expect, it } from "vitest";
import type { LevelDef } from "../../src/harness";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

/** `def` with the n-th object of `kind` facing `dir`. */
function facing(def: LevelDef, kind: string, n: number, dir: "left" | "right"): LevelDef {
  const i = idOf(def, kind, n);
  def.objects[i] = { ...def.objects[i], dir };
  return def;
}

/** Each of `ids` as [x, facing] after one wait. */
function afterWait(def: LevelDef, ids: number[]): [number, string | null][] {
  const b = newBaba(def);
  b.step("wait");
  return ids.map((id) => [b.posOf(id)?.[0] ?? -1, b.facingOf(id)]);
}

describe("MOVE take: an object moves at most once", () => {
  it("a line of MOVE+PUSH rocks facing the same way moves one cell each, whichever is older", () => {
    const behind = map("ROCK IS MOVE AND PUSH", ". rock rock . . .");
    expect(afterWait(behind, [idOf(behind, "rock"), idOf(behind, "rock", 1)])).toEqual([
      [2, "right"],
      [3, "right"],
    ]);
    const ahead = facing(
      facing(map("ROCK IS MOVE AND PUSH", ". . . rock rock ."), "rock", 0, "left"),
      "rock",
      1,
      "left",
    );
    expect(afterWait(ahead, [idOf(ahead, "rock"), idOf(ahead, "rock", 1)])).toEqual([
      [2, "left"],
      [3, "left"],
    ]);
  });

  it("two MOVE+PUSH movers head-on: the older pushes the younger back one cell, on either side", () => {
    const left = facing(
      map("ROCK IS MOVE AND PUSH", "KEKE IS MOVE AND PUSH", ". . rock keke . ."),
      "keke",
      0,
      "left",
    );
    expect(afterWait(left, [idOf(left, "rock"), idOf(left, "keke")])).toEqual([
      [3, "right"],
      [4, "right"],
    ]);
    const right = map("ROCK IS MOVE AND PUSH", "KEKE IS MOVE AND PUSH", ". . keke rock . .");
    const [k, r] = [idOf(right, "keke"), idOf(right, "rock")];
    [right.objects[k], right.objects[r]] = [{ ...right.objects[r], dir: "left" }, right.objects[k]]; // the rock, on the right, older
    expect(afterWait(right, [k, r])).toEqual([
      [2, "left"],
      [1, "left"],
    ]);
  });

  it("SHIFT: a carried rock another carried rock pushed ahead is not carried again", () => {
    const def = map("BELT IS SHIFT", "ROCK IS PUSH", "belt+rock belt+rock . . .");
    const [r0, r1] = [idOf(def, "rock"), idOf(def, "rock", 1)];
    expect(afterWait(def, [r0, r1])).toEqual([
      [1, "right"],
      [2, "right"],
    ]);
  });

  it("a MOVE mover blocked at the edge and then pulled away by another moves only with its puller (a pulled object faces its move, so only its cell tells)", () => {
    const def = facing(map("ROCK IS MOVE AND PULL", "KEKE IS MOVE", "rock keke . . ."), "rock", 0, "left");
    expect(afterWait(def, [idOf(def, "rock"), idOf(def, "keke")])).toEqual([
      [1, "right"],
      [2, "right"],
    ]);
  });
  it("a later mover of the take does not pull what moved earlier in it: two PULL boxes facing apart on one cell part, one cell each", () => {
    // the game's pull looks behind the mover on the board as the take began, where the cell the older box
    // steps onto is still empty
    const def = facing(map("BOX IS MOVE", "BOX IS PULL", ". box+box ."), "box", 1, "left");
    expect(afterWait(def, [idOf(def, "box"), idOf(def, "box", 1)])).toEqual([
      [2, "right"],
      [0, "left"],
    ]);
  });

  it("SHIFT: a box a belt carried is not pulled on by the keke another belt carries away from it", () => {
    const def = map("BELT IS SHIFT", "BOX IS PULL . . .", "belt+box . belt+keke . .");
    expect(afterWait(def, [idOf(def, "box"), idOf(def, "keke")])).toEqual([
      [1, "right"],
      [3, "right"],
    ]);
  });

  it("an object a mover of the take already moved is neither pushed nor in the way of a later one: it lands once, where its first move put it, whichever mover is older", () => {
    // the game's `movecommand` checks every move of a take against the board as the take began (its
    // `move` only queues an absolute position, `doupdate` applies them as the take ends), so the keke
    // coming up never meets the rock on its new cell and walks onto it
    const up = (def: LevelDef, n: number): LevelDef => {
      const i = idOf(def, "keke", n);
      def.objects[i] = { ...def.objects[i], dir: "up" };
      return def;
    };
    const rows = ["KEKE IS MOVE", "ROCK IS PUSH", ". . . . .", "keke rock . . .", ". . keke . ."];
    const pusherOlder = up(map(...rows), 1);
    let b = newBaba(pusherOlder);
    b.step("wait");
    const [k0, k1, r] = [idOf(pusherOlder, "keke"), idOf(pusherOlder, "keke", 1), idOf(pusherOlder, "rock")];
    expect([b.posOf(k0), b.posOf(r), b.posOf(k1)]).toEqual([
      [1, 3],
      [2, 3],
      [2, 3],
    ]);
    // the same board with the two kekes' places in the list swapped: the one coming up is the older
    const climberOlder = map(...rows);
    [climberOlder.objects[k0], climberOlder.objects[k1]] = [
      { ...pusherOlder.objects[k1] },
      pusherOlder.objects[k0],
    ];
    b = newBaba(climberOlder);
    b.step("wait");
    expect([b.posOf(k1), b.posOf(r), b.posOf(k0)]).toEqual([
      [1, 3],
      [2, 3],
      [2, 3],
    ]);
  });
});

describe("the YOU move passes over what moved earlier in it, as the game's take 1 does", () => {
  it("a baba stacked on a PULL+PUSH box the front baba pulls steps onto the box's new cell", () => {
    // the game checks each YOU object's way against the board as the take began: the box is not yet there
    const def = map("BABA IS YOU", "BOX IS PULL AND PUSH", ". box+baba baba . .");
    const b = newBaba(def);
    b.step("right");
    const [box, rear, front] = [idOf(def, "box"), idOf(def, "baba"), idOf(def, "baba", 1)];
    expect([b.posOf(front), b.posOf(box), b.posOf(rear)]).toEqual([
      [3, 2],
      [2, 2],
      [2, 2],
    ]);
  });

  it("a SWAP rock the front baba sent back is swapped once: the rear baba steps onto it", () => {
    const def = map("BABA IS YOU", "ROCK IS SWAP AND PUSH", "baba baba rock . .");
    const b = newBaba(def);
    b.step("right");
    const [rear, front, rock] = [idOf(def, "baba"), idOf(def, "baba", 1), idOf(def, "rock")];
    expect([b.posOf(front), b.posOf(rock), b.posOf(rear)]).toEqual([
      [2, 2],
      [1, 2],
      [1, 2],
    ]);
  });
});
