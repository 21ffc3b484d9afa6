/**
 * A message that quotes what a user typed or a file holds, made safe to print on a terminal: control
 * characters (C0 but the newline and tab, DEL, C1), which could clear the screen, move the cursor or ring
 * the bell, and Unicode's bidirectional controls, which make the text after them print reordered (a name
 * holding U+202E shows its end reversed), are shown as escapes (`\u001b`, `\u202e`), and a message longer
 * than `max` characters is cut, saying how many more there were.
 */
export function printable(text: string, max = 1000): string {
  let safe = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    safe += isControl(c) || isBidiControl(c) ? `\\u${c.toString(16).padStart(4, "0")}` : text[i];
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

/**
 * Whether UTF-16 code `c` is one of Unicode's bidirectional controls (the Bidi_Control property): the
 * Arabic letter mark U+061C, the marks U+200E and U+200F, the embeddings and overrides U+202A–U+202E and
 * the isolates U+2066–U+2069. Printed raw, each reorders the text that follows it on the line.
 */
export function isBidiControl(c: number): boolean {
  return (
    c === 0x061c ||
    c === 0x200e ||
    c === 0x200f ||
    (c >= 0x202a && c <= 0x202e) ||
    (c >= 0x2066 && c <= 0x2069)
  );
}
