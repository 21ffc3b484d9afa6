/**
 * A Ctrl-C that reaches the player as a signal (docs/rules.md §7): while its code loads (a second or two
 * under tsx), while it loads the level, the replay or the duel, and while a piped game runs (a terminal's
 * prompt reads Ctrl-C as a key: source.ts). It says what it stopped on stderr (`spellgrid: stopped by
 * Ctrl-C: levels/l1.json`, `while it loaded: not played yet`) and exits 130, as a Ctrl-C at the prompt
 * does (stopped.ts), instead of ending in silence. This module is loaded before the rest of the player
 * (main.ts), so it imports nothing.
 */

/** The exit code of a program stopped by Ctrl-C: 128 + SIGINT's number, as a shell reports it. */
export const INTERRUPTED = 130;

/** The text on stderr: the first line after `COMMAND: stopped by Ctrl-C: `, the others under it, indented. */
export function stoppedMessage(lines: readonly string[], command = "spellgrid"): string {
  return `${command}: stopped by Ctrl-C: ${lines.join("\n  ")}\n`;
}

/** What the player says while it starts, before it knows what it loads. */
export const STARTING = ["while it started: not played yet"] as const;

/** The Ctrl-C heard from the player's start to its end: what it says is set as it becomes known. */
export interface CtrlC {
  /**
   * Say `what` (stopped.ts's lines) if Ctrl-C is pressed from now on, after `before` (which gives the
   * shell's screen back, so that the words are read on it).
   */
  say(what: () => readonly string[], before?: () => void): void;
}

/**
 * Hear Ctrl-C from now on, saying what `say` last gave (at first `STARTING`). The handler stays until the
 * process ends: a Ctrl-C pressed while the level loads (which does not pause) is heard once it has
 * loaded, and said as what was then being done.
 */
export function hearCtrlC(): CtrlC {
  let what: () => readonly string[] = () => STARTING;
  let before: (() => void) | undefined;
  process.on("SIGINT", () => {
    before?.();
    process.stderr.write(stoppedMessage(what()));
    process.exit(INTERRUPTED);
  });
  return {
    say: (w, b) => {
      what = w;
      before = b;
    },
  };
}

/**
 * A whole turn of the event loop, in which a Ctrl-C pressed during the work just done (loading a file,
 * which does not pause) is heard, and said as what the handler says now: two `setImmediate`s, as the
 * caller may run in the loop's poll phase, whose check phase (the first) comes before the loop next
 * reads its signals.
 */
export async function heard(): Promise<void> {
  for (let i = 0; i < 2; i++) await new Promise((done) => setImmediate(done));
}
