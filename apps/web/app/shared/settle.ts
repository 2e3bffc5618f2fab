/** A loader's answer from a call that may fail: the data, or the reason it could not be loaded. */
export type Loaded<T> = { data: T; error: null } | { data: null; error: string };

/** Waits for a call and keeps its failure as a value, so one failed part of a page does not fail the page. */
export async function settle<T>(p: Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await p, error: null };
  } catch (err) {
    return { data: null, error: (err as Error).message };
  }
}
