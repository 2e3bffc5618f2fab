import { describe, expect, it } from 'vitest';
import { fromOwnPage, loginRedirect, safeNext } from './session.server';

const next = (url: string) =>
  new URL(loginRedirect(new Request(url)).headers.get('location')!, 'http://x').searchParams.get('next');

describe('sending a signed-out visitor to log in', () => {
  it('comes back to the page, also when the request was for its data', () => {
    expect(next('http://x/property/12?tab=photos')).toBe('/property/12?tab=photos');
    expect(next('http://x/property/12.data?_routes=routes%2Fproperty')).toBe('/property/12');
    expect(next('http://x/_root.data')).toBe('/');
    expect(
      new URL(loginRedirect(new Request('http://x/hi/account.data')).headers.get('location')!, 'http://x').pathname,
    ).toBe('/hi/login');
  });
});

describe('where a visitor is sent after logging in (safeNext)', () => {
  const SITE = 'https://aangan.in';
  // Where a browser goes when handed the value as a redirect's Location, from a page of ours.
  const staysHere = (value: string) => new URL(value, SITE).origin === SITE;

  const HOSTILE = [
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '///evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5C/evil.example',
    '/%09/evil.example',
    '/%0d%0a/evil.example',
    '/%00/evil.example',
    '/%E0%A4%A/evil.example',
    'https://evil.example',
    'http:evil.example',
    'https:/evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
  ];
  const GOOD: [string, string][] = [
    ['/account', '/account'],
    ['/hi/property/12?x=1#a', '/hi/property/12?x=1#a'],
    ['/properties?purpose=rent&price_max=60000', '/properties?purpose=rent&price_max=60000'],
    ['/hi', '/hi'],
    // Harmless once resolved, and sent on as the browser would have read it.
    ['/ /evil.example', '/%20/evil.example'],
    ['/a/../account', '/account'],
    ['/properties?q=a%2F%2Fb#%5C', '/properties?q=a%2F%2Fb#%5C'],
    ['/search/नोएडा', '/search/%E0%A4%A8%E0%A5%8B%E0%A4%8F%E0%A4%A1%E0%A4%BE'],
  ];

  it.each(HOSTILE)('refuses %j', (value) => {
    expect(safeNext(value, '/home')).toBe('/home');
  });

  it('refuses what is not text', () => {
    for (const value of [null, undefined, 1, ['/account'], new File([], '/account')])
      expect(safeNext(value, '/hi')).toBe('/hi');
  });

  it.each(GOOD)('takes %j as %j', (value, normalised) => {
    expect(safeNext(value, '/home')).toBe(normalised);
  });

  it('follows only what keeps the browser on this site, as given and as returned', () => {
    for (const value of [...HOSTILE, ...GOOD.map(([v]) => v)]) {
      const taken = safeNext(value, '');
      if (!taken) continue;
      expect(staysHere(value), value).toBe(true);
      expect(staysHere(taken), value).toBe(true);
      expect(new URL(taken, SITE).pathname.startsWith('//'), value).toBe(false);
    }
  });
});

describe('whether a request comes from one of our own pages (fromOwnPage)', () => {
  const from = (headers: Record<string, string>) =>
    fromOwnPage(new Request('https://aangan.in/logout', { method: 'POST', headers }));

  it('believes the browser: Origin, or Sec-Fetch-Site when Origin is missing', () => {
    expect(from({ origin: 'https://aangan.in', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(from({ origin: 'https://aangan.in' })).toBe(true);
    expect(from({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(from({ origin: 'https://evil.example' })).toBe(false);
    expect(from({ origin: 'http://aangan.in' })).toBe(false);
    expect(from({ origin: 'null' })).toBe(false);
    expect(from({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(from({ 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(from({ origin: 'https://aangan.in', 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(from({})).toBeNull();
  });
});
