import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, for architecture tests that read the source tree. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Every .ts file under `dir` (relative to the root), with its text. */
export function sourceFiles(dir: string): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (p.endsWith(".ts")) out.push({ path: relative(ROOT, p), text: readFileSync(p, "utf8") });
    }
  };
  walk(join(ROOT, dir));
  return out;
}

/** The module specifiers a file imports or re-exports. */
export function importsOf(text: string): string[] {
  return [
    ...text.matchAll(/(?:import|export)[^;"']*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g),
  ].map((m) => m[1] ?? m[2]);
}
