// `npm test`: lint, typecheck, unit + integration (Vitest), then end-to-end (Playwright in
// Debian's Chromium). Everything in UTC. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

process.env.TZ = 'UTC';
const steps: [string, string[], Record<string, string>?][] = [
  ['lint', ['run', 'lint', '--silent']],
  ['typecheck', ['run', 'typecheck', '--silent']],
  // Built first: the integration tests of the server-rendered pages (security headers, nonces)
  // need the web build, and end-to-end uses the same one.
  ['build', ['run', 'build', '--silent']],
  ['unit + integration on PGlite', ['run', 'test:unit', '--silent'], { AANGAN_TEST_DB: 'pglite' }],
  ...(process.env.TEST_DATABASE_URL
    ? [['integration on PostgreSQL', ['run', 'test:unit', '--silent', '--', 'integration'], { AANGAN_TEST_DB: 'postgres' }] as [string, string[], Record<string, string>]]
    : []),
  ['end-to-end', ['run', 'test:e2e', '--silent']],
];
for (const [name, args, env] of steps) {
  process.stderr.write(`\n▶ ${name}\n`);
  const r = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    process.stderr.write(`✗ ${name} failed\n`);
    process.exit(r.status ?? 1);
  }
}
process.stderr.write('\n✓ all tests passed\n');
