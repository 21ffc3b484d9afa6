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

/**
 * `active` (the rules in force, as the frame lists them) said shorter: each simple rule's subject joined
 * with those of the same property (`BRAMBLE AND WALL IS STOP`, at the place of the first), any other rule
 * as it is; rules making you first, then those making a win, each group in the order given.
 */
export function groupedRules(active: readonly string[]): string[] {
  const subjects = new Map<string, string[]>(); // property → the subjects of its simple rules
  const items: string[] = []; // a property's key (`IS P`) holds its place among the rules
  for (const rule of [...active].sort((a, b) => rank(a) - rank(b))) {
    const m = SIMPLE.exec(rule);
    if (m === null) {
      items.push(rule);
      continue;
    }
    const key = ` IS ${m[2]}`;
    const those = subjects.get(key);
    if (those) those.push(m[1]);
    else {
      subjects.set(key, [m[1]]);
      items.push(key);
    }
  }
  return items.map((item) => {
    const those = item.startsWith(" IS ") ? subjects.get(item) : undefined;
    return those ? those.join(" AND ") + item : item;
  });
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

/** Whether `item` (a rule of `groupedRules`, `BRAMBLE AND WALL IS STOP`) says one of the rules `formed`. */
function saysFormed(item: string, formed: readonly string[]): boolean {
  if (formed.includes(item)) return true;
  const m = /^(.+)( IS \S+)$/.exec(item);
  return m?.[1].split(" AND ").some((subject) => formed.includes(subject + m[2])) ?? false;
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
  const items = groupedRules(view.active);
  if (items.length === 0) return ["Rules: (none)"];
  const all = wrapped(
    items.map((item, i) => `${item}${i < items.length - 1 ? "," : ""}`),
    width,
  );
  if (all.length <= rows) return all.map((l) => clip(l, width));
  const fresh = items.filter((item) => saysFormed(item, view.formed));
  const ordered = [...fresh.map((item) => `${item} (new)`), ...items.filter((item) => !fresh.includes(item))];
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
