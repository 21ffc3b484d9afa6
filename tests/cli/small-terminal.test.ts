/**
 * The terminal player in a small terminal (40×12; docs/rules.md §7): every fact of a duel's hero is shown,
 * `why N` pages as `?` does (in the replay viewer too), the opening hint costs no line of the picture, and
 * `save`'s path is read whole. Played in-process on the full screen, its frames read back from what it wrote.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { HELP } from "../../src/cli/commands";
import { compactRules } from "../../src/cli/compact-rules";
import { composeFrame, fold, type Size, visibleWidth } from "../../src/cli/frame";
import { helpLines } from "../../src/cli/help-pages";
import { matchOf, runDuel } from "../../src/cli/play-duel";
import { parseDuelArgs } from "../../src/cli/play-duel-args";
import { DUEL_HELP } from "../../src/cli/play-duel-commands";
import { composeDuelFrame } from "../../src/cli/play-duel-frame";
import { CONTROL, fullScreen } from "../../src/cli/screen";
import { runViewer, VIEWER_HELP } from "../../src/cli/viewer";
import { repositoryContent } from "../../src/content/content";
import type { DuelMatch } from "../../src/play/duel-match";
import { type DuelView, duelViewOf, duelWhyText } from "../../src/play/duel-view";
import { journalOf } from "../../src/play/explain";
import { readLevel } from "../../src/play/files";
import { namesOf } from "../../src/play/names";
import { readReplay } from "../../src/play/replay-file";
import { Session } from "../../src/play/session";
import { Steps } from "../../src/play/steps";
import { viewOf } from "../../src/play/view";
import { whyText } from "../../src/play/why";
import { playInProcess, ROOT, scripted } from "./helpers";

const SMALL: Size = { columns: 40, rows: 12 };
const LEVEL = join(ROOT, "levels/l1-double-tap.json");

/** The frames a full screen wrote to a string, each as its lines. */
function framesOf(out: string): string[][] {
  return out
    .split(CONTROL.home)
    .slice(1)
    .map((f) => f.slice(0, f.indexOf(CONTROL.eraseBelow)).replaceAll(CONTROL.eraseLine, ""))
    .map((f) => f.replace(/\n$/, "").split("\n"));
}

function duelMatch(): DuelMatch {
  const inv = parseDuelArgs(["--seed", "5"]);
  if (inv.type !== "duel") throw new Error(inv.message);
  return matchOf(inv);
}

/** A line of the frame and the lines indented under it, as one text. */
function withFurther(frame: readonly string[], start: string): string {
  const at = frame.findIndex((l) => l.startsWith(start));
  expect(at, start).toBeGreaterThanOrEqual(0);
  let end = at + 1;
  while (end < frame.length && frame[end].startsWith(" ")) end++;
  return frame
    .slice(at, end)
    .map((l) => l.trim())
    .join(" ");
}

describe("a duel's heroes in a narrow terminal", () => {
  const base = duelViewOf(duelMatch());
  const armed: DuelView = {
    ...base,
    heroes: [
      { ...base.heroes[0], armor: 2, weapon: { id: 41, name: "Fiery War Axe", attack: 3, durability: 2 } },
      { ...base.heroes[1], health: 17, mana: 10, maxMana: 10, handSize: 10, deckSize: 12 },
    ],
  };
  test.each([
    ["at the start", base],
    ["with armor, a weapon and two-digit counts", armed],
  ])("%s each hero's every fact shows at 40 columns: Health, Armor, weapon, mana, hand, deck", (_, view) => {
    for (const size of [SMALL, { columns: 40, rows: 40 }]) {
      const frame = composeDuelFrame({ view }, [], size, { color: false });
      expect(frame.filter((l) => visibleWidth(l) > 40)).toEqual([]);
      for (const [label, hero] of [
        ["AI hero", view.heroes[1]],
        ["Your hero", view.heroes[0]],
      ] as const) {
        const text = withFurther(frame, `${label} `);
        expect(text, text).not.toContain("…");
        expect(text).toContain(`#${hero.id}`);
        expect(text).toContain(`${hero.health} Health`); // the word the rest of the UI says, never HP
        expect(text).not.toMatch(/\bHP\b/);
        expect(text).toContain(`mana ${hero.mana}/${hero.maxMana}`);
        expect(text).toContain(`hand ${hero.handSize}`);
        expect(text).toContain(`deck ${hero.deckSize}`);
        if (hero.armor > 0) expect(text).toContain(`${hero.armor} Armor`);
        if (hero.weapon !== null)
          expect(text).toContain(
            `#${hero.weapon.id} ${hero.weapon.name} ${hero.weapon.attack}/${hero.weapon.durability}`,
          );
      }
    }
  });

  test("at 40 columns two empty boards take one line, giving back a row of the heroes' wrapped lines; a board with a minion has its own", () => {
    const narrow = composeDuelFrame({ view: base }, [], { columns: 40, rows: 40 }, { color: false });
    expect(narrow.filter((l) => /^(AI board|Your board|Boards):/.test(l))).toEqual(["Boards: both empty"]);
    const raptor = {
      id: 90,
      position: 1,
      name: "Raptor",
      attack: 3,
      health: 2,
      keywords: [],
      text: "",
      frozen: false,
      silenced: false,
      spellburst: false,
      canAttack: false,
    };
    const one: DuelView = { ...base, boards: [[], [raptor]] };
    const boards = composeDuelFrame({ view: one }, [], { columns: 40, rows: 40 }, { color: false });
    expect(boards.filter((l) => /^(AI board|Your board|Boards):/.test(l))).toEqual([
      "AI board: e1 #90 Raptor 3/2",
      "Your board: (empty)",
    ]);
    const wide = composeDuelFrame({ view: base }, [], { columns: 80, rows: 24 }, { color: false });
    expect(wide.filter((l) => /^(AI board|Your board|Boards):/.test(l))).toEqual([
      "AI board: (empty)",
      "Your board: (empty)",
    ]);
  });

  test("at 80 columns the hero lines are as the transcript writes them", () => {
    const frame = composeDuelFrame({ view: base }, [], { columns: 80, rows: 24 }, { color: false });
    const h = base.heroes[0];
    expect(frame).toContain(
      `Your hero #${h.id}: ${h.health} Health, mana ${h.mana}/${h.maxMana}, hand ${h.handSize}, deck ${h.deckSize}`,
    );
  });

  test("a hero's line keeps its one form once a weapon is equipped: at 80 columns on one line, narrower wrapped at its commas", () => {
    const h = base.heroes[0];
    const axe: DuelView = {
      ...base,
      heroes: [{ ...h, weapon: { id: 41, name: "Fiery War Axe", attack: 3, durability: 2 } }, base.heroes[1]],
    };
    const line = `Your hero #${h.id}: ${h.health} Health, weapon #41 Fiery War Axe 3/2, mana ${h.mana}/${h.maxMana}, hand ${h.handSize}, deck ${h.deckSize}`;
    const at = (columns: number) =>
      composeDuelFrame({ view: axe }, [], { columns, rows: 24 }, { color: false });
    expect(at(80)).toContain(line);
    const narrow = at(40);
    const first = narrow.findIndex((l) => l.startsWith("Your hero #"));
    expect(narrow.slice(first, first + 3)).toEqual([
      `Your hero #${h.id}: ${h.health} Health,`,
      "  weapon #41 Fiery War Axe 3/2,",
      `  mana ${h.mana}/${h.maxMana}, hand ${h.handSize}, deck ${h.deckSize}`,
    ]);
  });
});

/** The pages a paged message showed, one a frame from `first`, until a page without a `… again` line. */
function pagesFrom(shown: string[][], first: number, again: string): { seen: string[]; count: number } {
  const seen: string[] = [];
  let i = first;
  for (;;) {
    const frame = shown[i];
    expect(frame.length).toBeLessThanOrEqual(11);
    const last = frame.at(-1)!;
    const body = frame.slice(1).filter((l) => !l.startsWith("Boards, hand hidden"));
    const more = body.at(-1)!.startsWith(`… ${again} again shows `);
    seen.push(...(more ? body.slice(0, -1) : body));
    i++;
    if (!more) return { seen, count: i - first };
    expect(last.length).toBeLessThanOrEqual(40);
  }
}

describe("why N in a short terminal pages as ? does", () => {
  test("in the player at 40×12, why N again shows the next page, none of it cut, and after the last the first", async () => {
    let out = "";
    const write = (t: string) => void (out += t);
    const moves = ["w", "w", "s", "s", "a", "s", "s", "c Whirlwind"];
    const session = new Session(readLevel(LEVEL), repositoryContent());
    const whys = Array.from({ length: 6 }, () => "why 10");
    await playInProcess(readLevel(LEVEL), LEVEL, [...moves, ...whys, "q"], undefined, {
      session,
      source: scripted([...moves, ...whys, "q"], write),
      write,
      screen: fullScreen({ write, ...SMALL }),
    });
    const whole = whyText(journalOf(session), 9, namesOf(session))
      .trimEnd()
      .split("\n")
      .flatMap((l) => fold(l, 40));
    expect(whole.length).toBeGreaterThan(10); // longer than one screen: the rule is tested
    const shown = framesOf(out);
    const first = moves.length + 1; // the frame after the first why 10
    const { seen, count } = pagesFrom(shown, first, "why 10");
    expect(count).toBeGreaterThan(1);
    expect(seen).toEqual(whole);
    // after the last page, the first again
    expect(shown[first + count]).toEqual(shown[first]);
  });

  test("in the duel, why N pages under the title, each page ending with what it hides", async () => {
    let out = "";
    const write = (t: string) => void (out += t);
    const match = duelMatch();
    const size = { columns: 40, rows: 6 };
    // the line of the opening log whose why is longest, whatever the decks (a user's deck may come first)
    const folded = (i: number) =>
      duelWhyText(match, i)
        .trimEnd()
        .split("\n")
        .flatMap((l) => fold(l, 40));
    const line = duelViewOf(match).log.reduce(
      (best, _, i) => (folded(i).length > folded(best).length ? i : best),
      0,
    );
    const command = `why ${line + 1}`;
    await runDuel({
      match,
      source: scripted([command, command, command, "q"], write),
      write,
      color: false,
      screen: fullScreen({ write, ...size }, composeDuelFrame),
    });
    const whole = folded(line);
    expect(whole.length).toBeGreaterThan(3); // longer than a page of 40×6
    const shown = framesOf(out);
    const { seen, count } = pagesFrom(shown, 1, command);
    expect(count).toBeGreaterThan(1);
    expect(seen).toEqual(whole);
    for (const frame of shown.slice(1, 1 + count))
      expect(frame.at(-1)).toBe("Boards, hand hidden; Enter twice shows");
  });
});

describe("the replay viewer in a short terminal pages as the player does", () => {
  const file = join(ROOT, "replays/l1-double-tap.replay.json");

  /** The viewer at 40×12 on a replay of the player's level, `lines` typed; the frames it drew. */
  async function viewed(lines: string[]): Promise<{ shown: string[][]; steps: Steps }> {
    let out = "";
    const write = (t: string) => void (out += t);
    const replay = readReplay(file);
    const steps = Steps.ofReplay(readLevel(LEVEL), replay, repositoryContent());
    await runViewer({
      steps,
      file,
      levelPath: LEVEL,
      source: scripted(lines, write),
      write,
      color: false,
      screen: fullScreen({ write, ...SMALL }),
    });
    return { shown: framesOf(out), steps };
  }

  test("at 40×12 why N again shows the next page of a step's why, none of it cut, and after the last the first", async () => {
    const whys = Array.from({ length: 6 }, () => "why 10");
    const { shown, steps } = await viewed(["8", ...whys, "q"]);
    expect(steps.label()).toBe("c Whirlwind"); // step 8 of the replay: the player's Whirlwind
    const session = steps.session();
    const whole = whyText(journalOf(session), 9, namesOf(session))
      .trimEnd()
      .split("\n")
      .flatMap((l) => fold(l, 40));
    expect(whole.length).toBeGreaterThan(10); // longer than one screen: the rule is tested
    const first = 2; // the start, step 8, then the first why 10
    const { seen, count } = pagesFrom(shown, first, "why 10");
    expect(count).toBeGreaterThan(1);
    expect(seen).toEqual(whole);
    expect(shown[first + count]).toEqual(shown[first]);
  });

  test("at 40×12 ? again shows the next page of the viewer's help, and after the last the first", async () => {
    const { shown } = await viewed([...Array.from({ length: 6 }, () => "?"), "q"]);
    const whole = helpLines(VIEWER_HELP, 40);
    expect(whole.length).toBeGreaterThan(10); // longer than one screen: the rule is tested
    const first = 1; // the start, then the first ?
    const { seen, count } = pagesFrom(shown, first, "?");
    expect(count).toBeGreaterThan(1);
    expect(seen).toEqual(whole);
    expect(shown[first + count]).toEqual(shown[first]);
  });
});

describe("the opening hint", () => {
  test("at 40×12 the player's first frame shows every line of the picture alone, and still says ? shows the help", async () => {
    let out = "";
    const write = (t: string) => void (out += t);
    const session = new Session(readLevel(LEVEL), repositoryContent());
    const alone = composeFrame({ view: viewOf(session) }, [], SMALL, { color: false });
    await playInProcess(readLevel(LEVEL), LEVEL, ["q"], undefined, {
      session,
      source: scripted(["q"], write),
      write,
      screen: fullScreen({ write, ...SMALL }),
    });
    const first = framesOf(out)[0];
    expect(first.length).toBeLessThanOrEqual(11);
    const cut = /^… \d+ lines? cut/;
    expect(first.filter((l) => !cut.test(l))).toEqual(alone.filter((l) => !cut.test(l)));
    expect(first.some((l) => l.startsWith("Hand:"))).toBe(true);
    expect(first.some((l) => l.includes("? help") || l.includes("? for help"))).toBe(true);
    expect(first.filter((l) => visibleWidth(l) > 40)).toEqual([]);
  });

  test("at 40×12 the duel's first frame shows its heroes, boards and whole hand, and the hint", async () => {
    let out = "";
    const write = (t: string) => void (out += t);
    const match = duelMatch();
    const alone = composeDuelFrame({ view: duelViewOf(match) }, [], SMALL, { color: false });
    await runDuel({
      match,
      source: scripted(["q"], write),
      write,
      color: false,
      screen: fullScreen({ write, ...SMALL }, composeDuelFrame),
    });
    const first = framesOf(out)[0];
    const log = alone.findIndex((l) => l.startsWith("Last action"));
    const picture = log < 0 ? alone : alone.slice(0, log);
    expect(first.slice(0, picture.length)).toEqual(picture);
    expect(first.some((l) => l.includes("? for help"))).toBe(true);
  });

  test("at 80×24 the hint is said under the picture, as before", async () => {
    const { out } = await playInProcess(readLevel(LEVEL), LEVEL, ["q"]);
    expect(out).toContain("Type ? for help.\n");
  });
});

describe("save in a narrow terminal", () => {
  test("at 40 columns the saved file's path is read whole, broken at its slashes", async () => {
    let out = "";
    const write = (t: string) => void (out += t);
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-save-narrow-"));
    await playInProcess(readLevel(LEVEL), LEVEL, ["w", "save", "q"], dir, {
      source: scripted(["w", "save", "q"], write),
      write,
      screen: fullScreen({ write, ...SMALL }),
    });
    const frame = framesOf(out)[2];
    const at = frame.findIndex((l) => l.startsWith("saved "));
    const said = frame.slice(at);
    const file = join(dir, "l1-double-tap.replay.json");
    expect(`saved 1 action to ${file}`.length).toBeGreaterThan(40); // the rule is tested
    expect(said.filter((l) => visibleWidth(l) > 40 || l.includes("…"))).toEqual([]);
    expect(
      said
        .map((l) => l.trim())
        .join(" ")
        .replace(/\/ /g, "/"),
    ).toBe(`saved 1 action to ${file}`);
  });

  test("fold breaks a word longer than a line at its last slash that fits, and cuts one with no slash", () => {
    expect(fold("saved to /tmp/some-folder/level.replay.json", 20)).toEqual([
      "saved to",
      "  /tmp/some-folder/",
      "  level.replay.json",
    ]);
    expect(fold("averyveryverylongword and more", 10)).toEqual(["averyvery…"]);
  });

  test("a word with no slash that fits breaks at its last dot or hyphen that does: the help's default file name reads whole at 40 columns", () => {
    const save = "  save [file]      save the game as a replay (default <level-name>.replay.json)";
    expect(fold(save, 40)).toEqual([
      "  save [file]      save the game as a",
      "                   replay (default",
      "                   <level-name>.replay.",
      "                   json)",
    ]);
    expect(fold("see a-very-long-hyphenated-name", 16)).toEqual([
      "see",
      "  a-very-long-",
      "  hyphenated-",
      "  name",
    ]);
    for (const help of [HELP, VIEWER_HELP, DUEL_HELP])
      expect(helpLines(help, 40).filter((l) => l.endsWith("…"))).toEqual([]);
  });
});

describe("what the last action changed, in a small terminal", () => {
  /** Level 1 after `w w`: Baba pushes DOUBLE up, forming DEATHRATTLE IS DOUBLE. */
  function afterUpUp(): Session {
    const session = new Session(readLevel(LEVEL), repositoryContent());
    session.apply({ type: "step", dir: "up" });
    session.apply({ type: "step", dir: "up" });
    return session;
  }

  test("at 40×12 the Rules line cut for the rows shows the rule just formed first, marked new, and counts the rules it hides", () => {
    const view = viewOf(afterUpUp());
    expect(view.formed).toEqual(["DEATHRATTLE IS DOUBLE"]);
    const frame = composeFrame({ view }, [], SMALL, { color: false });
    const at = frame.findIndex((l) => l.startsWith("Rules:"));
    expect(frame.slice(at)).toEqual([
      "Rules: DEATHRATTLE IS DOUBLE (new),",
      "  BABA IS YOU, FLAG IS WIN, … 2 more",
      "… 9 lines cut: a taller terminal shows",
    ]);
  });

  test("a rule formed that is said with others (BRAMBLE AND WALL IS STOP) is new with them; with no room, the count says the remedy", () => {
    const view = {
      ...viewOf(afterUpUp()),
      active: ["BABA IS YOU", "FLAG IS WIN", "BRAMBLE IS STOP", "TEXT IS PUSH", "WALL IS STOP"],
      formed: ["WALL IS STOP"],
    };
    expect(compactRules(view, 40)).toEqual([
      "Rules: BABA IS YOU, FLAG IS WIN,",
      "  BRAMBLE AND WALL IS STOP, TEXT IS PUSH",
    ]);
    expect(compactRules(view, 40, 1, ": a taller terminal shows")).toEqual([
      "Rules: BRAMBLE AND WALL IS STOP (new), …",
    ]);
    const more = { ...view, active: [...view.active, "DEATHRATTLE IS DOUBLE"] };
    expect(compactRules(more, 40, 2)).toEqual([
      "Rules: BRAMBLE AND WALL IS STOP (new),",
      "  BABA IS YOU, FLAG IS WIN, … 2 more",
    ]);
    expect(compactRules(more, 40, 2, ": a taller terminal shows")).toEqual([
      "Rules: BRAMBLE AND WALL IS STOP (new),",
      "  … 4 more: a taller terminal shows",
    ]);
  });

  test("at 80×24 the whole Rules line shows, as the transcript writes it, nothing marked", () => {
    const frame = composeFrame(
      { view: viewOf(afterUpUp()) },
      [],
      { columns: 80, rows: 24 },
      { color: false },
    );
    const at = frame.findIndex((l) => l.startsWith("Rules:"));
    expect(frame.slice(at, at + 2)).toEqual([
      "Rules:     BABA IS YOU, BRAMBLE IS STOP, DEATHRATTLE IS DOUBLE, FLAG IS WIN,",
      "           TEXT IS PUSH, WALL IS STOP",
    ]);
  });

  test("a restart forms no rule: nothing is new, and the 40×12 frame is the first one", () => {
    const session = afterUpUp();
    session.restart();
    expect(viewOf(session).formed).toEqual([]);
    const fresh = composeFrame(
      { view: viewOf(new Session(readLevel(LEVEL), repositoryContent())) },
      [],
      SMALL,
      {
        color: false,
      },
    );
    expect(composeFrame({ view: viewOf(session) }, [], SMALL, { color: false })).toEqual(fresh);
  });
});

describe("the title's progress in a narrow terminal", () => {
  const view = () => viewOf(new Session(readLevel(LEVEL), repositoryContent()));
  const status = ["won before; 2 of 24 levels won", "2/24 won"];

  test("at 40 columns the title says the shorter progress that fits, whole", () => {
    const frame = composeFrame({ view: view(), status }, [], SMALL, { color: false });
    expect(frame[0]).toBe("Double-Tap (SpellGrid level) · 2/24 won");
  });

  test("at 80 columns it says the whole progress, as before", () => {
    const frame = composeFrame({ view: view(), status }, [], { columns: 80, rows: 24 }, { color: false });
    expect(frame[0]).toBe("Double-Tap (SpellGrid level)  ·  won before; 2 of 24 levels won");
  });
});
