import { redirect } from 'react-router';
import { blogPostPath } from '@aangan/contracts';
import type { Route } from './+types/old-blog-address';
import { localeFromPath } from '../../../shared/i18n';
import { settle } from '../../../shared/settle';
import { blogPosts } from '../content.server';

// /blog-details, an older address of a post's page, has no content of its own. With ?slug= or
// ?id= it sends readers to that post for good (301, old links keep working); without, to the
// latest post (302: which one that is changes), or to the blog when nothing is published yet.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const prefix = localeFromPath(url.pathname) === 'hi-IN' ? '/hi' : '';
  const post = (url.searchParams.get('slug') ?? url.searchParams.get('id') ?? '').trim();
  if (post) return redirect(`${prefix}/blog/${encodeURIComponent(post)}`, 301);
  const latest = (await settle(blogPosts(context, 'page=1&limit=1'))).data?.items[0];
  return redirect(`${prefix}${latest ? blogPostPath(latest) : '/blog'}`, 302);
}
