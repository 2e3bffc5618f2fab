import type { Queryable } from '@aangan/db';
import { describe, expect, it } from 'vitest';
import { enqueueResetMail } from './reset-mail.ts';

/** The body of the e-mail as it would be written to the outbox. */
async function body(locale: 'en-IN' | 'hi-IN', minutes: number): Promise<string> {
  let text = '';
  const q = {
    query: async (_sql: string, params: unknown[]) => {
      text = params[3] as string;
      return { rows: [{ id: 1 }] };
    },
  } as unknown as Queryable;
  await enqueueResetMail(q, {
    userId: 1,
    to: 'neha@example.com',
    name: 'Neha',
    locale,
    phone: '+91 98100 00004',
    url: 'https://example.com/reset/x',
    expiresAt: new Date('2026-12-01T06:30:00Z'),
    minutes,
  });
  return text;
}

describe('the password reset e-mail', () => {
  it('says how long the link works with the plural the number takes', async () => {
    expect(await body('en-IN', 30)).toContain('for 30 minutes (until');
    expect(await body('en-IN', 1)).toContain('for 1 minute (until');
    expect(await body('hi-IN', 1)).toContain('1 मिनट तक');
  });
});
