/**
 * The docs stay true to the code: every file and function docs/rules.md names exists, its card table and
 * its limits are the content's, and docs/api.md lists every harness method with its exact signature,
 * every event with its fields, and every export of the public modules.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { LEVEL_LIMITS, LIMITS } from "../../src/content/limits";
import { type CardDef, EVENT_FIELDS, renderCardText } from "../../src/engine/cards";
import { HISTORY_LIMIT } from "../../src/engine/grid";
import { MAX_BUILT_PROPERTIES } from "../../src/engine/grid/behaviours";
import * as harness from "../../src/harness";
import { ROOT } from "./source";

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const rules = read("docs/rules.md");
const api = read("docs/api.md");
const readme = read("README.md");

/** The part of a markdown text from the heading `start` (a line prefix) to the next heading of its level. */
function section(markdown: string, start: string): string {
  const lines = markdown.split("\n");
  const from = lines.findIndex((l) => l.startsWith(start));
  if (from < 0) throw new Error(`no heading starting "${start}"`);
  const level = /^#+/.exec(lines[from])![0].length;
  const to = lines.findIndex((l, i) => i > from && new RegExp(`^#{1,${level}} `).test(l));
  return lines.slice(from, to < 0 ? undefined : to).join("\n");
}

/** Is `name` declared in this TypeScript text (function, const, class, type, interface, …)? */
function declares(text: string, name: string): boolean {
  const [first, ...rest] = name.split(".");
  const declared = new RegExp(
    String.raw`(?:function\*?|const|let|var|class|interface|type|enum)\s+${first}\b|^\s+(?:async\s+)?${first}\s*[(<]`,
    "m",
  ).test(text);
  return declared && rest.every((part) => new RegExp(String.raw`\b${part}\b`).test(text));
}

/** The paths docs/rules.md names in backquotes, each with the names it says the file implements. */
function codeReferences(markdown: string): { path: string; names: string[] }[] {
  const out: { path: string; names: string[] }[] = [];
  const path = /`((?:src|web|bench|tests|schema|content|cards|levels)\/[^`*<>\s]*)`/g;
  for (const m of markdown.matchAll(path)) {
    const after = markdown.slice(m.index + m[0].length);
    const list = /^\s*→\s*((?:`[A-Za-z_$][\w$.]*(?:\(\))?`(?:,\s*(?=`[A-Za-z_$]))?)+)/.exec(after);
    const names = list ? [...list[1].matchAll(/`([A-Za-z_$][\w$.]*)/g)].map((n) => n[1]) : [];
    out.push({ path: m[1], names });
  }
  // "`NAME` in `path`" (the limits table and the end-of-Phase lists)
  for (const m of markdown.matchAll(/`([A-Za-z_$][\w$.]*)` in `((?:src|web|bench|tests)\/[^`]+)`/g))
    out.push({ path: m[2], names: [m[1]] });
  return out;
}

describe("docs/rules.md names files and functions that exist", () => {
  const refs = codeReferences(rules);

  test("the scan finds the references", () => {
    expect(refs.length).toBeGreaterThan(100);
    expect(refs).toContainEqual({ path: "src/engine/cards/auras.ts", names: ["activations"] });
    expect(codeReferences("`src/a.ts` →\n  `b()`, `c`, `src/d.ts` → `e()`; `F.g` in `src/h.ts`")).toEqual([
      { path: "src/a.ts", names: ["b", "c"] },
      { path: "src/d.ts", names: ["e"] },
      { path: "src/h.ts", names: [] },
      { path: "src/h.ts", names: ["F.g"] },
    ]);
  });

  test("every file exists", () => {
    const missing = refs.filter((r) => !existsSync(join(ROOT, r.path))).map((r) => r.path);
    expect(missing).toEqual([]);
  });

  test("every function, constant and type is declared in the file named", () => {
    const missing = refs.flatMap((r) =>
      existsSync(join(ROOT, r.path)) && r.path.endsWith(".ts")
        ? r.names.filter((n) => !declares(read(r.path), n)).map((n) => `${r.path} → ${n}`)
        : [],
    );
    expect(missing).toEqual([]);
  });
});

/** Card definitions the course's table may name: cards/ and the tests' fixtures, when there are any. */
function courseCards(): Map<string, CardDef> {
  const defs = new Map<string, CardDef>();
  for (const dir of ["cards", "tests/fixtures/cards"]) {
    if (!existsSync(join(ROOT, dir))) continue;
    for (const f of readdirSync(join(ROOT, dir)).filter((n) => n.endsWith(".json"))) {
      const def = JSON.parse(read(`${dir}/${f}`)) as CardDef;
      defs.set(def.name, def);
    }
  }
  return defs;
}

describe("docs/rules.md §4.5: the course's cards render as the table says", () => {
  const rows = section(rules, "### 4.5")
    .split("\n")
    .filter((l) => l.startsWith("| ") && !l.startsWith("| Card") && !l.startsWith("| ---"))
    .map((l) =>
      l
        .slice(1, -1)
        .split("|")
        .map((c) => c.trim()),
    );
  const defs = courseCards();

  test("the table has the course's 30 cards", () => {
    expect(rows).toHaveLength(30);
    expect(rows.map((r) => r[0])).toContain("Powder Keg");
  });

  test.each(rows)("%s", (name, game, type, cost, stats, noun, split, text) => {
    const def = defs.get(name);
    expect(def, `${name} is in cards/ (or tests/fixtures/cards/)`).toBeDefined();
    const d = def!;
    expect([d.game, d.type, String(d.cost), String(d.split)]).toEqual([game, type, cost, split]);
    expect(d.type === "minion" ? `${d.attack}/${d.health}` : "").toBe(stats);
    expect(d.noun ?? "").toBe(noun);
    expect(renderCardText(d, (n) => defs.get(n)) || "(no text)").toBe(text);
  });
});

/** The limits as docs/rules.md §9 and the README's table write them. */
const LIMIT_VALUES: [string, string][] = [
  ["minions on one board", String(LIMITS.board)],
  ["cards in one hand", String(LIMITS.hand)],
  ["a hero's Health", String(LIMITS.heroHealth)],
  ["Death Phases in one Sequence", String(LIMITS.deathPhases)],
  ["events in one Sequence", LIMITS.sequenceEvents.toLocaleString("en")],
  ["trigger activations in one Sequence", LIMITS.sequenceActivations.toLocaleString("en")],
  ["undo steps", HISTORY_LIMIT.toLocaleString("en")],
  ["properties the grid engine builds", String(MAX_BUILT_PROPERTIES)],
  ["level width × height", `${LEVEL_LIMITS.width} × ${LEVEL_LIMITS.height}`],
  ["objects in a level", LEVEL_LIMITS.objects.toLocaleString("en")],
];

describe("the limits tables give the content's values", () => {
  /** A table row whose first two cells are `limit` and `value` (the formatter pads the cells). */
  const row = (limit: string, value: string) => new RegExp(`^\\| ${limit}\\s*\\| ${value}\\s*\\|`, "m");

  test.each(LIMIT_VALUES)("docs/rules.md §9: %s is %s", (limit, value) => {
    expect(section(rules, "## 9.")).toMatch(row(limit, value));
  });

  test.each(LIMIT_VALUES)("README: %s is %s", (limit, value) => {
    expect(section(readme, "## Rules")).toMatch(row(limit, value));
  });
});

/** The members of `export interface NAME {…}` in a source file, one signature each, as written there. */
function interfaceMembers(path: string, name: string): string[] {
  const text = read(path);
  const body = new RegExp(String.raw`export interface ${name}\b[^{]*\{\n([\s\S]*?)\n\}`).exec(text);
  if (!body) throw new Error(`${path}: no interface ${name}`);
  return body[1]
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.endsWith(";") && !l.startsWith("/") && !l.startsWith("*"))
    .map((l) => l.slice(0, -1));
}

/** `export function NAME(params): Ret` as a caller sees it: a parameter with a default is optional. */
function functionSignature(path: string, name: string): string {
  const text = read(path).replace(/\s+/g, " ");
  const m = new RegExp(String.raw`export function ${name}\((.*?)\): ([^{]+?) \{`).exec(text);
  if (!m) throw new Error(`${path}: no function ${name}`);
  const params = m[1]
    .split(/, (?=\w+\??:)/)
    .map((p) => p.trim().replace(/,$/, ""))
    .filter(Boolean)
    .map((p) => p.replace(/^(\w+): (.+?) = .+$/, "$1?: $2"));
  return `${name}(${params.join(", ")}): ${m[2].trim()}`;
}

/** The `#### \`signature\`` headings of a part of docs/api.md. */
function documented(part: string): string[] {
  return [...section(api, part).matchAll(/^#### `(.+)`$/gm)].map((m) => m[1]);
}

const name = (signature: string) => /^(?:readonly )?(\w+)/.exec(signature)![1];

/** One part of the harness: its heading in docs/api.md and what the code declares for it. */
interface HarnessPart {
  part: string;
  /** The interface's members, as written in the source. */
  members: string[];
  /** The exported functions, as a caller sees their signatures. */
  functions: string[];
  classes: string[];
  /** Methods the object has through another part's interface. */
  inherited: string[];
  object: () => object;
}

describe("docs/api.md lists every harness method with its signature", () => {
  /** The Part II methods a SpellGrid shares with a Baba (`Omit<Baba, "state" | "undo">`). */
  const shared = interfaceMembers("src/api/baba.ts", "Baba")
    .map(name)
    .filter((n) => n !== "state" && n !== "undo");
  const parts: HarnessPart[] = [
    {
      part: "## Part I",
      members: interfaceMembers("src/api/game.ts", "Game"),
      functions: [
        functionSignature("src/api/game.ts", "newGame"),
        functionSignature("src/api/game.ts", "checkCardDefs"),
      ],
      classes: ["AssembleError"],
      inherited: [],
      object: () => harness.newGame(),
    },
    {
      part: "## Part II",
      members: interfaceMembers("src/api/baba.ts", "Baba"),
      functions: [
        functionSignature("src/api/baba.ts", "newBaba"),
        functionSignature("src/api/baba.ts", "babaOf"),
      ],
      classes: [],
      inherited: [],
      object: () => harness.newBaba({ width: 1, height: 1, objects: [] }),
    },
    {
      part: "## Part III",
      members: interfaceMembers("src/api/spellgrid.ts", "SpellGrid"),
      functions: [
        functionSignature("src/api/spellgrid.ts", "newSpellGrid"),
        functionSignature("src/api/spellgrid.ts", "spellGridOf"),
      ],
      classes: [],
      inherited: shared,
      object: () => harness.newSpellGrid({ width: 1, height: 1, objects: [] }),
    },
  ];

  test("the source scan reads the interfaces and functions", () => {
    expect(parts[0].members).toContain("summon(card: string, player?: Player): Id");
    expect(parts[0].functions).toEqual([
      "newGame(opts?: GameOptions): Game",
      "checkCardDefs(defs: readonly unknown[], known: readonly CardDef[], source: string): CardDef[]",
    ]);
    expect(parts[2].functions).toEqual([
      "newSpellGrid(level: LevelDef, cards?: CardDef[], options?: SpellGridOptions): SpellGrid",
      "spellGridOf(state: SpellGridState): SpellGrid",
    ]);
  });

  test.each(parts)("$part: the headings are the code's signatures, no more, no fewer", (p) => {
    expect([...documented(p.part)].sort()).toEqual([...p.members, ...p.functions, ...p.classes].sort());
  });

  test.each(parts)("$part: every method documented is a key of the object the harness returns", (p) => {
    const keys = Object.keys(p.object());
    const methods = documented(p.part).filter((s) => !p.functions.includes(s) && !p.classes.includes(s));
    expect(methods.map(name).filter((n) => !keys.includes(n))).toEqual([]);
    expect(keys.filter((k) => !methods.map(name).includes(k) && !p.inherited.includes(k))).toEqual([]);
  });

  test("Part III names each Part II method it shares with Baba", () => {
    expect(shared).toContain("step");
    const intro = section(api, "## Part III");
    expect(shared.filter((n) => !intro.includes(`\`${n}\``))).toEqual([]);
  });

  test("each method sits under the M section that lists it", () => {
    const misplaced: string[] = [];
    let group = "";
    for (const line of api.split("\n")) {
      if (line.startsWith("### ")) group = line;
      const m = /^#### `(?:readonly )?(\w+)/.exec(line);
      if (m && /^### M\d+:/.test(group) && !new RegExp(`\\b${m[1]}\\b`).test(group))
        misplaced.push(`${m[1]} under "${group}"`);
    }
    expect(misplaced).toEqual([]);
  });

  test("every export of src/harness.ts is documented", () => {
    const undocumented = Object.keys(harness).filter((n) => !api.includes(`\`${n}`));
    expect(undocumented).toEqual([]);
  });
});

describe("docs/api.md lists every event with its fields in log order", () => {
  const rows = [...section(api, "## GameEvent").matchAll(/^\| `(\w+)\{([^}]*)\}`\s*\|/gm)].map(
    (m) => `${m[1]}{${m[2]}}`,
  );

  test("one row per event type, fields in EVENT_FIELDS order", () => {
    const expected = Object.entries(EVENT_FIELDS).map(([type, fields]) => `${type}{${fields.join(", ")}}`);
    expect(rows).toEqual(expected);
  });
});

/** A module file's exports, following `export * from` one file at a time. */
function exportedNames(path: string): string[] {
  const text = read(path);
  const names: string[] = [];
  const decl =
    /^export (?:declare )?(?:async )?(?:function\*?|const|let|var|class|interface|type|enum)\s+(\w+)/gm;
  for (const m of text.matchAll(decl)) names.push(m[1]);
  for (const m of text.matchAll(/^export (?:type )?\{([^}]*)\}/gm))
    for (const item of m[1]
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean))
      names.push(
        item
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)
          .pop()!,
      );
  for (const m of text.matchAll(/^export (?:type )?\* from ["'](\.[^"']+)["']/gm)) {
    const target = resolve(dirname(join(ROOT, path)), m[1]);
    const file = existsSync(`${target}.ts`) ? `${target}.ts` : join(target, "index.ts");
    names.push(...exportedNames(file.slice(ROOT.length)));
  }
  return [...new Set(names)];
}

describe("docs/api.md lists every export of the public modules", () => {
  const modules: [string, string[]][] = [
    ["### `src/engine/cards`", ["src/engine/cards/index.ts"]],
    ["### `src/engine/grid`", ["src/engine/grid/index.ts"]],
    ["### `src/engine/spellgrid`", ["src/engine/spellgrid/index.ts"]],
    [
      "### `src/play/`",
      readdirSync(join(ROOT, "src/play"))
        .filter((f) => f.endsWith(".ts"))
        .map((f) => `src/play/${f}`),
    ],
    ["### `src/solver`", ["src/solver/index.ts"]],
  ];

  test("the export scan follows re-exports", () => {
    const cards = exportedNames("src/engine/cards/index.ts");
    for (const n of ["createGame", "CardDef", "GameState", "Half", "TRIGGER_NAMES", "Chooser"])
      expect(cards).toContain(n);
  });

  test.each(modules)("%s", (heading, files) => {
    const text = section(api, heading);
    const missing = files.flatMap((f) => exportedNames(f).filter((n) => !text.includes(`\`${n}\``)));
    expect(missing).toEqual([]);
  });

  // (the engines' sections; src/solver's also names what its modules export beside the index, by file)
  test.each(modules.filter(([heading]) => heading.startsWith("### `src/engine/")))(
    "every name a bullet of %s opens with is exported there",
    (heading, [file]) => {
      const exported = exportedNames(file);
      const leads = [...section(api, heading).matchAll(/^- ([^:\n]*):/gm)].flatMap((m) =>
        [...m[1].matchAll(/`([A-Za-z_]\w*)`/g)].map((n) => n[1]),
      );
      expect(leads.length).toBeGreaterThan(5);
      expect(leads.filter((n) => !exported.includes(n))).toEqual([]);
    },
  );

  test("every name the src/content section gives is exported there", () => {
    const text = section(api, "### `src/content`");
    const exported = readdirSync(join(ROOT, "src/content"))
      .filter((f) => f.endsWith(".ts"))
      .flatMap((f) => exportedNames(`src/content/${f}`));
    const named = [...text.matchAll(/`([A-Za-z_]\w*)`/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((n) => !exported.includes(n))).toEqual([]);
  });
});
