/**
 * What `npm run duel` prints (docs/rules.md §7): the match's results as a table (or JSON), and its
 * progress while it runs, a bar redrawn in place on a terminal or a plain line every tenth otherwise.
 */
import type { MatchSummary } from "../ai/stats";
import { plural, pluralNoun } from "../play/plural";
import type { MatchRun } from "./run";

/** Who played: each contestant's agent and deck file. */
export interface Contestants {
  players: [string, string];
  decks: [string, string];
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** The table's first line: `4 games, seed 0, 2 workers`, and the MCTS playouts a move when an MCTS agent plays. */
export function headerLine(m: { games: number; seed: number; workers: number; playouts?: number }): string {
  const mcts = m.playouts === undefined ? "" : `, MCTS with ${plural(m.playouts, "playout")} a move`;
  return `${plural(m.games, "game")}, seed ${m.seed}, ${plural(m.workers, "worker")}${mcts}`;
}

/** The width of a terminal the table keeps within. */
const TABLE_COLUMNS = 80;

/** The table: one row per contestant, the draws, the first player's share, game length and speed. */
export function formatReport(run: MatchRun, who: Contestants, header: string): string {
  const s = run.summary;
  const names = [0, 1].map((c) => `${c + 1}. ${who.players[c]} (${who.decks[c]})`);
  const width = Math.max(...names.map((n) => n.length), "draws".length);
  const rows = [0, 1].map((c) => {
    const [lo, hi] = s.intervals[c];
    const rate = `${names[c].padEnd(width)}  ${String(s.wins[c]).padStart(6)} ${pluralNoun(s.wins[c], "win").padEnd(4)}  ${pct(s.rates[c]).padStart(7)}`;
    return { rate, interval: `95 % CI ${pct(lo)} to ${pct(hi)}` };
  });
  // past TABLE_COLUMNS (long deck paths), each interval goes on a line of its own, under its row
  const wide = rows.some((r) => `${r.rate}  ${r.interval}`.length > TABLE_COLUMNS);
  const lines = rows.map((r) => (wide ? `${r.rate}\n   ${r.interval}` : `${r.rate}  ${r.interval}`));
  const decided = s.games - s.draws;
  return [
    header,
    ...lines,
    `${"draws".padEnd(width)}  ${String(s.draws).padStart(6)}       ${pct(s.games === 0 ? 0 : s.draws / s.games).padStart(7)}`,
    `first player won ${s.firstPlayerWins} of ${plural(decided, "decided game")}${decided === 0 ? "" : ` (${pct(s.firstPlayerWins / decided)})`}`,
    `game length: ${s.meanTurns.toFixed(1)} turns, ${s.meanActions.toFixed(1)} actions (mean)`,
    speedLine(s, run.ms),
  ].join("\n");
}

/** Actions per second over the whole match (wall time, start-up of the workers included). */
export function speedLine(s: MatchSummary, ms: number): string {
  const perSecond = Math.round(s.actions / Math.max(ms / 1000, 1e-9));
  return `speed: ${s.actions.toLocaleString("en")} ${pluralNoun(s.actions, "action")} in ${(ms / 1000).toFixed(1)} s: ${perSecond.toLocaleString("en")} actions/s`;
}

/** The results as one JSON object: the contestants, the summary, the time and the speed. */
export function jsonReport(run: MatchRun, who: Contestants, settings: Record<string, unknown>): string {
  const perSecond = run.summary.actions / Math.max(run.ms / 1000, 1e-9);
  return JSON.stringify({ ...settings, ...who, ...run.summary, ms: run.ms, actionsPerSecond: perSecond });
}

/** The widest bar drawn, however wide the terminal; and the narrowest (below it, the count alone). */
const BAR = { most: 30, least: 5 } as const;

/**
 * A progress reporter: a bar redrawn on a terminal (`\r`), a line at each tenth of the games otherwise.
 * On a terminal of `columns` the line stays shorter than the terminal (a line that wraps is not redrawn in
 * place: `\r` goes back to its last row, and every drawing would scroll a row): the bar narrows, then
 * only the count is drawn; the count is padded so that every drawing is as wide as the last.
 */
export function progressOf(
  write: (text: string) => void,
  tty: boolean,
  columns = 80,
): { update: (done: number, total: number) => void; finish: () => void } {
  let lastTenth = 0;
  let drawn = false;
  return {
    update(done, total) {
      if (tty) {
        const count = `${String(done).padStart(String(total).length)}/${total}`;
        const counted = `${count} ${pluralNoun(total, "game")}`;
        const width = Math.min(BAR.most, columns - 1 - "[] ".length - counted.length);
        const full = Math.round((width * done) / total);
        const line =
          width >= BAR.least
            ? `[${"#".repeat(full)}${"-".repeat(width - full)}] ${counted}`
            : counted.length < columns
              ? counted
              : count;
        write(`\r${line}`);
        drawn = true;
        return;
      }
      const tenth = Math.floor((10 * done) / total);
      if (tenth > lastTenth) {
        lastTenth = tenth;
        write(`${done}/${total} ${pluralNoun(total, "game")}\n`);
      }
    },
    finish() {
      if (drawn) write("\n");
    },
  };
}
