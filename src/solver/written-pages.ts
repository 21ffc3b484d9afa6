/**
 * Fresh memory written before it is read (issue 13 item 4). A large typed array is fresh zeroed memory
 * that the system maps page by page on first touch. A page first *read* is mapped to the kernel's shared
 * zero page, and its first *write* then replaces that mapping: the kernel must flush the old one from
 * the TLB of every core running a thread of this process, an interrupt to the other core whenever
 * another thread of the process (a worker of the parallel search) is running there, which costs tens of
 * microseconds in a virtual machine. A page first *written* takes one fault and no flush. Two processes
 * share no mappings, so they never pay this; two searching threads of one process paid it for every
 * page of their stores' indexes (about 4,700 interrupts a thread in a search of a million states), most
 * of why two searches in two workers of one process took 7–8 % more than in two processes.
 */

/** The bytes of a page: the smallest the systems Node runs on use (a larger page is written more than once). */
export const PAGE_BYTES = 4096;

/**
 * Write 0 to one element of each page of `a` from element `from` on (and to its last element), so that
 * no read of those pages comes before their first write. `a` must hold only zeros there: what it holds
 * is unchanged. Returns `a`.
 */
export function writePages<T extends Int32Array | Uint8Array | Float64Array>(a: T, from = 0): T {
  if (!Number.isInteger(from) || from < 0)
    throw new Error(`writePages: from must be a whole number of at least 0, got ${from}`);
  const step = Math.max(1, PAGE_BYTES / a.BYTES_PER_ELEMENT);
  for (let k = from; k < a.length; k += step) a[k] = 0;
  if (from < a.length) a[a.length - 1] = 0;
  return a;
}
