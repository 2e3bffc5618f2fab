// The blog and policy rules pages use in the browser: paths, summaries, safe links and the policy
// catalogue. Apart from content.ts so that a page needing them does not load its schemas.

export const BLOG_MAX_PAGE_SIZE = 50;
export const POLICY_SUMMARY_LIMIT = 200;
export const MAX_BATCH_PAGES = 50;

/** The fixed policy catalogue: fallback title and description when the server gives nothing. */
export const POLICY_CATALOGUE = [
  {
    uniqueName: 'terms-of-service',
    fallbackTitle: 'Terms of Service',
    description: 'The rules for using Aangan: accounts, listings, visits and what we and you may expect of each other.',
  },
  {
    uniqueName: 'privacy-policy',
    fallbackTitle: 'Privacy Policy',
    description: 'What personal data we collect, why, how long we keep it and how to reach us about it.',
  },
  {
    uniqueName: 'content-guidelines',
    fallbackTitle: 'Content Guidelines',
    description: 'What a listing, photo, tour or review may contain, and what gets it taken down.',
  },
  {
    uniqueName: 'content-takedown-policy',
    fallbackTitle: 'Content Takedown Policy',
    description: 'How to ask us to remove content and how we handle such requests.',
  },
  {
    uniqueName: 'grievance-redressal-mechanism',
    fallbackTitle: 'Grievance Redressal Mechanism',
    description: 'How to raise a complaint, who handles it and how soon you hear back.',
  },
] as const;
export type PolicyName = (typeof POLICY_CATALOGUE)[number]['uniqueName'];

/**
 * The title slug for /blog/{title-slug}, for a post without a slug of its own: the title
 * lowercased with whitespace runs turned into hyphens, then URL-encoded.
 */
export function titleSlug(title: string): string {
  return encodeURIComponent(title.toLowerCase().trim().replace(/\s+/g, '-'));
}

/** Where a blog post lives: its own slug when it has one, else the title slug. */
export function blogPostPath(post: { slug?: string | null; title: string }): string {
  return `/blog/${post.slug ? encodeURIComponent(post.slug) : titleSlug(post.title)}`;
}

/**
 * The policy card summary: strip markdown (code spans, images, link markup,
 * emphasis and heading characters), take the first non-empty line, cut to 197 characters plus
 * '...' when over 200 (characters as read: letters with their combining signs).
 */
export function policySummary(markdown: string, limit = POLICY_SUMMARY_LIMIT): string {
  let plain = markdown
    .replace(/`([^`]*)`/g, '$1')
    // An image is stripped whole: its alt text ("Aangan logo") is no summary.
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s*/gm, '')
    .replace(/^\s*(?:>\s?|[-*+]\s+)/gm, '');
  // Only delimiters around text are emphasis: "user_email" and "5 * 3" keep theirs. Nested
  // emphasis (**a *b* c**) takes a second pass.
  for (let i = 0; i < 3; i++) {
    const before = plain;
    plain = plain
      .replace(/(\*{1,3}|~~)(?=\S)(.+?)(?<=\S)\1/g, '$2')
      .replace(/(?<![\p{L}\p{N}_])(_{1,3})(?=\S)(.+?)(?<=\S)\1(?![\p{L}\p{N}_])/gu, '$2');
    if (plain === before) break;
  }
  const line =
    plain
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l.length > 0) ?? '';
  // Characters as a reader counts them: a Hindi letter with its vowel sign is one, and is never
  // cut in two (which would leave a stray sign before the ellipsis).
  const chars = Array.from(GRAPHEMES.segment(line), (g) => g.segment);
  return chars.length > limit ? `${chars.slice(0, limit - 3).join('')}...` : line;
}
const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

const SAFE_SCHEMES = new Set(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);

/** Markdown links keep http, https, irc, ircs, mailto, xmpp or relative URLs; others (javascript:, …) are blanked. */
export function safeLinkUrl(url: string): string {
  const trimmed = url.trim();
  // Control characters and whitespace inside a scheme are how "java\tscript:" slips past checks
  // (browsers drop them before reading the scheme).
  // eslint-disable-next-line no-control-regex
  const compact = trimmed.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return trimmed; // relative
  return SAFE_SCHEMES.has(scheme[1]!.toLowerCase()) ? trimmed : '';
}
