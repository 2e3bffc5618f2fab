// Load generation for the traffic benchmark. Open loop: each kind of request is sent at its own
// fixed average rate (Poisson arrivals), whether or not earlier ones have been answered, and its
// time is counted from when it was due, so a slow server shows as latency rather than as fewer
// requests (closed-loop tools such as autocannon's overallRate wait for a free connection and
// hide the queue). Closed loop (maximum throughput): autocannon, one per instance.
import { Agent, request } from 'node:http';
import type autocannon from 'autocannon';
import { startCannon } from './cannon.ts';

export interface Req {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Kind {
  name: string;
  /** Requests per second. */
  rate: number;
  make(): Req;
}

export interface Tally {
  name: string;
  rate: number;
  sent: number;
  /** Not sent: this kind already had maxInFlight requests waiting (the server is far behind). */
  dropped: number;
  /** No answer: connection refused or reset, timeout. */
  errors: number;
  statuses: Record<number, number>;
  /** Milliseconds from when each answered request was due to the end of its answer. */
  ms: number[];
  /** The slowest answers: [ms, method and path], slowest first. */
  slowest: [number, string][];
}

const agents = new Map<string, Agent>();
function agentFor(base: string): Agent {
  let a = agents.get(base);
  if (!a) agents.set(base, (a = new Agent({ keepAlive: true, maxSockets: 256 })));
  return a;
}

/** One request; resolves with the status once the whole answer has been read, or null on a failure. */
export function send(base: string, req: Req, timeoutMs = 30_000): Promise<number | null> {
  return new Promise((resolve) => {
    const r = request(
      `${base}${req.path}`,
      { method: req.method, headers: req.headers, agent: agentFor(base), timeout: timeoutMs },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? null));
        res.once('error', () => resolve(null));
      },
    );
    r.once('timeout', () => r.destroy(new Error('timeout')));
    r.once('error', () => resolve(null));
    r.end(req.body);
  });
}

function newTally(k: Kind): Tally {
  return { name: k.name, rate: k.rate, sent: 0, dropped: 0, errors: 0, statuses: {}, ms: [], slowest: [] };
}

/** Keeps the five slowest answers of a kind, to name the searches that hold the others up. */
function noteSlow(t: Tally, ms: number, what: string): void {
  if (t.slowest.length === 5 && ms <= t.slowest[4]![0]) return;
  t.slowest.push([ms, what]);
  t.slowest.sort((a, b) => b[0] - a[0]);
  t.slowest.length = Math.min(t.slowest.length, 5);
}

/** Sends one request of a kind due at `due` (performance.now() time) and records its outcome. */
function fire(k: Kind, t: Tally, due: number, base: string, inFlight: Set<Promise<void>>): void {
  t.sent++;
  const req = k.make();
  const p = send(base, req).then((status) => {
    if (status === null) t.errors++;
    else {
      const ms = performance.now() - due;
      t.statuses[status] = (t.statuses[status] ?? 0) + 1;
      t.ms.push(ms);
      noteSlow(t, ms, `${status} ${req.method} ${req.path}`);
    }
  });
  inFlight.add(p);
  void p.finally(() => inFlight.delete(p));
}

export interface OpenLoopOptions {
  seconds: number;
  /** Base URL of the instance for the next request (round robin). */
  next(): string;
  random: () => number;
  maxInFlight?: number;
}

/** Every kind at its rate for `seconds`; waits for the last answers before returning. */
export async function openLoop(kinds: Kind[], opts: OpenLoopOptions): Promise<Tally[]> {
  const max = opts.maxInFlight ?? 512;
  const start = performance.now();
  const end = start + opts.seconds * 1000;
  const gap = (rate: number) => (-Math.log(1 - opts.random()) / rate) * 1000;
  const state = kinds.map((k) => ({ k, t: newTally(k), due: start + gap(k.rate), inFlight: new Set<Promise<void>>() }));
  while (performance.now() < end) {
    const now = performance.now();
    for (const s of state) {
      for (; s.due <= now && s.due < end; s.due += gap(s.k.rate)) {
        if (s.inFlight.size >= max) s.t.dropped++;
        else fire(s.k, s.t, s.due, opts.next(), s.inFlight);
      }
    }
    // A tick of 2 ms: fine enough for rates of hundreds a second; the delay is counted anyway.
    await new Promise((r) => setTimeout(r, 2));
  }
  await Promise.all(state.flatMap((s) => [...s.inFlight]));
  return state.map((s) => s.t);
}

export interface ClosedLoopResult {
  rps: number;
  requests: number;
  errors: number;
  non2xx: number;
  ms: number[];
}

/** `connections` connections in all, spread over the instances, each asking again as soon as answered. */
export async function closedLoop(
  bases: string[],
  connections: number,
  seconds: number,
  path: () => string,
): Promise<ClosedLoopResult> {
  const ms: number[] = [];
  let non2xx = 0;
  const runs = bases.map((url, i) => {
    const share = Math.floor(connections / bases.length) + (i < connections % bases.length ? 1 : 0);
    const inst = startCannon({
      url,
      connections: share,
      duration: seconds,
      requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: path() }) }],
    });
    inst.on('response', (_c: unknown, status: number, _b: number, t: number) => {
      ms.push(t);
      if (status < 200 || status >= 300) non2xx++;
    });
    return inst;
  });
  const results: { requests: { total: number }; errors: number }[] = await Promise.all(runs);
  const requests = results.reduce((n, r) => n + r.requests.total, 0);
  return { rps: requests / seconds, requests, errors: results.reduce((n, r) => n + r.errors, 0), non2xx, ms };
}

export function pct(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = Float64Array.from(xs).sort();
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
