/**
 * Conditional rules (docs/rules.md §5.8), one import for the modules that read them: their entries
 * (cond-entry.ts), the ones in force (cond-resolve.ts), their compiled form (cond-compile.ts) and whether
 * their conditions hold for an object (cond-hold.ts).
 */

export { compileCondition, compileConditional } from "./cond-compile";
export { type CondRuleCode, condCodeOfText, condEntry } from "./cond-entry";
export { conditionsHold } from "./cond-hold";
export { conditionsBuiltFor, resolveConditional, unbuiltConditional } from "./cond-resolve";
