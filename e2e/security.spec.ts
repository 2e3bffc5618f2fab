import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Every page runs under its Content-Security-Policy (a nonce per request, no inline
// script without it, no eval) with nothing blocked: maps, tiles, both kinds of tour, the
// address map frame, forms. apps/api/src/security.integration.test.ts covers the rest.

interface Listing {
  id: number;
  has_panorama_tour: boolean;
  virtual_tour_url: string | null;
}

/** A listing with our own panorama tour and one with a tour hosted elsewhere, from the demo data. */
async function tourListings(request: APIRequestContext): Promise<{ panorama: number; hosted: number }> {
  let panorama = 0;
  let hosted = 0;
  for (let page = 1; page <= 20 && !(panorama && hosted); page++) {
    const res = await request.get(`/api/v1/properties/?limit=50&page=${page}`);
    expect(res.ok()).toBe(true);
    for (const p of (await res.json()).properties as Listing[]) {
      if (!panorama && p.has_panorama_tour) panorama = p.id;
      if (!hosted && p.virtual_tour_url?.startsWith('https://')) hosted = p.id;
    }
  }
  expect(panorama && hosted).toBeTruthy();
  return { panorama, hosted };
}

/** Records every CSP violation the page reports, as an event or on the console. */
async function watch(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (s: string) => {
    seen.push(s);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(s: string): void }).__cspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test('pages run under their CSP with nothing blocked: maps, tiles, tours, frames', async ({ page, request }) => {
  // A dozen pages with maps, tours and frames, each watched until its scripts settle: 17 s on an
  // idle 2-core machine; 8 times that for a busy one.
  test.setTimeout(140_000);
  const { panorama, hosted } = await tourListings(request);
  const project = ((await (await request.get('/api/v1/projects/?limit=1')).json()).items as { slug: string }[])[0]!
    .slug;
  const seen = await watch(page);
  const visits: [string, () => Promise<void>][] = [
    [
      '/',
      async () => {
        await expect(page.getByTestId('latest-properties').getByRole('article').first()).toBeVisible();
      },
    ],
    [
      '/properties',
      async () => {
        await expect(page.getByRole('article').first()).toBeVisible();
      },
    ],
    [
      `/property/${panorama}`,
      async () => {
        await expect(page.getByTestId('tour-pano').locator('canvas, .pnlm-container').first()).toBeAttached();
      },
    ],
    [
      `/property/${hosted}`,
      async () => {
        await expect(page.locator('iframe.tour-pano')).toBeAttached();
      },
    ],
    [
      '/map-location',
      async () => {
        await expect(page.locator('.leaflet-tile').first()).toBeAttached();
      },
    ],
    [
      `/tour/${panorama}`,
      async () => {
        await expect(page.getByTestId('tour-pano').locator('canvas, .pnlm-container').first()).toBeAttached();
      },
    ],
    ['/about', async () => {}],
    ['/contact', async () => {}],
    [
      `/project/${project}`,
      async () => {
        await expect(page.locator('iframe.detail-map')).toBeAttached();
      },
    ],
    ['/login', async () => {}],
  ];
  for (const [path, loaded] of visits) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    expect(res?.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'nonce-[^']+'/);
    await page.waitForLoadState('networkidle');
    await loaded();
    expect(seen, path).toEqual([]);
  }
  // A script-driven form post too (the newsletter in the footer).
  await page.goto('/about');
  const footer = page.locator('footer');
  await footer.getByRole('textbox').first().fill(`csp.${Date.now()}@example.in`);
  await footer.getByRole('button', { name: /subscribe/i }).click();
  await expect(footer.getByRole('status')).toBeVisible();
  expect(seen).toEqual([]);
});

test("each page's inline scripts carry the nonce its CSP header names, a new one each time", async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of ['/', '/properties', '/about', '/about']) {
    const res = await request.get(path);
    const headers = res.headers();
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    });
    const csp = headers['content-security-policy']!;
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    nonces.add(nonce);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
      attrs: m[1]!,
      text: m[2]!,
    }));
    expect(scripts.filter((x) => !/type="application\/ld\+json"/.test(x.attrs)).length).toBeGreaterThan(1);
    for (const { attrs, text } of scripts) {
      // JSON-LD is data the browser never runs; every script that runs names the nonce, or is
      // the one fixed script the header allows by its hash.
      if (/\btype="application\/ld\+json"/.test(attrs)) continue;
      if (/\bnonce=/.test(attrs)) expect(attrs, path).toContain(`nonce="${nonce}"`);
      else expect(csp, `${path}: ${text}`).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  }
  expect(nonces.size).toBe(4);
});

test('a page form post over 1 MB is refused with 413', async ({ request }) => {
  const res = await request.post('/contact', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: `message=${'x'.repeat(1024 * 1024 + 10)}`,
  });
  expect(res.status()).toBe(413);
  expect(await res.json()).toEqual({ code: 'BODY_TOO_LARGE', detail: 'Request body is too large' });
});
