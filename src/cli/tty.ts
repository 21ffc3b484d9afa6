/**
 * Reading a terminal key by key (raw mode): w/a/s/d, the arrow keys, Space or `.` (wait a turn), u, r,
 * ? and q act at once; `c`
 * opens a command line already holding "c ", and `:` or Enter opens an empty one (for `save`, or
 * `wwd`). Questions (Graft) are answered on a line. Keys are queued, so fast typing and pastes are
 * read in order; the line editor is minimal, with a shell's keys (Backspace; Ctrl-U clears what was
 * typed, Ctrl-W deletes the last word; Ctrl-C abandons the line, Ctrl-D on an empty line ends the game).
 * At the prompt itself Ctrl-D quits (as `q`) and Ctrl-C stops the program: `next` gives the terminal back
 * and throws `Interrupted`, so the command exits 130 as a shell's program does. Pasted text (the terminal's bracketed paste) opens a command line holding it,
 * its line breaks read as `;`, so a solver's script pasted at the prompt runs when Enter is pressed
 * instead of each of its letters acting as a key. `redraw` writes the prompt waited at and what is typed
 * on it again, for the full screen to call after it redraws the frame for a resized terminal.
 */
import { emitKeypressEvents } from "node:readline";
import { Interrupted, type LineSource } from "./source";

interface Key {
  name?: string;
  ctrl?: boolean;
}

interface Press {
  str: string | undefined;
  key: Key;
}

/** What a key does at the command prompt. */
type KeyMeaning =
  | { type: "line"; prefill: string; pasting: boolean }
  | { type: "command"; text: string }
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
}

const PLAYER_KEYS: KeyMap = { lineKeys: { c: "c " }, spaceWaits: true };

/**
 * What a key means; `afterSemicolon`: the key before it was `;`, so a space is a script's separator
 * (`w; d` typed as keys) rather than the wait.
 */
function meaning({ str, key }: Press, afterSemicolon: boolean, keys: KeyMap): KeyMeaning {
  if (key.ctrl && key.name === "c") return { type: "interrupt" };
  if (key.ctrl && key.name === "d") return { type: "command", text: "q" };
  if (key.name === "paste-start") return { type: "line", prefill: "", pasting: true };
  if (key.name && ARROWS.has(key.name)) return { type: "command", text: key.name };
  if (str !== undefined && Object.hasOwn(keys.lineKeys, str))
    return { type: "line", prefill: keys.lineKeys[str], pasting: false };
  if (str === ":" || (key.name && ENTER.has(key.name))) return { type: "line", prefill: "", pasting: false };
  if (str === " " && !afterSemicolon && keys.spaceWaits) return { type: "command", text: "wait" }; // a turn without a YOU move
  if (str === " " || str === ";") return { type: "ignore" }; // between keys of a script typed as keys
  if (printable(str) && str.length === 1) return { type: "command", text: str };
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
  const onKey = (str: string | undefined, key: Key | undefined) => push({ str, key: key ?? {} });
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

  const line = async (prompt: string, prefill: string, pasting = false): Promise<string | null> => {
    let buf = prefill;
    output.write(prompt + buf);
    const at = { prompt: waiting?.prompt ?? prompt, typed: buf };
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
      if (key.ctrl && key.name === "c") {
        output.write("\n");
        return "";
      }
      if (key.ctrl && key.name === "d" && buf === "") return null;
      if (key.name && ENTER.has(key.name)) {
        output.write("\n");
        return buf;
      }
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
  const next = async (prompt: string): Promise<string | null> => {
    output.write(prompt);
    waiting = { prompt, typed: "" };
    for (;;) {
      const p = await press();
      if (p === null) return null;
      const m = meaning(p, afterSemicolon, keys);
      afterSemicolon = p.str === ";" || (afterSemicolon && p.str === " ");
      switch (m.type) {
        case "ignore":
          continue;
        case "command":
          output.write(`${m.text}\n`);
          return m.text;
        case "line":
          return line("", m.prefill, m.pasting);
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
  const settled = async (read: Promise<string | null>) => {
    try {
      return await read;
    } finally {
      waiting = null;
    }
  };

  return {
    next: (prompt) => settled(next(prompt)),
    ask: (prompt) => settled(line(prompt, "")),
    redraw: () => {
      if (waiting !== null) output.write(waiting.prompt + waiting.typed);
    },
    close,
  };
}
