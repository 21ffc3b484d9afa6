/**
 * Legal actions on a SpellGrid level (SPEC §7 notation): the four steps; each distinct card in hand —
 * a spell with no target or at each minion (one per tile), a minion onto each empty tile — and, when
 * the card asks its chooser (Graft's base, donor and half), every answer. Everything runs on the
 * engine directly (clone, then act), never through the harness or a Session.
 */
import type { Chooser } from "../engine/cards";
import { isLost, isWon } from "../engine/grid";
import * as sg from "../engine/spellgrid";
import { type LevelDef, newSpellGrid } from "../harness";
import type { PlayerAction } from "../play/notation";
import { DIRS } from "./baba-moves";
import type { Model, Successor } from "./model";

type SpellGridState = sg.SpellGridState;

/** Thrown by the search's chooser when the action being tried holds no more answers. */
class OutOfAnswers {
  constructor(readonly options: readonly string[]) {}
}

const NO_ANSWERS: Chooser = (_kind, options) => {
  throw new OutOfAnswers(options);
};

/** Drop the action's log from a state, so clones stay small (the hash ignores logs). */
function tidy(s: SpellGridState): void {
  s.log = [];
  s.depths = [];
  s.game.log = [];
  s.game.depths = [];
}

type CardTry = { card: string; minion: boolean; tile: [number, number] | null; target: number | null };

/** Try a card action with these answers; on a question, branch on every option, in order. */
function tryCard(s: SpellGridState, t: CardTry, choices: string[], out: Successor<SpellGridState>[]): void {
  const next = sg.cloneSpellGrid(s);
  let asked = 0;
  const chooser: Chooser = (kind, options) =>
    asked < choices.length ? choices[asked++] : NO_ANSWERS(kind, options);
  try {
    if (t.minion) sg.play(next, t.card, t.tile![0], t.tile![1], chooser);
    else sg.cast(next, t.card, t.target, chooser);
  } catch (err) {
    if (err instanceof OutOfAnswers) for (const o of err.options) tryCard(s, t, [...choices, o], out);
    return; // any other error: not a legal action
  }
  tidy(next);
  out.push({ action: { type: "card", card: t.card, tile: t.tile, choices }, state: next });
}

/** Distinct card names in player 0's hand, in hand order. */
function handNames(s: SpellGridState): string[] {
  const names: string[] = [];
  for (const e of s.game.sides[0].hand) {
    const name = s.game.entities[e].card!.name;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

function cardSuccessors(s: SpellGridState, card: string, out: Successor<SpellGridState>[]): void {
  const { width, height, head } = s.level;
  const def = s.game.cards[card]?.def;
  if (def?.type === "minion") {
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (head[y * width + x] === -1 && sg.checkPlay(s, card, x, y) === null)
          tryCard(s, { card, minion: true, tile: [x, y], target: null }, [], out);
    return;
  }
  if (sg.checkCast(s, card) === null) tryCard(s, { card, minion: false, tile: null, target: null }, [], out);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (head[y * width + x] === -1) continue;
      const id = sg.minionAt(s, x, y);
      if (id !== null && sg.checkCast(s, card, id) === null)
        tryCard(s, { card, minion: false, tile: [x, y], target: id }, [], out);
    }
}

/** Every legal action from `s` and its successor, in a fixed order: steps, then cards in hand order. */
export function spellGridSuccessors(s: SpellGridState): Successor<SpellGridState>[] {
  const out: Successor<SpellGridState>[] = [];
  for (const dir of DIRS) {
    const next = sg.cloneSpellGrid(s);
    try {
      sg.step(next, dir, NO_ANSWERS);
    } catch {
      continue; // a step whose deaths ask a question is not searched
    }
    tidy(next);
    out.push({ action: { type: "step", dir } satisfies PlayerAction, state: next });
  }
  for (const card of handNames(s)) cardSuccessors(s, card, out);
  return out;
}

/** A SpellGrid level as a search model (the start state is the harness's, with its logs dropped). */
export function spellGridModel(def: LevelDef): Model<SpellGridState> {
  const start = sg.cloneSpellGrid(newSpellGrid(def).state);
  tidy(start);
  return {
    start,
    hash: sg.hashSpellGrid,
    won: (s) => isWon(s.level),
    lost: (s) => isLost(s.level),
    successors: spellGridSuccessors,
  };
}
