// The jobs runner: repeats each job on its interval, never overlapping a run, and on stop waits
// for runs in progress and finishes each job. What runs is listed by the wiring (background.ts).
/** Work repeated every `everyMs`; a run never overlaps the previous one. */
export interface Job {
  /** Logged with the error when a run throws. */
  failed: string;
  everyMs: number;
  /** Run once as soon as the jobs start, rather than first after `everyMs`. */
  atStart: boolean;
  run(): Promise<unknown>;
  /** On stop, after the last run has finished: write what is still buffered, close a connection. */
  finish?(): Promise<void> | void;
}

export interface RunningJobs {
  /** Clears the timers, waits for runs in progress (so the database is not closed under them), then finishes each job. */
  stop(): Promise<void>;
}

export function startJobs(jobs: Job[], warn: (err: unknown, what: string) => void): RunningJobs {
  const running = jobs.map((job) => repeat(job, warn));
  return {
    async stop() {
      await Promise.all(running.map((stop) => stop()));
    },
  };
}

function repeat(job: Job, warn: (err: unknown, what: string) => void): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    // A slow run is not doubled up on: the next tick finds it still running and waits its turn.
    if (stopped || running) return;
    running = job
      .run()
      .catch((err: unknown) => warn(err, job.failed))
      .finally(() => {
        running = null;
      });
  };
  const first = job.atStart ? setTimeout(tick, 0) : undefined;
  const every = setInterval(tick, job.everyMs);
  first?.unref();
  every.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
    await running;
    await Promise.resolve()
      .then(() => job.finish?.())
      .catch((err: unknown) => warn(err, job.failed));
  };
}
