/**
 * The rules in force said in few rows (docs/rules.md §7), for a terminal too short for the picture (40×12):
 * `Rules: BABA IS YOU, FLAG IS WIN, BRAMBLE AND WALL IS STOP, TEXT IS PUSH`. Rules `S IS P` of one
 * property are said as one, their subjects joined by AND, as the level's own text may say them (Baba Is
 * You's AND: "BABA AND KEKE IS YOU" is BABA IS YOU and KEKE IS YOU); what makes you and how to win come
 * first; the line wraps between rules, further lines two spaces in. Pure.
 */
import type { SessionView } from "../play/view";
import { clip, visibleWidth } from "./frame";

/** A rule of one noun and one property (or noun): `BABA IS YOU`, `BABA IS FLAG`; not `BABA IS NOT YOU`. */
const SIMPLE = /^(\S+) IS (\S+)$/;

/** Where a rule goes in the compact line: what makes you first, then how to win, then the rest as listed. */
function rank(rule: string): number {
  if (rule.endsWith(" IS YOU")) return 0;
  return rule.endsWith(" IS WIN") ? 1 : 2;
}

/** A rule of the compact line and the rules in force it says (`BRAMBLE AND WALL IS STOP`: two). */
interface RuleGroup {
  readonly text: string;
  readonly rules: readonly string[];
}

/**
 * `active` (the rules in force, as the frame lists them) said shorter: each simple rule's subject joined
 * with those of the same property (`BRAMBLE AND WALL IS STOP`, at the place of the first), any other rule
 * as it is; rules making you first, then those making a win, each group in the order given.
 */
function ruleGroups(active: readonly string[]): RuleGroup[] {
  const groups = new Map<string, { subjects: string[]; rules: string[] }>(); // `IS P` → its simple rules
  const items: (string | { subjects: string[]; rules: string[]; key: string })[] = [];
  for (const rule of [...active].sort((a, b) => rank(a) - rank(b))) {
    const m = SIMPLE.exec(rule);
    if (m === null) {
      items.push(rule);
      continue;
    }
    const key = ` IS ${m[2]}`;
    const group = groups.get(key);
    if (group) {
      group.subjects.push(m[1]);
      group.rules.push(rule);
    } else {
      const fresh = { subjects: [m[1]], rules: [rule], key };
      groups.set(key, fresh);
      items.push(fresh); // holds the property's place among the rules
    }
  }
  return items.map((item) =>
    typeof item === "string"
      ? { text: item, rules: [item] }
      : { text: item.subjects.join(" AND ") + item.key, rules: item.rules },
  );
}

/** The rules in force said shorter, as `ruleGroups` groups them: `BRAMBLE AND WALL IS STOP`. */
export function groupedRules(active: readonly string[]): string[] {
  return ruleGroups(active).map((g) => g.text);
}

/** `pieces` after `Rules:`, wrapped between them to `width`, further lines two spaces in (a piece longer than a line is not cut). */
function wrapped(pieces: readonly string[], width: number): string[] {
  const out: string[] = [];
  let line = "Rules:";
  for (const piece of pieces) {
    if (line !== "Rules:" && line !== " " && visibleWidth(`${line} ${piece}`) > width) {
      out.push(line);
      line = " ";
    }
    line += ` ${piece}`;
  }
  out.push(line);
  return out;
}

/**
 * The `Rules:` line of `view` said shorter (`groupedRules`), wrapped between rules to `width`, in at most
 * `rows` lines. When they cannot hold it, the rules the last action formed (`view.formed`) come first,
 * marked `(new)`, so that what changed is read, then the others in their order, as many as fit, the last
 * line ending with how many are hidden (`… 2 more`); `then` is said after that count (the remedy, when no
 * line saying what was cut follows).
 */
export function compactRules(
  view: SessionView,
  width: number,
  rows = Number.POSITIVE_INFINITY,
  then = "",
): string[] {
  const groups = ruleGroups(view.active);
  if (groups.length === 0) return ["Rules: (none)"];
  const items = groups.map((g) => g.text);
  const all = wrapped(
    items.map((item, i) => `${item}${i < items.length - 1 ? "," : ""}`),
    width,
  );
  if (all.length <= rows) return all.map((l) => clip(l, width));
  // a rule said with others (`BRAMBLE AND WALL IS STOP`) is new when any of the rules it says was formed
  const isFresh = (g: RuleGroup) => g.rules.some((rule) => view.formed.includes(rule));
  const fresh = groups.filter(isFresh).map((g) => g.text);
  const ordered = [
    ...fresh.map((item) => `${item} (new)`),
    ...groups.filter((g) => !isFresh(g)).map((g) => g.text),
  ];
  for (let shown = ordered.length - 1; shown > 0; shown--) {
    const pieces = [
      ...ordered.slice(0, shown).map((item) => `${item},`),
      `… ${ordered.length - shown} more${then}`,
    ];
    const lines = wrapped(pieces, width);
    if (lines.length <= rows && lines.every((l) => visibleWidth(l) <= width)) return lines;
  }
  // not even one rule and the count fit: the rule just formed, cut (`…` says so), else how many are hidden
  if (fresh.length > 0) return [clip(`Rules: ${ordered[0]}, … ${ordered.length - 1} more${then}`, width)];
  return [clip(`Rules: ${items.length} hidden${then}`, width)];
}
