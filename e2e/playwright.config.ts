import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium against the real product, started fresh on an
// empty embedded database in a temporary folder (so it migrates and seeds as a user's first
// start does).
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/aangan-e2e-${process.pid}`;
// The workers (other processes) read the server's mail and SMS folders under it (mail.ts, sms.ts).
process.env.E2E_DATA_DIR = dataDir;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Four workers, each taking a whole spec file (its tests in order, except the files that say
  // their tests are independent) of either project: the desktop and mobile runs of one file may
  // run at once. All share the one server and database below, so each test makes its own data or
  // picks what no other spec changes (docs/decisions/050). The browsers keep both cores busy with
  // four, not with two, whose tests spend part of their time waiting (for a page to go quiet,
  // a mail to arrive): 29 min against 32 min for the whole suite on a 2-core machine.
  fullyParallel: false,
  workers: 4,
  retries: 0,
  reporter: [['list']],
  // Each test: 60 s, at least 6 times what any test without its own timeout takes on an idle
  // 2-core machine (8 s at most), so a shared, busy CI machine still passes; longer flows state
  // their own, sized by their steps. Assertions wait up to 10 s for what a person would see (an
  // upload being processed, a page rendered) rather than the default 5 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromium, trace: 'off' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} ${dataDir}-media && node scripts/start.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/v1/ready`,
    timeout: 300_000, // migrating and seeding an empty database: 20–30 s idle, several times that on a busy machine
    reuseExistingServer: false,
    // Map tiles from an address that answers 404: the maps must stay usable without them. The
    // whole suite browses from one address, faster than a person: searches, sign-ups, one-time
    // codes sent by SMS (per address, per number and per address range) and form posts (more
    // than the 10 an hour one address may make, once the suite runs twice) are not limited here;
    // the limits have their own tests (apps/api/src/security.integration.test.ts and
    // accounts.integration.test.ts). Each SMS is written into <DATA_DIR>/sms (read by sms.ts).
    // The scheduled jobs run every minute, so the seeded listings about to expire get their
    // reminder e-mail (read by availability.spec.ts) within a minute of the start, not 15.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      MAP_TILE_URL: `http://127.0.0.1:${port}/no-tiles/{z}/{x}/{y}.png`,
      RATE_LIMIT_SEARCH: '100000/1m',
      RATE_LIMIT_REGISTER: '1000/1h',
      RATE_LIMIT_FORMS: '1000/1h',
      RATE_LIMIT_CODES: '1000/1h',
      RATE_LIMIT_CODES_PHONE: '1000/1h',
      RATE_LIMIT_CODES_PHONE_ALL: '1000/1h',
      RATE_LIMIT_CODES_RANGE: '1000/1h',
      RATE_LIMIT_REVEALS_RANGE: '1000/24h',
      RATE_LIMIT_REPORTS_RANGE: '1000/24h',
      // The people the suite signs up are minutes old, and report listings of the same few
      // advertisers: their reports count at once here. The rules for standing and bursts are
      // tested on the defaults in reports.integration.test.ts and attacks.integration.test.ts.
      REPORTER_MIN_AGE_DAYS: '0',
      REPORT_BURST_LISTINGS: '1000',
      JOB_INTERVAL_MINUTES: '1',
      // E-mail and SMS leave the outbox at once rather than every 30 s and 3 s: the specs that
      // read them (mail.ts, sms.ts) would otherwise wait on that clock.
      MAIL_EVERY_SECONDS: '1',
      SMS_EVERY_SECONDS: '1',
      // Listings that went live are matched with saved searches, and instant alerts written, every
      // 2 s rather than every minute (e2e/saved-searches.spec.ts waits for one).
      ALERTS_EVERY_SECONDS: '2',
      // Small enough for e2e/contact.spec.ts to reach in a few clicks.
      CONTACT_REVEALS_PER_DAY: '3',
    },
  },
});
