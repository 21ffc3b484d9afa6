/**
 * The page's address always says what is open, so a reload or a copied address opens the same thing:
 * `?level=NAME` a shipped level in play, `#play=CODE` any other level in play, `#edit=CODE` a level in the
 * editor (CODE is the level itself, share.ts). A change of level pushes a history entry when the player
 * picked it (the picker, Next level); edits replace the entry, so Back leaves the level.
 */
import type { LevelDef } from "../src/harness";
import { LEVELS } from "./levels";
import { decodeLevel, encodeLevel, readHash } from "./share";
import type { Studio } from "./studio";

/** The level shown when the URL names none: level 1 when it is shipped, else the first file. */
export const DEFAULT_LEVEL = LEVELS.find((l) => l.name === "l1-double-tap")?.name ?? LEVELS[0].name;

/** The address that opens `def` in play, anywhere the studio is served from. */
export async function shareUrl(def: LevelDef): Promise<string> {
  const url = new URL(location.href);
  url.search = "";
  url.hash = `play=${await encodeLevel(def)}`;
  return url.href;
}

export class PageUrl {
  /** What the address shows now: the screen and shipped name, and the level it encodes. */
  private shown: { key: string; def: LevelDef | null } = { key: "", def: null };
  private push = false;
  /** Encodings finish out of order: only the latest one writes the address. */
  private ticket = 0;

  constructor(private readonly studio: Studio) {}

  /** The next change of level is the player's own: give it a history entry. */
  pushNext(): void {
    this.push = true;
  }

  /** Brings the address up to date with the studio (the error page leaves it as the player typed it). */
  sync(): void {
    const { studio } = this;
    const screen = studio.screen;
    const def = studio.current;
    if (screen === "error" || !def) return;
    const shipped = screen === "play" ? studio.shipped : null;
    const key = shipped !== null ? `level:${shipped}` : `${screen}:`;
    if (key === this.shown.key && (shipped !== null || def === this.shown.def)) return;
    this.shown = { key, def };
    const write = (this.push ? history.pushState : history.replaceState).bind(history);
    this.push = false;
    const url = new URL(location.href);
    if (shipped !== null) {
      url.search = `?level=${encodeURIComponent(shipped)}`;
      url.hash = "";
      write(null, "", url);
      return;
    }
    const ticket = ++this.ticket;
    void encodeLevel(def).then((code) => {
      if (ticket !== this.ticket) return;
      url.search = "";
      url.hash = `${screen}=${code}`;
      write(null, "", url);
    });
  }

  /** Opens what the address names: a share link, a shipped level, or the default level (`?duel=…`: the duel page). */
  async open(): Promise<void> {
    const { studio } = this;
    if (new URL(location.href).searchParams.has("duel")) {
      location.replace(`duel.html${location.search}`);
      return;
    }
    const shared = readHash(location.hash);
    this.shown = { key: "", def: null };
    if (!shared) {
      studio.openShipped(new URL(location.href).searchParams.get("level") ?? DEFAULT_LEVEL);
      return;
    }
    let def: LevelDef;
    try {
      def = await decodeLevel(shared.code);
    } catch (err) {
      studio.showError({
        title: "Damaged share link",
        lead: `${(err as Error).message}. Ask for the link again, or pick a level.`,
        problems: [],
        fix: null,
      });
      return;
    }
    studio.open(def, { type: "shared" }, shared.mode);
  }
}
