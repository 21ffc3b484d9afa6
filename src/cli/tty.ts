/**
 * Reading a terminal key by key (raw mode): w/a/s/d, the arrow keys, Space or `.` (wait a turn), u, r,
 * ? and q act at once; `c`
 * opens a command line already holding "c ", and `:` or Enter opens an empty one (for `save`, or
 * `wwd`), shown by a `:` after the prompt. Questions (Graft) are answered on a line. Keys are queued, so fast typing and pastes are
 * read in order; the line editor is minimal, with a shell's keys (Backspace; Ctrl-U clears what was
 * typed, Ctrl-W deletes the last word; Ctrl-C or Escape abandons the line, Ctrl-D on an empty line ends
 * the game).
 * At the prompt itself Ctrl-D quits (as `q`) and Ctrl-C stops the program: `next` gives the terminal back
 * and throws `Interrupted`, so the command exits 130 as a shell's program does. Pasted text (the terminal's bracketed paste) opens a command line holding it,
 * its line breaks read as `;`, so a solver's script pasted at the prompt runs when Enter is pressed
 * instead of each of its letters acting as a key. Given the keys its prompt takes alone (`PromptKeys`),
 * `next` refuses any other character typed as a key (a word typed without `:`) and skips the rest of
 * that word (`WORD_GAP`); when the word begins a command (`sav`), the refusal names it and gives the keys
 * of it that acted, for the loop to take their moves back, and a word typed ahead (queued at once) is
 * refused before any of its letters acts. `redraw` writes the prompt waited at and what is typed
 * on it again, for the full screen to call after it redraws the frame for a resized terminal.
 */
import { emitKeypressEvents } from "node:readline";
import { Interrupted, type LineSource, type PromptKeys, type RefusedKey } from "./source";

interface Key {
  name?: string;
  ctrl?: boolean;
}

/** A line key that opened a line, and its command's long word (`c`, `cast`). */
interface Opener {
  key: string;
  word: string;
}

interface Press {
  str: string | undefined;
  key: Key;
  /** When the key came (ms), to tell a word typed from keys pressed one by one. */
  at: number;
}

/**
 * What a key does at the command prompt: `line` opens a command line (holding `prefill`; `opener`, the
 * key and its command's long word, for a line key); `key`, a character typed (a command if the prompt
 * takes it alone).
 */
type KeyMeaning =
  | { type: "line"; prefill: string; pasting: boolean; opener?: Opener }
  | { type: "command"; text: string }
  | { type: "key"; text: string }
  | { type: "interrupt" }
  | { type: "ignore" };

/** Bracketed paste: the terminal wraps pasted text in these, which readline names paste-start/-end. */
const PASTE_ON = "\x1b[?2004h";
const PASTE_OFF = "\x1b[?2004l";

const ARROWS = new Set(["up", "down", "left", "right"]);
const ENTER = new Set(["return", "enter"]);

/**
 * The line editor's keys, as a shell's (readline's) line: each gives the line's text kept, whose end the
 * key deleted. Backspace deletes the last character, Ctrl-U everything typed, Ctrl-W the last word and
 * the spaces after it (readline's unix-word-rubout: back to the space before the word).
 */
const EDITS: Readonly<Record<string, (buf: string) => string>> = {
  backspace: (buf) => [...buf].slice(0, -1).join(""),
  "ctrl-u": () => "",
  "ctrl-w": (buf) => buf.replace(/\S*\s*$/, ""),
};

/** The name of an editing key in `EDITS` (`ctrl-u`), or the key's own name. */
function editName(key: Key): string | undefined {
  return key.ctrl ? `ctrl-${key.name}` : key.name;
}

function printable(str: string | undefined): str is string {
  return str !== undefined && str.length > 0 && [...str].every((ch) => ch >= " " && ch !== "\u007f");
}

/**
 * The keys of a game: those that open a command line already holding some text (the player's `c`
 * opens "c "), and whether Space is the wait (the player's; a duel ignores it).
 */
export interface KeyMap {
  lineKeys: Readonly<Record<string, string>>;
  spaceWaits: boolean;
  /**
   * The long word of a line key's command (`c`: `cast`): typed in full after the key (`cast Whirlwind`,
   * `play 3`), it is read as typed, not as the key's text followed by the rest of the word (`c ast`).
   */
  lineWords?: Readonly<Record<string, string>>;
}

/** The player's keys: `c` opens a line holding "c ", and Space waits. */
export const PLAYER_KEYS: KeyMap = { lineKeys: { c: "c " }, spaceWaits: true, lineWords: { c: "cast" } };

/**
 * Keys that come less than this many ms apart are one word typed: after a key the prompt refuses, the
 * rest of its word is skipped (a person types a word's letters faster than this; a key pressed after
 * reading the refusal comes later).
 */
export const WORD_GAP = 1000;

/** Whether `key`, typed after `before` keys of its word, is refused: not a key alone, or one only a word's first (`firstOnly`). */
function isRefused(key: string, before: number, keys: PromptKeys): boolean {
  const k = key.toLowerCase();
  return !keys.acts.has(k) || (before > 0 && keys.firstOnly?.has(k) === true);
}

/** The commands whose words start with `typed` (`sav`: save), none for fewer than two letters. */
function commandsStarting(typed: string, keys: PromptKeys): string[] {
  if (typed.length < 2 || keys.commands === undefined) return [];
  const t = typed.toLowerCase();
  return [...keys.commands.keys()].filter((w) => w.startsWith(t));
}

/**
 * The refusal of `word[at]`, typed after the word's keys before it (`word.slice(0, at)`, of which the first
 * `acted` acted) and before `rest` (the letters of its word typed ahead): the command it starts, from the
 * earliest of its keys that begins one with it (`sav`, in `wwsav`: the w's were moves, kept); and where that
 * command begins in `word`.
 */
function wordRefusal(
  word: readonly string[],
  at: number,
  acted: number,
  rest: readonly string[],
  keys: PromptKeys,
): { refusal: RefusedKey; from: number } {
  let from = at;
  let names: string[] = [];
  for (let start = 0; start <= at && names.length === 0; start++) {
    const typed = word.slice(start, at + 1).join("") + (start === at ? rest.join("") : "");
    names = commandsStarting(typed, keys);
    if (names.length > 0) from = start;
  }
  const typed = [...word.slice(from, at + 1), ...rest].join("");
  const whole = commandsStarting(typed, keys);
  const exact = whole.filter((n) => n === typed.toLowerCase());
  const refusal: RefusedKey = {
    key: word[at],
    inside: at > 0 && keys.acts.has(word[at].toLowerCase()),
    acted: word.slice(0, acted),
    ...(names.length > 0
      ? { command: { typed, names: exact.length > 0 ? exact : whole.length > 0 ? whole : names } }
      : {}),
    takeBack: names.length > 0 ? word.slice(from, acted) : [],
    example: keys.example,
  };
  return { refusal, from };
}

/**
 * What a key means; `afterSemicolon`: the key before it was `;`, so a space is a script's separator
 * (`w; d` typed as keys) rather than the wait.
 */
function meaning({ str, key }: Press, keys: KeyMap, { afterSemicolon = false } = {}): KeyMeaning {
  if (key.ctrl && key.name === "c") return { type: "interrupt" };
  if (key.ctrl && key.name === "d") return { type: "command", text: "q" };
  if (key.name === "paste-start") return { type: "line", prefill: "", pasting: true };
  if (key.name && ARROWS.has(key.name)) return { type: "command", text: key.name };
  if (str !== undefined && Object.hasOwn(keys.lineKeys, str))
    return {
      type: "line",
      prefill: keys.lineKeys[str],
      pasting: false,
      opener: { key: str, word: keys.lineWords?.[str] ?? keys.lineKeys[str].trim() },
    };
  if (str === ":" || (key.name && ENTER.has(key.name))) return { type: "line", prefill: "", pasting: false };
  if (str === " " && !afterSemicolon && keys.spaceWaits) return { type: "command", text: "wait" }; // a turn without a YOU move
  if (str === " " || str === ";") return { type: "ignore" }; // between keys of a script typed as keys
  if (printable(str) && str.length === 1) return { type: "key", text: str };
  return { type: "ignore" };
}

/**
 * A terminal as a source of keys and lines; `keys` says which keys open a command line holding their
 * text (the player's `c`; the duel's `p`, `a` and `w`, docs/rules.md §7) and whether Space waits.
 */
export function ttySource(
  input: NodeJS.ReadStream,
  output: NodeJS.WriteStream,
  keys: KeyMap = PLAYER_KEYS,
  now: () => number = Date.now,
): LineSource {
  const queue: (Press | null)[] = [];
  let waiter: ((p: Press | null) => void) | null = null;
  const push = (p: Press | null) => {
    if (waiter) {
      const w = waiter;
      waiter = null;
      w(p);
    } else queue.push(p);
  };
  const onKey = (str: string | undefined, key: Key | undefined) => push({ str, key: key ?? {}, at: now() });
  const onEnd = () => push(null);
  const press = (): Promise<Press | null> =>
    queue.length > 0 ? Promise.resolve(queue.shift() ?? null) : new Promise((done) => (waiter = done));

  emitKeypressEvents(input);
  input.setRawMode(true);
  input.on("keypress", onKey);
  input.on("end", onEnd);
  input.resume();
  output.write(PASTE_ON);

  let closed = false;
  /** Give the terminal back (raw mode off, bracketed paste off); once. */
  const close = () => {
    if (closed) return;
    closed = true;
    input.off("keypress", onKey);
    input.off("end", onEnd);
    input.setRawMode(false);
    output.write(PASTE_OFF);
    input.pause();
  };

  /** The prompt waited at now (as written) and what is typed after it, for `redraw`; null between prompts. */
  let waiting: { prompt: string; typed: string } | null = null;

  const line = async (
    prompt: string,
    prefill: string,
    pasting = false,
    opener?: Opener,
  ): Promise<string | null> => {
    let buf = prefill;
    /** While only letters follow a line key: the word typed from the key on (`cas`), else null. */
    let word = opener?.key ?? null;
    /** The line is the word typed, when it is the key's long word in full (`cast`): shown so, and kept. */
    const asWord = () => {
      if (word === null || opener === undefined || word.length < 2 || word.toLowerCase() !== opener.word)
        return false;
      output.write(`${"\b \b".repeat([...buf].length)}${word}`);
      buf = word;
      return true;
    };
    output.write(prompt + buf);
    const at = { prompt: (waiting?.prompt ?? "") + prompt, typed: buf };
    waiting = at;
    for (;;) {
      at.typed = buf;
      const p = await press();
      if (p === null) return null;
      const { str, key } = p;
      if (key.name === "paste-start" || key.name === "paste-end") {
        pasting = key.name === "paste-start";
        continue;
      }
      if (pasting && key.name && ENTER.has(key.name)) {
        buf += "; ";
        output.write("; ");
        continue;
      }
      if ((key.ctrl && key.name === "c") || (key.name === "escape" && !pasting)) {
        output.write("\n");
        return "";
      }
      if (key.ctrl && key.name === "d" && buf === "") return null;
      if (key.name && ENTER.has(key.name)) {
        asWord();
        output.write("\n");
        return buf;
      }
      if (word !== null && str !== undefined && /^[A-Za-z]$/.test(str)) word += str;
      else if (word !== null && str === " " && asWord()) {
        word = null;
        buf += " ";
        output.write(" ");
        continue;
      } else word = null;
      const edit = editName(key);
      if (edit !== undefined && Object.hasOwn(EDITS, edit)) {
        const kept = EDITS[edit](buf);
        output.write("\b \b".repeat([...buf.slice(kept.length)].length));
        buf = kept;
      } else if (printable(str)) {
        buf += str;
        output.write(str);
      }
    }
  };

  let afterSemicolon = false;
  /** The word being typed: the keys of it that acted, whether a refused key is skipping the rest, its last key's time. */
  const word = { acted: [] as string[], skipping: false, at: Number.NEGATIVE_INFINITY };

  /**
   * The keys typed ahead of `p` in its word, already queued (a word pasted or typed faster than the game
   * draws): each a key less than WORD_GAP after the one before it.
   */
  const typedAhead = (p: Press): string[] => {
    const ahead: string[] = [];
    let at = p.at;
    for (const q of queue) {
      if (q === null || q.at - at >= WORD_GAP || meaning(q, keys).type !== "key") break;
      ahead.push(q.str!);
      at = q.at;
    }
    return ahead;
  };

  /**
   * Whether `key` (pressed at `p`) is refused, or begins a command's word that a key typed ahead of it is
   * refused in (`save` arriving at once): then nothing of that word acts. Else null: the key acts.
   */
  const refusalOf = (key: string, p: Press, taken: PromptKeys): RefusedKey | null => {
    const ahead = typedAhead(p);
    const letters = [key, ...ahead];
    const at = letters.findIndex((k, i) => isRefused(k, word.acted.length + i, taken));
    if (at < 0) return null;
    const typed = [...word.acted, ...letters];
    const { refusal, from } = wordRefusal(
      typed,
      word.acted.length + at,
      word.acted.length,
      letters.slice(at + 1),
      taken,
    );
    if (at > 0 && (refusal.command === undefined || from > word.acted.length)) return null; // the key acts: the word refused later began after it
    const last = at > 0 ? queue[at - 1] : p;
    queue.splice(0, at);
    Object.assign(word, { acted: [], skipping: true, at: last?.at ?? p.at });
    return refusal;
  };

  const next = async (prompt: string, taken?: PromptKeys): Promise<string | RefusedKey | null> => {
    output.write(prompt);
    waiting = { prompt, typed: "" };
    for (;;) {
      const p = await press();
      if (p === null) return null;
      if (p.at - word.at >= WORD_GAP) Object.assign(word, { acted: [], skipping: false });
      word.at = p.at;
      if (word.skipping && printable(p.str)) continue; // the rest of a refused key's word
      const m = meaning(p, keys, { afterSemicolon });
      afterSemicolon = p.str === ";" || (afterSemicolon && p.str === " ");
      if (m.type !== "key" && m.type !== "ignore") Object.assign(word, { acted: [], skipping: false });
      switch (m.type) {
        case "ignore":
          continue;
        case "key": {
          const refused = taken === undefined ? null : refusalOf(m.text, p, taken);
          if (refused !== null) return refused;
          word.acted.push(m.text);
          output.write(`${m.text}\n`);
          return m.text;
        }
        case "command":
          output.write(`${m.text}\n`);
          return m.text;
        case "line":
          // an empty line (: or Enter, a paste) shows a `:` after the prompt: keys no longer act, they are typed
          return line(m.prefill === "" ? ":" : "", m.prefill, m.pasting, m.opener);
        case "interrupt":
          output.write("^C\n");
          close();
          throw new Interrupted();
        default:
          return m satisfies never;
      }
    }
  };

  /** Each prompt and line ends waiting there. */
  const settled = async <T>(read: Promise<T>) => {
    try {
      return await read;
    } finally {
      waiting = null;
    }
  };

  return {
    next: (prompt, taken) => settled(next(prompt, taken)),
    ask: (prompt) => settled(line(prompt, "")),
    redraw: () => {
      if (waiting !== null) output.write(waiting.prompt + waiting.typed);
    },
    close,
  };
}
