/**
 * Fresh memory written before it is read (`writePages`, src/solver/written-pages.ts; issue 13 item 4):
 * a page of fresh zeroed memory first read and then written faults twice where a read maps the zero page, and the second fault flushes
 * the page from every core running a thread of the process; written first, it faults once. Seeded: the
 * arrays `writePages` is given keep what they hold. On Linux, counted in the thread's own page faults
 * (`/proc/thread-self/stat`; only where a page is 4 KB and transparent huge pages are not always on): after `writePages`,
 * reading and writing every page of a fresh array faults none of them; and a store's index, grown at
 * once to its reservation, faults each new page once.
 */
import { existsSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { StateStore } from "../../src/solver/packed";
import { PAGE_BYTES, writePages } from "../../src/solver/written-pages";
import { fuzzed } from "../fuzz";

/** The minor page faults of this thread so far (field 10 of its stat line). */
function faults(): number {
  const s = readFileSync("/proc/thread-self/stat", "utf8");
  return Number(s.slice(s.lastIndexOf(")") + 2).split(" ")[7]);
}

/**
 * Whether this thread's page faults can be counted page by page: Linux, pages of `PAGE_BYTES` (not an
 * arm64 kernel of 16 or 64 KB pages, where a fault maps more than one of ours), and transparent huge
 * pages not given to every mapping (with them a first touch maps 2 MB at once).
 */
function faultsByPage(): boolean {
  if (!existsSync("/proc/thread-self/stat")) return false;
  const page = /KernelPageSize:\s+(\d+) kB/.exec(readFileSync("/proc/self/smaps", "utf8"));
  if (page === null || Number(page[1]) * 1024 !== PAGE_BYTES) return false;
  const thp = "/sys/kernel/mm/transparent_hugepage/enabled";
  return !existsSync(thp) || !readFileSync(thp, "utf8").includes("[always]");
}

/** Elements of a fresh array past glibc's largest mmap threshold (32 MB): its pages come straight from the system. */
const FRESH = (64 << 20) / 4;

/** Reads one element of each page of `a`, then writes one; returns the faults that took. */
function readThenWrite(a: Int32Array): number {
  const step = PAGE_BYTES / 4;
  const before = faults();
  let sum = 0;
  for (let k = 0; k < a.length; k += step) sum += a[k];
  for (let k = 0; k < a.length; k += step) a[k] = sum;
  return faults() - before;
}

describe("writePages", () => {
  test("keeps what the array holds: elements before `from` as they were, zeros after it", () => {
    const kinds = [Int32Array, Uint8Array, Float64Array] as const;
    fc.assert(
      fc.property(
        fc.nat({ max: 2 }),
        fc.nat({ max: 20_000 }),
        fc.nat({ max: 20_000 }),
        fc.nat({ max: 254 }),
        (kind, length, from, value) => {
          const a = new kinds[kind](length);
          const start = Math.min(from, length);
          a.fill(value + 1, 0, start);
          expect(writePages(a, from)).toBe(a);
          const wrong = a.findIndex((x, k) => x !== (k < start ? value + 1 : 0));
          expect(wrong).toBe(-1);
        },
      ),
      fuzzed({ seed: 1501, numRuns: 60 }),
    );
  });

  test("refuses a start that is not a whole number of at least 0", () => {
    expect(() => writePages(new Int32Array(4), -1)).toThrow(
      "writePages: from must be a whole number of at least 0, got -1",
    );
    expect(() => writePages(new Int32Array(4), 0.5)).toThrow("got 0.5");
  });
});

describe.runIf(faultsByPage())("a page is written before it is read", () => {
  test("a fresh array read then written faults each page (twice where a read maps the zero page); given to writePages first, not again", () => {
    const pages = (FRESH * 4) / PAGE_BYTES;
    // What the rule is for: where the kernel maps the zero page on the first read, the first write faults
    // again (about twice the pages); some kernels fault once, on the first touch (seen on a CI machine,
    // 2026-12-08: 16,385 faults for 16,384 pages). Either way every fresh page faults.
    expect(readThenWrite(new Int32Array(FRESH))).toBeGreaterThan(pages * 0.9);
    const a = new Int32Array(FRESH);
    const before = faults();
    writePages(a);
    expect(faults() - before).toBeGreaterThan(pages * 0.9);
    expect(readThenWrite(a)).toBeLessThan(pages * 0.02);
    // The last page, which the array may only begin: its last element read, then written.
    const last = faults();
    a[FRESH - 1] = a[FRESH - 1] + 1;
    expect(faults() - last).toBeLessThan(2);
  });

  test("a store's index grown to its reservation faults each new page once", () => {
    const store = new StateStore(undefined, 64, 256);
    store.expect(4_000_000);
    const bytes = new Uint8Array(8);
    const view = new DataView(bytes.buffer);
    let grewBy = 0;
    let took = 0;
    for (let i = 0; grewBy === 0; i++) {
      view.setUint32(0, i, true);
      view.setUint32(4, Math.imul(i, 0x9e3779b1), true);
      const held = store.heldBytes();
      const before = faults();
      store.addBytes(bytes, 0, 8, i - 1, 0);
      if (store.heldBytes() - held > 60 << 20) {
        grewBy = store.heldBytes() - held;
        took = faults() - before;
      }
    }
    // The index of 4,000,000 states at most half full, 2^23 slots of two numbers (64 MB), in place of 1 MB.
    expect(grewBy).toBe((64 << 20) - (1 << 20));
    expect(took).toBeLessThan(((64 << 20) / PAGE_BYTES) * 1.1 + 256);
  });
});
