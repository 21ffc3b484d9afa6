/**
 * Links between the Markdown files: every `[text](target)` names a file of the repository, and a
 * `#anchor` names a heading of its file, slugged as GitHub slugs headings (lower case, punctuation
 * dropped, spaces to hyphens, a repeated heading's slug suffixed `-1`, `-2`, …). Code blocks are not
 * read: a link or a heading in one is an example.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

/** A Markdown text without its fenced code blocks (each line kept, emptied, so line numbers hold). */
function withoutCode(markdown: string): string {
  let inCode = false;
  return markdown
    .split("\n")
    .map((line) => {
      if (/^```/.test(line)) {
        inCode = !inCode;
        return "";
      }
      return inCode ? "" : line;
    })
    .join("\n");
}

/** GitHub's anchor for a heading's text. */
export function slug(heading: string): string {
  return heading
    .replace(/`/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a Markdown text's headings, in order. */
export function anchors(markdown: string): string[] {
  const seen = new Map<string, number>();
  return [...withoutCode(markdown).matchAll(/^#{1,6} (.+)$/gm)].map((m) => {
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}-${n}`;
  });
}

/** Every link of the Markdown file `file` (a path from `root`) that leads nowhere, as `file:line: why`. */
export function brokenLinks(root: string, file: string): string[] {
  const text = withoutCode(readFileSync(join(root, file), "utf8"));
  const out: string[] = [];
  text.split("\n").forEach((line, i) => {
    for (const m of line.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
      const target = m[1];
      if (/^[a-z]+:/.test(target)) continue;
      const [path, anchor] = target.split("#");
      const to = path ? normalize(join(dirname(file), path)) : file;
      const where = `${file}:${i + 1}: (${target})`;
      if (to.startsWith("..") || !existsSync(join(root, to))) out.push(`${where}: no file ${to}`);
      else if (anchor !== undefined && to.endsWith(".md")) {
        if (!anchors(readFileSync(join(root, to), "utf8")).includes(anchor))
          out.push(`${where}: ${to} has no heading #${anchor}`);
      }
    }
  });
  return out;
}
