/** The command table and the answers to Graft's questions. */
import { describe, expect, it } from "vitest";
import { formatQuestion, matchOption } from "../../src/cli/choose";
import { parseCommand } from "../../src/cli/commands";
import { parseViewerCommand } from "../../src/cli/viewer";

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
      actions: [
        {
          type: "card",
          card: { by: "name", name: "Spark", quoted: false },
          numbers: ["0", "4"],
          choices: [],
          text: "c Spark 0 4",
        },
      ],
    });
    expect(parseCommand("# a comment")).toEqual({ type: "nothing" });
    expect(parseCommand(";")).toEqual({ type: "nothing" });
  });

  it("save reads a quoted file name without its quotes, and refuses empty quotes", () => {
    expect(parseCommand('save "my game.json"')).toEqual({ type: "save", file: "my game.json" });
    expect(() => parseCommand('save ""')).toThrow(
      'save needs a file name between the quotes, or none: "save" alone uses the default name',
    );
  });

  it("reads why N and the log format toggle", () => {
    expect(parseCommand("why 3")).toEqual({ type: "why", line: 3 });
    expect(parseCommand("WHY 12")).toEqual({ type: "why", line: 12 });
    expect(parseCommand("l")).toEqual({ type: "logFormat" });
    expect(parseCommand("log")).toEqual({ type: "logFormat" });
    const bad = (arg: string) =>
      `why needs the number of a line of the last action's log (why 3), not "${arg}"`;
    expect(() => parseCommand("why")).toThrow(bad(""));
    expect(() => parseCommand("why 0")).toThrow(bad("0"));
    expect(() => parseCommand("why two")).toThrow(bad("two"));
    expect(() => parseCommand("why 2 3")).toThrow(bad("2 3"));
  });

  it("reads a line of actions separated by semicolons, as the solver prints them", () => {
    const cmd = parseCommand('w; s; c 1; c "Golem 2" 3 4 -> "A, B", bottom');
    expect(cmd.type === "play" && cmd.actions).toEqual([
      { type: "step", dir: "up" },
      { type: "step", dir: "down" },
      { type: "card", card: { by: "number", number: "1" }, numbers: [], choices: [], text: "c 1" },
      {
        type: "card",
        card: { by: "name", name: "Golem 2", quoted: true },
        numbers: ["3", "4"],
        choices: ["A, B", "bottom"],
        text: 'c "Golem 2" 3 4 -> "A, B", bottom',
      },
    ]);
  });

  it("reads several step keys on a line as several turns", () => {
    const dirs = (text: string) => {
      const cmd = parseCommand(text);
      return cmd.type === "play" ? cmd.actions.map((a) => (a.type === "step" ? a.dir : a.type)) : cmd.type;
    };
    expect(dirs("wwD")).toEqual(["up", "up", "right"]);
    expect(dirs("ssd # to the flag")).toEqual(["down", "down", "right"]);
    expect(dirs("w.d")).toEqual(["up", "wait", "right"]);
    expect(dirs("wait")).toEqual(["wait"]);
    expect(dirs(".")).toEqual(["wait"]);
  });

  it("explains a typo in one line", () => {
    expect(() => parseCommand("jump")).toThrow(/^"jump" is not a command: use w\/a\/s\/d/);
    expect(() => parseCommand("c")).toThrow(
      '"c": name a card, or give its number in the hand (c <card> [x y])',
    );
    expect(() => parseCommand("w; jump; d")).toThrow(
      'action 2 of 3: "jump" is not an action: use w/a/s/d, wait, u, or c <card> [x y]; nothing was played',
    );
    expect(() => parseCommand('w; c "Golem 2 3 4')).toThrow(
      'action 2 of 2: "c "Golem 2 3 4": a quoted name needs its closing quote; nothing was played',
    );
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

describe("a command that takes nothing refuses what is typed after it, saying what it does", () => {
  it.each([
    ["q now", 'q takes nothing after it (q quits), not "now"'],
    ["Q now", 'q takes nothing after it (q quits), not "now"'],
    ["n levels/x.json", 'n takes nothing after it (n goes to the next level), not "levels/x.json"'],
    ["r 3", 'r takes nothing after it (r restarts the level), not "3"'],
    ["next level", 'next takes nothing after it (next goes to the next level), not "level"'],
    ["l raw", 'l takes nothing after it (l switches the log\'s format), not "raw"'],
    ["HELP me", 'help takes nothing after it (help shows the commands), not "me"'],
  ])("the player: %s", (line, message) => {
    expect(() => parseCommand(line)).toThrow(message);
  });

  it.each([
    ["e 2", 'e takes nothing after it (e shows the last step), not "2"'],
    ["n 2", 'n takes nothing after it (n shows the next step), not "2"'],
    ["p now", 'p takes nothing after it (p plays on from the step shown), not "now"'],
    ["q x", 'q takes nothing after it (q quits), not "x"'],
  ])("the replay viewer: %s", (line, message) => {
    expect(() => parseViewerCommand(line)).toThrow(message);
  });

  it("levels takes a level's number to list from, and refuses anything else", () => {
    expect(parseCommand("levels")).toEqual({ type: "levels", from: null });
    expect(parseCommand("levels 21")).toEqual({ type: "levels", from: 21 });
    for (const arg of ["all", "0", "-1", "2 3"])
      expect(() => parseCommand(`levels ${arg}`)).toThrow(
        `levels takes a level's number (levels 21 lists from the 21st), not "${arg}"`,
      );
  });

  it("each of them alone is still read", () => {
    expect(["q", "r", "next", "levels", "l", "help"].map((w) => parseCommand(w).type)).toEqual([
      "quit",
      "restart",
      "next",
      "levels",
      "logFormat",
      "help",
    ]);
    expect(["e", "n", "p", "q"].map((w) => parseViewerCommand(w).type)).toEqual([
      "jump",
      "forward",
      "play",
      "quit",
    ]);
  });
});
