import { describe, expect, it } from "vitest";
import { commandOf, stepCursor } from "../../web/input";

describe("keyboard table", () => {
  it("arrows and WASD step", () => {
    expect(commandOf("ArrowUp")).toEqual({ type: "move", dir: "up" });
    expect(commandOf("a")).toEqual({ type: "move", dir: "left" });
    expect(commandOf("S")).toEqual({ type: "move", dir: "down" });
  });

  it("Space and . wait a turn (Space chooses the tile while a card waits for one: web/keys.ts)", () => {
    expect(commandOf(" ")).toEqual({ type: "wait" });
    expect(commandOf(".")).toEqual({ type: "wait" });
  });

  it("other keys: confirm, cancel, undo, restart; anything else is nothing", () => {
    expect(commandOf("Enter")).toEqual({ type: "confirm" });
    expect(commandOf("Escape")).toEqual({ type: "cancel" });
    expect(commandOf("u")).toEqual({ type: "undo" });
    expect(commandOf("r")).toEqual({ type: "restart" });
    expect(commandOf("Tab")).toBeNull();
  });

  it("the tile cursor stays on the grid", () => {
    expect(stepCursor([0, 0], "left", 3, 3)).toEqual([0, 0]);
    expect(stepCursor([1, 1], "down", 3, 3)).toEqual([1, 2]);
  });
});
