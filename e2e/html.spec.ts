import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { demoListing } from './helpers';

// The Nu HTML Checker (the W3C validator's engine, run locally from the vnu-jar package on the
// machine's Java) finds no error in the pages as the server sends them. The desktop run checks
// the English pages, the phone run the same pages in Hindi: the markup does not depend on the
// screen, the words do.
const VNU = String(createRequire(import.meta.url)('vnu-jar'));

test('the main pages are valid HTML (Nu HTML Checker: no errors)', async ({ request, isMobile }) => {
  const id = await demoListing(request);
  const project = (await (await request.get('/api/v1/projects?limit=1')).json()).items[0].slug as string;
  const post = (await (await request.get('/api/v1/blog/posts?limit=1')).json()).items[0].slug as string;
  const pages = [
    '/',
    '/properties',
    `/property/${id}`,
    '/map-location',
    `/project/${project}`,
    '/blog',
    `/blog/${post}`,
    '/policies/privacy-policy',
    '/login',
    '/register',
  ].map((p) => (isMobile ? (p === '/' ? '/hi' : `/hi${p}`) : p));
  const dir = mkdtempSync(join(tmpdir(), 'aangan-nu-'));
  try {
    const files = await Promise.all(
      pages.map(async (path, i) => {
        const res = await request.get(path);
        expect(res.status(), path).toBe(200);
        const file = join(dir, `${i}.html`);
        writeFileSync(file, await res.text());
        return file;
      }),
    );
    const run = spawnSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8' });
    expect(run.error, 'Java must be installed to run the Nu HTML Checker').toBeUndefined();
    const { messages } = JSON.parse(run.stderr) as {
      messages: { type: string; url: string; message: string; extract?: string }[];
    };
    const found = messages.map(
      (m) => `${pages[Number(m.url.match(/(\d+)\.html$/)?.[1])]}: ${m.message} ${m.extract ?? ''}`,
    );
    expect(found, found.join('\n')).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
