/**
 * Duels and their AI players (issue 15 items 6, 8): a whole random-versus-random game, a greedy move, an
 * MCTS move at 1000 playouts, and copies of a mid-game duel (the Duel's `clone()`, and the state copy the
 * AI players search with). The decks are the first two files of decks/ (any two will do).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Bench } from "tinybench";
import { greedyAgent } from "../../src/ai/greedy";
import { type MatchSetup, playGame } from "../../src/ai/match";
import { mctsAgent } from "../../src/ai/mcts";
import { randomAgent } from "../../src/ai/random";
import { readCardDir } from "../../src/content/card-files";
import { loadDeck } from "../../src/content/decks";
import { cloneGame } from "../../src/engine/cards";
import { type Duel, newDuel } from "../../src/harness";
import type { Suite } from "../suite-run";

const DECKS_DIR = new URL("../../decks/", import.meta.url).pathname;

/** The first two decks of decks/, in file-name order. */
function twoDecks(): [string[], string[]] {
  const files = readdirSync(DECKS_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort();
  if (files.length < 2) throw new Error(`bench duel: decks/ needs two deck files, it has ${files.length}`);
  return [loadDeck(join(DECKS_DIR, files[0])).cards, loadDeck(join(DECKS_DIR, files[1])).cards];
}

/** A duel in its middle: random play from seed 1 until turn 9 (or its end). */
function midGame(decks: [string[], string[]]): Duel {
  const cards = readCardDir();
  for (let seed = 1; ; seed++) {
    const d = newDuel({ decks, seed, cards });
    const walk = randomAgent(seed);
    while (d.winner() === null && d.turn() < 9) {
      d.apply(walk.choose(d));
      d.clearLog();
    }
    if (d.winner() === null) return d;
  }
}

export default {
  name: "duels and AI players (issue 15)",
  register(bench: Bench) {
    const decks = twoDecks();
    const setup: MatchSetup = {
      players: ["random", "random"],
      decks,
      seed: 1,
      settings: {},
      cards: readCardDir(),
    };
    const mid = midGame(decks);
    bench
      .add("a whole game, random vs random (newDuel to game over)", () => {
        playGame(setup, 0);
      })
      .add("a greedy move, mid-game (one ply over every legal action)", () => {
        greedyAgent(1).choose(mid);
      })
      .add("an MCTS move at 1000 playouts, mid-game", () => {
        mctsAgent(1, { playouts: 1000 }).choose(mid);
      })
      .add("copy of a mid-game duel: duel.clone() ×100", () => {
        for (let i = 0; i < 100; i++) mid.clone();
      })
      .add("copy of a mid-game duel's state: cloneGame ×100", () => {
        for (let i = 0; i < 100; i++) cloneGame(mid.state);
      });
  },
} satisfies Suite;
