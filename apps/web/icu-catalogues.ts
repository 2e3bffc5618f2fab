// Build step for the message catalogues: each message (ICU MessageFormat text) is parsed at build
// time and shipped as the syntax tree intl-messageformat formats, so pages carry the formatter
// without the parser (7 KB gzip of every page's script; decision 031). The library's own way
// of doing it: its parser package has a `no-parser` entry, used in its place by the built pages.
// Development and tests parse the text at run time as before.
//
// The English catalogue takes the error codes' wording from contracts (`...englishErrorCatalogue()`):
// that one spread is replaced by its messages' trees too, and its import dropped.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { englishErrorCatalogue } from '@aangan/contracts';

/** The catalogue modules and the one object of messages each exports. */
const CATALOGUES: Record<string, string> = { 'en-IN.ts': 'enIN', 'hi-IN.ts': 'hiIN' };
const catalogueOf = (id: string) => /\/app\/shared\/i18n\/((?:en|hi)-IN\.ts)$/.exec(id.split('?')[0]!)?.[1];

type Node = { type: string; start: number; end: number; [k: string]: unknown };

const tree = (text: string) => JSON.stringify(parse(text, { ignoreTag: true }));
const SPREAD = 'englishErrorCatalogue';
/** `...englishErrorCatalogue()` in a catalogue's object. */
const isErrorSpread = (p: Node) =>
  p.type === 'SpreadElement' &&
  (p.argument as Node).type === 'CallExpression' &&
  ((p.argument as Node).callee as { name?: string }).name === SPREAD;
/** `import { englishErrorCatalogue } from '@aangan/contracts'`, which the replaced spread no longer needs. */
const isErrorImport = (s: Node) =>
  s.type === 'ImportDeclaration' &&
  (s.source as { value?: string }).value === '@aangan/contracts' &&
  (s.specifiers as Node[]).every((x) => (x.imported as { name?: string } | undefined)?.name === SPREAD);

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
      // From the last change to the first, so earlier offsets stay right.
      const edits: { start: number; end: number; text: string }[] = [];
      for (const p of messages.properties as Node[]) {
        if (isErrorSpread(p)) {
          const entries = Object.entries(englishErrorCatalogue()).map(([k, v]) => `${JSON.stringify(k)}: ${tree(v)}`);
          edits.push({ start: p.start, end: p.end, text: entries.join(',\n') });
          continue;
        }
        const value = p.value as Node & { value?: unknown };
        if (p.type !== 'Property' || value.type !== 'Literal' || typeof value.value !== 'string')
          this.error(`${file}: every message must be a string literal (at offset ${p.start})`);
        edits.push({ start: value.start, end: value.end, text: tree(value.value as string) });
      }
      for (const s of program.body) if (isErrorImport(s)) edits.push({ start: s.start, end: s.end, text: '' });
      let out = code;
      for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
      return { code: out, map: null };
    },
  };
}
