/**
 * A user's content folder for tests: a copy of the repository's content (cards/, content/, levels/,
 * replays/) in a new temporary folder, laid out like the repository, with helpers to edit its files.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPOSITORY_ROOT } from "../../src/content/content-root";

/** The folders a content root holds (docs: a user's content is laid out like the repository). */
export const CONTENT_FOLDERS = ["cards", "content", "levels", "replays"] as const;

/** A temporary content folder: its root, JSON read/write by relative path, and removal. */
export interface ContentCopy {
  readonly root: string;
  path(file: string): string;
  read<T = Record<string, unknown>>(file: string): T;
  write(file: string, data: unknown): void;
  edit<T = Record<string, unknown>>(file: string, change: (data: T) => void): void;
  remove(): void;
}

/** Copy the repository's content folders into a new temporary folder. */
export function copyContent(prefix = "spellgrid-content-"): ContentCopy {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const dir of CONTENT_FOLDERS) cpSync(join(REPOSITORY_ROOT, dir), join(root, dir), { recursive: true });
  const path = (file: string) => join(root, file);
  const read = <T>(file: string) => JSON.parse(readFileSync(path(file), "utf8")) as T;
  const write = (file: string, data: unknown) =>
    writeFileSync(path(file), `${JSON.stringify(data, null, 2)}\n`);
  return {
    root,
    path,
    read,
    write,
    edit: <T>(file: string, change: (data: T) => void) => {
      const data = read<T>(file);
      change(data);
      write(file, data);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
