import { describe, expect, it } from 'vitest';
import { loginRedirect } from './session.server';

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
