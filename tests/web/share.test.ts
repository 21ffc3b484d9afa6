import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { deflateRawSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LevelDef } from "../../src/harness";
import { decodeLevel, encodeLevel, readHash, SHARE_LIMIT } from "../../web/share";
import { ROOT } from "../architecture/source";
import { fuzzed } from "../fuzz";

const shipped = readdirSync(join(ROOT, "levels"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(readFileSync(join(ROOT, "levels", f), "utf8")) as LevelDef);

const withoutSchema = ({ $schema: _, ...rest }: LevelDef) => rest;

const name = fc.string({ minLength: 1, maxLength: 12 });
const placed = <K extends string>(key: K, value: fc.Arbitrary<string>) =>
  fc.record({ [key]: value, x: fc.nat(300), y: fc.nat(300) } as Record<K | "x" | "y", fc.Arbitrary<unknown>>);

/** Levels of any shape the compact form holds, with every optional field present or not. */
const levels = fc.record(
  {
    $schema: fc.constant("../schema/level.schema.json"),
    name,
    title: fc.string({ maxLength: 30 }),
    width: fc.nat(300),
    height: fc.nat(300),
    objects: fc.array(placed("kind", fc.constantFrom("rock", "text:BABA", "text:IS", "baba", "wall")), {
      maxLength: 40,
    }),
    cards: fc.array(placed("card", name), { maxLength: 5 }),
    hand: fc.array(name, { maxLength: 10 }),
    pool: fc.array(name, { maxLength: 6 }),
    extra: fc.dictionary(fc.constantFrom("note", "author"), fc.jsonValue({ maxDepth: 2 })),
  },
  { requiredKeys: ["width", "height", "objects"] },
) as unknown as fc.Arbitrary<LevelDef>;

describe("a level in a share link", () => {
  it("every shipped level comes back exactly, $schema aside, in a short code", async () => {
    expect(shipped.length).toBeGreaterThan(0);
    for (const def of shipped) {
      const code = await encodeLevel(def);
      expect(code).toMatch(/^c[A-Za-z0-9_-]+$/);
      expect(code.length).toBeLessThan(JSON.stringify(def).length * 0.75);
      expect(await decodeLevel(code)).toEqual(withoutSchema(def));
    }
  });

  it("any level comes back exactly, with or without each optional field", async () => {
    await fc.assert(
      fc.asyncProperty(levels, async (def) => {
        // As its JSON says: -0, which a free field may hold, is written 0 by JSON.stringify (as a saved file is).
        const asJson = JSON.parse(JSON.stringify(withoutSchema(def)));
        expect(await decodeLevel(await encodeLevel(def))).toEqual(asJson);
      }),
      fuzzed({ seed: 7, numRuns: 60 }),
    );
  });

  it("a free field's -0 comes back as 0, as JSON writes it", async () => {
    const def = { width: 1, height: 1, objects: [], extra: { note: { zero: -0, list: [-0, 1.5] } } };
    const back = (await decodeLevel(await encodeLevel(def as unknown as LevelDef))) as unknown as typeof def;
    expect(Object.is(back.extra.note.zero, 0)).toBe(true);
    expect(back).toEqual({ width: 1, height: 1, objects: [], extra: { note: { zero: 0, list: [0, 1.5] } } });
  });

  it("a level the compact form cannot hold (a broken one, to be fixed) comes back as it was", async () => {
    const odd = { width: "3", height: 2, objects: [{ kind: 7, x: 0, y: 0 }], hand: "Spark" };
    const code = await encodeLevel(odd as unknown as LevelDef);
    expect(code[0]).toBe("j");
    expect(await decodeLevel(code)).toEqual(odd);
  });

  it("a damaged code is an Error that says the link is damaged and how", async () => {
    const good = await encodeLevel(shipped[0]);
    const cases: [string, string][] = [
      ["", "the share link is damaged: it is not a level share code"],
      ["x123", "the share link is damaged: it is not a level share code"],
      ["c$$", "the share link is damaged: it holds characters a share code never has"],
      [good.slice(0, 12), "the share link is damaged: it is cut short or changed (it does not decompress)"],
    ];
    for (const [code, message] of cases) await expect(decodeLevel(code)).rejects.toThrow(message);
  });

  it("a code that unpacks past SHARE_LIMIT (a decompression bomb) is refused, naming the limit", async () => {
    const toCode = (json: string) => `j${deflateRawSync(json).toString("base64url")}`;
    const level = (nameLength: number) =>
      JSON.stringify({ name: "a".repeat(nameLength), width: 1, height: 1, objects: [] });
    const overhead = level(0).length;
    const largest = level(SHARE_LIMIT - overhead);
    expect(largest.length).toBe(SHARE_LIMIT);
    expect((await decodeLevel(toCode(largest))).name).toHaveLength(SHARE_LIMIT - overhead);
    const bomb = toCode(level(2 * SHARE_LIMIT));
    expect(bomb.length).toBeLessThan(200_000); // a link a browser opens
    await expect(decodeLevel(bomb)).rejects.toThrow(
      new Error(
        "the share link is damaged: it unpacks to more than 16,777,216 bytes (16 MiB), the most a share link may hold (SHARE_LIMIT)",
      ),
    );
    await expect(decodeLevel(toCode(level(SHARE_LIMIT - overhead + 1)))).rejects.toThrow(/SHARE_LIMIT/);
  });

  it("reads the hash: #play= opens in play, #edit= in the editor, anything else is nothing", () => {
    expect(readHash("#play=cAbC")).toEqual({ mode: "play", code: "cAbC" });
    expect(readHash("#edit=c_-9")).toEqual({ mode: "edit", code: "c_-9" });
    expect(readHash("")).toBeNull();
    expect(readHash("#level=x")).toBeNull();
  });
});
