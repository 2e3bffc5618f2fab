// The pieces of a signed-in search page built once per kind of viewer (personal-pages.ts): which
// requests may have one, escaping as React does it, and the filling of the slots.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, VIEWER_ELEMENT_ID, VIEWER_SLOTS, type User } from '@aangan/contracts';
import { escapeHtml, fillViewer, onlySessionCookie, viewerPageKey } from './personal-pages.ts';

const person = (over: Partial<User> = {}) =>
  ({ id: 7, full_name: 'Meera', email: 'meera@example.in', profile_image_url: null, role: 'user', ...over }) as User;

describe('which requests get a page built per kind of viewer', () => {
  it('those with the session cookie alone', () => {
    expect(onlySessionCookie(`${SESSION_COOKIE}=abc`)).toBe(true);
    expect(onlySessionCookie(` ${SESSION_COOKIE}=abc `)).toBe(true);
  });
  it('not visitors, nor a request with a flash message or any other cookie', () => {
    expect(onlySessionCookie(undefined)).toBe(false);
    expect(onlySessionCookie('')).toBe(false);
    expect(onlySessionCookie(`${SESSION_COOKIE}=abc; aangan_flash=%7B%7D`)).toBe(false);
    expect(onlySessionCookie(`theme=dark; ${SESSION_COOKIE}=abc`)).toBe(false);
  });
});

describe('escaping', () => {
  it('writes text and attributes as React does', () => {
    for (const s of [`Rohan "Ro" D'Souza & Co`, '</script><b>x</b>', 'मीरा शर्मा', 'a\\b\u2028c', '&amp;']) {
      const markup = renderToStaticMarkup(createElement('span', { title: s }, s));
      expect(markup).toBe(`<span title="${escapeHtml(s)}">${escapeHtml(s)}</span>`);
    }
  });
});

describe('filling a page in', () => {
  const page = {
    nonce: 'n+1/A=',
    html: `<html><head><script nonce="n+1/A="></script></head><body><span>${VIEWER_SLOTS.name}</span><img src="${VIEWER_SLOTS.image}"/><input value="${VIEWER_SLOTS.csrf}"/><input value="${VIEWER_SLOTS.csrf}"/></body></html>`,
  };

  it("puts the person's name, picture and form token in every slot, escaped", () => {
    const user = person({ full_name: 'A & "B"', profile_image_url: '/m/a.webp' });
    const html = fillViewer(page, { user, csrf: 't-1', unread: 0 }, 'n2');
    expect(html).toContain('<span>A &amp; &quot;B&quot;</span><img src="/m/a.webp"/>');
    expect(html.match(/value="t-1"/g)).toHaveLength(2);
    expect(html).not.toContain('aangan-viewer-');
    expect(html).toContain('<script nonce="n2">');
    expect(html).not.toContain('n+1/A=');
    // Filled again for someone else, from the same kept page.
    const again = fillViewer(page, { user: person({ full_name: 'C' }), csrf: 't-2', unread: 0 }, 'n3');
    expect(again).toContain('<span>C</span>');
    expect(again).toContain('<script nonce="n3">');
  });

  it('names people without a name by their e-mail, as the header does', () => {
    expect(fillViewer(page, { user: person({ full_name: ' ' }), csrf: 't', unread: 0 }, 'n')).toContain(
      '<span>meera@example.in</span>',
    );
  });

  it('carries the person for the browser, and a name cannot end that element early', () => {
    const user = person({ full_name: '</script><script>alert(1)</script>' });
    const html = fillViewer(page, { user, csrf: 't-2', unread: 3 }, 'n');
    const carried = new RegExp(
      `<script type="application/json" id="${VIEWER_ELEMENT_ID}" nonce="n">(.*?)</script></body></html>$`,
    ).exec(html);
    expect(JSON.parse(carried![1]!)).toEqual({ user, csrf: 't-2', unread: 3 });
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the page's own script, and this one
  });

  it("keeps one page per kind of viewer (role, picture, the bell's count) and set of likes", () => {
    const keys = new Set([
      viewerPageKey('h/properties', { role: 'user', image: false, unread: 0 }, []),
      viewerPageKey('h/properties', { role: 'admin', image: false, unread: 0 }, []),
      viewerPageKey('h/properties', { role: 'user', image: true, unread: 0 }, []),
      viewerPageKey('h/properties', { role: 'user', image: false, unread: 2 }, []),
      viewerPageKey('h/properties', { role: 'user', image: false, unread: 0 }, [3]),
      viewerPageKey('h/properties?page=2', { role: 'user', image: false, unread: 0 }, []),
    ]);
    expect(keys.size).toBe(6);
  });
});
