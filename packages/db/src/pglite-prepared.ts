// Named prepared statements for PGlite. `PGlite.query` parses, describes and plans every text
// again and crosses into WebAssembly six times per query; for the search's long statements the
// parse alone took about 1.2 ms of a 6 ms search (bench/README.md). Here a parameterised text is
// parsed once under a name and each run is one bind + describe + execute + sync exchange. The
// results go through PGlite's own type parsers, so rows look exactly as `query` returns them.
import { parse, protocol, types, type PGlite } from '@electric-sql/pglite';

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** The first this-many texts get names; one-off texts beyond it run unnamed, as before. */
const MAX_NAMED = 500;

interface Internals {
  /** PGlite's own queue behind open transactions (what `query` waits on); not in its types. */
  _runExclusiveTransaction?<T>(fn: () => Promise<T>): Promise<T>;
}

export type Prepared = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/** null when this PGlite build lacks what the prepared path relies on; callers use `query`. */
export function preparedQueries(client: PGlite): Prepared | null {
  const inner = client as PGlite & Internals;
  if (typeof inner._runExclusiveTransaction !== 'function') return null;
  const waitForTransactions = inner._runExclusiveTransaction.bind(inner);
  const statements = new Map<string, { name: string; types: number[] }>();
  const { serialize } = protocol;

  /** One exchange with the backend; an error is thrown after the Sync in the same batch ran. */
  async function exchange(...parts: Uint8Array[]): Promise<Message[]> {
    const batch = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      batch.set(p, at);
      at += p.length;
    }
    const messages = await client.execProtocolStream(batch, { syncToFs: false, throwOnError: false });
    const error = messages.find((m) => m.name === 'error');
    if (error) throw error;
    return messages;
  }

  async function prepare(text: string): Promise<{ name: string; types: number[] }> {
    const name = `s${statements.size}`;
    const messages = await exchange(
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const types = parse.parseDescribeStatementResults(messages);
    const entry = { name, types };
    statements.set(text, entry);
    return entry;
  }

  return async (text, params) => {
    // Past the cap: unnamed, as PGlite does it (outside the locks below, which `query` takes itself).
    if (!statements.has(text) && statements.size >= MAX_NAMED) return client.query(text, params);
    return waitForTransactions(() =>
      client.runExclusive(async () => {
        const statement = statements.get(text) ?? (await prepare(text));
        const values = params.map((v, i) => {
          if (v === null || v === undefined) return null;
          const oid = statement.types[i]!;
          const serializer = client.serializers[oid];
          if (serializer) return serializer(v) as string;
          // An array of a type PGlite has not learnt (an enum made after it opened): a plain array literal.
          return Array.isArray(v) ? types.arraySerializer(v, undefined, oid) : String(v);
        });
        const messages = await exchange(
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        );
        // Writes through a prepared statement are persisted like PGlite's own queries.
        await client.syncToFs();
        return { rows: parse.parseResults(messages, client.parsers)[0]?.rows ?? [] };
      }),
    );
  };
}
