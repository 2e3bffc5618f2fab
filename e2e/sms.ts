// The SMS the product under test wrote: without SMS_PROVIDER_URL the server writes each message
// as a .json file `{id, to, text}` into <DATA_DIR>/sms (playwright.config.ts sets E2E_DATA_DIR for
// the workers), as it writes e-mail into <DATA_DIR>/mail (mail.ts). Messages leave the outbox
// every few seconds, so a spec polls for the one it waits for.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export interface Sms {
  file: string;
  id: number;
  /** E.164: +919812345678. */
  to: string;
  text: string;
}

/** Every message written so far, oldest first (the file names start with the time of sending). */
export async function smsOutbox(): Promise<Sms[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'sms');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      ...(JSON.parse(await readFile(join(dir, file), 'utf8')) as Omit<Sms, 'file'>),
    })),
  );
}

const e164 = (number: string) => (number.startsWith('+') ? number : `+91${number}`);

/** The messages to a number (10 digits or E.164), oldest first. */
export async function smsTo(number: string): Promise<Sms[]> {
  return (await smsOutbox()).filter((m) => m.to === e164(number));
}

/**
 * Waits for a message to the number that `earlier` did not hold (the list smsTo gave before the
 * step that sends it; none: any) and matches `pattern`, and gives it.
 */
export async function nextSms(number: string, earlier: Sms[] = [], pattern: RegExp = /./): Promise<Sms> {
  const seen = new Set(earlier.map((m) => m.file));
  let found: Sms | undefined;
  await expect
    .poll(
      async () => {
        found = (await smsTo(number)).filter((m) => !seen.has(m.file) && pattern.test(m.text)).at(-1);
        return found?.file ?? null;
      },
      { message: `an SMS to ${e164(number)} matching ${pattern}`, timeout: 30_000 },
    )
    .not.toBeNull();
  return found!;
}

/** The one-time code of the newest message to the number that `earlier` did not hold (the text starts with it). */
export async function smsCode(number: string, earlier: Sms[] = []): Promise<string> {
  return /^(\d{6}) /.exec((await nextSms(number, earlier, /^\d{6} /)).text)![1]!;
}
