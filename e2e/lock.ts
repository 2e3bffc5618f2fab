// A lock the test workers share (they are separate processes on one server and one database):
// for the few tests that compare figures of the whole site (how many listings are live, the
// order of a page of results) with the tests that change those figures. A directory under the
// server's data folder is the lock: making one is atomic, and the run's start deletes them all.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';

/** The set of live listings: who changes it (verify, expire, take down, pause) and who counts or pages through it. */
export const LIVE_LISTINGS = 'live-listings';

const folder = (name: string) => join(process.env.E2E_DATA_DIR ?? '', 'e2e-locks', name);

/** Whether the process that took the lock is still running (a worker stopped after a failure is not). */
async function holderAlive(dir: string): Promise<boolean> {
  const pid = Number(await readFile(join(dir, 'pid'), 'utf8').catch(() => ''));
  if (!pid) return true; // being written this moment
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs `fn` while no other worker runs a section under the same name. */
export async function exclusive<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const dir = folder(name);
  await mkdir(join(dir, '..'), { recursive: true });
  for (;;) {
    try {
      await mkdir(dir);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    if (!(await holderAlive(dir))) await rm(dir, { recursive: true, force: true });
    else await pause(100); // a poll, not a wait for time to pass: the holder's section takes seconds
  }
  await writeFile(join(dir, 'pid'), String(process.pid));
  try {
    return await fn();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
