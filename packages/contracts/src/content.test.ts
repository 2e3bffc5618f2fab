import { describe, expect, it } from 'vitest';
import { blogPostPath, policySummary, safeLinkUrl, titleSlug } from './content.ts';

describe('the blog title slug (/blog/{title-slug})', () => {
  it('lowercases and turns each whitespace run into one hyphen', () => {
    expect(titleSlug('Renting in  DLF Phases')).toBe('renting-in-dlf-phases');
    expect(titleSlug('PG\tliving \n\t near Cyber City')).toBe('pg-living-near-cyber-city');
    expect(titleSlug('  Short stays  ')).toBe('short-stays');
  });
  it('URL-encodes what is left, unicode included', () => {
    expect(titleSlug('Buy & Sell?')).toBe('buy-%26-sell%3F');
    expect(titleSlug('Golf Course Road: a guide')).toBe('golf-course-road%3A-a-guide');
    expect(titleSlug('गुरुग्राम में घर')).toBe(encodeURIComponent('गुरुग्राम-में-घर'));
    expect(titleSlug('ÉCOLE Près')).toBe('%C3%A9cole-pr%C3%A8s');
    expect(decodeURIComponent(titleSlug('100% Home Loan / EMI'))).toBe('100%-home-loan-/-emi');
  });
  it('links a post by its own slug when it has one, else by the title slug', () => {
    expect(blogPostPath({ slug: 'home-loan-emi-basics', title: 'Home loan EMI basics' })).toBe(
      '/blog/home-loan-emi-basics',
    );
    expect(blogPostPath({ slug: null, title: 'Buy & Sell?' })).toBe('/blog/buy-%26-sell%3F');
    expect(blogPostPath({ slug: '', title: 'Two  Words' })).toBe('/blog/two-words');
  });
});

describe('the policy card summary', () => {
  it('strips code spans, images, link markup, emphasis and heading characters', () => {
    expect(policySummary('Write to `privacy@aangan.in` today')).toBe('Write to privacy@aangan.in today');
    expect(policySummary('![Aangan logo](/logo.png) Our terms')).toBe('Our terms');
    expect(
      policySummary('See our [Privacy Policy](/policies/privacy-policy) and [![badge](/b.png)](https://x.in).'),
    ).toBe('See our Privacy Policy and .');
    expect(policySummary('This is **very** _important_ and ~~old~~ *news*, ***really***')).toBe(
      'This is very important and old news, really',
    );
    expect(policySummary('**Bold with *nested* emphasis**')).toBe('Bold with nested emphasis');
    expect(policySummary('## Data we keep')).toBe('Data we keep');
    expect(policySummary('> quoted line')).toBe('quoted line');
  });
  it('leaves underscores inside words and lone stars alone', () => {
    expect(policySummary('The user_email field and 5 * 3 rooms')).toBe('The user_email field and 5 * 3 rooms');
  });
  it('takes the first non-empty line', () => {
    expect(policySummary('\n\n   \n# Terms of Service\n\nThese terms govern...')).toBe('Terms of Service');
    expect(policySummary('![only an image](/x.png)\n\nFirst real line\nsecond')).toBe('First real line');
    expect(policySummary('')).toBe('');
  });
  it('keeps exactly 200 characters and cuts 201 to 197 plus an ellipsis', () => {
    const exact = 'a'.repeat(200);
    expect(policySummary(exact)).toBe(exact);
    const over = 'b'.repeat(201);
    expect(policySummary(over)).toBe(`${'b'.repeat(197)}...`);
    expect(policySummary(over)).toHaveLength(200);
    // The limit counts the text a reader sees, after the markup is gone.
    expect(policySummary(`**${'c'.repeat(200)}**`)).toBe('c'.repeat(200));
  });
  it('counts a Hindi letter with its vowel sign as one character and never splits it', () => {
    // 'कि' is two code points (क + ि): 201 of them are cut to 197 whole ones.
    expect(policySummary('कि'.repeat(201))).toBe(`${'कि'.repeat(197)}...`);
    expect(policySummary('कि'.repeat(200))).toBe('कि'.repeat(200));
  });
});

describe('links in policy bodies', () => {
  it('keeps http, https, irc, ircs, mailto and xmpp links, and relative ones', () => {
    for (const url of [
      'http://a.in/x',
      'HTTPS://a.in',
      'irc://irc.libera.chat/aangan',
      'ircs://irc.libera.chat',
      'mailto:help@aangan.in',
      'xmpp:help@aangan.in',
      '/policies/privacy-policy',
      'privacy-policy',
      '../terms',
      '#section-2',
      '?tab=faq',
      'a/b:c',
    ]) {
      expect(safeLinkUrl(url)).toBe(url);
    }
    expect(safeLinkUrl('  https://a.in  ')).toBe('https://a.in');
  });
  it('blanks script, data, vbscript and file links however they are disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      ' \u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://a.in',
    ]) {
      expect(safeLinkUrl(url)).toBe('');
    }
  });
});
