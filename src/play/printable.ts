/**
 * A message that quotes what a user typed or a file holds, made safe to print on a terminal: control
 * characters (C0 but the newline and tab, DEL, C1), which could clear the screen, move the cursor or ring
 * the bell, are shown as escapes (`\u001b`), and a message longer than `max` characters is cut, saying
 * how many more there were.
 */
export function printable(text: string, max = 1000): string {
  let safe = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    safe += isControl(c) ? `\\u${c.toString(16).padStart(4, "0")}` : text[i];
  }
  return safe.length <= max ? safe : `${safe.slice(0, max)}… (${safe.length - max} more characters)`;
}

/**
 * Whether UTF-16 code `c` is a control character a terminal may act on: all of C0 but tab and newline,
 * DEL, and C1.
 */
export function isControl(c: number): boolean {
  return c < 0x20 ? c !== 0x09 && c !== 0x0a : c >= 0x7f && c <= 0x9f;
}
