/**
 * Undo and redo of the editor's edits, by snapshot (the Command pattern's undo: a level definition is
 * small plain data, and edits never change a definition in place). A drag that paints many tiles is one
 * step: `begin` marks where it started and `commit` records it once.
 */

/** The most steps kept; the oldest are dropped past it. */
export const EDIT_HISTORY_LIMIT = 500;

export class EditHistory<T> {
  private readonly past: T[] = [];
  private readonly future: T[] = [];
  private started: T | null = null;

  constructor(
    private now: T,
    private readonly limit = EDIT_HISTORY_LIMIT,
  ) {}

  /** The state as it stands. */
  get current(): T {
    return this.now;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Starts one step made of several changes (a drag); `commit` ends it. */
  begin(): void {
    this.started ??= this.now;
  }

  /** Changes the state; outside a `begin`…`commit`, this is one step of its own. */
  set(next: T): void {
    if (next === this.now) return;
    if (this.started !== null) {
      this.now = next;
      return;
    }
    this.record(this.now);
    this.now = next;
  }

  /** Ends the step started by `begin`: recorded once, if anything changed. */
  commit(): void {
    const from = this.started;
    this.started = null;
    if (from !== null && from !== this.now) this.record(from);
  }

  private record(previous: T): void {
    this.past.push(previous);
    if (this.past.length > this.limit) this.past.shift();
    this.future.length = 0;
  }

  /** Back one step; false when there is none. */
  undo(): boolean {
    return this.travel(this.past, this.future);
  }

  /** Forward one undone step; false when there is none. */
  redo(): boolean {
    return this.travel(this.future, this.past);
  }

  /** Ends a step under way, then takes the state from the end of `from`, keeping the one left on `to`. */
  private travel(from: T[], to: T[]): boolean {
    this.commit();
    const state = from.pop();
    if (state === undefined) return false;
    to.push(this.now);
    this.now = state;
    return true;
  }

  /** The steps to undo (the oldest first), the state, and the steps to redo (the next one last). */
  steps(): { past: readonly T[]; now: T; future: readonly T[] } {
    return { past: this.past, now: this.now, future: this.future };
  }

  /** Starts over from `steps` (as `steps()` gives them): the state, and what can be undone and redone. */
  restore(steps: { past: readonly T[]; now: T; future: readonly T[] }): void {
    this.reset(steps.now);
    this.past.push(...steps.past.slice(-this.limit));
    this.future.push(...steps.future);
  }

  /** Starts over from `state`, with no steps to undo or redo. */
  reset(state: T): void {
    this.past.length = 0;
    this.future.length = 0;
    this.started = null;
    this.now = state;
  }
}
