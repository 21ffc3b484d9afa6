/**
 * The duel page in Chromium (issue 15 item 7; docs/rules.md §7): a duel against the random AI played by
 * clicks — a card, then (for a spell that takes one) its target; an attacker, then a defender; End
 * Turn, after which the AI plays its whole turn — checked against the same match played in-process
 * (same decks, AI and seed): the heroes' Health, the boards (each minion's card text in its tooltip), the mana, the log panel's sentences, and
 * the Why view of a line of the AI's turn. An illegal click is refused with the engine's error and
 * changes nothing; Undo goes back. Any console error fails the test. Screenshots: test-results/duel-*.png.
 */
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { deckShelf } from "../../src/cli/play-duel";
import { DUEL_AGENTS } from "../../src/play/duel-agents";
import { deckNames, defaultDecks } from "../../src/play/duel-decks";
import type { DuelMatch } from "../../src/play/duel-match";
import { type DuelView, duelViewOf, duelWhyViewOf } from "../../src/play/duel-view";
import { matchOfAddress, readDuelAddress } from "../../web/duel-page";
import { newPage, siteForThisFile } from "./browser";

const site = siteForThisFile(60_000);

beforeAll(() => {
  mkdirSync("test-results", { recursive: true });
});

const SHELF = deckShelf();
const [MINE, THEIRS] = defaultDecks(SHELF);
const QUERY = `?duel=${MINE},${THEIRS}&ai=random&seed=4`;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/duel-${name}.png`, fullPage: true });

const text = async (page: Page, selector: string) => (await page.textContent(selector))?.trim() ?? "";

/** What the page shows of the duel, in the terms the view gives. */
async function shown(page: Page) {
  const side = (p: 0 | 1) =>
    page.$$eval(`#side-${p} ol.board button.character`, (bs) =>
      bs.map((b) => `${b.querySelector(".name")!.textContent} ${b.querySelector(".stats")!.textContent}`),
    );
  // A board minion's card text (Frenzy, Overkill, a Deathrattle…), as `c e1` prints it in the terminal.
  const texts = (p: 0 | 1) =>
    page.$$eval(`#side-${p} ol.board button.character`, (bs) => bs.map((b) => b.getAttribute("title")));
  return {
    heroes: [await text(page, "#side-0 button.hero .stats"), await text(page, "#side-1 button.hero .stats")],
    mana: await text(page, "#side-0 button.hero .mana"),
    boards: [await side(0), await side(1)],
    texts: [await texts(0), await texts(1)],
    hand: await page.$$eval("#duel-hand button.card .name", (ns) => ns.map((n) => n.textContent)),
    log: await page.$$eval("#log li.sentence", (ls) =>
      ls.map((l) => l.textContent!.replace(/\s+/g, " ").trim()),
    ),
  };
}

/** The same, as the in-process match's view says it should be. */
function expected(v: DuelView) {
  const health = (h: DuelView["heroes"][0]) =>
    `${h.health} Health${h.armor > 0 ? ` · ${h.armor} Armor` : ""}`;
  const width = String(v.log.length).length;
  return {
    heroes: [health(v.heroes[0]), health(v.heroes[1])],
    mana: `Mana ${v.heroes[0].mana}/${v.heroes[0].maxMana} · hand ${v.heroes[0].handSize} · deck ${v.heroes[0].deckSize}`,
    boards: [0, 1].map((p) => v.boards[p].map((m) => `${m.name} ${m.attack}/${m.health}`)),
    texts: [0, 1].map((p) => v.boards[p].map((m) => (m.text === "" ? null : `${m.name}: ${m.text}`))),
    hand: v.hand.map((c) => c.name),
    log: v.log.map((l) => `${String(l.line + 1).padStart(width)}. ${l.text}`.replace(/\s+/g, " ").trim()),
  };
}

async function same(page: Page, mirror: DuelMatch): Promise<void> {
  expect(await shown(page)).toEqual(expected(duelViewOf(mirror)));
}

async function endTurn(page: Page, mirror: DuelMatch): Promise<void> {
  await page.click("#end-turn");
  mirror.act({ type: "endTurn" });
  await same(page, mirror);
}

describe("a duel against the AI in the page", () => {
  it("plays a card, attacks, ends the turn, shows the AI's answer and the Why view of one of its lines", async () => {
    const page = await newPage(site);
    page.setDefaultTimeout(30_000); // a loaded machine
    const mirror = matchOfAddress(readDuelAddress(QUERY, SHELF), SHELF);
    await page.goto(`${site.base}/duel.html${QUERY}`);
    await page.waitForSelector("#side-0 button.hero");
    expect(await text(page, "#title")).toBe("Duel · turn 1");
    await same(page, mirror);
    await shot(page, "start");

    // An illegal click is refused with the engine's message and changes nothing: an unplayable card.
    const unplayable = duelViewOf(mirror).hand.find((c) => !c.playable && !c.needsTarget)!;
    let refused = "";
    try {
      mirror.duel.clone().play(unplayable.id);
    } catch (err) {
      refused = (err as Error).message;
    }
    await page.click(`#duel-hand button.card[data-position="${unplayable.position}"]`);
    expect(await text(page, "#message")).toBe(refused);
    expect(await page.getAttribute("#message", "class")).toBe("error");
    await same(page, mirror);

    // End turns until a minion can be played; play it by a click: it is on the board, its mana spent.
    let played = false;
    let attacked = false;
    for (let turn = 0; turn < 12 && !(played && attacked); turn++) {
      const v = duelViewOf(mirror);
      const minion = v.hand.find((c) => c.playable && c.type === "minion" && !c.needsTarget);
      if (minion && !played) {
        await page.click(`#duel-hand button.card[data-position="${minion.position}"]`);
        mirror.act({ type: "play", card: minion.position, target: null });
        await same(page, mirror);
        expect(duelViewOf(mirror).boards[0].map((m) => m.name)).toContain(minion.name);
        played = true;
        await shot(page, "played");
      }
      const ready = [duelViewOf(mirror).heroes[0], ...duelViewOf(mirror).boards[0]].find((c) => c.canAttack);
      if (ready && !attacked) {
        const before = duelViewOf(mirror).heroes[1].health;
        const enemyHero = duelViewOf(mirror).heroes[1].id;
        await page.click(`#side-0 button.character[data-id="${ready.id}"]`);
        expect(
          await page.getAttribute(`#side-0 button.character[data-id="${ready.id}"]`, "aria-pressed"),
        ).toBe("true");
        const taunts = duelViewOf(mirror).boards[1].filter((m) => m.keywords.includes("taunt"));
        const defender = taunts[0]?.id ?? enemyHero;
        await page.click(`#side-1 button.character[data-id="${defender}"]`);
        mirror.act({ type: "attack", attacker: ready.id, defender });
        await same(page, mirror);
        expect(
          await page.$$eval("#log li.sentence", (ls) => ls.map((l) => l.textContent).join("\n")),
        ).toContain("attacked");
        if (defender === enemyHero) expect(duelViewOf(mirror).heroes[1].health).toBeLessThan(before);
        attacked = true;
        await shot(page, "attacked");
      }
      if (duelViewOf(mirror).winner !== null) break;
      await endTurn(page, mirror);
    }
    expect([played, attacked]).toEqual([true, true]);

    // End the turn: the AI answers with its whole turn, in the log; the Why view of its turn's first line.
    await endTurn(page, mirror);
    const v = duelViewOf(mirror);
    const aiLine = v.log.find((l) => l.text === `Turn ${v.turn - 1} began: the AI's turn`)!;
    expect(aiLine).toBeDefined();
    expect(await text(page, "#message")).toMatch(
      /^The AI \(random\) played (nothing|\d+ actions?) and ended its turn/,
    );
    const aiPlay =
      v.log.find((l) => l.line > aiLine.line && /was played|was cast|attacked/.test(l.text)) ?? aiLine;
    await page.click(`#log li.sentence[data-line="${aiPlay.line}"]`);
    const why = duelWhyViewOf(mirror, aiPlay.line);
    expect(await text(page, "#why h3")).toBe(why.text[0]);
    expect(await page.$$eval("#why ol.why-chain li", (ls) => ls.map((l) => l.textContent))).toEqual(
      why.text.slice(1).map((t) => t.trim()),
    );
    await shot(page, "why");

    // Undo: back to before the end of the turn, the AI's turn with it.
    await page.click("#duel-undo");
    mirror.undo();
    await same(page, mirror);
    await shot(page, "undone");
  }, 60_000);

  it("plays a targeted Battlecry: the card asks for a minion, and the minion clicked is its target", async () => {
    const page = await newPage(site);
    page.setDefaultTimeout(30_000); // a loaded machine
    const query = "?duel=midrange,aggro&ai=greedy&seed=2"; // Midrange plays Ironbeak Owl
    const mirror = matchOfAddress(readDuelAddress(query, SHELF), SHELF);
    await page.goto(`${site.base}/duel.html${query}`);
    await page.waitForSelector("#side-0 button.hero");
    const aimed = () =>
      duelViewOf(mirror).hand.find((c) => c.type === "minion" && c.playable && c.needsTarget);
    for (let turn = 0; turn < 12 && aimed() === undefined && duelViewOf(mirror).winner === null; turn++)
      await endTurn(page, mirror);
    const card = aimed();
    expect(card, "no targeted Battlecry minion to play in 12 turns").toBeDefined();
    const target = [...duelViewOf(mirror).boards[1], ...duelViewOf(mirror).boards[0]][0];
    await page.click(`#duel-hand button.card[data-position="${card!.position}"]`);
    expect(await text(page, "#message")).toBe(`Choose a minion for ${card!.name} (Esc cancels).`);
    await same(page, mirror); // nothing played yet
    await page.click(`button.character[data-id="${target.id}"]`);
    mirror.act({ type: "play", card: card!.position, target: target.id });
    await same(page, mirror);
    expect(await text(page, "#message")).toBe(`You played ${card!.name}.`);
    expect(duelViewOf(mirror).log.map((l) => l.text.trim())).toContain(
      `${target.name} #${target.id} was Silenced by ${card!.name} #${card!.id}'s Battlecry`,
    );
    await shot(page, "battlecry-target");
  }, 60_000);

  it("plays a whole game to its end by End Turn: the result shown, End Turn disabled", async () => {
    const page = await newPage(site);
    page.setDefaultTimeout(30_000); // a loaded machine
    const mirror = matchOfAddress(readDuelAddress(QUERY, SHELF), SHELF);
    await page.goto(`${site.base}/duel.html${QUERY}`);
    await page.waitForSelector("#side-0 button.hero");
    while (duelViewOf(mirror).winner === null) {
      await page.click("#end-turn");
      mirror.act({ type: "endTurn" });
    }
    await same(page, mirror);
    const v = duelViewOf(mirror);
    expect(await text(page, "#banner-text")).toBe(`${v.result}. Undo goes back; New duel starts again.`);
    expect(await page.isDisabled("#end-turn")).toBe(true);
    expect(await page.getAttribute("#banner", "class")).toBe(
      v.winner === 0 ? "won" : v.winner === "draw" ? "draw" : "lost",
    );
    await shot(page, "over");
  }, 120_000);

  it("names a bad address's problem: an unknown deck or AI", async () => {
    const page = await newPage(site);
    page.setDefaultTimeout(30_000); // a loaded machine
    await page.goto(`${site.base}/duel.html?duel=${MINE},nope`);
    expect(await text(page, "#error")).toBe(
      `This duel cannot start: unknown deck "nope": the decks are ${deckNames(SHELF).join(", ")}. The address takes ?duel=DECK,DECK&ai=AI&seed=N.`,
    );
    await page.goto(`${site.base}/duel.html?ai=deep-blue`);
    expect(await text(page, "#error")).toBe(
      `This duel cannot start: unknown AI "deep-blue": the AIs are ${Object.keys(DUEL_AGENTS).join(", ")}. The address takes ?duel=DECK,DECK&ai=AI&seed=N.`,
    );
    await page.goto(`${site.base}/?duel=${THEIRS},${MINE}&ai=random`, { waitUntil: "commit" });
    await page.waitForURL(
      (url) => url.pathname.endsWith("/duel.html") && url.search === `?duel=${THEIRS},${MINE}&ai=random`,
      { waitUntil: "commit" },
    );
    await page.waitForSelector("#side-0 button.hero");
  });
});
