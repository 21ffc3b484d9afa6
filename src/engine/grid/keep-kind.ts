/** Objects that keep their kind (docs/rules.md §5.5 conversion; §6: SpellGrid's minions). */
import { checkId } from "./board";
import { badArgument } from "./errors";
import type { Level } from "./types";

/**
 * The last mark made: the marks it was made on, the id, the marks it made. Marks never change in place,
 * so the same marks and id make the same marks: levels that mark alike share one array, as copies do.
 */
let lastFrom: readonly number[] | null = null;
let lastId = -1;
let lastMarks: readonly number[] = [];

/**
 * Marks an alive object as keeping its kind: conversion (`X IS Y`) never changes it nor adds its
 * Ys, while `X IS NOT X` still deletes it through the destroy hook. A generic capability for hosts
 * (SpellGrid marks each minion's object: a minion is its card, docs/rules.md §6); kept across undo.
 */
export function keepKind(level: Level, id: number): void {
  checkId(level, id, "keepKind");
  if (!level.alive[id]) throw badArgument("keepKind", "id", id, "an object on the grid");
  const from = level.keepsKind;
  if (from !== lastFrom || id !== lastId) {
    const marks = from.slice();
    while (marks.length < id) marks.push(0);
    marks[id] = 1;
    lastFrom = from;
    lastId = id;
    lastMarks = marks;
  }
  level.keepsKind = lastMarks;
}
