/**
 * How the benchmarks report: a task's result as a line and as data (what a suite's process hands the
 * --compare run), and the side-by-side table of two trees' medians with their ratio.
 */

/** One task's result, per operation, in nanoseconds. */
export interface TaskResult {
  suite: string;
  task: string;
  median: number;
  p75: number;
  p99: number;
  samples: number;
}

/** A time in the unit that suits it: ns, µs or ms. */
export function formatTime(ns: number): string {
  if (ns < 1_000) return `${ns.toFixed(0)} ns`;
  if (ns < 1_000_000) return `${(ns / 1_000).toFixed(2)} µs`;
  return `${(ns / 1_000_000).toFixed(2)} ms`;
}

/** A task's result line. */
export function resultLine(r: TaskResult): string {
  return `  ${r.task.padEnd(58)} median ${formatTime(r.median).padStart(10)}  (p75 ${formatTime(r.p75)}, p99 ${formatTime(r.p99)}, n=${r.samples})`;
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(xs: ArrayLike<number>): number {
  const s = Array.from(xs).sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * The --compare table: one row per task (in the order first seen, suite by suite), each side's median
 * of its runs' medians, and the ratio REF ÷ here (above 1: the working tree is faster). A task only
 * one side has shows "-" on the other.
 */
export function compareTable(ref: string, there: readonly TaskResult[], here: readonly TaskResult[]): string {
  const key = (r: TaskResult) => `${r.suite}\u0000${r.task}`;
  const order: TaskResult[] = [];
  const seen = new Set<string>();
  for (const r of [...here, ...there])
    if (!seen.has(key(r))) {
      seen.add(key(r));
      order.push(r);
    }
  const medianOf = (rs: readonly TaskResult[], k: string) => {
    const xs = rs.filter((r) => key(r) === k).map((r) => r.median);
    return xs.length === 0 ? undefined : median(xs);
  };
  const head = ["task", ref, "here", `${ref} ÷ here`];
  const rows = order.map((r) => {
    const a = medianOf(there, key(r));
    const b = medianOf(here, key(r));
    const ratio = a === undefined || b === undefined ? "-" : `${(a / b).toFixed(2)}×`;
    return [
      `${r.suite}: ${r.task}`,
      a === undefined ? "-" : formatTime(a),
      b === undefined ? "-" : formatTime(b),
      ratio,
    ];
  });
  return markdownTable(head, rows);
}

/** A Markdown table of `rows` under `head`, its columns padded: the first to the left, the others (figures) to the right. */
export function markdownTable(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((v, c) => (c === 0 ? v.padEnd(widths[c]) : v.padStart(widths[c]))).join(" | ")} |`;
  const rule = `|${widths.map((w, c) => (c === 0 ? `${"-".repeat(w + 2)}` : `${"-".repeat(w + 1)}:`)).join("|")}|`;
  return [line(head), rule, ...rows.map(line)].join("\n");
}
