import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.server';

describe('renderMarkdown', () => {
  it('keeps safe links and opens them in a new tab', () => {
    const html = renderMarkdown(
      '[a](https://x.in/p) [b](mailto:grievance@aangan.in) [c](/policies/privacy-policy) [d](xmpp:me@x.in)',
    );
    expect(html).toContain('<a href="https://x.in/p" target="_blank" rel="noopener noreferrer">a</a>');
    expect(html).toContain('href="mailto:grievance@aangan.in"');
    expect(html).toContain('href="/policies/privacy-policy"');
    expect(html).toContain('href="xmpp:me@x.in"');
  });

  it('blanks links with other schemes, whatever their case or hidden characters', () => {
    const html = renderMarkdown(
      '[x](javascript:alert(1)) [y](JaVaScRiPt:alert(1)) [z](data:text/html;base64,PHNjcmlwdD4=) [w](vbscript:x)',
    );
    expect(html).not.toMatch(/javascript|data:|vbscript/i);
    expect(html.match(/<a href="">/g)).toHaveLength(4);
  });

  it('shows raw HTML as text instead of running it', () => {
    const html = renderMarkdown('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('wraps tables so they scroll sideways', () => {
    const html = renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toMatch(/^<div class="table-scroll"[^>]*><table>/);
    expect(html).toContain('</table></div>');
  });

  it('drops a leading heading that repeats the title and puts the other headings under it', () => {
    const html = renderMarkdown('# Privacy Policy\n\nIntro\n\n## 1. Who we are\n\n# Odd top heading', 'Privacy Policy');
    expect(html).not.toContain('<h1>');
    expect(html).not.toContain('>Privacy Policy<');
    expect(html).toContain('<h3>1. Who we are</h3>');
    expect(html).toContain('<h2>Odd top heading</h2>');
    // A body that starts at ## keeps its sections as h2: no level is skipped.
    expect(renderMarkdown('# Terms\n\n## One\n\n### One.a', 'Terms')).toBe('<h2>One</h2>\n<h3>One.a</h3>\n');
  });

  it('keeps in-page anchors in the same tab', () => {
    expect(renderMarkdown('[up](#top)')).toContain('<a href="#top">up</a>');
  });
});
