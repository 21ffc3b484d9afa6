/**
 * The command's workers are built from the sources the command was compiled from (`runKey` in
 * `src/solver/compiled.mjs`, issue 13 item 4): `run.mjs` fingerprints the sources once, and the
 * command does not walk them again before it starts its workers.
 */
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { compiledCommand, runKey, SRC, sourcesKey } from "../../src/solver/compiled.mjs";
import { compiledWorker } from "../../src/solver/worker-build";

const RUN_KEY = Symbol.for("spellgrid.solver.sourcesKey");
const slot = globalThis as unknown as Record<symbol, string | undefined>;
afterEach(() => {
  delete slot[RUN_KEY];
});

describe("the fingerprint a command runs with", () => {
  test("without a compiled command, the sources' own fingerprint", () => {
    expect(runKey()).toBe(sourcesKey());
    expect(compiledWorker()).toContain(`worker-${sourcesKey()}.mjs`);
  });

  test("once a command is compiled, the one it was compiled from, which its worker is named by", async () => {
    const file = await compiledCommand(join(SRC, "solver", "replay-cli.ts"));
    const key = sourcesKey();
    expect(file).toContain(key);
    expect(slot[RUN_KEY]).toBe(key); // recorded by the compile
    expect(runKey()).toBe(key);
    // Read from the command's record, not from the sources again: a record set by hand is what it gives.
    slot[RUN_KEY] = key;
    expect(compiledWorker()).toContain(`worker-${key}.mjs`);
    slot[RUN_KEY] = "f".repeat(16);
    expect(runKey()).toBe("f".repeat(16));
  });
});
