/** The parallel search (piscina workers) gives exactly the single-threaded result. */
import { afterAll, describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { shippedLevels } from "../../src/play/files";
import { modelOf } from "../../src/solver/model";
import { solveMany, solveParallel, solverPool } from "../../src/solver/parallel";
import { solve } from "../../src/solver/search";

const pool = solverPool(2);
afterAll(() => pool.destroy());
const content = repositoryContent();
const level = (part: string) => shippedLevels().find((l) => l.path.includes(part))!.def;
const strip = <T extends { ms: number }>({ ms: _, ...rest }: T) => rest;

describe("parallel search", () => {
  test("level 1 (SpellGrid, whose card sides are numbered per search: one thread) with every layer asked of the workers: same script, same states explored", async () => {
    const parallel = await solveParallel(level("l1-"), content, { pool, threshold: 1 });
    expect(strip(parallel)).toEqual(strip(solve(modelOf(level("l1-"), content))));
  });
  test("small layers here from states, large ones on the workers: same result", async () => {
    const parallel = await solveParallel(level("l1-"), content, { pool: () => pool, threshold: 30 });
    expect(strip(parallel)).toEqual(strip(solve(modelOf(level("l1-"), content))));
  });
  test("the same bound stops both at the same state", async () => {
    const parallel = await solveParallel(level("l1-"), content, { pool, threshold: 1, maxStates: 100 });
    expect(strip(parallel)).toEqual(strip(solve(modelOf(level("l1-"), content), { maxStates: 100 })));
  });
  test("a Baba level with every layer on the workers (packed states cross): same script, same states explored", async () => {
    const parallel = await solveParallel(level("baba-conversion"), content, { pool, threshold: 1 });
    expect(strip(parallel)).toEqual(strip(solve(modelOf(level("baba-conversion"), content))));
    expect(parallel.solved).toBe(true);
  });
  test("on the workers, the same bound stops a Baba level at the same state", async () => {
    const bounded = { maxStates: 150 };
    const parallel = await solveParallel(level("baba-conversion"), content, {
      pool,
      threshold: 1,
      ...bounded,
    });
    expect(strip(parallel)).toEqual(strip(solve(modelOf(level("baba-conversion"), content), bounded)));
    expect(parallel).toMatchObject({ solved: false, reason: "limit", explored: 150 });
  });
  test("solveMany solves levels on the workers, results in order", async () => {
    const defs = [level("baba-sink"), level("l3-")];
    const results = await solveMany(
      defs.map((def) => ({ def, content })),
      pool,
    );
    expect(results.map(strip)).toEqual(defs.map((d) => strip(solve(modelOf(d, content)))));
  });
});

describe("Model.apply (what workers replay)", () => {
  test("replaying level 2's solution action by action reaches a won state", () => {
    const model = modelOf(level("l2-"), content);
    const r = solve(model);
    if (!r.solved) throw new Error("l2 not solved");
    const end = r.actions.reduce((s, a) => model.apply(s, a), model.start);
    expect(model.won(end)).toBe(true);
  });
  test("a spell aimed at an empty tile is refused, not cast untargeted", () => {
    const model = modelOf(level("l3-"), content);
    expect(() =>
      model.apply(model.start, { type: "card", card: "Whirlwind", tile: [6, 0], choices: [] }),
    ).toThrow("no minion on tile (6, 0)");
  });
});
