/**
 * What a player does, as data, and the notation for it (docs/rules.md §7): the terminal player reads
 * it, the solver prints it, replays store it. One action:
 *
 *     action   = step | undo | card
 *     step     = w | a | s | d | up | left | down | right         (any case)
 *              | wait | idle | .                                 (a whole turn without a YOU move)
 *     undo     = u | undo                                        (any case)
 *     card     = (c | cast) card-ref [x y] [-> answer {, answer}]
 *     card-ref = name | hand-number
 *     name     = plain | quoted                                  (an answer too)
 *     x, y     = whole numbers: the tile of the minion a spell is cast at, or the empty tile a
 *                minion is played onto
 *     answer   = the chooser's answers (Graft's base, donor and half), in the order it asks
 *
 * A plain name is words separated by single spaces that holds none of `"` `,` `;` `#` `->` and no
 * control character, and whose last word is not a number (`Golem 2` would read as a card and a
 * number). Any other name is written quoted, as a JSON string: `c "Golem 2" 3 4 -> "A, B", bottom`.
 * So every name survives formatAction → parseAction, and the names of today, being plain, are written
 * as before: older replays and solver output read unchanged.
 *
 * A hand number (`c 1`, the first card of the hand as drawn) is typed input: the terminal matches it,
 * and plain names in any case, against the hand (src/play/hand-input.ts). Scripts and replays name
 * their cards exactly, so `parseAction` refuses a hand number.
 *
 * A script is actions separated by `;` or new lines (formatScript writes `; `); `#` starts a comment
 * that runs to the end of its line; blank entries are skipped. Inside quotes `;` and `#` are text.
 */
import type { TurnInput } from "../engine/grid";

/** A step's `dir` is a direction, or `wait`: a whole turn in which YOU does not move (docs/rules.md §5.5). */
export type PlayerAction =
  | { type: "step"; dir: TurnInput }
  | { type: "undo" }
  | { type: "card"; card: string; tile: [number, number] | null; choices: string[] };

/** A card as typed: by its number in the hand as drawn, or by name (quoted: exactly as written). */
export type CardRef = { by: "number"; number: string } | { by: "name"; name: string; quoted: boolean };

/**
 * A card action as typed, before it is matched against a hand: the numbers typed after the card are
 * its tile when they are two, or (after a plain name) may end the card's name (`c Golem 2`).
 */
export interface TypedCard {
  type: "card";
  card: CardRef;
  numbers: string[];
  choices: string[];
  /** The action as typed, for messages. */
  text: string;
}

/** An action as typed: steps and undo as they are; a card still to be matched against the hand. */
export type TypedAction = Exclude<PlayerAction, { type: "card" }> | TypedCard;

/** The step keys: w/a/s/d, the arrow keys' names, and the wait: `wait`, `idle` or `.`. */
export const KEYS: Readonly<Record<string, TurnInput>> = {
  w: "up",
  a: "left",
  s: "down",
  d: "right",
  up: "up",
  left: "left",
  down: "down",
  right: "right",
  wait: "wait",
  idle: "wait",
  ".": "wait",
};

/** How a step is written: w/a/s/d, and `wait` (a word, so a script reads it at a glance). */
const KEY_OF: Readonly<Record<TurnInput, string>> = {
  up: "w",
  left: "a",
  down: "s",
  right: "d",
  wait: "wait",
};

/** A number as it may follow a card: `3`, `-1`, `2.5` (a tile takes only whole ones). */
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Characters a plain name may not hold: quotes, separators, comments, control characters. */
const SPECIAL = /[",;#\p{Cc}]|->/u;

/** Whether `name` reads back as itself unquoted (see the grammar above). */
export function isPlain(name: string): boolean {
  if (!/^\S+(?: \S+)*$/.test(name) || SPECIAL.test(name)) return false;
  return !NUMBER.test(name.slice(name.lastIndexOf(" ") + 1));
}

/** A card name or answer in the notation: plain when it reads back as itself, else a JSON string. */
export function formatName(name: string): string {
  return isPlain(name) ? name : JSON.stringify(name);
}

/** One action in the notation. */
export function formatAction(a: PlayerAction): string {
  switch (a.type) {
    case "step":
      return KEY_OF[a.dir];
    case "undo":
      return "u";
    case "card": {
      const tile = a.tile ? ` ${a.tile[0]} ${a.tile[1]}` : "";
      const choices = a.choices.length ? ` -> ${a.choices.map(formatName).join(", ")}` : "";
      return `c ${formatName(a.card)}${tile}${choices}`;
    }
    default:
      return a satisfies never;
  }
}

/** A script: the actions in the notation, separated by `; `. */
export function formatScript(actions: readonly PlayerAction[]): string {
  return actions.map(formatAction).join("; ");
}

/** The JSON string starting at `s[start]` (a `"`) and the index after it; errors name the action. */
function readQuoted(s: string, start: number, text: string): { value: string; end: number } {
  let i = start + 1;
  while (i < s.length && s[i] !== '"') i += s[i] === "\\" ? 2 : 1;
  if (i >= s.length) throw new Error(`"${text}": a quoted name needs its closing quote`);
  const literal = s.slice(start, i + 1);
  try {
    return { value: JSON.parse(literal) as string, end: i + 1 };
  } catch {
    throw new Error(`"${text}": ${literal} is not a valid quoted name (a JSON string: \\" and \\\\ escape)`);
  }
}

/** The chooser's answers after `->`: comma-separated, each plain (trimmed; empty ones skipped) or quoted. */
function readAnswers(s: string, text: string): string[] {
  const answers: string[] = [];
  let i = 0;
  while (i < s.length) {
    while (i < s.length && /\s/.test(s[i])) i++;
    if (s[i] === '"') {
      const q = readQuoted(s, i, text);
      answers.push(q.value);
      i = q.end;
      while (i < s.length && /\s/.test(s[i])) i++;
      if (i < s.length && s[i] !== ",")
        throw new Error(`"${text}": a comma must follow the quoted answer ${JSON.stringify(q.value)}`);
    } else {
      const comma = s.indexOf(",", i);
      const end = comma < 0 ? s.length : comma;
      const answer = s.slice(i, end).trim();
      if (answer) answers.push(answer);
      i = end;
    }
    i++; // the comma
  }
  return answers;
}

/** The rest of a card action after `c `: the card (quoted, plain or a number), numbers, answers. */
function readCard(text: string, body: string): TypedCard {
  let card: CardRef | null = null;
  let rest = body;
  if (body.startsWith('"')) {
    const q = readQuoted(body, 0, text);
    card = { by: "name", name: q.value, quoted: true };
    rest = body.slice(q.end);
    if (rest !== "" && !/^\s/.test(rest) && !rest.startsWith("->"))
      throw new Error(`"${text}": a space must follow the quoted name`);
  }
  const arrow = rest.indexOf("->");
  const choices = arrow < 0 ? [] : readAnswers(rest.slice(arrow + 2), text);
  const head = (arrow < 0 ? rest : rest.slice(0, arrow)).trim();
  const words = head === "" ? [] : head.split(/\s+/);
  let k = words.length;
  while (k > 0 && NUMBER.test(words[k - 1])) k--;
  const numbers = words.slice(k);
  if (card !== null) {
    if (k > 0) throw new Error(`"${text}": only x y and -> answers may follow the quoted name`);
  } else if (k > 0) card = { by: "name", name: words.slice(0, k).join(" "), quoted: false };
  else if (numbers.length > 0) card = { by: "number", number: numbers.shift()! };
  else throw new Error(`"${text}": name a card, or give its number in the hand (c <card> [x y])`);
  return { type: "card", card, numbers, choices, text };
}

/** Read one action as typed (the card not yet matched against a hand); an error says what was wrong. */
export function readAction(line: string): TypedAction {
  const text = line.trim();
  const key = text.toLowerCase();
  if (Object.hasOwn(KEYS, key)) return { type: "step", dir: KEYS[key] };
  if (key === "u" || key === "undo") return { type: "undo" };
  if (key === "c" || key === "cast")
    throw new Error(`"${text}": name a card, or give its number in the hand (c <card> [x y])`);
  const m = /^c(?:ast)?\s+(.+)$/is.exec(text);
  if (!m) throw new Error(`"${text}" is not an action: use w/a/s/d, wait, u, or c <card> [x y]`);
  return readCard(text, m[1]);
}

/** The tile that `numbers` give a typed card action, or null when there are none. */
export function tileOf(a: TypedCard, numbers: readonly string[]): [number, number] | null {
  if (numbers.length === 0) return null;
  const [x, y] = numbers.map(Number);
  if (numbers.length !== 2 || !Number.isInteger(x) || !Number.isInteger(y))
    throw new Error(`"${a.text}": a tile is two whole numbers, x and y (c <card> x y)`);
  return [x, y];
}

/** Read one action of a script or replay: cards are named exactly (a plain name ends at its tile). */
export function parseAction(line: string): PlayerAction {
  const a = readAction(line);
  if (a.type !== "card") return a;
  if (a.card.by === "number")
    throw new Error(`"${a.text}": a script names its cards; a card's number in the hand is for the terminal`);
  const { name, quoted } = a.card;
  const extra = quoted ? [] : a.numbers.slice(0, -2);
  const numbers = a.numbers.slice(extra.length);
  return { type: "card", card: [name, ...extra].join(" "), tile: tileOf(a, numbers), choices: a.choices };
}

/**
 * A script's entries: split at `;` and line ends outside quotes, `#` comments dropped, blank entries
 * skipped. A line end always ends an entry (a JSON string holds none), so a missing quote spoils one
 * entry only.
 */
export function splitScript(text: string): string[] {
  const entries: string[] = [];
  let entry = "";
  let quoted = false;
  const end = () => {
    entries.push(entry.trim());
    entry = "";
    quoted = false;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\n" || ch === "\r") end();
    else if (quoted) {
      entry += ch;
      if (ch === '"') quoted = false;
      else if (ch === "\\" && i + 1 < text.length && text[i + 1] !== "\n") entry += text[++i];
    } else if (ch === ";") end();
    else if (ch === "#") while (i + 1 < text.length && text[i + 1] !== "\n" && text[i + 1] !== "\r") i++;
    else {
      entry += ch;
      if (ch === '"') quoted = true;
    }
  }
  end();
  return entries.filter(Boolean);
}

/** Read a script; an error names the action (its number in the script) and what was wrong with it. */
export function parseScript(text: string): PlayerAction[] {
  return splitScript(text).map((entry, i) => {
    try {
      return parseAction(entry);
    } catch (err) {
      throw new Error(`action ${i + 1}: ${(err as Error).message}`);
    }
  });
}
