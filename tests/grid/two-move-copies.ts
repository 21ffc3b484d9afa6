import { idOf, map } from "./builder";

/**
 * `KEKE IS MOVE` written twice, a keke below and a baba above: the baba stepping down pushes the upper IS
 * out of its row, breaking one copy of the rule in the YOU move, before the MOVE take (docs/rules.md §5.4:
 * the take counts the listings of the last parse, so the keke still takes two steps that turn).
 */
export const twoMoveCopies = map(
  ". baba . . .",
  "KEKE IS MOVE . .",
  ". . . . .",
  "KEKE IS MOVE . .",
  "keke . . . .",
  "BABA IS YOU . .",
);

/** The keke of `twoMoveCopies`. */
export const twoMoveKeke = idOf(twoMoveCopies, "keke");
