/** Objects that keep their kind (docs/rules.md §5.5 conversion; §6: SpellGrid's minions). */
import { checkId } from "./board";
import { badArgument } from "./errors";
import type { Level } from "./types";

/**
 * Marks an alive object as keeping its kind: conversion (`X IS Y`) never changes it nor adds its
 * Ys, while `X IS NOT X` still deletes it through the destroy hook. A generic capability for hosts
 * (SpellGrid marks each minion's object: a minion is its card, docs/rules.md §6); kept across undo.
 */
export function keepKind(level: Level, id: number): void {
  checkId(level, id, "keepKind");
  if (!level.alive[id]) throw badArgument("keepKind", "id", id, "an object on the grid");
  const marks = level.keepsKind.slice();
  while (marks.length < id) marks.push(0);
  marks[id] = 1;
  level.keepsKind = marks;
}
