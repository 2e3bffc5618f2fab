// Markdown bodies of policies and blog posts, turned into HTML on the server only (the parser
// never ships to the browser). Raw HTML in the source is shown as text, links keep only safe
// schemes (safeLinkUrl; others, such as javascript:, are blanked) and open in a new tab, tables
// scroll sideways.
import MarkdownIt from 'markdown-it';
import { safeLinkUrl } from '@aangan/contracts';

const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
// Every link reaches the renderer, which blanks what is unsafe (markdown-it would otherwise
// leave a refused link as literal '[text](url)' text).
md.validateLink = () => true;

const rules = md.renderer.rules;
rules.link_open = (tokens, i, options, _env, self) => {
  const token = tokens[i]!;
  const href = safeLinkUrl(String(token.attrGet('href') ?? ''));
  token.attrSet('href', href);
  if (href && !href.startsWith('#')) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return self.renderToken(tokens, i, options);
};
const image = rules.image!;
rules.image = (tokens, i, options, env, self) => {
  const token = tokens[i]!;
  const src = safeLinkUrl(String(token.attrGet('src') ?? ''));
  // Images come from the web or our own media; an image "link" to mailto or irc is no image.
  token.attrSet('src', /^(https?:|\/|\.|[^:]*$)/i.test(src) ? src : '');
  token.attrSet('loading', 'lazy');
  return image(tokens, i, options, env, self);
};
rules.table_open = () => '<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table>\n';
rules.table_close = () => '</table></div>\n';

/**
 * The page already has its title as its one h1: a leading '# Title' repeating it is dropped, and
 * the body's headings move so the highest is an h2 (never below h6).
 */
export function renderMarkdown(source: string, title?: string): string {
  const tokens = md.parse(source, {});
  const first =
    tokens[0]?.type === 'heading_open' && tokens[0].tag === 'h1' ? tokens[1]?.content.trim().toLowerCase() : undefined;
  const body = title && first === title.trim().toLowerCase() ? tokens.slice(3) : tokens;
  // Headings shift so the body's highest one is an h2, without gaps under the page's h1.
  const levels = body.filter((t) => t.type === 'heading_open').map((t) => Number(t.tag.slice(1)));
  const shift = levels.length ? 2 - Math.min(...levels) : 0;
  for (const t of body) {
    if (t.type === 'heading_open' || t.type === 'heading_close')
      t.tag = `h${Math.min(6, Number(t.tag.slice(1)) + shift)}`;
  }
  return md.renderer.render(body, md.options, {});
}
