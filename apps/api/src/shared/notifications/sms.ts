// SMS, the way e-mail goes: written to the outbox in the transaction of what caused it, sent by a
// loop with retries. Without a provider each message is written as one .json file into SMS_DIR
// (development, tests, a server before its provider account exists); with SMS_PROVIDER_URL it is
// posted to that HTTP API. Messages are short and in the recipient's language (the caller's).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable, Row } from '@aangan/db';

export interface NewSms {
  kind: string;
  /** E.164, e.g. +919812345678. */
  to: string;
  text: string;
  payload?: Record<string, unknown>;
}

export async function enqueueSms(q: Queryable, m: NewSms): Promise<number> {
  const r = await q.query<Pick<Row<'outbox'>, 'id'>>(
    `INSERT INTO outbox (channel, kind, to_address, subject, body_text, payload) VALUES ('sms', $1, $2, '', $3, $4) RETURNING id`,
    [m.kind, m.to, m.text, JSON.stringify(m.payload ?? {})],
  );
  return r.rows[0]!.id;
}

export interface Sms {
  id: number;
  to: string;
  text: string;
}

export interface SmsTransport {
  readonly name: string;
  /** Resolves when the provider accepted the message; throws (with a reason) when it did not. */
  send(m: Sms): Promise<void>;
}

/** One file per message, written whole (a reader never sees half of one). */
export function folderSms(dir: string): SmsTransport {
  return {
    name: 'folder',
    async send(m) {
      await mkdir(dir, { recursive: true });
      const path = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.id}.json`);
      await writeFile(`${path}.tmp`, JSON.stringify({ id: m.id, to: m.to, text: m.text }, null, 2));
      await rename(`${path}.tmp`, path);
    },
  };
}

/**
 * A provider's HTTP API: one JSON POST per message, `{to, text, sender, reference}`, with the
 * token as a bearer credential. `reference` is the same on every attempt, so a provider that
 * de-duplicates drops a repeated delivery. Any 2xx is accepted; anything else is retried.
 */
export function httpSms(url: string, token: string | undefined, sender: string, timeoutMs = 10_000): SmsTransport {
  return {
    name: 'http',
    async send(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: m.to, text: m.text, sender, reference: `outbox-${m.id}` }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    },
  };
}

export function smsTransportFor(c: {
  SMS_PROVIDER_URL?: string;
  SMS_PROVIDER_TOKEN?: string;
  SMS_SENDER: string;
  SMS_DIR: string;
}): SmsTransport {
  return c.SMS_PROVIDER_URL ? httpSms(c.SMS_PROVIDER_URL, c.SMS_PROVIDER_TOKEN, c.SMS_SENDER) : folderSms(c.SMS_DIR);
}
