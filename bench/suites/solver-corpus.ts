/**
 * The solver on the corpus's solvable levels (issue 13 item 3): the generated text-heavy corpus
 * (bench/corpus/generate.ts) searched breadth-first, one full search per level per iteration, over the
 * levels a search of at most 5,000 states solves (found at set-up, with the models built then: reading
 * cards/ is level load, not search). The task's "×N" is the number of states those searches explore in
 * all, so the median is the time per state explored (states per second = 1 s ÷ median). A word added to
 * the lexicon changes the corpus, and so the levels searched.
 */
import type { Bench } from "tinybench";
import { repositoryContent } from "../../src/content/content";
import { LEXICON } from "../../src/content/words";
import { type Model, modelOf } from "../../src/solver/model";
import { solve } from "../../src/solver/search";
import { corpusLevels } from "../corpus/generate";
import type { Suite } from "../suite-run";

/** A corpus level counts as solvable when a search of at most this many states solves it. */
const BOUND = 5000;

export default {
  name: "solver on the corpus's solvable levels (issue 13)",
  register(bench: Bench) {
    const corpus = corpusLevels(LEXICON);
    const models: Model<unknown>[] = [];
    let states = 0;
    for (const def of corpus) {
      const model = modelOf(def, repositoryContent());
      const r = solve(model, { maxStates: BOUND });
      if (!r.solved) continue;
      models.push(model);
      states += r.explored;
    }
    console.log(`  ${models.length} of ${corpus.length} corpus levels solved within ${BOUND} states`);
    bench.add(`solve the ${models.length} solvable corpus levels, per state explored ×${states}`, () => {
      for (const model of models) solve(model);
    });
  },
} satisfies Suite;
