/**
 * A reader that stops early (`npm start | head`, `npm run solve -- --all | head -3`) closes the pipe the
 * command writes to; every command (the player, solve, replay, check, import, duel, corpus) calls this. Like a Unix tool,
 * the command then ends quietly with exit code 0, not with an unhandled `write EPIPE` and its stack. Any
 * other error of the stream is thrown as before.
 */
export function endOnClosedPipe(stream: NodeJS.WriteStream = process.stdout): void {
  stream.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code !== "EPIPE") throw err;
    process.exit(0);
  });
}
