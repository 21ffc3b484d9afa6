/**
 * "What cancelled it", for the rules panel: the rules in force that explain why a spelled rule is
 * not. Presentation of the engine's two lists (`rules()` and `activeRules()`), not a rule decision:
 * - `X IS Y` is cancelled by `X IS NOT Y` (this covers the innate TEXT IS PUSH and TEXT IS NOT PUSH);
 * - a conversion `X IS Y` (Y a noun) is cancelled by `X IS X`.
 * A canceller is looked for among the active rules and, failing that, the spelled ones.
 */

/** The candidate cancellers of `subject IS object`, in the order they are shown. */
const CANCELLERS: readonly ((subject: string, object: string) => string | null)[] = [
  (s, o) => `${s} IS NOT ${o}`,
  (s, o) => (s === o ? null : `${s} IS ${s}`),
];

/** The rules that cancel `rule` (`X IS Y`); [] when none is found or the rule is not of that shape. */
export function cancelledBy(
  rule: string,
  active: readonly string[],
  rules: readonly string[] = [],
): string[] {
  const m = /^(\S+) IS (\S+)$/.exec(rule);
  if (!m) return [];
  const known = new Set([...active, ...rules]);
  return CANCELLERS.map((make) => make(m[1], m[2])).filter((r): r is string => r !== null && known.has(r));
}
