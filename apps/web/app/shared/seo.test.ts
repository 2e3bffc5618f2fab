import { describe, expect, it } from 'vitest';
import { isListPermutation, rootMeta, seo } from './seo';

describe('list pages and search engines', () => {
  it('keeps re-sorted, re-viewed and later pages out of the index; the first page of a search stays', () => {
    for (const q of ['?sort_by=price_low', '?purpose=rent&page=2', '?view=list', '?cursor=abc', '?sort=newest'])
      expect(isListPermutation(q), q).toBe(true);
    for (const q of ['', '?purpose=rent', '?purpose=rent&page=1', '?q=golf+course'])
      expect(isListPermutation(q), q).toBe(false);
  });
  it('writes the robots tag only for those', () => {
    const robots = (noindex: boolean) =>
      seo({
        title: 'Properties',
        path: '/properties',
        locale: 'en-IN',
        origin: 'https://aangan.example',
        noindex,
      }).find((t) => 'name' in t && t.name === 'robots');
    expect(robots(true)).toEqual({ name: 'robots', content: 'noindex, nofollow' });
    expect(robots(false)).toBeUndefined();
  });
});

describe("the root loader's data in a page's meta", () => {
  it('reads the origin and social profiles from the first match', () => {
    const matches = [{ loaderData: { origin: 'https://aangan.example', social: [{ url: 'https://x.example/a' }] } }];
    expect(rootMeta(matches)).toEqual({ origin: 'https://aangan.example', social: [{ url: 'https://x.example/a' }] });
  });

  it('gives an empty origin and no profiles when the root has no data (an error page)', () => {
    expect(rootMeta([])).toEqual({ origin: '', social: [] });
    expect(rootMeta([{ loaderData: undefined }])).toEqual({ origin: '', social: [] });
  });
});
