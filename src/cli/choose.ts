/**
 * Answering the engine's questions (Graft's base, donor and half): the options are numbered, and the
 * player answers with a number or a name (any case), said back by name under the question (`base: Ember
 * Moth`). A bad answer asks again; empty or `q` cancels.
 */
import type { LineSource } from "./source";

/** The option an answer names (by 1-based number or by name, any case), or null. */
export function matchOption(answer: string, options: readonly string[]): string | null {
  const text = answer.trim();
  if (/^\d+$/.test(text)) return options[Number(text) - 1] ?? null;
  return options.find((o) => o.toLowerCase() === text.toLowerCase()) ?? null;
}

/** The question, as shown: `base? 1) Ember Moth 2) Harvest Golem ...`. */
export function formatQuestion(kind: string, options: readonly string[]): string {
  return `${kind}? ${options.map((o, i) => `${i + 1}) ${o}`).join("  ")}`;
}

/** Ask until the answer names an option; null when the player cancels or the input ends. */
export async function askChoice(
  source: LineSource,
  write: (text: string) => void,
  kind: string,
  options: readonly string[],
): Promise<string | null> {
  write(`${formatQuestion(kind, options)}\n`);
  for (;;) {
    const answer = await source.ask(`${kind}> `);
    if (answer === null || answer.trim() === "" || answer.trim().toLowerCase() === "q") return null;
    const picked = matchOption(answer, options);
    if (picked !== null) {
      write(`${kind}: ${picked}\n`); // the answer named, under its question (a number says which option)
      return picked;
    }
    write(`! "${answer.trim()}" is not one of them: answer 1-${options.length} or a name (empty cancels)\n`);
  }
}
