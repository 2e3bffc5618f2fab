import { describe, expect, it } from 'vitest';
import { deferHydration } from './defer-hydration.server';

const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/styles.css" data-precedence="default"/>` +
  `<link rel="modulepreload" href="/assets/entry.client.js" nonce="N1"/><link rel="modulepreload" href="/assets/root.js" nonce="N1"/>` +
  `</head><body>${body}<script nonce="N1">window.__reactRouterContext = {};</script>` +
  `<script nonce="N1" type="module" async="">import * as route0 from "/assets/root.js";\nwindow.x = "</scr" + "ipt>";import("/assets/entry.client.js");</script></body></html>`;

/** Runs the loader the way a browser would, with a fake document, and returns what it added. */
function run(html: string, hidden = false) {
  const loader = /<script nonce="N1">(\(function\(\)\{var go[\s\S]*?)<\/script>/.exec(html)![1]!;
  const added: { tag: string; props: Record<string, string> }[] = [];
  const el = (tag: string) => {
    const props: Record<string, string> = {};
    added.push({ tag, props });
    return props;
  };
  const frames: (() => void)[] = [];
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    createElement: el,
    head: { appendChild() {} },
    body: { appendChild() {} },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
    document,
    (f: () => void) => frames.push(f),
    (f: () => void) => f(),
  );
  return { added, frames };
}

describe('deferring hydration past the first paint', () => {
  it('takes the script preloads and the module script out of the page', () => {
    const html = deferHydration(page('<main>Hello</main>'));
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/styles.css"');
    expect(html).toContain('<main>Hello</main>');
    expect(html).toContain('<script nonce="N1">window.__reactRouterContext = {};</script>');
    // Nothing in the page can end the loader's script early.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('adds them back, with the nonce, once a frame has been painted', () => {
    const { added, frames } = run(deferHydration(page('')));
    expect(added).toEqual([]);
    frames.forEach((f) => f());
    expect(added.map((a) => a.props.href ?? a.props.type)).toEqual([
      '/assets/entry.client.js',
      '/assets/root.js',
      'module',
    ]);
    expect(added[2]!.props).toMatchObject({ nonce: 'N1' });
    expect(added[2]!.props.textContent).toBe(
      'import * as route0 from "/assets/root.js";\nwindow.x = "</scr" + "ipt>";import("/assets/entry.client.js");',
    );
  });

  it('starts at once in a hidden tab, which paints no frame', () => {
    expect(run(deferHydration(page('')), true).added).toHaveLength(3);
  });

  it('leaves a page without scripts alone', () => {
    expect(deferHydration('<html><body>plain</body></html>')).toBe('<html><body>plain</body></html>');
  });
});
