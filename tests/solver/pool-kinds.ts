/** The pools a parallel-search test runs on: [threads, whether this thread searches]. */
export const poolKinds: readonly [number, boolean][] = [
  [2, true],
  [3, true],
  [2, false],
  [3, false],
];

/** A pool kind as a test's name says it. */
export const poolKindNamed = ([n, caller]: readonly [number, boolean]): string =>
  `${n} threads${caller ? ", this one searching" : " on workers"}`;
