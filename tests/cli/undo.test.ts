/** `u` in the terminal on a SpellGrid level: back one action at a time, a restart too, each with its log. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readLevel } from "../../src/play/files";
import { formatAction } from "../../src/play/notation";
import { playInProcess, ROOT } from "./helpers";

const L1 = join(ROOT, "levels/l1-double-tap.json");

describe("u on a SpellGrid level", () => {
  it("takes back the Whirlwind: the keg is back, and the log shown is the restored turn's", async () => {
    const lines = ["w", "w", "c Whirlwind", "u", "r", "u", "u", "u", "u"];
    const { out, session } = await playInProcess(readLevel(L1), L1, lines);
    const frames = out.split(/^> /m);
    const frameAfter = (command: string) => frames.find((f) => f.startsWith(`${command}\n`))!;
    expect(frames[3].startsWith("c Whirlwind\n")).toBe(true);
    expect(frames[3]).toContain("1. Whirlwind was cast");
    expect(frames[3]).not.toContain("keg1    Powder Keg");
    expect(frames[4].startsWith("u\n")).toBe(true);
    expect(frames[4]).toContain("keg1    Powder Keg 1/1 at (0, 4)");
    expect(frames[4]).not.toContain("Whirlwind was cast");
    expect(frames[4]).toContain("4. DEATHRATTLE IS DOUBLE formed (tiles #12, #13, #22) by Baba #23's push");
    expect(frameAfter("r")).toContain("restarted (u brings the game back)\n");
    const rules = (frame: string) => frame.split("\n").find((l) => l.startsWith("Rules:"));
    expect(rules(frameAfter("r"))).not.toContain("DEATHRATTLE IS DOUBLE");
    expect(frames[6].startsWith("u\n")).toBe(true);
    expect(rules(frames[6])).toContain("DEATHRATTLE IS DOUBLE"); // the restart undone: the game after w, w
    expect(frames[9]).toBe("u\n! nothing to undo\n");
    expect(session.history.map(formatAction)).toEqual([]);
  });
});
