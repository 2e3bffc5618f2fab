import { redirect } from 'react-router';
import type { Route } from './+types/blog-details';
import { localeFromPath } from '../i18n';

// /blog-details, the spec's referenced detail variant, has no content of its own: it sends
// readers to the post (?slug= or ?id=) or to the blog, permanently, so old links keep working.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const prefix = localeFromPath(url.pathname) === 'hi-IN' ? '/hi' : '';
  const post = (url.searchParams.get('slug') ?? url.searchParams.get('id') ?? '').trim();
  return redirect(`${prefix}/blog${post ? `/${encodeURIComponent(post)}` : ''}`, 301);
}
