import type { Target } from "./card-def";
import type { EffectContext } from "./run";
import type { GameState, Id, Player } from "./types";
import { enemyOf, isCharacterInPlay, isMinionInPlay } from "./world";

/**
 * Which characters a target names, in play order (docs/rules.md §3.2: heroes first, player 0's then player
 * 1's, then minions by order of play). Dead minions (out of play) are never targets.
 */
type Side = "none" | "friendly" | "enemy" | "both";
interface AreaTarget {
  heroes: Side;
  minions: Side;
  excludeSource: boolean;
}

const AREA: Record<
  Exclude<Target, "self" | "chosen" | "chosenCharacter" | "friendlyHero" | "enemyHero">,
  AreaTarget
> = {
  allMinions: { heroes: "none", minions: "both", excludeSource: false },
  allOtherMinions: { heroes: "none", minions: "both", excludeSource: true },
  allFriendlyMinions: { heroes: "none", minions: "friendly", excludeSource: false },
  allEnemyMinions: { heroes: "none", minions: "enemy", excludeSource: false },
  allCharacters: { heroes: "both", minions: "both", excludeSource: false },
  allOtherCharacters: { heroes: "both", minions: "both", excludeSource: true },
  allFriendlyCharacters: { heroes: "friendly", minions: "friendly", excludeSource: false },
  allEnemyCharacters: { heroes: "enemy", minions: "enemy", excludeSource: false },
};

function includes(side: Side, owner: Player, player: Player): boolean {
  switch (side) {
    case "none":
      return false;
    case "both":
      return true;
    case "friendly":
      return player === owner;
    case "enemy":
      return player !== owner;
    default:
      return side satisfies never;
  }
}

function area(state: GameState, ctx: EffectContext, spec: AreaTarget): Id[] {
  const out: Id[] = [];
  for (const p of [0, 1] as const) if (includes(spec.heroes, ctx.owner, p)) out.push(state.sides[p].hero);
  for (const id of state.inPlay) {
    if (spec.excludeSource && id === ctx.source) continue;
    if (includes(spec.minions, ctx.owner, state.entities[id].owner)) out.push(id);
  }
  return out;
}

/**
 * The characters an effect's `target` names now (docs/rules.md §4.3), in play order: its source or the
 * chosen minion or character (each only while in play), a hero, or an area (`AREA`).
 */
export function resolveTargets(ctx: EffectContext, target: Target): Id[] {
  const state = ctx.run.state;
  switch (target) {
    case "self":
      return ctx.source !== null && isMinionInPlay(state, ctx.source) ? [ctx.source] : [];
    case "chosen":
      return ctx.chosen !== null && isMinionInPlay(state, ctx.chosen) ? [ctx.chosen] : [];
    case "chosenCharacter":
      return ctx.chosen !== null && isCharacterInPlay(state, ctx.chosen) ? [ctx.chosen] : [];
    case "friendlyHero":
      return [state.sides[ctx.owner].hero];
    case "enemyHero":
      return [state.sides[enemyOf(ctx.owner)].hero];
    default:
      return area(state, ctx, AREA[target]);
  }
}
