/**
 * Graft's questions in the terminal's full screen: once the card is played, the frame shows the game,
 * not the questions answered and the answers refused on the way.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unstyled } from "../../src/cli/frame";
import { CONTROL, fullScreen } from "../../src/cli/screen";
import { LEVELS_DIR, readLevel } from "../../src/play/files";
import { formatAction } from "../../src/play/notation";
import { playInProcess } from "./helpers";

const l2 = { ...readLevel(join(LEVELS_DIR, "l2-spliced-corpse.json")), hand: ["Graft"] };

/** The player on `lines` in a full screen of 80×24; the last frame painted (its lines). */
async function lastFrame(lines: string[]) {
  let shown = "";
  const output = { columns: 80, rows: 24, write: (t: string) => void (shown += t) };
  const screen = fullScreen(output);
  const { session } = await playInProcess(l2, "l2.json", lines, undefined, { screen });
  screen.close();
  const frames = shown.split(CONTROL.home);
  const last = frames[frames.length - 1];
  return {
    frame: unstyled(last.slice(0, last.indexOf(CONTROL.eraseBelow)))
      .replaceAll(CONTROL.eraseLine, "")
      .replace(/\n$/, "")
      .split("\n"),
    played: session.history.map(formatAction),
  };
}

describe("a card that asked questions, once played", () => {
  it("leaves the questions and the refused answers off the frame that shows it played", async () => {
    const { frame, played } = await lastFrame(["c 1", "Ember Moth", "Rune Scribe", "8", "bottom"]);
    expect(played).toEqual(["c Graft -> Ember Moth, Rune Scribe, bottom"]);
    expect(frame.some((l) => l.includes("Graft assembled"))).toBe(true);
    expect(frame.filter((l) => /^(base|donor|half)[?:]|^! /.test(l))).toEqual([]);
  });

  it("names each answer given under its question, a number answered by the option it picks", async () => {
    const { frame } = await lastFrame(["c 1", "1", "8", ""]);
    const at = (start: string) => frame.findIndex((l) => l.startsWith(start));
    expect(frame[at("base:")]).toBe("base: Ember Moth");
    expect(frame[at("donor:")]).toBe("donor: Rune Scribe");
    expect(at("base?")).toBeLessThan(at("base:"));
    expect(at("base:")).toBeLessThan(at("donor?"));
  });

  it("cancelled, says so under the questions", async () => {
    const { frame, played } = await lastFrame(["c 1", "Ember Moth", ""]);
    expect(played).toEqual([]);
    expect(frame.at(-1)).toBe("Graft cancelled: nothing happened");
    expect(frame.some((l) => l.startsWith("donor?"))).toBe(true);
  });
});
