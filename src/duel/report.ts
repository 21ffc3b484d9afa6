/**
 * What `npm run duel` prints (docs/rules.md §7): the match's results as a table (or JSON), and its
 * progress while it runs, a bar redrawn in place on a terminal or a plain line every tenth otherwise.
 */
import type { MatchSummary } from "../ai/stats";
import type { MatchRun } from "./run";

/** Who played: each contestant's agent and deck file. */
export interface Contestants {
  players: [string, string];
  decks: [string, string];
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** `word` after `n`, in the plural unless `n` is 1 (`1 game`, `2 games`). */
export const counted = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The table: one row per contestant, the draws, the first player's share, game length and speed. */
export function formatReport(run: MatchRun, who: Contestants, header: string): string {
  const s = run.summary;
  const names = [0, 1].map((c) => `${c + 1}. ${who.players[c]} (${who.decks[c]})`);
  const width = Math.max(...names.map((n) => n.length), "draws".length);
  const rows = [0, 1].map((c) => {
    const [lo, hi] = s.intervals[c];
    const wins = `${String(s.wins[c]).padStart(6)} ${s.wins[c] === 1 ? "win " : "wins"}`;
    return `${names[c].padEnd(width)}  ${wins}  ${pct(s.rates[c]).padStart(7)}  95 % CI ${pct(lo)} to ${pct(hi)}`;
  });
  const decided = s.games - s.draws;
  return [
    header,
    ...rows,
    `${"draws".padEnd(width)}  ${String(s.draws).padStart(6)}       ${pct(s.games === 0 ? 0 : s.draws / s.games).padStart(7)}`,
    `first player won ${s.firstPlayerWins} of ${counted(decided, "decided game")}${decided === 0 ? "" : ` (${pct(s.firstPlayerWins / decided)})`}`,
    `game length: ${s.meanTurns.toFixed(1)} turns, ${s.meanActions.toFixed(1)} actions (mean)`,
    speedLine(s, run.ms),
  ].join("\n");
}

/** Actions per second over the whole match (wall time, start-up of the workers included). */
export function speedLine(s: MatchSummary, ms: number): string {
  const perSecond = Math.round(s.actions / Math.max(ms / 1000, 1e-9));
  return `speed: ${s.actions.toLocaleString("en")} actions in ${(ms / 1000).toFixed(1)} s: ${perSecond.toLocaleString("en")} actions/s`;
}

/** The results as one JSON object: the contestants, the summary, the time and the speed. */
export function jsonReport(run: MatchRun, who: Contestants, settings: Record<string, unknown>): string {
  const perSecond = run.summary.actions / Math.max(run.ms / 1000, 1e-9);
  return JSON.stringify({ ...settings, ...who, ...run.summary, ms: run.ms, actionsPerSecond: perSecond });
}

/** A progress reporter: a bar redrawn on a terminal (`\r`), a line at each tenth of the games otherwise. */
export function progressOf(
  write: (text: string) => void,
  tty: boolean,
  width = 30,
): { update: (done: number, total: number) => void; finish: () => void } {
  let lastTenth = 0;
  let drawn = false;
  return {
    update(done, total) {
      if (tty) {
        const full = Math.round((width * done) / total);
        write(`\r[${"#".repeat(full)}${"-".repeat(width - full)}] ${done}/${total} games`);
        drawn = true;
        return;
      }
      const tenth = Math.floor((10 * done) / total);
      if (tenth > lastTenth) {
        lastTenth = tenth;
        write(`${done}/${total} games\n`);
      }
    },
    finish() {
      if (drawn) write("\n");
    },
  };
}
