/** docs/api.md names every export of the importer modules (src/content/import/), in its own section. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { ROOT } from "../../architecture/source";

test("every export of src/content/import/ is in docs/api.md's section of it", () => {
  const api = readFileSync(join(ROOT, "docs/api.md"), "utf8");
  const from = api.indexOf("### `src/content/import`");
  expect(from).toBeGreaterThan(0);
  const next = api.indexOf("\n## ", from);
  const section = api.slice(from, next < 0 ? undefined : next);
  const dir = join(ROOT, "src/content/import");
  const names = readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .flatMap((f) =>
      [
        ...readFileSync(join(dir, f), "utf8").matchAll(
          /^export (?:function|const|class|interface|type) ([A-Za-z_]\w*)/gm,
        ),
      ].map((m) => m[1]),
    );
  expect(names).toContain("runImport");
  expect(names.filter((n) => !section.includes(`\`${n}\``))).toEqual([]);
});
