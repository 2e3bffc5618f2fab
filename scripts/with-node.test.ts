// The launcher behind `npm start` and `npm test` (with-node.mjs), started by an older Node as on
// a fresh machine: it must install the pinned Node once, run the script on it with that Node
// first on PATH for everything the script starts, pass on the exit code and a stop signal, and
// stay out of the way when the running Node is already new enough.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const launcher = join(root, 'scripts/with-node.mjs');
const fixture = join(root, 'scripts/testing/node-facts.mjs');
const pinned = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const major = (v: string) => Number(v.replace(/^v/, '').split('.')[0]);
const versionOf = (node: string) => execFileSync(node, ['-v'], { encoding: 'utf8' }).trim();

let tmp: string;
let oldNode: string;
let oldPath: string; // a PATH on which the only node is the old one

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'with-node-'));
  oldNode = findOlderNode() ?? installOlderNode(join(tmp, 'old'));
  const others = (process.env.PATH ?? '').split(delimiter).filter((d) => !existsSync(join(d, 'node')));
  oldPath = [dirname(oldNode), ...others].join(delimiter);
}, 120_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// The machine's own Node: the one that started `npm test` (the launcher says which), else any
// older `node` on PATH.
function findOlderNode(): string | undefined {
  const candidates = [
    process.env.AANGAN_LAUNCHED_FROM,
    ...(process.env.PATH ?? '').split(delimiter).map((d) => join(d, 'node')),
  ];
  return candidates.find((n): n is string => Boolean(n && existsSync(n) && major(versionOf(n)) < major(pinned)));
}
// On a machine whose only Node is new enough, an older one from the registry plays the machine's.
function installOlderNode(dir: string): string {
  const pkg = `node-${process.platform}-${process.arch}`;
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      dir,
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      `${pkg}@20`,
    ],
    { stdio: 'ignore' },
  );
  return join(dir, 'node_modules', pkg, 'bin', 'node');
}

function launch(node: string, cache: string, args: string[]) {
  const r = spawnSync(node, [launcher, fixture, ...args], {
    encoding: 'utf8',
    env: { ...process.env, PATH: oldPath, AANGAN_NODE_CACHE: cache },
    cwd: tmp,
  });
  const facts = r.stdout
    ? (JSON.parse(r.stdout.split('\n')[0]!) as {
        version: string;
        pathNode: string;
        pid: number;
        script: string;
        args: string[];
      })
    : undefined;
  return { status: r.status, stderr: r.stderr, facts, pid: r.pid };
}

describe('the Node launcher', () => {
  // Two runs, the first of which downloads about 30 MB from the npm registry.
  it('installs the pinned Node once when an older Node starts it, and runs the script on it', {
    timeout: 180_000,
  }, () => {
    const cache = join(tmp, 'cache');
    expect(major(versionOf(oldNode))).toBeLessThan(major(pinned));

    const first = launch(oldNode, cache, ['7', 'and more']);
    expect(first.stderr).toContain(`installing Node ${pinned}`);
    expect(first.status).toBe(7);
    expect(first.facts).toMatchObject({
      version: `v${pinned}`,
      pathNode: `v${pinned}`,
      script: fixture,
      args: ['7', 'and more'],
    });

    const second = launch(oldNode, cache, ['0']);
    expect(second.stderr).not.toContain('installing');
    expect(second.status).toBe(0);
    expect(second.facts?.version).toBe(`v${pinned}`);
    expect(readdirSync(cache)).toEqual([pinned]); // nothing half-installed left beside it
  });

  it('runs the script in its own process when the Node is new enough, installing nothing', () => {
    const cache = join(tmp, 'unused-cache');
    const r = launch(process.execPath, cache, ['3']);
    expect(r.status).toBe(3);
    expect(r.facts).toMatchObject({ version: process.version, pid: r.pid, script: fixture, args: ['3'] });
    expect(existsSync(cache)).toBe(false);
  });

  it('passes a stop signal on to the script, so a server closes cleanly', { timeout: 180_000 }, async () => {
    const child = spawn(oldNode, [launcher, fixture, 'wait'], {
      env: { ...process.env, PATH: oldPath, AANGAN_NODE_CACHE: join(tmp, 'cache') },
    });
    let out = '';
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
    });
    await new Promise<void>((resolve) =>
      child.stdout.on('data', () => {
        if (out.includes('\n')) resolve();
      }),
    );
    expect(JSON.parse(out.split('\n')[0]!).version).toBe(`v${pinned}`);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('closing on SIGTERM');
  });
});
