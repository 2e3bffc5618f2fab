import { Form, Link } from 'react-router';
import { formatIndiaDateTime } from '@aangan/contracts';
import type { Route } from './+types/content';
import { staffApi, staffGet, staffReply } from '../../lib/admin.server';
import { serverApi, type Api } from '../../lib/api.server';
import type { ApiData } from '../../lib/api-result';
import { useResultToast } from '../../components/useResultToast';
import { useSession } from '../../lib/session';

// Content: blog posts (drafts too), categories and tags, and the policy pages (each also in Hindi).
type PageRow = ApiData<'getAdminPages'>['items'][number];

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [posts, pages, categories, tags] = await Promise.all([
    staffGet(request, api.GET('/api/v1/admin/blog/posts', { params: { query: { limit: 100 } } })),
    staffGet(request, api.GET('/api/v1/admin/pages')),
    staffGet(request, api.GET('/api/v1/blog/categories')),
    staffGet(request, api.GET('/api/v1/blog/tags')),
  ]);
  return { posts: posts.items, pages: pages.items, categories: categories.items, tags: tags.items };
}

/** A category or a tag: added, renamed or deleted alike, each at its own address. */
async function taxonomyChange(api: Api, form: FormData) {
  const tag = form.get('kind') === 'tag';
  const intent = String(form.get('intent'));
  const path = { id: Number(form.get('id')) };
  const body = {
    name: String(form.get('name') ?? '').trim(),
    slug: String(form.get('slug') ?? '').trim() || undefined,
  };
  if (intent === 'delete')
    return {
      answer: tag
        ? await api.DELETE('/api/v1/admin/blog/tags/{id}', { params: { path } })
        : await api.DELETE('/api/v1/admin/blog/categories/{id}', { params: { path } }),
      ok: 'Deleted',
    };
  if (intent === 'rename')
    return {
      answer: tag
        ? await api.PUT('/api/v1/admin/blog/tags/{id}', { params: { path }, body })
        : await api.PUT('/api/v1/admin/blog/categories/{id}', { params: { path }, body }),
      ok: 'Saved',
    };
  return {
    answer: tag
      ? await api.POST('/api/v1/admin/blog/tags', { body })
      : await api.POST('/api/v1/admin/blog/categories', { body }),
    ok: `${tag ? 'Tag' : 'Category'} added`,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const { answer, ok } = await taxonomyChange(staffApi(context, form), form);
  return staffReply(request, form, answer, ok);
}

/** Where a page's Hindi version stands (decision 030): none yet, hidden, or published, and whether the English moved on since. */
function hindiState(p: PageRow): string {
  const hi = p.translations.find((t) => t.locale === 'hi-IN');
  if (!hi) return 'none yet: English shown';
  const older = p.updated_at && new Date(p.updated_at) > new Date(hi.updated_at) ? ' · English changed since' : '';
  return `${hi.is_published ? 'published' : 'hidden'}${older}`;
}

export default function Content({ loaderData: d, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { csrf } = useSession();
  const hidden = <input type="hidden" name="csrf" value={csrf ?? ''} />;
  const taxonomy = (kind: 'category' | 'tag', items: Route.ComponentProps['loaderData']['categories' | 'tags']) => (
    <section className="panel" aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`}>{kind === 'tag' ? 'Tags' : 'Categories'}</h2>
      <ul className="admin-list compact">
        {items.map((c) => (
          <li key={c.id}>
            <Form method="post" className="inline-form">
              {hidden}
              <input type="hidden" name="kind" value={kind} />
              <input type="hidden" name="id" value={c.id} />
              <input name="name" defaultValue={c.name} aria-label={`Name of ${c.name}`} required maxLength={80} />
              <span className="muted">
                {c.slug} · {c.count} posts
              </span>
              <button className="btn btn-ghost" name="intent" value="rename">
                Save
              </button>
              <button className="btn btn-ghost" name="intent" value="delete">
                Delete
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post" className="inline-form">
        {hidden}
        <input type="hidden" name="kind" value={kind} />
        <input name="name" placeholder={`New ${kind}`} aria-label={`New ${kind}`} required maxLength={80} />
        <button className="btn btn-primary" name="intent" value="create">
          Add
        </button>
      </Form>
    </section>
  );
  return (
    <section aria-labelledby="content-title">
      <div className="page-head">
        <h1 id="content-title">Content</h1>
        <Link className="btn btn-primary" to="/admin/content/posts/new">
          New blog post
        </Link>
      </div>
      <section className="panel" aria-labelledby="posts-title">
        <h2 id="posts-title">Blog posts</h2>
        <div className="table-scroll">
          <table className="admin-table" data-testid="admin-posts">
            <thead>
              <tr>
                <th>Title</th>
                <th>Status</th>
                <th>Published</th>
                <th>Updated</th>
              </tr>
            </thead>
            <tbody>
              {d.posts.map((p) => (
                <tr key={p.id}>
                  <td>
                    <Link to={`/admin/content/posts/${p.id}`}>{p.title}</Link>
                  </td>
                  <td>{p.status}</td>
                  <td>{p.published_at ? formatIndiaDateTime(p.published_at) : '–'}</td>
                  <td>{formatIndiaDateTime(p.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="panel" aria-labelledby="pages-title">
        <h2 id="pages-title">Policy pages</h2>
        <ul className="admin-list compact">
          {d.pages.map((p) => (
            <li key={p.unique_name}>
              <Link to={`/admin/content/pages/${p.unique_name}`}>{p.title}</Link>{' '}
              <span className="muted">
                {p.is_published ? 'published' : 'hidden'}
                {p.updated_at ? ` · updated ${formatIndiaDateTime(p.updated_at)}` : ''}
              </span>
              {' · '}
              <Link to={`/admin/content/pages/${p.unique_name}?lang=hi`} aria-label={`Hindi version of ${p.title}`}>
                Hindi
              </Link>{' '}
              <span className="muted">{hindiState(p)}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="admin-two">
        {taxonomy('category', d.categories)}
        {taxonomy('tag', d.tags)}
      </div>
    </section>
  );
}
