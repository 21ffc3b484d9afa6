import { describe, expect, it } from "vitest";
import { groupLog, idsInLine } from "../../web/log-groups";

const TREE = `SpellCast{card: "Whirlwind"}
Damaged{target: 33, amount: 1}
Destroyed{id: 33}
DeathPhase{round: 1}
Triggered{source: 33, trigger: "deathrattle"}
  Damaged{target: 34, amount: 1}
Destroyed{id: 34}
DeathPhase{round: 2}
`;

describe("log grouping", () => {
  it("groups the tree by Death Phase, each with the Death Creation Step that opened it", () => {
    const groups = groupLog(TREE);
    expect(groups.map((g) => g.title)).toEqual(["Action", "Death Phase 1", "Death Phase 2"]);
    expect(groups[0].lines.map((l) => l.text)).toEqual([
      'SpellCast{card: "Whirlwind"}',
      "Damaged{target: 33, amount: 1}",
    ]);
    expect(groups[1].lines).toEqual([
      { text: "Destroyed{id: 33}", depth: 0 },
      { text: 'Triggered{source: 33, trigger: "deathrattle"}', depth: 0 },
      { text: "Damaged{target: 34, amount: 1}", depth: 1 },
    ]);
    expect(groups[2].lines).toEqual([{ text: "Destroyed{id: 34}", depth: 0 }]);
  });

  it("an empty tree has no groups", () => {
    expect(groupLog("")).toEqual([]);
  });

  it("finds ids in id, target and source fields only", () => {
    expect(idsInLine("Damaged{target: 34, amount: 1}")).toEqual([34]);
    expect(idsInLine('Triggered{source: 33, trigger: "deathrattle"}')).toEqual([33]);
    expect(idsInLine("DeathPhase{round: 1}")).toEqual([]);
    expect(idsInLine("Drew{player: 0, id: 7}")).toEqual([7]);
  });
});
