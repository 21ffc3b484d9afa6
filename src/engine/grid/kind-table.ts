/** The kind table's shape (docs/rules.md §5.1): built by kinds.ts, read by every module of the engine. */

/**
 * Kinds interned to small integers, derived once per lexicon: one thing kind per non-meta noun
 * (its lower-case spelling), one text kind per word (`text:WORD`). Shared, never mutated.
 */
export interface KindTable {
  readonly names: readonly string[];
  readonly byName: Readonly<Record<string, number>>;
  /** `byName` as a Map: a name known only at run time (a level file's) is looked up faster in it. */
  readonly byNameMap: ReadonlyMap<string, number>;
  /** Per kind: a 32-bit code of its name (`nameCode`), what hashes mix instead of the kind's index. */
  readonly code: Int32Array;
  /** 1 for text kinds. */
  readonly isText: Uint8Array;
  /** Per kind: the word index (the noun for a thing, the word written for text). */
  readonly word: Int32Array;
  /** Per word index: its thing kind, or -1 (meta nouns and non-nouns name no thing). */
  readonly thingOf: Int32Array;
  /** Per word index: its text kind. */
  readonly textOf: Int32Array;
  /**
   * Per word index: its property bit mask (its row's place in `PROPERTY_BEHAVIOURS`, never its place in
   * the lexicon), 0 for non-properties and for the properties the engine does not build (hosted.ts).
   */
  readonly bit: Int32Array;
  /** Per word index: its class code (noun 0, verb 1, and 2, not 3, property 4, prefix 5, infix 6). */
  readonly cls: Uint8Array;
  /** Per kind: 1 for the text of a condition word (class prefix or infix, docs/rules.md §5.8), else 0. */
  readonly condText: Uint8Array;
  /** The first text kind; kinds below it are things. */
  readonly firstText: number;
  /** The code of the innate `TEXT IS PUSH` (docs/rules.md §5.2), or none when the lexicon lacks TEXT or PUSH. */
  readonly innate: readonly number[];
  /** The word index of ALL (docs/rules.md §5.3: a subject expanded over the kinds present), -1 when none. */
  readonly allWord: number;
}
