/** The few words the top bar needs (kept apart so the first paint carries no more). */

export function changesCount(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'}`;
}

/** The top bar's accessible name for its small sync mark. */
export function waitingChangesName(pending: number): string {
  return `${changesCount(pending)} waiting to sync to your account`;
}
