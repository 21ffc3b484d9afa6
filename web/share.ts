/**
 * A level in a URL (the studio's share link): `#play=CODE` opens it in play, `#edit=CODE` in the
 * editor. CODE is a version letter and the level, compressed (deflate, the browser's own
 * CompressionStream) and written in base64url, so it needs no escaping in a URL.
 *
 * Version `c`, compact: the level as one JSON array, `[width, height, names, objects, cards, hand, pool,
 * name, title, other]`, where `names` lists each kind and card name once and the lists refer to it by
 * index (`objects` and `cards` flat: index, x, y, index, x, y, …; an object that faces a way of its own,
 * `dir`, is named `kind@dir`); a list or field the level lacks is
 * null, and trailing nulls are dropped. Version `j` is the level's JSON as it is, for a level whose
 * shape the compact form cannot hold (a broken one, shared to be fixed). Either way the level comes back
 * exactly, `$schema` aside (a path that means nothing outside a checkout).
 *
 * A code is decompressed at most to `SHARE_LIMIT` bytes: a link made to unpack to gigabytes (a
 * decompression bomb) is refused, naming the limit, before it takes the page's memory.
 */
import type { LevelDef } from "../src/harness";

/**
 * The most bytes a share code may decompress to: 16 MiB, three times the largest level the level
 * limits allow (256×256 with 65,536 objects of the longest kind, facing a way: about 5.2 MB as JSON in
 * version `j`, far less in `c`); the shipped levels take a few kilobytes.
 */
export const SHARE_LIMIT = 16 * 1024 * 1024;

/** The fields the compact form holds in its own slots. */
const SLOTS = new Set(["$schema", "width", "height", "objects", "cards", "hand", "pool", "name", "title"]);

type Placed = { x: number; y: number };
const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;
const DIRS = ["up", "down", "left", "right"];
const isPlaced = (key: string) => (v: unknown) =>
  typeof v === "object" &&
  v !== null &&
  (Object.keys(v).length === 3 ||
    (key === "kind" && Object.keys(v).length === 4 && DIRS.includes((v as { dir?: string }).dir ?? ""))) &&
  typeof (v as Record<string, unknown>)[key] === "string" &&
  isInt((v as Placed).x) &&
  isInt((v as Placed).y);
const isNames = (v: unknown) =>
  v === undefined || (Array.isArray(v) && v.every((s) => typeof s === "string"));

/** Whether the compact form holds `def` exactly. */
function compactable(def: LevelDef): boolean {
  return (
    isInt(def.width) &&
    isInt(def.height) &&
    Array.isArray(def.objects) &&
    def.objects.every(isPlaced("kind")) &&
    (def.cards === undefined || (Array.isArray(def.cards) && def.cards.every(isPlaced("card")))) &&
    isNames(def.hand) &&
    isNames(def.pool) &&
    (def.name === undefined || typeof def.name === "string") &&
    (def.title === undefined || typeof def.title === "string")
  );
}

/** The compact array of a level (see the module comment). */
function compact(def: LevelDef): unknown[] {
  const names: string[] = [];
  const ref = (name: string) => {
    const i = names.indexOf(name);
    return i >= 0 ? i : names.push(name) - 1;
  };
  const objects = def.objects.flatMap((o) => [ref(o.dir ? `${o.kind}@${o.dir}` : o.kind), o.x, o.y]);
  const cards = def.cards?.flatMap((c) => [ref(c.card), c.x, c.y]) ?? null;
  const hand = def.hand?.map(ref) ?? null;
  const pool = def.pool?.map(ref) ?? null;
  const other = Object.fromEntries(Object.entries(def).filter(([k]) => !SLOTS.has(k)));
  const out = [
    def.width,
    def.height,
    names,
    objects,
    cards,
    hand,
    pool,
    def.name ?? null,
    def.title ?? null,
    Object.keys(other).length > 0 ? other : null,
  ];
  while (out[out.length - 1] === null) out.pop();
  return out;
}

/** A list of `size`-number groups read back through the name table. */
function groups(flat: unknown, names: string[], what: string): [string, number, number][] {
  if (!Array.isArray(flat) || flat.length % 3 !== 0 || !flat.every(isInt))
    throw new Error(`its ${what} are not triples of whole numbers`);
  const out: [string, number, number][] = [];
  for (let i = 0; i < flat.length; i += 3) out.push([nameAt(names, flat[i], what), flat[i + 1], flat[i + 2]]);
  return out;
}

function nameAt(names: string[], i: unknown, what: string): string {
  if (!isInt(i) || i >= names.length) throw new Error(`its ${what} refer to a name it does not hold`);
  return names[i];
}

/** The level a compact array holds; a damaged one throws an Error saying what is wrong with it. */
function expand(data: unknown): LevelDef {
  if (!Array.isArray(data) || data.length < 4) throw new Error("it does not hold a level");
  const [width, height, names, objects, cards, hand, pool, name, title, other] = data;
  if (!isInt(width) || !isInt(height)) throw new Error("its size is not two whole numbers");
  if (!Array.isArray(names) || !names.every((n) => typeof n === "string"))
    throw new Error("its names are not a list of text");
  const def: LevelDef = {
    ...(typeof name === "string" ? { name } : {}),
    ...(typeof title === "string" ? { title } : {}),
    width,
    height,
    objects: groups(objects, names, "objects").map(([named, x, y]) => {
      const [kind, dir] = named.split("@");
      return dir && DIRS.includes(dir) ? { kind, x, y, dir: dir as "up" } : { kind, x, y };
    }),
  };
  if (cards != null) def.cards = groups(cards, names, "minions").map(([card, x, y]) => ({ card, x, y }));
  const list = (v: unknown, what: string) => {
    if (!Array.isArray(v)) throw new Error(`its ${what} is not a list`);
    return v.map((i) => nameAt(names, i, what));
  };
  if (hand != null) def.hand = list(hand, "hand");
  if (pool != null) def.pool = list(pool, "pool");
  if (other != null) {
    if (typeof other !== "object" || Array.isArray(other))
      throw new Error("its other fields are not an object");
    Object.assign(def, other);
  }
  return def;
}

/** Bytes through a compression stream. */
async function pipe(bytes: Uint8Array, stream: CompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/**
 * `bytes` decompressed (deflate-raw), read a chunk at a time; null as soon as they pass `limit` bytes
 * (the stream is cancelled, so no more is unpacked).
 * @throws whatever the stream throws for data that does not decompress.
 */
async function inflateAtMost(bytes: Uint8Array, limit: number): Promise<Uint8Array | null> {
  const reader = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream("deflate-raw"))
    .getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("it holds characters a share code never has");
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The share code of a level. */
export async function encodeLevel(def: LevelDef): Promise<string> {
  const [version, data] = compactable(def)
    ? ["c", compact(def)]
    : ["j", Object.fromEntries(Object.entries(def).filter(([k]) => k !== "$schema"))];
  const bytes = await pipe(
    new TextEncoder().encode(JSON.stringify(data)),
    new CompressionStream("deflate-raw"),
  );
  return version + toBase64Url(bytes);
}

/** The level a share code holds. A damaged code throws an Error that says the link is damaged and how. */
export async function decodeLevel(code: string): Promise<LevelDef> {
  try {
    const version = code.slice(0, 1);
    if (version !== "c" && version !== "j") throw new Error("it is not a level share code");
    const compressed = fromBase64Url(code.slice(1));
    let inflated: Uint8Array | null;
    try {
      inflated = await inflateAtMost(compressed, SHARE_LIMIT);
    } catch {
      throw new Error("it is cut short or changed (it does not decompress)");
    }
    if (inflated === null)
      throw new Error(
        `it unpacks to more than ${SHARE_LIMIT.toLocaleString("en")} bytes (16 MiB), the most a share link may hold (SHARE_LIMIT)`,
      );
    const text = new TextDecoder().decode(inflated);
    const data: unknown = JSON.parse(text);
    if (version === "c") return expand(data);
    if (typeof data !== "object" || data === null || Array.isArray(data))
      throw new Error("it does not hold a level");
    return data as LevelDef;
  } catch (err) {
    throw new Error(`the share link is damaged: ${(err as Error).message}`);
  }
}

/** What a URL's hash asks the studio to open: a shared level in play or in the editor; null for none. */
export function readHash(hash: string): { mode: "play" | "edit"; code: string } | null {
  const m = /^#(play|edit)=(.*)$/.exec(hash);
  return m ? { mode: m[1] as "play" | "edit", code: m[2] } : null;
}
