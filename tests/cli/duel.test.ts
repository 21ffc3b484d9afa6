/**
 * A duel against an AI in the terminal (issue 15 item 7; docs/rules.md §7): `npm start -- --duel`. Piped,
 * a whole game to game over against the random AI with a fixed seed, its commands chosen by a seeded
 * player and typed as a person types them (`p N [target]`, `a X Y`, `e`), checked against the same match
 * played in-process: every command accepted, the AI's turns summarised, the result, and every action
 * after it refused with the engine's message. Bad commands and options each name their problem. In a
 * pseudo-terminal of 80×24: the alternate screen, frames that fit, `p` opening a command line, the
 * screen given back at quit.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { randomAgent } from "../../src/ai/random";
import { parseArgs } from "../../src/cli/args";
import { fold, visibleWidth } from "../../src/cli/frame";
import { deckShelf, matchOf } from "../../src/cli/play-duel";
import { parseDuelArgs } from "../../src/cli/play-duel-args";
import { composeDuelFrame } from "../../src/cli/play-duel-frame";
import { CONTROL } from "../../src/cli/screen";
import type { DuelAction } from "../../src/harness";
import { DEFAULT_AGENT, DUEL_AGENTS } from "../../src/play/duel-agents";
import { defaultDecks } from "../../src/play/duel-decks";
import type { DuelMatch } from "../../src/play/duel-match";
import { type DuelView, duelViewOf } from "../../src/play/duel-view";
import { copyContent } from "../content/copy";
import { testMinion } from "../scenarios/duel/builder";
import { frames, inTerminal, ROOT, STATE_HOME } from "./helpers";

/** `npm start -- ARGS` with `lines` piped to it, as tests/cli/helpers.ts's runCli, with room for a loaded machine. */
function runCli(args: string[], lines: string[]) {
  const r = spawnSync("node", ["--import", "tsx", "src/cli/main.ts", ...args], {
    cwd: ROOT,
    input: lines.map((l) => `${l}\n`).join(""),
    env: { ...process.env, NO_COLOR: "1", XDG_STATE_HOME: STATE_HOME },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
}

const SEED = "5";

/** A match as the command line makes it. */
function mirrorOf(args: string[]): DuelMatch {
  const inv = parseDuelArgs(args);
  if (inv.type !== "duel") throw new Error(inv.message);
  return matchOf(inv);
}

/** A character as a person types it: `hero`, or its place on its board (`m2`, `e1`); targets by `#id`. */
function refOf(view: DuelView, id: number, asId = false): string {
  if (asId) return `#${id}`;
  for (const p of [0, 1] as const) {
    if (view.heroes[p].id === id) return p === 0 ? "mhero" : "hero";
    const m = view.boards[p].find((b) => b.id === id);
    if (m) return `${p === 0 ? "m" : "e"}${m.position}`;
  }
  throw new Error(`no character #${id}`);
}

/** The command a person types for a legal action. */
function commandOf(view: DuelView, a: DuelAction): string {
  switch (a.type) {
    case "playCard": {
      const n = view.hand.findIndex((c) => c.id === a.handId) + 1;
      return a.target === null ? `p ${n}` : `p ${n} ${refOf(view, a.target, true)}`;
    }
    case "attack":
      return `a ${refOf(view, a.attacker)} ${refOf(view, a.defender)}`;
    case "endTurn":
      return "e";
    default:
      return a satisfies never;
  }
}

describe("a duel in the terminal, piped", () => {
  test("a whole game against the random AI, to game over: the same game as in-process, then every action refused", () => {
    const args = ["--duel", "--ai", "random", "--seed", SEED];
    const mirror = mirrorOf(args.slice(1));
    const player = randomAgent(11);
    const lines: string[] = [];
    let turnsEnded = 0;
    while (mirror.duel.winner() === null) {
      const action = player.choose(mirror.duel);
      lines.push(commandOf(duelViewOf(mirror), action));
      mirror.act(
        action.type === "playCard"
          ? { type: "play", card: mirror.duel.hand(0).indexOf(action.handId) + 1, target: action.target }
          : action,
      );
      if (action.type === "endTurn") turnsEnded++;
    }
    const v = duelViewOf(mirror);
    const refusal = (f: () => void) => {
      try {
        f();
      } catch (err) {
        return (err as Error).message;
      }
      throw new Error("not refused");
    };
    const endRefused = refusal(() => mirror.duel.clone().endTurn());
    const r = runCli(args, [...lines, "e", "a hero hero", "why 1", "q"]);
    expect([r.code, r.stderr]).toEqual([0, ""]);
    const out = r.stdout.split("\n");
    // Every command of the game was accepted; only the two after game over were refused.
    // refused in the player's words (who won, what can still be done), not the engine's (endTurn, player 1)
    const over = `! ${v.result}: the game is over, no action is possible (u undoes your last action, q quits)`;
    expect(out.filter((l) => l.startsWith("! "))).toEqual([over, over]);
    expect(endRefused).toMatch(/the game is over/); // the engine refuses them too
    refusal(() => mirror.duel.clone().attack(v.heroes[0].id, v.heroes[1].id));
    expect(
      out.filter((l) => /^The AI \(random\) played .* and (ended its turn|the game is over)\.$/.test(l)),
    ).toHaveLength(v.winner === 1 ? turnsEnded : turnsEnded - (v.active === 0 ? 0 : 1));
    const title = `Turn ${v.turn} · game over · duel against the AI (random)`;
    const last = out.lastIndexOf(title);
    expect(last).toBeGreaterThan(0);
    expect(out.slice(last + 1, last + 5)).toEqual([
      expect.stringMatching(new RegExp(`^AI hero #${v.heroes[1].id}: ${v.heroes[1].health} Health`)),
      expect.stringMatching(/^AI board: /),
      expect.stringMatching(/^Your board: /),
      expect.stringMatching(new RegExp(`^Your hero #${v.heroes[0].id}: ${v.heroes[0].health} Health`)),
    ]);
    expect(out).toContain(`${v.result}. The game is over: u undoes your last action, q quits.`);
    expect(out.slice(-3)).toEqual(["> q", "Bye.", ""]);
    expect(out[0]).toBe("Turn 1 · your turn · duel against the AI (random)");
  }, 240_000);

  test("each bad command names its problem, and the game goes on", () => {
    const mirror = mirrorOf(["--seed", SEED]);
    const v = duelViewOf(mirror);
    const heroAttack = (() => {
      try {
        mirror.duel.clone().attack(v.heroes[0].id, v.heroes[1].id);
      } catch (err) {
        return (err as Error).message;
      }
      throw new Error("a hero without a weapon attacked");
    })();
    const r = runCli(
      ["--duel", "--seed", SEED],
      [
        "x",
        "p",
        "p 0",
        "p 99",
        "a 1",
        "a 3 hero",
        "a hero e4",
        "a hero hero",
        "a hero zz",
        "why 0",
        "why 99",
        "u",
        "q",
      ],
    );
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n").filter((l) => l.startsWith("! "))).toEqual([
      '! "x" is not a command: use p N [target], a X Y, e, u, c N, why N, l, ? or q',
      "! p needs the number of a card in your hand: p 1 (then a target for a spell that takes one)",
      '! p needs the number of a card in your hand (p 1), not "0"',
      `! there is no card 99 in your hand: its cards are 1-${v.hand.length}`,
      "! a takes an attacker and a defender: a 1 hero (your minion 1 attacks the AI's hero), a hero e2",
      "! your board is empty: there is no m3",
      "! the AI's board is empty: there is no e4",
      `! ${heroAttack}`,
      '! defender "zz" is not a character: name one by its place (1, m1 on your board, e1 on the AI\'s), its id (#12) or hero',
      '! why needs the number of a line of the last action\'s log (why 3), not "0"',
      `! there is no line 99: the log has lines 1-${v.log.length}`,
      "! nothing to undo: this is the start of the duel",
    ]);
  }, 240_000);

  test("bad options are named (parseArgs); the command exits 2 on one, and on a bad deck file naming it", () => {
    const cases: [string[], string][] = [
      [["--ai", "deep-blue"], '--ai: unknown AI "deep-blue": the AIs are '],
      [["--seed", "x"], '--seed must be a whole number from 0 to 4294967295, not "x"'],
      [["--seed", "4294967296"], '--seed must be a whole number from 0 to 4294967295, not "4294967296"'],
      [["--seed"], "--seed needs a value (try --help)"],
      [["--ai", "--seed", "1"], "--ai needs a value (try --help)"],
      [["aggro"], "--duel takes two decks (yours, then the AI's) or none, got 1: aggro"],
      [["a", "b", "c"], "--duel takes two decks (yours, then the AI's) or none, got 3: a b c"],
      [["--turbo"], "unknown option --turbo (try --help)"],
      [["--sed", "1"], "unknown option --sed: did you mean --seed? (try --help)"],
      // A typo of an AI is named with the nearest, as a typo of an option is.
      [["--ai", "mcst"], `--ai: unknown AI "mcst" (did you mean "mcts"?): the AIs are `],
    ];
    for (const [args, message] of cases) {
      const inv = parseArgs(["--duel", ...args]);
      expect([args, inv.type === "error" ? inv.message.slice(0, message.length) : inv]).toEqual([
        args,
        message,
      ]);
    }
    expect(parseArgs(["--duel"])).toEqual({
      type: "duel",
      decks: null,
      ai: DEFAULT_AGENT,
      seed: 0,
      raw: false,
    });
    expect(parseArgs(["--raw", "x.json", "--duel", "y.json", "--seed", "7", "--ai", "random"])).toEqual({
      type: "duel",
      decks: ["x.json", "y.json"],
      ai: "random",
      seed: 7,
      raw: true,
    });
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-decks-"));
    const bad = join(dir, "bad.json");
    const shelf = deckShelf();
    const [mine] = defaultDecks(shelf);
    const cards = [...shelf[mine].cards];
    cards[1] = "Tin Nite";
    writeFileSync(bad, JSON.stringify({ name: "Bad", cards }));
    const missing = join(dir, "missing.json");
    expect(() => mirrorOf([missing, mine])).toThrow(`${missing}: cannot be read (no such deck file?)`);
    expect(() => mirrorOf([mine, "nope"])).toThrow(
      `unknown deck "nope": the decks are ${Object.keys(deckShelf()).sort().join(", ")}`,
    );
    // a deck file one ending away, or named by the start of its name, is asked after
    const good = join(dir, "good-deck.json");
    writeFileSync(good, JSON.stringify({ name: "Good", cards: shelf[mine].cards }));
    const typed = join(dir, "good-deck");
    expect(() => mirrorOf([typed, mine])).toThrow(`${typed}: no such file: did you mean ${good}?`);
    expect(() => mirrorOf([join(dir, "good.json"), mine])).toThrow(
      `${join(dir, "good.json")}: no such file: did you mean ${good}?`,
    );
    const option = runCli(["--duel", "--ai", "deep-blue"], ["q"]);
    expect([option.code, option.stdout, option.stderr]).toEqual([
      2,
      "",
      `spellgrid: --ai: unknown AI "deep-blue": the AIs are ${Object.keys(DUEL_AGENTS).join(", ")}\n`,
    ]);
    const file = runCli(["--duel", bad, mine], ["q"]);
    expect([file.code, file.stdout, file.stderr.split("\n")[0]]).toEqual([
      2,
      "",
      expect.stringMatching(
        new RegExp(
          `^spellgrid: ${bad.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: cards\\[1\\]: unknown card "Tin Nite"`,
        ),
      ),
    ]);
  }, 240_000);
});

describe("a weapon in the duel's views (docs/rules.md §3.10)", () => {
  test("on the person's turn the AI's sheathed weapon shows its own Attack/Durability, its hero has Attack 0 and no *", () => {
    const match = mirrorOf(["--seed", SEED]);
    const d = match.duel;
    for (let i = 0; i < 5; i++) d.endTurn(); // turn 6: the AI's third turn, 3 mana
    const axe = d.addToHand("Fiery War Axe", 1);
    d.play(axe);
    const line = (v: DuelView) =>
      composeDuelFrame({ view: v }, [], { columns: 80, rows: 24 }, { color: false }).find((l) =>
        /^AI(?: hero)? #/.test(l),
      );
    expect(duelViewOf(match).heroes[1]).toMatchObject({
      weapon: { id: axe, name: "Fiery War Axe", attack: 3, durability: 2 },
      canAttack: true,
    });
    expect(line(duelViewOf(match))).toBe(
      `AI hero #${d.hero(1)}: 30 Health, weapon #${axe} Fiery War Axe 3/2 *, mana 0/3, hand 8, deck 23`,
    );
    d.endTurn(); // the person's turn 7
    const view = duelViewOf(match);
    expect([d.attack(d.hero(1)), view.heroes[1].weapon?.attack, view.heroes[1].canAttack]).toEqual([
      0,
      3,
      false,
    ]);
    expect(line(view)).toBe(
      `AI hero #${d.hero(1)}: 30 Health, weapon #${axe} Fiery War Axe 3/2, mana 0/3, hand 8, deck 23`,
    );
  });
});

describe("the duel's frame in a small terminal", () => {
  test("the top line starts with the turn and whose turn it is, so 40 columns cut the AI's name, not the status", () => {
    const view = duelViewOf(mirrorOf(["--seed", SEED]));
    const top = (v: DuelView, columns: number) =>
      composeDuelFrame({ view: v }, [], { columns, rows: 24 }, { color: false })[0];
    expect(view.turn).toBe(1);
    expect(top(view, 80)).toBe("Turn 1 · your turn · duel against the AI (greedy)");
    expect(top(view, 40)).toBe("Turn 1 · your turn · duel against the A…");
    const theirs = { ...view, active: 1 as const, turn: 12 };
    expect(top(theirs, 80)).toBe("Turn 12 · the AI's turn · duel against the AI (greedy)");
    expect(top(theirs, 40)).toBe("Turn 12 · the AI's turn · duel against …");
    const over = { ...view, winner: 1 as const, turn: 12 };
    expect(top(over, 40)).toBe("Turn 12 · game over · duel against the …");
  });

  test("at 40×12 a message goes under the heroes and boards, the hand making room", () => {
    const view = duelViewOf(mirrorOf(["--seed", SEED]));
    const size = { columns: 40, rows: 12 };
    const alone = composeDuelFrame({ view }, [], size, { color: false });
    const error = '! "x" is not a command: use p N [target], a X Y, e, u, c N, why N, l, ? or q';
    const said = fold(error, 40);
    const frame = composeDuelFrame({ view }, [error], size, { color: false });
    const hand = alone.findIndex((l) => l.startsWith("Hand: "));
    expect(frame).toHaveLength(11);
    expect(frame.slice(0, hand)).toEqual(alone.slice(0, hand)); // the title, both heroes and boards
    const note = 11 - said.length - 1; // the last row before the message
    expect(frame.slice(hand, note)).toEqual(alone.slice(hand, note));
    const shown = frame.slice(hand, note).join("\n");
    const hidden = view.hand.filter((c) => !shown.includes(`${c.position} ${c.name} (`)).length;
    expect(hidden).toBeGreaterThan(0); // this hand is longer than the rows the message leaves
    expect(frame[note]).toBe(`… ${hidden} more card${hidden === 1 ? "" : "s"} (Enter twice shows them)`);
    expect(frame.slice(11 - said.length)).toEqual(said);
  });

  test("at 40×12 the result and the AI's turn are never cut: the hand makes room, a line within 40 columns saying so", () => {
    const view = { ...duelViewOf(mirrorOf(["--seed", SEED])), winner: 0 as const, result: "You won" };
    const footer = ["The AI (greedy) played 3 actions and the game is over."];
    const frame = composeDuelFrame({ view, footer }, [], { columns: 40, rows: 12 }, { color: false });
    const bottom = ["You won. The game is over: u undoes your last action, q quits.", ...footer].flatMap(
      (l) => fold(l, 40),
    );
    expect(frame.length).toBeLessThanOrEqual(11);
    expect(frame.slice(-bottom.length)).toEqual(bottom);
    const notes = frame.filter((l) => / shows card \d+$/.test(l));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^(Hand: \d+ cards hidden;|… \d+ more cards?:) c (\d+) shows card \2$/);
  });

  test("at 40×12 a hand the terminal's size cuts (under the AI's turn) says the command that shows its first hidden card", () => {
    const view = duelViewOf(mirrorOf(["--seed", SEED]));
    const footer = ["The AI (greedy) played 1 action and ended its turn."];
    const frame = composeDuelFrame({ view, footer }, [], { columns: 40, rows: 12 }, { color: false });
    const note = frame.filter((l) => l.startsWith("… ") || / cards? hidden/.test(l));
    expect(note).toHaveLength(1); // this hand is cut: the rule is tested
    const shown = frame.join("\n");
    const first = view.hand.find((c) => !shown.includes(`${c.position} ${c.name} (`));
    expect(first).toBeDefined();
    expect(note[0]).toMatch(new RegExp(`: c ${first?.position} shows card ${first?.position}$`));
    expect(visibleWidth(note[0])).toBeLessThanOrEqual(40);
  });

  test("a hand the message does not cut has no note", () => {
    const view = duelViewOf(mirrorOf(["--seed", SEED]));
    const tall = composeDuelFrame({ view }, ["! x"], { columns: 40, rows: 40 }, { color: false });
    expect(tall.filter((l) => l.startsWith("… "))).toEqual([]);
  });

  test("a message never hides the hand without a note: one that would fill every row below the boards leaves a row for it, or takes the screen alone and says so", () => {
    const view = duelViewOf(mirrorOf(["--seed", SEED]));
    const size = { columns: 40, rows: 12 };
    const alone = composeDuelFrame({ view }, [], size, { color: false });
    const hand = alone.findIndex((l) => l.startsWith("Hand: ")); // the rows of the title, heroes and boards
    const cards = `Hand: ${view.hand.length} cards hidden; Enter twice shows`;
    const said = (n: number) => Array.from({ length: n }, (_, i) => `! line ${i + 1}`);
    // one row short of filling every row below the boards: the hand's row is a note
    const under = composeDuelFrame({ view }, said(11 - hand - 1), size, { color: false });
    expect(under).toEqual([...alone.slice(0, hand), cards, ...said(11 - hand - 1)]);
    // every row below the boards: the message takes the screen alone, ending with what it hides
    const page = composeDuelFrame({ view }, said(11 - hand), size, { color: false });
    expect(page).toEqual([alone[0], ...said(11 - hand), "Boards, hand hidden; Enter twice shows"]);
    // longer than the screen: cut, saying how much, and still saying what it hides
    const cut = composeDuelFrame({ view }, said(20), size, { color: false });
    expect(cut).toEqual([
      alone[0],
      ...said(8),
      "… 12 lines cut: a taller terminal shows",
      "Boards, hand hidden; Enter twice shows",
    ]);
  });

  test("at any size and any message's length the hand, or a line saying it is hidden and how to see it, is in view", () => {
    const view = duelViewOf(mirrorOf(["--seed", SEED]));
    for (const size of [
      { columns: 40, rows: 12 },
      { columns: 80, rows: 24 },
      { columns: 60, rows: 9 },
    ])
      for (let n = 1; n <= size.rows + 2; n++) {
        const lines = Array.from({ length: n }, (_, i) => `! line ${i + 1}`);
        const frame = composeDuelFrame({ view }, lines, size, { color: false });
        expect(frame.length).toBeLessThanOrEqual(size.rows - 1);
        const seen = frame.some(
          (l) => l.startsWith("Hand: ") || (l.startsWith("… ") && l.endsWith("(Enter twice shows them)")),
        );
        expect(
          seen || frame.at(-1) === "Boards, hand hidden; Enter twice shows",
          `${n} lines at ${size.columns}×${size.rows}`,
        ).toBe(true);
      }
  });
});

describe("deck files of a content folder", () => {
  test("are played with that folder's cards, as every command reads a file with its folder's content; decks of two folders are refused", () => {
    const pack = copyContent("spellgrid-duel-pack-");
    try {
      pack.write("cards/pack-squire.json", { ...testMinion("Pack Squire", 1, 1), game: "spellgrid" });
      const shelf = deckShelf();
      const [mine] = defaultDecks(shelf);
      const cards = ["Pack Squire", "Pack Squire", ...shelf[mine].cards.slice(2)];
      mkdirSync(pack.path("decks"));
      pack.write("decks/squires.json", { name: "Squires", cards });
      const deck = pack.path("decks/squires.json");
      const m = mirrorOf([deck, deck]);
      const names = (p: 0 | 1) =>
        [...m.duel.hand(p), ...m.duel.state.sides[p].deck].map((id) => m.duel.nameOf(id));
      expect(names(0).filter((n) => n === "Pack Squire")).toHaveLength(2);
      expect(names(1).filter((n) => n === "Pack Squire")).toHaveLength(2);
      expect(() => mirrorOf([deck, mine])).toThrow(
        `the decks come from different content folders (${pack.root} and ${resolve(ROOT)}): use one`,
      );
      const run = runCli(["--duel", deck, deck], ["q"]);
      expect([run.code, run.stderr, run.stdout.split("\n")[0]]).toEqual([
        0,
        "",
        "Turn 1 · your turn · duel against the AI (greedy)",
      ]);
    } finally {
      pack.remove();
    }
  }, 240_000);
});

/** The duel in a pseudo-terminal of 80×24 (util-linux `script`), as tests/cli/terminal.test.ts runs the player. */
function terminal(args: string[]) {
  return inTerminal(args, {}, 120_000);
}

describe("a duel in a real terminal (a pseudo-terminal of 80×24)", () => {
  test("the alternate screen, frames that fit, e and the AI's turn, p opening a command line, the screen given back", async () => {
    const mirror = mirrorOf(["--seed", SEED]);
    const t = terminal(["--duel", "--seed", SEED]);
    await t.frame(1);
    t.type("e");
    mirror.act({ type: "endTurn" });
    await t.frame(2);
    const v = duelViewOf(mirror);
    const card = v.hand.find((c) => c.playable && !c.needsTarget)!;
    t.type("p");
    t.type(`${card.position}\r`);
    mirror.act({ type: "play", card: card.position, target: null });
    await t.frame(3);
    t.type("q");
    expect(await t.exit()).toBe(0);
    const shown = t.shown();
    expect(shown.split(CONTROL.enter)).toHaveLength(2);
    expect(shown.indexOf(CONTROL.enter)).toBeLessThan(shown.indexOf(CONTROL.home));
    expect(shown.endsWith(`${CONTROL.leave}Bye.\r\n`)).toBe(true);
    const drawn = frames(shown.slice(0, shown.lastIndexOf(CONTROL.leave)));
    expect(drawn).toHaveLength(3);
    for (const f of drawn) {
      expect(f.length).toBeLessThanOrEqual(23);
      expect(f.filter((l) => visibleWidth(l) > 80)).toEqual([]);
    }
    expect(drawn[0][0]).toBe("Turn 1 · your turn · duel against the AI (greedy)");
    expect(drawn[1][0]).toBe("Turn 3 · your turn · duel against the AI (greedy)");
    expect(drawn[1].filter((l) => /^The AI \(greedy\) played .* and ended its turn\.$/.test(l))).toHaveLength(
      1,
    );
    const played = duelViewOf(mirror).boards[0].find((m) => m.name === card.name)!;
    expect(drawn[2].join("\n")).toContain(
      `m${played.position} #${played.id} ${card.name} ${played.attack}/${played.health}`,
    );
  }, 240_000);
});

describe("a spell that needs a target, played without one", () => {
  test("is refused before the engine is asked, saying how to type a target, or that nothing can be one now", () => {
    const pack = copyContent("spellgrid-duel-bolts-");
    try {
      // Fifteen spells, two of each, every one needing a chosen target: the first card drawn is one.
      const names = Array.from({ length: 15 }, (_, i) => `Hint Bolt ${i + 1}`);
      for (const [i, name] of names.entries())
        pack.write(`cards/hint-bolt-${i + 1}.json`, {
          name,
          type: "spell",
          cost: 0,
          text: [{ type: "effect", effect: "dealDamage", target: "chosen", amount: 1 }],
          split: 0,
          game: "spellgrid",
          collectible: true,
        });
      mkdirSync(pack.path("decks"));
      pack.write("decks/bolts.json", { name: "Bolts", cards: names.flatMap((n) => [n, n]) });
      const deck = pack.path("decks/bolts.json");
      const hand = duelViewOf(mirrorOf([deck, deck])).hand;
      expect(hand[1].needsTarget).toBe(true);
      const r = runCli(["--duel", deck, deck], ["p 2", "p 2 e1", "q"]);
      expect([r.code, r.stderr]).toEqual([0, ""]);
      const refused = r.stdout.split("\n").filter((l) => l.startsWith("! "));
      expect(refused).toEqual([
        `! ${hand[1].name} has nothing to target now (a card marked * can be played now)`, // no minion in play
        "! the AI's board is empty: there is no e1",
      ]);
      expect(refused.filter((l) => l.length > 80)).toEqual([]);
    } finally {
      pack.remove();
    }
  }, 240_000);
});
