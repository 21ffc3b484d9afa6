/**
 * Legal actions on a SpellGrid level (docs/rules.md §7 notation): the four steps; each distinct card in hand —
 * a spell with no target or at each minion (one per tile), a minion onto each empty tile — and, when
 * the card asks its chooser (Graft's base, donor and half), every answer. Actions are applied by the
 * play layer's applier (src/play/apply.ts), as the Session applies them, on raw states (never through
 * the harness's objects or a Session).
 */
import type { Content } from "../content/content";
import type { Chooser } from "../engine/cards";
import { isLost, isWon } from "../engine/grid";
import * as sg from "../engine/spellgrid";
import type { LevelDef } from "../harness";
import { applyToSpellGrid, applyToSpellGridInPlace, startState } from "../play/apply";
import type { PlayerAction } from "../play/notation";
import { DIRS } from "./baba-moves";
import { RuleCache } from "./grid-codec";
import { anyWin } from "./hints";
import type { Codec, Model, Successor } from "./model";
import type { Reader } from "./packed";
import { limitReason, type Skip, type SkipReason } from "./skipped";
import { SpellGridCodec } from "./spellgrid-codec";

type SpellGridState = sg.SpellGridState;
type CardAction = Extract<PlayerAction, { type: "card" }>;

/** Thrown by the search's chooser when the action being tried holds no more answers. */
class OutOfAnswers {
  constructor(readonly options: readonly string[]) {}
}

const NO_ANSWERS: Chooser = (_kind, options) => {
  throw new OutOfAnswers(options);
};

/**
 * Drop the action's log from a state, so clones stay small (the hash ignores logs). The arrays are
 * the clone's own (cloneSpellGrid copies them); the card game's own log is emptied after every
 * Sequence by the engine, and the game itself may be shared (copy on write), so it is not touched.
 */
function tidy(s: SpellGridState): SpellGridState {
  sg.dropLog(s);
  return s;
}

/**
 * Applies one action, or throws: `OutOfAnswers` when it asks one more question than it answers, any
 * other error when it is not legal. `eachAction` calls it once per action it tries, in order.
 */
type Attempt = (a: PlayerAction) => void;

/**
 * Try a card action; when it asks one more question, branch on every option, in order. One refused for
 * a limit (`limitReason`) is told to `skip`; any other error: not a legal action.
 */
function tryCard(a: CardAction, attempt: Attempt, skip: ((why: SkipReason) => void) | undefined): void {
  try {
    attempt(a);
  } catch (err) {
    if (err instanceof OutOfAnswers) for (const o of err.options) tryCard(answered(a, o), attempt, skip);
    else if (skip !== undefined) {
      const why = limitReason(err);
      if (why !== null) skip(why);
    }
  }
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

/**
 * A card action as data, frozen (its tile and answers too): the lists share one object per action
 * (`at`, `untargeted`, `answered`), made the first time it is listed, so listing a state's actions makes
 * no object per tile; a reader that tried to change one would throw, not change every list.
 */
function frozen(card: string, tile: [number, number] | null, choices: string[]): CardAction {
  if (tile !== null) Object.freeze(tile);
  return Object.freeze({ type: "card", card, tile, choices: Object.freeze(choices) }) as CardAction;
}

/** Per card, per row and column, its action there with no answer (`at`). */
const tiles = new Map<string, CardAction[][]>();
/** Per card, its action with no tile and no answer (`untargeted`). */
const noTile = new Map<string, CardAction>();
/** Per action, the action with one more answer, by that answer (`answered`). */
const answers = new WeakMap<CardAction, Map<string, CardAction>>();

/** `card` played at tile (x, y), no answer given yet (one object per card and tile: `frozen`). */
function at(card: string, x: number, y: number): CardAction {
  let rows = tiles.get(card);
  if (rows === undefined) tiles.set(card, (rows = []));
  const row = (rows[y] ??= []);
  return (row[x] ??= frozen(card, [x, y], []));
}

/** `card` with no tile, no answer given yet (one object per card: `frozen`). */
function untargeted(card: string): CardAction {
  let a = noTile.get(card);
  if (a === undefined) noTile.set(card, (a = frozen(card, null, [])));
  return a;
}

/** `a` with the answer `o` after its own (one object per action and answer: `frozen`). */
function answered(a: CardAction, o: string): CardAction {
  let next = answers.get(a);
  if (next === undefined) answers.set(a, (next = new Map()));
  let b = next.get(o);
  if (b === undefined)
    next.set(o, (b = frozen(a.card, a.tile === null ? null : [a.tile[0], a.tile[1]], [...a.choices, o])));
  return b;
}

/**
 * Append to `out` every action of `card` worth trying from `s`, in tile order: a minion onto each empty
 * tile; a spell without a target, or else at each minion whose cast passes its check.
 */
function cardActions(s: SpellGridState, card: string, out: CardAction[]): void {
  const { width, height, head } = s.level;
  if (s.game.cards.get(card)?.def.type === "minion") {
    // Checked at the first empty tile; once one passes, the rest are not checked first: a play checks
    // itself and throws (not a successor) when it fails, so the check only saves a throw.
    let checked = false;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (head[y * width + x] === -1 && (checked || (checked = sg.checkPlay(s, card, x, y) === null)))
          out.push(at(card, x, y));
    return;
  }
  if (sg.checkCast(s, card) === null) {
    // A spell that may be cast without a target takes none (docs/rules.md §3.6, `castProblem`): no cast
    // of it at a minion is legal, so none is checked (each check wrote out why it failed).
    out.push(untargeted(card));
    return;
  }
  const cells = occupiedCells(s.level);
  for (let i = 0; i < cells.length; i++) {
    const x = cells[i] % width;
    const y = (cells[i] - x) / width;
    const id = sg.minionAt(s, x, y);
    if (id !== null && sg.checkCast(s, card, id) === null) out.push(at(card, x, y));
  }
}

/** Scratch for `occupiedCells` (no array made per state). */
let cellScratch = new Int32Array(64);

/**
 * The cells (y·width + x) that hold an object, each once, in tile order (rows top to bottom, each left
 * to right), as a view of scratch valid until the next call: found from the objects, not by walking
 * every tile, so a big sparse grid costs what a small one does (tests/solver/sparse-grid.test.ts).
 */
function occupiedCells(level: SpellGridState["level"]): Int32Array {
  const { x, y, alive, width, nextId } = level;
  if (cellScratch.length < nextId) cellScratch = new Int32Array(nextId * 2);
  let n = 0;
  for (let id = 0; id < nextId; id++) if (alive[id]) cellScratch[n++] = y[id] * width + x[id];
  const cells = cellScratch.subarray(0, n).sort();
  let m = 0;
  for (let i = 0; i < n; i++) if (m === 0 || cells[i] !== cells[m - 1]) cells[m++] = cells[i];
  return cells.subarray(0, m);
}

const STEPS = DIRS.map((dir) => ({ type: "step", dir }) as const);

/**
 * Every action worth trying from `s`, in a fixed order (steps, then cards in hand order), each passed
 * to `attempt`; the ones it does not throw on are the successors, in that order. `s` is read before
 * the first attempt only (the card actions are listed first), so an attempt may leave it changed, if
 * the next one puts it back before it plays (the search's expansion puts it back only then: after the
 * last, the next state decoded overwrites it all).
 */
function eachAction(s: SpellGridState, attempt: Attempt, skip?: (why: SkipReason) => void): void {
  const cards: CardAction[] = [];
  for (const card of handNames(s)) cardActions(s, card, cards);
  for (const action of STEPS) {
    try {
      attempt(action);
    } catch (err) {
      // a step whose deaths would ask the chooser a question is not searched, nor one past a limit
      const why = err instanceof OutOfAnswers ? "chooser" : limitReason(err);
      if (why !== null) skip?.(why);
    }
  }
  for (const action of cards) tryCard(action, attempt, skip);
}

/** Every legal action from `s` and its successor, in a fixed order: steps, then cards in hand order. */
export function spellGridSuccessors(s: SpellGridState): Successor<SpellGridState>[] {
  const out: Successor<SpellGridState>[] = [];
  eachAction(s, (action) => {
    out.push({ action, state: tidy(applyToSpellGrid(s, action, NO_ANSWERS)) });
  });
  return out;
}

/** A SpellGrid level's codec: its states as bytes, and each state's successors played in place. */
class SpellGridSearchCodec extends SpellGridCodec implements Codec<SpellGridState> {
  expand(
    r: Reader,
    visit: (s: SpellGridState, j: number, action: PlayerAction) => unknown,
    skip?: Skip,
  ): void {
    const s = this.decode(r);
    let j = 0;
    let changed = false; // whether an action played since the state was decoded or put back
    let done = false; // a visit said it was the last: the rest are not played
    eachAction(
      s,
      (action) => {
        if (done) return;
        if (changed) this.restore();
        changed = true;
        applyToSpellGridInPlace(s, action, NO_ANSWERS);
        done = visit(s, j++, action) === true;
      },
      skip === undefined ? undefined : (why) => done || skip(why, j),
    );
  }
}

/** The chooser of `apply`: the solver's actions carry every answer they need. */
const ANSWERED: Chooser = (kind, options) => {
  throw new Error(`the action lacks its ${kind} answer (one of ${options.join(", ")})`);
};

/**
 * A SpellGrid level played with `content`, as a search model (the start state is the harness's, with
 * its logs dropped, recording none (`logKept` false), and no journal of the grid's turns kept).
 */
export function spellGridModel(def: LevelDef, content: Content): Model<SpellGridState> {
  const start = startState(def, content, { journal: false }); // a search step records nothing (rules §5.7)
  if (start.kind !== "spellgrid")
    throw new Error(`spellGridModel: level "${def.name}" has no cards: it is a pure Baba level`);
  const first = tidy(sg.cloneSpellGrid(start.game));
  first.logKept = false; // a search reads no journal: its states record none
  let codec: SpellGridSearchCodec | undefined;
  return {
    start: first,
    hash: sg.spellGridKey,
    won: (s) => isWon(s.level),
    lost: (s) => isLost(s.level),
    hasWin: (s) => anyWin(s.level),
    successors: spellGridSuccessors,
    apply: (s, action) => tidy(applyToSpellGrid(s, action, ANSWERED)),
    codec: () => (codec ??= new SpellGridSearchCodec(first, new RuleCache())),
  };
}
