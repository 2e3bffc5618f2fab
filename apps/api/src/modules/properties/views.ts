// View counting off the read path: detail reads add to an in-memory tally that is written in
// one UPDATE every few seconds (and on shutdown). A crash loses at most one interval of views,
// which is acceptable for a popularity signal.
import type { PropertyRepository } from './repository.ts';

export function createViewCounter(
  repo: PropertyRepository,
  intervalMs = 5000,
  onError: (err: unknown) => void = () => {},
) {
  let pending = new Map<number, number>();
  const flush = async () => {
    if (!pending.size) return;
    const batch = pending;
    pending = new Map();
    try {
      await repo.addViews(batch);
    } catch (err) {
      // Keep the counts for the next attempt (the database may be restarting).
      for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
      onError(err);
    }
  };
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();
  return {
    add(id: number) {
      pending.set(id, (pending.get(id) ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
export type ViewCounter = ReturnType<typeof createViewCounter>;
