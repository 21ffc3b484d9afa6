/**
 * The terminal's frame (src/cli/frame.ts) and screens (src/cli/screen.ts): every step of every replay in
 * replays/ fits 80×24 with the newest log lines showing; messages that cannot fit take the screen alone;
 * the full screen enters the alternate screen, redraws in place, and gives the shell's screen back.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { HELP } from "../../src/cli/commands";
import { compactRules, groupedRules } from "../../src/cli/compact-rules";
import {
  clip,
  composeFrame,
  DEFAULT_SIZE,
  fitLog,
  fold,
  unstyled,
  visibleWidth,
  wrap,
} from "../../src/cli/frame";
import { gridWindow } from "../../src/cli/grid-window";
import { helpLines, helpPage } from "../../src/cli/help-pages";
import { matchOf } from "../../src/cli/play-duel";
import { parseDuelArgs } from "../../src/cli/play-duel-args";
import { DUEL_HELP } from "../../src/cli/play-duel-commands";
import { composeDuelFrame } from "../../src/cli/play-duel-frame";
import { renderBanner, renderCard, renderGrid, renderRules } from "../../src/cli/render";
import { CONTROL, fullScreen, paintedSource, transcriptScreen } from "../../src/cli/screen";
import { paint } from "../../src/cli/style";
import { VIEWER_HELP } from "../../src/cli/viewer";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { duelViewOf } from "../../src/play/duel-view";
import { formatExplained } from "../../src/play/explain";
import { ROOT, readLevel } from "../../src/play/files";
import { levelFileOf, readReplay } from "../../src/play/replay-file";
import { Session } from "../../src/play/session";
import { Steps } from "../../src/play/steps";
import { type SessionView, viewOf } from "../../src/play/view";

const replays = readdirSync(join(ROOT, "replays"))
  .filter((f) => f.endsWith(".replay.json"))
  .map((f) => join(ROOT, "replays", f));

/** Every step's view of a replay file. */
function views(file: string): SessionView[] {
  const replay = readReplay(file);
  const steps = Steps.ofReplay(readLevel(levelFileOf(file, replay)), replay, repositoryContent());
  return Array.from({ length: steps.last + 1 }, (_, n) => steps.view(n));
}

describe("the frame fits 80×24", () => {
  test.each(replays)("every step of %s, the newest log line and the banner showing", (file) => {
    for (const [n, view] of views(file).entries()) {
      const frame = composeFrame({ view, header: ["a step line"] }, ["! a message"], DEFAULT_SIZE, {
        color: true,
      });
      expect(frame.length, `step ${n}`).toBeLessThanOrEqual(DEFAULT_SIZE.rows - 1);
      expect(frame.filter((l) => visibleWidth(l) > DEFAULT_SIZE.columns)).toEqual([]);
      expect(frame[frame.length - 1]).toBe("! a message");
      const log = formatExplained(view.log).trimEnd().split("\n");
      if (view.log.length > 0) expect(frame).toContain(clip(`  ${log[log.length - 1]}`, 80));
      const banner = renderBanner(view, { color: true });
      if (banner) expect(frame).toContain(banner);
    }
  });

  test("a log longer than the rows left shows its newest lines, under a header saying which", () => {
    const replay = replays.find((f) => views(f).some((v) => v.log.length > 8))!;
    const view = views(replay).find((v) => v.log.length > 8)!;
    const whole = composeFrame({ view }, [], { columns: 80, rows: 1000 }, { color: false });
    const others = whole.length - view.log.length - 1; // the rows besides the log and its header
    const frame = composeFrame({ view }, [], { columns: 80, rows: others + 1 + 1 + 3 }, { color: false });
    expect(frame).toHaveLength(others + 4);
    const at = frame.findIndex((l) => l.startsWith("Last action"));
    const m = /^Last action \(lines (\d+)-(\d+) of (\d+); why N explains line N\):$/.exec(frame[at]);
    expect(m).not.toBeNull();
    const [first, last, n] = m!.slice(1).map(Number);
    expect([last, n]).toEqual([view.log.length, view.log.length]);
    const lines = formatExplained(view.log).trimEnd().split("\n");
    expect(last - first + 1).toBe(3);
    expect(frame.slice(at + 1, at + 4)).toEqual(lines.slice(first - 1).map((l) => clip(`  ${l}`, 80)));
  });

  test("messages too long to fit beside the game take the screen alone, cut to its height", () => {
    const view = views(replays[0])[0];
    const help = HELP.split("\n");
    const frame = composeFrame({ view }, help, { columns: 80, rows: 12 }, { color: false });
    expect(frame).toHaveLength(11);
    expect(frame[0]).toMatch(/^.+ \((Baba|SpellGrid) level\)$/);
    expect(frame.slice(1, 10)).toEqual(help.slice(0, 9));
    expect(frame[10]).toBe(`… (${help.length - 9} more lines cut: a taller terminal shows them)`);
  });

  test("in a 40×12 terminal a message goes under the board (3 rows of it at least), in place of the lines under it", () => {
    const size = { columns: 40, rows: 12 };
    const error = '! "x" is not a command: use w/a/s/d, wait (or .), c <card> [x y], u, r, n, save, ? or q';
    const said = fold(error, 40);
    expect(said).toHaveLength(3);
    for (const file of replays) {
      const view = views(file)[0];
      const alone = composeFrame({ view, header: ["a step line"] }, [], size, { color: false });
      const frame = composeFrame({ view, header: ["a step line"] }, [error], size, { color: false });
      expect(frame.length, file).toBeLessThanOrEqual(11);
      expect(frame.slice(0, 3), file).toEqual(alone.slice(0, 3)); // the step line, the title, the grid's axis
      expect(frame.slice(frame.length - said.length), file).toEqual(said);
      const rows = frame.slice(3, frame.length - said.length).filter((l) => /^ *\d+ {2}/.test(l));
      expect(rows.length, file).toBeGreaterThanOrEqual(Math.min(3, view.height));
    }
  });

  test("in a 40×12 terminal the result and the next level are never cut, the hand comes before the rules, and a line says what was cut (when the result leaves a row for it)", () => {
    const size = { columns: 40, rows: 12 };
    const footer = "Next level: Spliced Corpse (levels/l2-spliced-corpse.json): n plays it";
    const cutLine = /^… \d+ lines? cut: a taller terminal shows$/;
    for (const file of replays) {
      const all = views(file);
      for (const view of [all[0], all[all.length - 1]]) {
        const picture = { view, footer: view.won ? [footer] : [] };
        const frame = composeFrame(picture, [], size, { color: false });
        const tall = composeFrame(picture, [], { columns: 40, rows: 80 }, { color: false });
        expect(frame.length, file).toBeLessThanOrEqual(11);
        const bottom = [renderBanner(view, { color: false }), ...picture.footer]
          .filter((l) => l !== "")
          .flatMap((l) => fold(l, 40));
        expect(frame.slice(frame.length - bottom.length), file).toEqual(bottom);
        // a part under the board is cut when its first line is not shown (a short terminal says the rules
        // compact, and the first card on the Hand: line), or, for the rules, when a line of them is not
        const labels = ["On the grid:", "Rules:", "Hand:", "Heroes:"];
        const shown = (label: string) => frame.some((l) => l.startsWith(label));
        const cut = labels.filter((label) => tall.some((l) => l.startsWith(label)) && !shown(label));
        const whole = [
          compactRules(view, 40),
          renderRules(view, { color: false }).flatMap((l) => wrap(l, 40)),
        ];
        if (shown("Rules:") && !whole.some((rules) => rules.every((l) => frame.includes(l))))
          cut.push("Rules:");
        // a row under the board is left for the line saying what was cut, unless the result needs it
        if (cut.length > 0 && bottom.length === 0)
          expect(
            frame.some((l) => cutLine.test(l)),
            file,
          ).toBe(true);
        if (view.kind === "spellgrid" && view.hand.length > 0 && bottom.length === 0) {
          const hand = frame.findIndex((l) => l.startsWith("Hand:"));
          expect(hand, file).toBeGreaterThan(0);
          const rules = frame.findIndex((l) => l.startsWith("Rules:"));
          if (rules >= 0) expect(hand, file).toBeLessThan(rules);
        }
      }
    }
  });

  test("at 80×24 the card of each minion on the grid with a text is read whole under the board, once per card", () => {
    const file = readdirSync(join(ROOT, "levels"))
      .map((f) => join(ROOT, "levels", f))
      .find((f) => (readLevel(f).cards ?? []).length >= 2)!;
    const view = viewOf(new Session(readLevel(file), repositoryContent()));
    const frame = composeFrame({ view }, [], DEFAULT_SIZE, { color: false });
    const names = [...new Set(view.objects.flatMap((o) => (o.minion ? [o.minion.card] : [])))];
    const texts = view.minionCards.filter((c) => c.text !== "");
    expect(view.minionCards.map((c) => c.card)).toEqual(names);
    const said = frame.join("\n").replace(/\n {2,}/g, " ");
    for (const c of texts) expect(said).toContain(`${c.card}: ${c.text}`);
    for (const c of view.minionCards.filter((c) => c.text === "")) expect(said).not.toContain(`${c.card}:`);
    expect(frame.filter((l) => visibleWidth(l) > 80 || l.includes("…"))).toEqual([]);
  });

  test("at 80×24 each card of the hand is read whole: a text wider than the terminal is folded under it, not cut", () => {
    const view = viewOf(new Session(readLevel(join(ROOT, "levels/l1-double-tap.json")), repositoryContent()));
    const text = "Taunt. Deathrattle: Write WIN on this tile, then deal 2 damage to every minion next to it.";
    const long = { ...view, hand: [{ ...view.hand[0], card: "Ember Moth (Assembled)", text }] };
    const frame = composeFrame({ view: long }, [], DEFAULT_SIZE, { color: false });
    expect(`  1. ${renderCard(long.hand[0])}`.length).toBeGreaterThan(80); // the rule is tested
    const at = frame.indexOf("Hand:") + 1;
    let end = at + 1;
    while (frame[end].startsWith("    ")) end++;
    expect(frame.slice(at, end).every((l) => visibleWidth(l) <= 80 && !l.includes("…"))).toBe(true);
    expect(
      frame
        .slice(at, end)
        .map((l) => l.trim())
        .join(" "),
    ).toBe(`1. ${renderCard(long.hand[0])}`);
  });

  test("in a 40×12 terminal a level's first frame says every rule in force (compact, under the hand), keeps the 5-row window around YOU, and says ? shows the help", () => {
    const size = { columns: 40, rows: 12 };
    const view = viewOf(new Session(readLevel(join(ROOT, "levels/l1-double-tap.json")), repositoryContent()));
    const frame = composeFrame({ view }, [], size, { color: false }, ["Type ? for help."]);
    expect(frame.length).toBeLessThanOrEqual(11);
    // the title, the axis, and 5 rows of the grid, one holding YOU
    expect(frame.slice(2, 7).every((l) => /^ *\d+ {2}/.test(l))).toBe(true);
    expect(frame.slice(2, 7).some((l) => / baba /.test(l))).toBe(true);
    const at = frame.findIndex((l) => l.startsWith("Rules: "));
    expect(at).toBeGreaterThan(frame.findIndex((l) => l.startsWith("Hand: ")));
    let end = at + 1;
    while (end < frame.length && frame[end].startsWith("  ")) end++;
    const said = frame
      .slice(at, end)
      .join(" ")
      .replace(/^Rules: /, "")
      .replace(/\s+/g, " ");
    expect(said).not.toContain("…");
    // each rule said, a rule `A AND B IS P` saying A IS P and B IS P
    const rules = said.split(", ").flatMap((r) => {
      const m = /^(\S+(?: AND \S+)+) IS (\S+)$/.exec(r);
      return m ? m[1].split(" AND ").map((s) => `${s} IS ${m[2]}`) : [r];
    });
    expect(rules.sort()).toEqual([...view.active].sort());
    expect(frame.at(-1)).toMatch(/^… \d+ lines? cut.* · \? (for )?help$/);
    expect(frame.filter((l) => visibleWidth(l) > 40)).toEqual([]);
  });

  test("groupedRules joins the subjects of simple rules of one property with AND, says any other rule as it is, and puts YOU then WIN first", () => {
    expect(
      groupedRules([
        "BABA IS NOT PUSH",
        "BRAMBLE IS STOP",
        "FLAG IS WIN",
        "KEKE IS YOU",
        "LONELY ROCK IS WIN",
        "TEXT IS PUSH",
        "WALL IS STOP",
        "BABA IS YOU",
      ]),
    ).toEqual([
      "KEKE AND BABA IS YOU",
      "FLAG IS WIN",
      "LONELY ROCK IS WIN",
      "BABA IS NOT PUSH",
      "BRAMBLE AND WALL IS STOP",
      "TEXT IS PUSH",
    ]);
    expect(groupedRules([])).toEqual([]);
  });

  test("in a 40×12 terminal an empty hand gives its rows to the rules: the rules come first under the board", () => {
    const def = { ...readLevel(join(ROOT, "levels/l1-double-tap.json")), hand: [] };
    const view = viewOf(new Session(def, repositoryContent()));
    const frame = composeFrame({ view }, [], { columns: 40, rows: 12 }, { color: false });
    const rules = compactRules(view, 40);
    const at = frame.indexOf(rules[0]);
    expect(frame[at - 1]).toMatch(/^ *\d+ {2}/); // right under the board's last row
    expect(frame.slice(at, at + 2)).toEqual(rules.slice(0, 2));
    const hand = frame.findIndex((l) => l.startsWith("Hand:"));
    if (hand >= 0) expect(hand).toBeGreaterThan(at);
  });

  test("in a 40×12 terminal ? shows the help a page at a time, none of it cut: ? again the next page, and after the last the first", () => {
    const size = { columns: 40, rows: 12 };
    const view = views(replays[0])[0];
    const inv = parseDuelArgs([]);
    if (inv.type !== "duel") throw new Error(inv.message);
    const duel = duelViewOf(matchOf(inv));
    const screens = [
      {
        help: HELP,
        frame: (lines: string[]) => composeFrame({ view }, lines, size, { color: false }),
        rows: 10,
      },
      {
        help: DUEL_HELP,
        frame: (lines: string[]) => composeDuelFrame({ view: duel }, lines, size, { color: false }),
        rows: 9, // a duel's page alone ends with a line saying the boards are hidden
      },
    ];
    for (const { help, frame, rows } of screens) {
      const whole = helpLines(help, 40);
      const seen: string[] = [];
      let from = 0;
      do {
        const page = helpPage(help, from, rows, 40);
        const lines = page.text.split("\n");
        expect(lines.length).toBeLessThanOrEqual(rows);
        const shown = frame(lines);
        expect(shown.length).toBeLessThanOrEqual(11);
        expect(shown.join("\n")).toContain(lines.join("\n")); // the page whole, none of it cut
        seen.push(...lines.filter((l) => !l.startsWith("… ? again")));
        if (page.next !== 0)
          expect(lines.at(-1)).toBe(`… ? again shows ${whole.length - page.next} more lines`);
        from = page.next;
      } while (from !== 0);
      expect(seen).toEqual(whole);
    }
    expect(helpPage(HELP, 0, 100, 80)).toEqual({ text: HELP, next: 0 }); // a tall terminal: whole, as before
  });

  test("in a narrow terminal each command's description folds as one text: no line of it ends while the next word would fit", () => {
    for (const help of [HELP, VIEWER_HELP, DUEL_HELP]) {
      const lines: string[] = [];
      let from = 0;
      do {
        const page = helpPage(help, from, 10, 40);
        lines.push(...page.text.split("\n").filter((l) => !l.startsWith("… ? again")));
        from = page.next;
      } while (from !== 0);
      for (const [i, line] of lines.entries()) {
        const next = lines[i + 1];
        if (next === undefined || !/^ {3}/.test(next)) continue; // not a description's further line
        const word = next.trimStart().split(" ")[0];
        expect(visibleWidth(line) + 1 + visibleWidth(word), `${line} | ${next}`).toBeGreaterThan(40);
      }
    }
  });

  test("every help (the player's, the viewer's, the duel's) fits an 80×24 terminal whole", () => {
    for (const text of [HELP, VIEWER_HELP, DUEL_HELP]) {
      const help = text.split("\n");
      const frame = composeFrame({ view: views(replays[0])[0] }, help, DEFAULT_SIZE, { color: false });
      expect(frame.slice(-help.length)).toEqual(help);
    }
  });

  test("at 80×24 ? shows the player's help whole with a line of shortened words under it, on one page", () => {
    const rows = DEFAULT_SIZE.rows - 2; // the title's row and the prompt's (screen.ts: messageRows)
    const shortened = `Shortened: ${"BRMBLE = BRAMBLE, ".repeat(4)}`.trimEnd().slice(0, DEFAULT_SIZE.columns);
    expect(helpPage(`${HELP}\n${shortened}`, 0, rows, DEFAULT_SIZE.columns).next).toBe(0);
  });

  test("a footer wider than the terminal (the next level's offer) is folded, so its last words show", () => {
    const footer = `Next level: ${"A Rather Long Title ".repeat(3)}(levels/some-level-file.json): n plays it`;
    const frame = composeFrame({ view: views(replays[0])[0], footer: [footer] }, [], DEFAULT_SIZE, {
      color: false,
    });
    const at = frame.findIndex((l) => l.startsWith("Next level: "));
    expect(frame.slice(at).every((l) => l.length <= DEFAULT_SIZE.columns)).toBe(true);
    expect(frame.slice(at).join(" ").replace(/ +/g, " ")).toBe(footer.replace(/ +/g, " "));
  });

  test("a message wider than the terminal is folded at spaces, not cut: a choice's options are all read", () => {
    const options = `base? ${Array.from({ length: 8 }, (_, i) => `${i + 1}) Option Number ${i + 1}`).join("  ")}`;
    const frame = composeFrame({ view: views(replays[0])[0] }, [options], DEFAULT_SIZE, { color: false });
    const folded = frame.slice(frame.findIndex((l) => l.startsWith("base? ")));
    expect(folded.every((l) => l.length <= DEFAULT_SIZE.columns)).toBe(true);
    expect(folded.join(" ").replace(/ +/g, " ")).toBe(options.replace(/ +/g, " "));
  });
});

describe("cutting and wrapping lines", () => {
  test("clip counts what shows, keeps the colours and resets them after a cut", () => {
    const red = paint("abcdef", "error", true);
    expect(visibleWidth(red)).toBe(6);
    expect(clip(red, 6)).toBe(red);
    expect(clip(red, 4)).toBe("\x1b[31mabc…\x1b[0m");
    expect(clip("abcdef", 3)).toBe("ab…");
  });

  test("fold breaks a line styled at its start (a coloured banner) after its styled part, the colours kept", () => {
    const win = paint(" *** YOU WIN! *** ", "win", true);
    const banner = `${win}  (u undoes, r restarts, q quits)`;
    const folded = fold(banner, 40);
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.map(unstyled)).toEqual(fold(unstyled(banner), 40)); // as the plain line folds
    expect(folded.every((l) => visibleWidth(l) <= 40)).toBe(true);
    expect(folded[0].startsWith(win)).toBe(true);
    const spanning = `a b ${paint("styled words", "win", true)}`; // its styles go past its first line
    expect(fold(spanning, 6)).toEqual([clip(spanning, 6)]);
  });

  test("fold breaks a message at spaces, further lines under its first column's text or two spaces in", () => {
    expect(fold("  u    undo the last action", 16)).toEqual([
      "  u    undo the",
      "       last",
      "       action",
    ]);
    expect(fold("! a long error message here", 12)).toEqual(["! a long", "  error", "  message", "  here"]);
    expect(fold("short", 12)).toEqual(["short"]);
    expect(fold("averyveryverylongword and more", 10)).toEqual(["averyvery…"]);
  });

  test("wrap breaks a labelled list at its items, further lines under the first item", () => {
    expect(wrap("Rules:  AA IS B, CC IS D, EE IS F", 20)).toEqual([
      "Rules:  AA IS B,",
      "        CC IS D,",
      "        EE IS F",
    ]);
    expect(wrap("Rules:  short", 20)).toEqual(["Rules:  short"]);
  });

  test("wrap breaks a list whose label has spaces (On the grid:), never inside an item's brackets", () => {
    expect(wrap("On the grid: keg1 Keg 1/1 at (0, 4), hedge2 Hedge 0/2 at (4, 4)", 40)).toEqual([
      "On the grid: keg1 Keg 1/1 at (0, 4),",
      "             hedge2 Hedge 0/2 at (4, 4)",
    ]);
  });

  test("the minions on the grid are each named whole under the board of an 80×24 frame, on as many lines as they need", () => {
    // four minions, named longer together than a line (as level 3 places them), on a board of the test's own
    const cards = ["Tin Knight", "Thorn Hedge", "Powder Keg", "Grave Warden"];
    const level: LevelDef = {
      name: "four-minions",
      width: 7,
      height: 6,
      objects: ["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
      cards: cards.map((card, i) => ({ card, x: i, y: 4 + (i % 2) })),
    };
    const view = viewOf(new Session(level, repositoryContent()));
    expect(view.objects.filter((o) => o.minion !== null).map((o) => o.minion!.card)).toEqual(cards);
    const frame = composeFrame({ view }, [], DEFAULT_SIZE, { color: false });
    const start = frame.findIndex((l) => l.startsWith("On the grid: "));
    const end = frame.findIndex((l, i) => i > start && !l.startsWith(" "));
    const listed = frame.slice(start, end).join(" ");
    for (const o of view.objects.filter((o) => o.minion !== null))
      expect(listed).toContain(
        `${o.minion!.card} ${o.minion!.attack}/${o.minion!.health} at (${o.x}, ${o.y})`,
      );
  });
});

describe("the screens", () => {
  const view = () => views(replays[0])[0];

  test("the transcript writes each picture and message at once, in order", () => {
    let out = "";
    const s = transcriptScreen((t) => void (out += t));
    s.say("first\n");
    s.show({ view: view(), header: ["above"], footer: ["below"] }, { color: false });
    s.paint();
    s.close();
    expect(out.startsWith("first\nabove\n")).toBe(true);
    expect(out.endsWith("\nbelow\n")).toBe(true);
  });

  test("the full screen: alternate screen, a frame drawn in place at each paint, the shell's screen back at close", () => {
    let out = "";
    const s = fullScreen({ write: (t: string) => (out += t), columns: 80, rows: 24 });
    expect(out).toBe(CONTROL.enter);
    s.show({ view: view() }, { color: false });
    s.say("! one\n");
    s.paint();
    const frame = out.slice(CONTROL.enter.length);
    expect(frame.startsWith(CONTROL.home)).toBe(true);
    expect(frame.endsWith(`! one${CONTROL.eraseLine}\n${CONTROL.eraseBelow}`)).toBe(true);
    expect(frame.split("\n").length).toBeLessThanOrEqual(24);
    s.clearNotes();
    s.say("Bye.\n");
    out = "";
    s.close();
    s.close();
    expect(out).toBe(`${CONTROL.leave}Bye.\n`);
  });
});

describe("a resized terminal", () => {
  test("the full screen redraws the frame for the new size, then the source's prompt and typed line", () => {
    let out = "";
    const listeners: (() => void)[] = [];
    const output = {
      write: (t: string) => (out += t),
      columns: 80,
      rows: 24,
      on: (_: "resize", f: () => void) => listeners.push(f),
      off: (_: "resize", f: () => void) => listeners.splice(listeners.indexOf(f), 1),
    };
    const s = fullScreen(output);
    const source = {
      next: async () => null,
      ask: async () => null,
      close: () => {},
      redraw: () => (out += "> c Gra"),
    };
    paintedSource(source, s);
    s.show({ view: views(replays[0])[0] }, { color: false });
    out = "";
    output.columns = 40;
    for (const f of listeners) f();
    expect(out.startsWith(CONTROL.home)).toBe(true);
    expect(out.endsWith(`${CONTROL.eraseBelow}> c Gra`)).toBe(true);
    expect(
      unstyled(out)
        .split("\n")
        .every((l) => visibleWidth(l.replaceAll(CONTROL.eraseLine, "")) <= 40),
    ).toBe(true);
    s.close();
    expect(listeners).toEqual([]);
  });
});

describe("a grid larger than the terminal", () => {
  /** A `width` × `height` level with BABA IS YOU, FLAG IS WIN and the babas and flag given. */
  function bigView(width: number, height: number, things: { kind: string; x: number; y: number }[]) {
    const t = (word: string, x: number, y: number) => ({ kind: `text:${word}`, x, y });
    const def = {
      name: "big",
      width,
      height,
      objects: [
        t("BABA", 0, 0),
        t("IS", 1, 0),
        t("YOU", 2, 0),
        t("FLAG", 0, 1),
        t("IS", 1, 1),
        t("WIN", 2, 1),
        ...things,
      ],
    };
    return viewOf(new Session(def, repositoryContent()));
  }
  const size = DEFAULT_SIZE;
  const frameOf = (v: SessionView) => composeFrame({ view: v }, [], size, { color: false });

  test("shows the window of columns and rows around the YOU object, says which, and keeps the rules in the frame", () => {
    const frame = frameOf(
      bigView(30, 30, [
        { kind: "baba", x: 25, y: 27 },
        { kind: "flag", x: 27, y: 27 },
      ]),
    );
    expect(frame.length).toBeLessThanOrEqual(size.rows - 1);
    expect(frame.filter((l) => visibleWidth(l) > size.columns)).toEqual([]);
    // 11 columns of 7 characters beside a row label of 2 and 2 spaces; 23 rows less the title, the
    // axis, the note, the rules and 2 for the log: 17 rows, the last ones of the grid
    expect(frame[1]).toBe(
      `    ${Array.from({ length: 11 }, (_, i) => String(19 + i).padEnd(7)).join("")}`.trimEnd(),
    );
    expect(frame[2].startsWith("13  ")).toBe(true);
    expect(frame).toContain(`27  ${". ".padEnd(7).repeat(6)}baba   .      flag   .      .`);
    expect(frame[19]).toBe("View: columns 19-29 of 30, rows 13-29 of 30 (it follows YOU)");
    expect(frame[20]).toBe("Rules:     BABA IS YOU, FLAG IS WIN, TEXT IS PUSH");
  });

  test("puts the YOU object in the middle when the grid goes on around it, and shows the top left when nothing is YOU", () => {
    const middle = frameOf(bigView(100, 100, [{ kind: "baba", x: 50, y: 60 }]));
    expect(middle).toContain("View: columns 45-55 of 100, rows 52-68 of 100 (it follows YOU)");
    expect(middle.find((l) => l.startsWith("60  "))).toBe(
      `60  ${".      ".repeat(5)}baba   ${".      ".repeat(4)}.`,
    );
    const none = frameOf(bigView(100, 100, [{ kind: "rock", x: 50, y: 60 }]));
    expect(none).toContain("View: columns 0-10 of 100, rows 0-15 of 100 (it follows YOU)"); // a row less: the banner of the loss
    expect(none[2].startsWith(" 0  BABA   IS     YOU")).toBe(true);
  });

  test("the window centres the box around every YOU object, as many as a level may hold (65,536)", () => {
    const base = bigView(256, 256, []);
    const yous = Array.from({ length: 65_536 }, (_, i) => ({
      ...base.objects[0],
      id: i,
      kind: "baba",
      x: 100 + (i % 40),
      y: 150 + (i % 20),
      you: true,
    }));
    const view = { ...base, objects: yous };
    // the box is columns 100-139, rows 150-169: its middle 119.5, 159.5
    expect(gridWindow(view, 11, 17)).toEqual({ x0: 115, y0: 152, columns: 11, rows: 17 });
    expect(gridWindow({ ...view, objects: [] }, 11, 17)).toEqual({ x0: 0, y0: 0, columns: 11, rows: 17 });
  });

  test("YOU objects spread wider than the window: the window centres their box and the note counts those out of view", () => {
    const frame = frameOf(
      bigView(100, 100, [
        { kind: "baba", x: 10, y: 50 },
        { kind: "baba", x: 50, y: 50 },
        { kind: "baba", x: 90, y: 50 },
      ]),
    );
    expect(frame).toContain("View: columns 45-55 of 100, rows 42-58 of 100 (it follows YOU; 2 out of view)");
  });

  test("in a small terminal the window keeps 5 rows around YOU, and what does not fit is cut at the bottom", () => {
    const l1 = viewOf(new Session(readLevel(join(ROOT, "levels/l1-double-tap.json")), repositoryContent()));
    const frame = composeFrame({ view: l1 }, [], { columns: 40, rows: 12 }, { color: false });
    expect(frame.slice(0, 8)).toEqual([
      "Double-Tap (SpellGrid level)",
      "    3      4      5      6      7",
      " 2  ##     ##     .      ##     ##",
      " 3  .      .      DOUBLE .      .",
      " 4  .      .      baba   .      .",
      " 5  .      .      ##     ##     ##",
      " 6  .      .      brmbl3 flag   ##",
      "Hand: 1. Whirlwind (1 mana spell): Deal…",
    ]);
    expect(frame).toHaveLength(11);
  });

  test("a grid of 100 rows or more keeps its columns under the axis: the row labels are as wide as the last", () => {
    const lines = renderGrid(bigView(3, 120, [{ kind: "baba", x: 1, y: 110 }]), { color: false }).split("\n");
    expect(lines[0]).toBe("     0      1      2");
    expect(lines[1]).toBe("  0  BABA   IS     YOU");
    expect(lines[111]).toBe("110  .      baba   .");
  });
});

describe("a log cut to the rows it has (fitLog)", () => {
  const head = "Last action (why N explains line N):";
  const numbered = ["  1. a", "  2. b", "  3-4. c", "  5. d"];
  test("in sentences, the header names the numbers of the lines shown and says why N explains them", () => {
    expect(fitLog(head, numbered, 5, 3, 80, { color: false })).toEqual([
      "Last action (lines 3-5 of 5; why N explains line N):",
      "  3-4. c",
      "  5. d",
    ]);
  });
  test("in the course's format (raw), which has no numbers, it counts the lines shown", () => {
    const tree = ["  A", "    B", "    C", "  D"];
    expect(fitLog("Last action:", tree, 2, 3, 80, { color: false, raw: true })).toEqual([
      "Last action (the last 2 of 4 lines):",
      "    C",
      "  D",
    ]);
  });
  test("a log that fits is shown whole, under its own header", () => {
    expect(fitLog(head, numbered, 5, 5, 80, { color: false, raw: true })).toEqual([head, ...numbered]);
  });
});
