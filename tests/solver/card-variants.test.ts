/**
 * The SpellGrid codec writes an entity's card as a number given per card (issue 13 item 3: equal bytes
 * must be equal states). A card plays on as another card when its Spellburst is spent
 * (`spentCard`: the same definition without its `spellburst` triggers, another key) or when it is
 * Silenced (`silencedCard`: its definition without text, another key), so the number must tell those
 * apart, though a spent card keeps its card's definition word for word. Two compiled cards of one
 * definition and one key play alike, so they take one number. Checked on every entity with a card in
 * the start state of every shipped SpellGrid level, and for every card of the repository's content.
 */
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { compileCard } from "../../src/engine/cards/registry";
import { silencedCard } from "../../src/engine/cards/silence";
import { spentCard } from "../../src/engine/cards/spellburst";
import type { CompiledCard } from "../../src/engine/cards/types";
import type { SpellGridState } from "../../src/engine/spellgrid";
import { levelKind } from "../../src/play/apply";
import { shippedLevels } from "../../src/play/files";
import { spellGridModel } from "../../src/solver/spellgrid-moves";
import { cardSideBytesOf } from "./card-side-bytes";

const content = repositoryContent();
const spellGridLevels = shippedLevels().filter((l) => levelKind(l.def) === "spellgrid");

/** `s` with entity `id`'s card replaced by `card` (everything else shared). */
function withCard(s: SpellGridState, id: number, card: CompiledCard): SpellGridState {
  const entities = s.game.entities.map((e, j) => (j === id ? { ...e, card } : e));
  return { ...s, game: { ...s.game, entities } };
}

describe("the codec writes a card, its spent card and its Silenced card as different cards", () => {
  test("there are SpellGrid levels with cards to check", () => {
    expect(spellGridLevels.length).toBeGreaterThan(0);
  });

  for (const { path, def } of spellGridLevels)
    test(`${path}: each entity's card, spent, Silenced and compiled afresh`, () => {
      const model = spellGridModel(def, content);
      const bytes = cardSideBytesOf(model);
      const s = model.start;
      const cardIds = s.game.entities.flatMap((e, id) => (e.card === null ? [] : [id]));
      expect(cardIds.length).toBeGreaterThan(0); // heroes at least hold their cards
      const cards = [...content.cards.values()].map((d) => compileCard(d));
      for (const id of cardIds) {
        const card = s.game.entities[id].card as CompiledCard;
        // Every card of the content in this entity's place, each with its spent and Silenced variants.
        const seen = new Map<string, string>();
        for (const c of [card, ...cards]) {
          const variants: [string, CompiledCard][] = [
            [`${c.def.name} (key ${c.key})`, c],
            [`${c.def.name} spent`, spentCard(c)],
            [`${c.def.name} Silenced`, silencedCard(c)],
          ];
          for (const [name, v] of variants) {
            const b = bytes(withCard(s, id, v));
            const other = seen.get(b);
            // Only the same card met twice (the entity's own card among the content's) may share bytes.
            if (other !== undefined) expect(other).toBe(name);
            seen.set(b, name);
          }
          // A card compiled afresh from the same definition is the same card to the codec.
          expect(bytes(withCard(s, id, compileCard(c.def)))).toBe(bytes(withCard(s, id, compileCard(c.def))));
        }
      }
    });
});
