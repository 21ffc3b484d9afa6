/** The command table and the answers to Graft's questions. */
import { describe, expect, it } from "vitest";
import { formatQuestion, matchOption } from "../../src/cli/choose";
import { parseCommand } from "../../src/cli/commands";

describe("parseCommand", () => {
  it("reads the player's own commands and the game's actions", () => {
    expect(parseCommand("Q")).toEqual({ type: "quit" });
    expect(parseCommand(" r ")).toEqual({ type: "restart" });
    expect(parseCommand("?")).toEqual({ type: "help" });
    expect(parseCommand("save")).toEqual({ type: "save", file: null });
    expect(parseCommand("save my game.json")).toEqual({ type: "save", file: "my game.json" });
    expect(parseCommand("")).toEqual({ type: "nothing" });
    expect(parseCommand("up")).toEqual({ type: "play", actions: [{ type: "step", dir: "up" }] });
    expect(parseCommand("u")).toEqual({ type: "play", actions: [{ type: "undo" }] });
    expect(parseCommand("c Spark 0 4")).toEqual({
      type: "play",
      actions: [{ type: "card", card: "Spark", tile: [0, 4], choices: [] }],
    });
  });

  it("reads several step keys on a line as several turns", () => {
    const dirs = (text: string) => {
      const cmd = parseCommand(text);
      return cmd.type === "play" ? cmd.actions.map((a) => (a.type === "step" ? a.dir : a.type)) : cmd.type;
    };
    expect(dirs("wwD")).toEqual(["up", "up", "right"]);
  });

  it("explains a typo in one line", () => {
    expect(() => parseCommand("jump")).toThrow(/^"jump" is not a command: use w\/a\/s\/d/);
    expect(() => parseCommand("c")).toThrow(/name a card|not an action/);
  });
});

describe("answers", () => {
  const options = ["Ember Moth", "Rune Scribe"];
  it("match by number or by name, in any case", () => {
    expect(matchOption("2", options)).toBe("Rune Scribe");
    expect(matchOption(" ember MOTH ", options)).toBe("Ember Moth");
    expect(matchOption("3", options)).toBeNull();
    expect(matchOption("0", options)).toBeNull();
    expect(matchOption("Moth", options)).toBeNull();
  });
  it("are asked for with numbered options", () => {
    expect(formatQuestion("base", options)).toBe("base? 1) Ember Moth  2) Rune Scribe");
  });
});
