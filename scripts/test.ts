// `npm test`: lint, typecheck, build, unit + integration (Vitest), then end-to-end (Playwright
// in Debian's Chromium). Stops at the first failing step.
//
// Unit and integration tests run in two time zones, India's and one far west of UTC: the product
// shows India time to its users whatever zone its server runs in, and a date computed in the
// server's zone by mistake shows up as a failure in one of them. With TEST_DATABASE_URL the
// second zone's integration run is the PostgreSQL one, so each database is tried in one zone and
// each zone sees every test.
import { spawnSync } from 'node:child_process';

type Step = [name: string, npmArgs: string[], env?: Record<string, string>];
const INDIA = 'Asia/Kolkata';
const WEST = 'America/Los_Angeles';
const postgres = Boolean(process.env.TEST_DATABASE_URL);

const steps: Step[] = [
  ['lint', ['run', 'lint', '--silent']],
  ['typecheck', ['run', 'typecheck', '--silent']],
  // Built first: the integration tests of the server-rendered pages (security headers, nonces)
  // need the web build, and end-to-end uses the same one.
  ['build', ['run', 'build', '--silent']],
  [
    `unit + integration on PGlite (${INDIA})`,
    ['run', 'test:unit', '--silent'],
    { AANGAN_TEST_DB: 'pglite', TZ: INDIA },
  ],
  [`unit (${WEST})`, ['run', 'test:unit', '--silent', '--', '--exclude', '**/*.integration.test.ts'], { TZ: WEST }],
  postgres
    ? [
        `integration on PostgreSQL (${WEST})`,
        ['run', 'test:unit', '--silent', '--', 'integration'],
        { AANGAN_TEST_DB: 'postgres', TZ: WEST },
      ]
    : [
        `integration on PGlite (${WEST})`,
        ['run', 'test:unit', '--silent', '--', 'integration'],
        { AANGAN_TEST_DB: 'pglite', TZ: WEST },
      ],
  ['end-to-end', ['run', 'test:e2e', '--silent'], { TZ: 'UTC' }],
];
for (const [name, args, env] of steps) {
  process.stderr.write(`\n▶ ${name}\n`);
  const started = Date.now();
  const r = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    process.stderr.write(`✗ ${name} failed\n`);
    process.exit(r.status ?? 1);
  }
  process.stderr.write(`✓ ${name} (${Math.round((Date.now() - started) / 1000)} s)\n`);
}
process.stderr.write('\n✓ all tests passed\n');
