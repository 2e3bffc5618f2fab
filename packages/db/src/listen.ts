// Notifications from PostgreSQL (LISTEN/NOTIFY) on one connection of their own, kept open for
// the life of the process. A connection that drops is made again, and whoever listens is told
// both when it drops and when it is back: messages sent in between are lost.
import pg from 'pg';

export interface ListenHandlers {
  message(payload: string): void;
  /** Listening (true) or not (false): once connected, and on every loss and return. */
  state(listening: boolean): void;
}

/** Stops listening and closes the connection. */
export type Unlisten = () => Promise<void>;

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

export function assertChannel(channel: string): void {
  // LISTEN takes an identifier, not a parameter.
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
}

export async function listenOnServer(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  connectionTimeoutMs: number,
): Promise<Unlisten> {
  assertChannel(channel);
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectionTimeoutMs, keepAlive: true });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.message(n.payload);
    });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      c.end().catch(() => {});
      throw err;
    }
    if (closed) await c.end();
    else {
      current = c;
      handlers.state(true);
    }
  }
  function lost(c: pg.Client): void {
    if (current !== c) return;
    current = null;
    c.end().catch(() => {});
    if (closed) return;
    handlers.state(false);
    again(FIRST_RETRY_MS);
  }
  function again(delayMs: number): void {
    retry = setTimeout(() => {
      connect().catch(() => again(Math.min(delayMs * 2, LAST_RETRY_MS)));
    }, delayMs);
    retry.unref();
  }

  // A server away at start is tried again like a lost connection; until then, messages are missed.
  await connect().catch(() => {
    handlers.state(false);
    again(FIRST_RETRY_MS);
  });
  return async () => {
    closed = true;
    clearTimeout(retry);
    const c = current;
    current = null;
    await c?.end().catch(() => {});
  };
}
