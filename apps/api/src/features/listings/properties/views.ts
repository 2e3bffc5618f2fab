// View counting off the read path: detail reads add to an in-memory tally that is written in
// one UPDATE every few seconds and on shutdown (background.ts runs flush). A crash loses at
// most one interval of views, which is acceptable for a popularity signal.
import type { PropertyRepository } from './repository.ts';

export function createViewCounter(repo: PropertyRepository) {
  let pending = new Map<number, number>();
  return {
    add(id: number) {
      pending.set(id, (pending.get(id) ?? 0) + 1);
    },
    /** Writes the tally; when that fails, keeps it for the next attempt (the database may be restarting) and throws. */
    async flush() {
      if (!pending.size) return;
      const batch = pending;
      pending = new Map();
      try {
        await repo.addViews(batch);
      } catch (err) {
        for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
        throw err;
      }
    },
  };
}
export type ViewCounter = ReturnType<typeof createViewCounter>;
