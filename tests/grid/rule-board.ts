/**
 * Random boards of rules over things, shared by the shortcut properties that play conditional rules
 * (cond-touched, plain-cond, still): rule rows, one rule a row, then rows of cells holding stacks of things.
 */
import fc from "fast-check";
import { map } from "./builder";

/** A condition's words before the noun (`prefix`) and between the noun and IS (`infix`). */
export interface Condition {
  prefix: readonly string[];
  infix: readonly string[];
}

/**
 * A condition before IS: a prefix (LONELY, IDLE), an infix of `infixes` with a noun, or FEELING with a
 * property.
 */
export function conditionOf(
  infixes: readonly string[],
  noun: fc.Arbitrary<string>,
  prop: fc.Arbitrary<string>,
): fc.Arbitrary<Condition> {
  return fc.oneof(
    fc.constantFrom(["LONELY"], ["IDLE"]).map((c) => ({ prefix: c, infix: [] as string[] })),
    fc.tuple(fc.constantFrom(...infixes), noun).map(([c, n]) => ({ prefix: [] as string[], infix: [c, n] })),
    prop.map((p) => ({ prefix: [] as string[], infix: ["FEELING", p] })),
  );
}

/** A rule: `X IS P` (weight `plain`), or `X cond IS [NOT] P` under a condition (weight `conditional`). */
export function ruleOf(
  noun: fc.Arbitrary<string>,
  prop: fc.Arbitrary<string>,
  condition: fc.Arbitrary<Condition>,
  plain: number,
  conditional: number,
): fc.Arbitrary<string[]> {
  return fc.oneof(
    { weight: plain, arbitrary: fc.tuple(noun, prop).map(([n, p]) => [n, "IS", p]) },
    {
      weight: conditional,
      arbitrary: fc
        .tuple(condition, noun, fc.boolean(), prop)
        .map(([c, n, not, p]) => [...c.prefix, n, ...c.infix, "IS", ...(not ? ["NOT"] : []), p]),
    },
  );
}

/** What `ruleBoard` makes: the rows it always has, the rules, the board's size and its cells. */
export interface RuleBoard {
  /** Rules every board holds first, one a row (e.g. BABA IS YOU). */
  fixed: readonly string[][];
  rules: fc.Arbitrary<string[]>;
  /** At most this many more rules (at least one). */
  most: number;
  width: readonly [number, number];
  height: readonly [number, number];
  things: readonly string[];
  /** Each cell holds up to this many things. */
  stack: number;
  /** How many cell stacks are drawn (the board's cells take them in turn). */
  cells: number;
}

/** A random board: the fixed rules and 1…`most` rules, one a row, then `height` rows of stacks of things. */
export function ruleBoard(o: RuleBoard): fc.Arbitrary<ReturnType<typeof map>> {
  return fc
    .record({
      width: fc.integer({ min: o.width[0], max: o.width[1] }),
      height: fc.integer({ min: o.height[0], max: o.height[1] }),
      rules: fc.array(o.rules, { minLength: 1, maxLength: o.most }),
      cells: fc.array(fc.array(fc.constantFrom(...o.things), { maxLength: o.stack }), {
        minLength: o.cells,
        maxLength: o.cells,
      }),
    })
    .map(({ width, height, rules, cells }) => {
      const lines = [...o.fixed, ...rules];
      const w = Math.max(width, ...lines.map((l) => l.length));
      const rows: string[] = lines.map((l) => [...l, ...Array(w - l.length).fill(".")].join(" "));
      for (let y = 0; y < height; y++) {
        const row: string[] = [];
        for (let x = 0; x < w; x++) {
          const stack = cells[(y * w + x) % cells.length];
          row.push(stack.length > 0 ? stack.join("+") : ".");
        }
        rows.push(row.join(" "));
      }
      return map(...rows);
    });
}

/**
 * `X cond IS P`, `cond` one of `conditions`: a one-word condition goes before the noun (LONELY, IDLE),
 * a longer one between the noun and IS (ON KEG, NEAR ROCK).
 */
export function condRuleOf(
  conditions: readonly string[][],
  noun: fc.Arbitrary<string>,
  prop: fc.Arbitrary<string>,
): fc.Arbitrary<string[]> {
  return fc
    .tuple(fc.constantFrom(...conditions), noun, prop)
    .map(([c, n, p]) => (c.length === 1 ? [c[0], n, "IS", p] : [n, ...c, "IS", p]));
}
