import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The API as a page's own script reaches it (fetch from the browser), stood in for in every test
// of a file: each request's JSON body is recorded in `sent`, and `answer` makes the reply (by
// default `{ next }`, what the forms API answers a stored form). A test may change `answer`.

export function browserFetch(next: string) {
  const api = { sent: [] as Record<string, unknown>[], answer: (): Response => Response.json({ next }) };
  beforeEach(() => {
    api.sent.length = 0;
    api.answer = () => Response.json({ next });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        api.sent.push(await request.clone().json());
        return api.answer();
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return api;
}
