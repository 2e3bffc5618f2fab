// Server processes for tests: apps/api/src/server.ts started as separate processes on loopback
// ports, each with its own settings, as a deployment behind a load balancer runs them.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../server.ts', import.meta.url));
const READY_WITHIN_MS = 60_000;
const STOP_WITHIN_MS = 15_000;

export interface Instance {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Everything it has logged so far, a line each (pino's JSON). */
  logs: string[];
  stop(): Promise<void>;
}

/** A loopback port nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Starts one server process with these settings (on top of this process's environment) and waits until it is ready. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, NODE_ENV: 'production', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    stream.setEncoding('utf8').on('data', (chunk: string) => logs.push(...chunk.split('\n').filter(Boolean)));
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    url,
    logs,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_WITHIN_MS);
      await exited;
      clearTimeout(timer);
    },
  };
  await ready(url, exited, logs).catch(async (err: unknown) => {
    await instance.stop();
    throw err;
  });
  return instance;
}

/** Resolves when /api/v1/ready answers 200; rejects when the process exits first or takes too long. */
async function ready(url: string, exited: Promise<unknown>, logs: string[]): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const end = Date.now() + READY_WITHIN_MS;
  while (!gone && Date.now() < end) {
    const ok = await fetch(`${url}/api/v1/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance at ${url} did not become ready:\n${logs.slice(-20).join('\n')}`);
}
