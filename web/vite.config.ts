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
import { npmTookOptions } from "../src/content/problems";

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * Vite's options that npm takes as its own when typed without `--` (`npm run web --port 5265` served on
 * 5173, its root the folder `5265`): the script says so and stops, exit code 2, as the other commands do
 * (`npmTookOptions`; tests/cli/npm-took.test.ts). Only under the two scripts: `npx vite` passes them on.
 */
const NPM_TOOK: Record<string, readonly string[]> = {
  web: ["--port …", "--host", "--open", "--strictPort", "--base …", "--mode …"],
  "build:web": ["--outDir …", "--base …", "--mode …", "--sourcemap", "--minify …", "--watch"],
};
const script = process.env.npm_lifecycle_event ?? "";
const took = Object.hasOwn(NPM_TOOK, script)
  ? npmTookOptions(`npm run ${script}`, NPM_TOOK[script], process.env)
  : null;
if (took !== null) {
  console.error(`${script}: ${took}`);
  process.exit(2);
}

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
