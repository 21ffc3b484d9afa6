/**
 * Property (docs/rules.md §8, §9): a card the loader accepts cannot crash or hang the engine. Cards of
 * cards/ are changed the way an author would (a clause of another card spliced in, a field given another
 * card's value for it, a number pushed to its bounds); each either is refused by the loader naming the
 * file, or it loads and, summoned, played, cast at every character, damaged and destroyed beside other
 * minions, does what it does or is refused with an engine error that changes nothing. Seeded and bounded.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { validateCardDef, validateCardSet } from "../../src/content/card-validate";
import { LEXICON } from "../../src/content/words";
import { type CardDef, hashGame } from "../../src/engine/cards";
import { newGame } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { refusedCleanly, Tally } from "./fuzz-refusal";

const LIBRARY = readCardDir();
const CLAUSES: Record<string, unknown>[] = LIBRARY.flatMap((c) => c.text.map((x) => ({ ...x })));
/** Every value each clause field takes somewhere in cards/, by field name. */
const VALUES = new Map<string, unknown[]>();
for (const clause of CLAUSES)
  for (const [k, v] of Object.entries(clause)) VALUES.set(k, [...(VALUES.get(k) ?? []), v]);
const FIELDS = [...VALUES.keys()];
const EDGES = [0, 1, 7, 10, 11, 64, 1000, 1001, -1, 1.5, "", null] as const;

/** One author's edit: splice a clause in, set a clause field from its values elsewhere, or to an edge. */
type Edit = [kind: number, a: number, b: number, c: number];
function edited(base: CardDef, edits: readonly Edit[]): Record<string, unknown> {
  const card = structuredClone(base) as unknown as Record<string, unknown> & {
    text: Record<string, unknown>[];
  };
  for (const [kind, a, b, c] of edits) {
    const clause = card.text[a % Math.max(1, card.text.length)];
    if (kind === 0)
      card.text.splice(a % (card.text.length + 1), 0, structuredClone(CLAUSES[b % CLAUSES.length]));
    else if (kind === 1 && clause) {
      const field = FIELDS[b % FIELDS.length];
      const values = VALUES.get(field)!;
      clause[field] = structuredClone(values[c % values.length]);
    } else if (kind === 2 && clause) {
      const own = Object.keys(clause);
      clause[own[b % own.length]] = EDGES[c % EDGES.length];
    } else if (kind === 3) card[["cost", "attack", "health", "split"][b % 4]] = EDGES[c % EDGES.length];
  }
  return { ...card, name: `Fuzz ${base.name}` };
}

const edit = fc.tuple(fc.nat(3), fc.nat(), fc.nat(), fc.nat()) as fc.Arbitrary<Edit>;

describe("a card the loader accepts does not crash the engine", () => {
  test("edited cards: refused by the loader naming the file, or played every way with clean refusals", () => {
    const tally = new Tally();
    fc.assert(
      fc.property(
        fc.nat(LIBRARY.length - 1),
        fc.array(edit, { minLength: 1, maxLength: 3 }),
        fc.nat(),
        (i, edits, seed) => {
          let def: CardDef;
          const loaded = refusedCleanly(
            "load",
            () => "",
            () => {
              def = validateCardDef(edited(LIBRARY[i], edits), "cards/x.json");
              validateCardSet([...LIBRARY, def], () => "cards/x.json", LEXICON);
            },
            /^cards\/x\.json/,
          );
          tally.add("load", loaded);
          if (loaded !== "ok") return;
          const g = newGame({ cards: [...LIBRARY, def!], seed });
          g.summon("Harvest Golem", 1);
          g.summon("Loot Hoarder", 0);
          g.summon("Wisp", 1);
          const hash = () => hashGame(g.state);
          const run = (label: string, call: () => unknown) =>
            tally.add(label, refusedCleanly(label, hash, call));
          const characters = () => [g.hero(0), g.hero(1), ...g.board(0), ...g.board(1)];
          if (def!.type === "spell")
            for (const t of [undefined, ...characters()]) run("cast", () => g.cast(def.name, 0, t));
          else {
            run("summon", () => g.summon(def.name, 0));
            const inHand = g.addToHand(def!.name, 0);
            run("play", () => g.play(inHand));
            run("summon", () => g.summon(def.name, 1));
          }
          for (const id of characters()) run("dealDamage", () => g.dealDamage(id, 1 + (seed % 3)));
          for (const id of [...g.board(0), ...g.board(1)]) run("destroy", () => g.destroy(id));
          run("cast", () => g.cast("Whirlwind", 0));
        },
      ),
      fuzzed({ seed: 0xf0c1, numRuns: 1000 }),
    );
    // the edits reach both sides: some cards load and are played, most are refused
    expect(tally.ok.get("load")).toBeGreaterThan(50);
    expect(tally.refused.get("load")).toBeGreaterThan(300);
    expect(tally.total("ok")).toBeGreaterThan(300);
  });
});
