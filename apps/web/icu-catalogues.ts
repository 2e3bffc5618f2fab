// Build step for the message catalogues: each message (ICU MessageFormat text) is parsed at build
// time and shipped as the syntax tree intl-messageformat formats, so pages carry the formatter
// without the parser (7 KB gzip of every page's script; decision 031). The library's own way
// of doing it: its parser package has a `no-parser` entry, used in its place by the built pages.
// Development and tests parse the text at run time as before.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The catalogue modules and the one object of messages each exports. */
const CATALOGUES: Record<string, string> = { 'en-IN.ts': 'enIN', 'hi-IN.ts': 'hiIN' };
const catalogueOf = (id: string) => /\/app\/i18n\/((?:en|hi)-IN\.ts)$/.exec(id.split('?')[0]!)?.[1];

type Node = { type: string; start: number; end: number; [k: string]: unknown };

export function icuCatalogues(): Plugin {
  return {
    name: 'aangan:icu-catalogues',
    apply: 'build',
    // After TypeScript is stripped: the object is then a plain object of string literals.
    enforce: 'post',
    config: () => ({
      resolve: {
        alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
      },
    }),
    transform(code, id) {
      const file = catalogueOf(id);
      if (!file) return null;
      const name = CATALOGUES[file]!;
      const program = this.parse(code) as unknown as { body: Node[] };
      const messages = program.body
        .flatMap((s) => (s.type === 'ExportNamedDeclaration' ? [s.declaration as Node | null] : [s]))
        .flatMap((s) => (s?.type === 'VariableDeclaration' ? (s.declarations as Node[]) : []))
        .find((d) => (d.id as { name?: string }).name === name)?.init as Node | undefined;
      if (messages?.type !== 'ObjectExpression') this.error(`${file}: no object literal named ${name}`);
      let out = code;
      // From the last message to the first, so earlier offsets stay right.
      for (const p of [...(messages.properties as Node[])].reverse()) {
        const value = p.value as Node & { value?: unknown };
        if (p.type !== 'Property' || value.type !== 'Literal' || typeof value.value !== 'string')
          this.error(`${file}: every message must be a string literal (at offset ${p.start})`);
        const tree = JSON.stringify(parse(value.value as string, { ignoreTag: true }));
        out = out.slice(0, value.start) + tree + out.slice(value.end);
      }
      return { code: out, map: null };
    },
  };
}
