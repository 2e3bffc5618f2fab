import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { enIN } from './app/shared/i18n/en-IN';
import { icuCatalogues } from './icu-catalogues';

/** The catalogue module as the build hands it to the step: TypeScript already stripped. */
async function built(file: string): Promise<string> {
  const path = new URL(`./app/shared/i18n/${file}`, import.meta.url).pathname;
  const js = (await transformWithOxc(readFileSync(path, 'utf8'), path, { lang: 'ts' })).code;
  const transform = icuCatalogues().transform as (this: unknown, code: string, id: string) => { code: string };
  const context = {
    parse: (code: string) => parseAst(code),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return transform.call(context, js, path).code;
}

describe('the build step that parses the catalogues', () => {
  it('replaces every English message by its syntax tree, which formats to the same text', async () => {
    const code = await built('en-IN.ts');
    const trees = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      enIN: Record<string, unknown>;
    };
    const keys = Object.keys(enIN) as (keyof typeof enIN)[];
    expect(Object.keys(trees.enIN)).toEqual(keys);
    for (const key of keys) {
      const tree = trees.enIN[key];
      expect(Array.isArray(tree), key).toBe(true);
      const values = { n: 2, year: 2026, date: '1 May', name: 'x' };
      const fromText = () => new IntlMessageFormat(enIN[key], 'en-IN', undefined, { ignoreTag: true }).format(values);
      const fromTree = () =>
        new IntlMessageFormat(tree as never, 'en-IN', undefined, { ignoreTag: true }).format(values);
      let expected: unknown;
      try {
        expected = fromText();
      } catch {
        // A message whose other arguments are not given here: it fails the same way from its tree.
        expect(fromTree, key).toThrow();
        continue;
      }
      expect(fromTree(), key).toEqual(expected);
    }
  });

  it('leaves the Hindi messages of the API (hiMessages) as text', async () => {
    const code = await built('hi-IN.ts');
    expect(code).toMatch(/hiIN = \{\s*"site\.name": \[\{/);
    expect(code).toContain('"Sent for review": "समीक्षा के लिए भेजा गया"');
  });
});
