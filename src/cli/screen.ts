/**
 * Where the terminal player draws (docs/rules.md §7). Piped output is a transcript: each picture and
 * message is written as it comes, so a script's output reads like a session (tests/cli, the README). A
 * real terminal gets the whole screen: the alternate screen (the shell's screen is kept and given back),
 * one frame redrawn in place before each prompt (frame.ts: nothing scrolls), the last command's messages
 * under it, and again, with the prompt and what is typed on it, when the terminal is resized. The shell's
 * screen is given back on quit, and also on Ctrl-C, a signal or an error.
 */
import { composeFrame, DEFAULT_SIZE, frameWidth, type Picture, type Size } from "./frame";
import { type RenderOptions, renderView } from "./render";
import type { LineSource } from "./source";

/** The terminal's control sequences the full screen uses (xterm's, understood by every terminal in use). */
export const CONTROL = {
  /** Switch to the alternate screen (the shell's screen is saved). */
  enter: "\x1b[?1049h",
  /** Back to the shell's screen, as it was. */
  leave: "\x1b[?1049l",
  /** The cursor to the top left corner. */
  home: "\x1b[H",
  /** Erase to the end of the line; erase from the cursor to the end of the screen. */
  eraseLine: "\x1b[K",
  eraseBelow: "\x1b[J",
} as const;

/**
 * How a picture becomes the frame's lines (at most `size.rows - 1`, none wider than `size.columns`), with
 * the messages since the last command: the player's `composeFrame`, the duel's `composeDuelFrame`.
 */
export type Compose<P> = (
  picture: P,
  notes: readonly string[],
  size: Size,
  opts: RenderOptions,
  hint?: readonly string[],
) => string[];

/** How a picture is written into a transcript. */
export type Transcribe<P> = (picture: P, opts: RenderOptions) => string;

/**
 * What a message is to the full screen: a `note` (what a command said) is shown under the picture until the
 * next command; a `hint` (the opening `Type ? for help.`) only where it costs no line of the picture.
 */
export type MessageKind = "note" | "hint";

/** The player's output; `P` is what it draws (a level's picture by default, or a duel's). */
export interface Screen<P = Picture> {
  /** Draw the game with `render`'s options (a transcript writes it now; the full screen draws it at the next prompt). */
  show(picture: P, render: RenderOptions): void;
  /**
   * A message (`text` ends with a new line): written now, or shown under the picture until the next
   * command; of `kind` "hint" (the opening `Type ? for help.`), only where it costs no line of the picture.
   */
  say(text: string, kind?: MessageKind): void;
  /** Before a prompt: the full screen redraws the frame with the messages. */
  paint(): void;
  /** A new command begins: the last command's messages are dropped. */
  clearNotes(): void;
  /** Give the terminal back; the full screen writes there the messages said since the last prompt (`Bye.`). */
  close(): void;
  /** Call `redraw` (after the frame is redrawn for the new size) each time the terminal is resized. */
  onResize(redraw: () => void): void;
  /**
   * How many lines of messages can be read at once: a terminal's rows less the title's and the prompt's
   * (messages too long to go beside the game take the screen under the title); a transcript's, all.
   */
  messageRows(): number;
  /** How wide a message line can be without being folded: a terminal's columns; a transcript's, any. */
  messageColumns(): number;
}

/** A level's picture as the transcript writes it. */
const transcribePicture: Transcribe<Picture> = (p, render) =>
  `${[...(p.header ?? []), renderView(p.view, render), ...(p.footer ?? [])].join("\n")}\n`;

/** Piped output: everything written in order, the game as the transcript draws it. */
export function transcriptScreen<P = Picture>(
  write: (text: string) => void,
  transcribe: Transcribe<P> = transcribePicture as Transcribe<unknown>,
): Screen<P> {
  return {
    show: (p, render) => write(transcribe(p, render)),
    say: write,
    paint: () => {},
    clearNotes: () => {},
    close: () => {},
    onResize: () => {},
    messageRows: () => Number.POSITIVE_INFINITY,
    messageColumns: () => Number.POSITIVE_INFINITY,
  };
}

/** A terminal's output stream, as the full screen uses it. */
export interface TerminalOut {
  write(text: string): unknown;
  columns?: number;
  rows?: number;
  /** A terminal's stream says `resize` when its size changes. */
  on?(event: "resize", listener: () => void): unknown;
  off?(event: "resize", listener: () => void): unknown;
}

/** The signals that end the player from outside, and their exit codes (128 + the signal's number). */
const SIGNALS: Readonly<Record<string, number>> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

/**
 * The whole terminal: the alternate screen now, the frame redrawn in place at each prompt, the shell's
 * screen back at `close`, at exit, and on SIGINT, SIGTERM or SIGHUP.
 */
export function fullScreen<P = Picture>(
  output: TerminalOut,
  compose: Compose<P> = composeFrame as Compose<unknown>,
): Screen<P> {
  let picture: P | null = null;
  let options: RenderOptions = { color: false };
  let notes: string[] = [];
  let hints: string[] = [];
  let open = true;
  let redraws: (() => void)[] = [];
  const onResize = () => {
    paint();
    for (const redraw of redraws) redraw();
  };
  const restore = () => {
    if (!open) return;
    open = false;
    output.write(CONTROL.leave + [...notes, ...hints].map((l) => `${l}\n`).join(""));
    output.off?.("resize", onResize);
    redraws = [];
    process.off("exit", restore);
    for (const signal of Object.keys(SIGNALS)) process.off(signal, onSignal);
  };
  const onSignal = (signal: string) => {
    restore();
    process.exit(SIGNALS[signal] ?? 1);
  };
  const size = () => ({
    columns: output.columns || DEFAULT_SIZE.columns,
    rows: output.rows || DEFAULT_SIZE.rows,
  });
  const paint = () => {
    if (!open) return;
    const lines = picture !== null ? compose(picture, notes, size(), options, hints) : [...notes, ...hints];
    output.write(
      `${CONTROL.home}${lines.map((l) => l + CONTROL.eraseLine).join("\n")}\n${CONTROL.eraseBelow}`,
    );
  };
  process.on("exit", restore);
  for (const signal of Object.keys(SIGNALS)) process.on(signal, onSignal);
  output.on?.("resize", onResize);
  output.write(CONTROL.enter);

  return {
    show: (p, render) => {
      picture = p;
      options = render;
    },
    say: (text, kind = "note") => {
      (kind === "hint" ? hints : notes).push(...text.replace(/\n$/, "").split("\n"));
    },
    paint,
    clearNotes: () => {
      notes = [];
      hints = [];
    },
    close: restore,
    onResize: (redraw) => void redraws.push(redraw),
    messageRows: () => Math.max(1, size().rows - 2),
    messageColumns: () => frameWidth(size()),
  };
}

/**
 * `source` painting the screen before each prompt, and starting each command with no messages: in a
 * terminal the frame and the last command's messages are drawn just before the player types, and after
 * a resize the source writes its prompt and what is typed on it again under the new frame.
 */
export function paintedSource<P>(source: LineSource, screen: Screen<P>): LineSource {
  screen.onResize(() => source.redraw?.());
  return {
    next: async (prompt, keys) => {
      screen.paint();
      try {
        return await source.next(prompt, keys);
      } finally {
        screen.clearNotes(); // shown already: not written again when the screen is given back after Ctrl-C
      }
    },
    ask: async (prompt) => {
      screen.paint();
      return source.ask(prompt);
    },
    close: () => source.close(),
    redraw: () => source.redraw?.(),
  };
}
