/**
 * The playground's build (`npm run web`, `npm run build:web`). The engines load `cards/*.json` through
 * `src/content/card-files.ts`, which reads the disk (Node only); in the browser that module is swapped
 * for `card-files.browser.ts`, which bundles the same files. The content folders the studio bundles
 * (`levels/`, `cards/`, `decks/`) lie outside its root, which is all Vite watches by itself: they are
 * watched too, so a file a user adds while `npm run web` runs is in the next page load
 * (docs/authoring.md §7; tests/web/dev-server.test.ts).
 */
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** The repository's folders the studio bundles with `import.meta.glob`. */
const CONTENT = ["../levels", "../cards", "../decks"];

/** Watches the content folders, so that a file added there reaches the globs (Vite reloads the page). */
const watchContent: Plugin = {
  name: "spellgrid-watch-content",
  configureServer(server) {
    server.watcher.add(CONTENT.map((dir) => here(dir)));
  },
};

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
  plugins: [watchContent],
});
