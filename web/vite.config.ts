/**
 * The playground's build (`npm run web`, `npm run build:web`). The engines load `cards/*.json` through
 * `src/content/card-files.ts`, which reads the disk (Node only); in the browser that module is swapped
 * for `card-files.browser.ts`, which bundles the same files.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here("."),
  base: "./",
  resolve: {
    alias: [{ find: /^.*\/content\/card-files(\.ts)?$/, replacement: here("./card-files.browser.ts") }],
  },
  build: {
    outDir: here("../dist/web"),
    emptyOutDir: true,
    target: "es2022",
    // Two pages: the studio, and the duel against an AI.
    rollupOptions: { input: { index: here("./index.html"), duel: here("./duel.html") } },
  },
  server: { fs: { allow: [here("..")] } },
});
