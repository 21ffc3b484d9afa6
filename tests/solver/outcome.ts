/** What the solver's tests compare of a search's result. */

/** A search's result without its time (`ms`), which differs from run to run: what two searches agree on. */
export const strip = <T extends { ms: number }>({ ms: _, ...rest }: T) => rest;
