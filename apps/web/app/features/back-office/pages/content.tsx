import { Form, Link } from 'react-router';
import { blogCategoryCreateSchema, blogTagCreateSchema, formatIndiaDateTime } from '@aangan/contracts';
import type { Route } from './+types/content';
import { staffApi, staffCheck, staffGet, staffReply, type StaffActionData } from '../admin.server';
import { serverApi, type Api } from '../../../shared/api.server';
import type { ApiData } from '../../../shared/api-result';
import { useResultToast } from '../../../shared/ui/useResultToast';
import { ErrorText, errorTie, useStaffForm } from '../staff-form';
import { useSession } from '../../../shared/session';
import '../back-office.css';

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

type Kind = 'category' | 'tag';
const KIND_SCHEMA = { category: blogCategoryCreateSchema, tag: blogTagCreateSchema } as const;

/** Delete a category or a tag: nothing typed, so nothing to check. */
async function taxonomyDelete(api: Api, tag: boolean, path: { id: number }) {
  return tag
    ? await api.DELETE('/api/v1/admin/blog/tags/{id}', { params: { path } })
    : await api.DELETE('/api/v1/admin/blog/categories/{id}', { params: { path } });
}

/** Add or rename a category or a tag: its name, checked with the API's schema for it. */
async function taxonomySave(api: Api, tag: boolean, rename: boolean, path: { id: number }, body: { name: string }) {
  if (rename)
    return tag
      ? await api.PUT('/api/v1/admin/blog/tags/{id}', { params: { path }, body })
      : await api.PUT('/api/v1/admin/blog/categories/{id}', { params: { path }, body });
  return tag
    ? await api.POST('/api/v1/admin/blog/tags', { body })
    : await api.POST('/api/v1/admin/blog/categories', { body });
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const api = staffApi(context, form);
  const tag = form.get('kind') === 'tag';
  const intent = String(form.get('intent'));
  const path = { id: Number(form.get('id')) };
  if (intent === 'delete') return staffReply(request, form, await taxonomyDelete(api, tag, path), 'Deleted');
  const rename = intent === 'rename';
  const checked = staffCheck(form, KIND_SCHEMA[tag ? 'tag' : 'category'], { reset: !rename });
  if (!checked.ok) return checked.refused;
  const answer = await taxonomySave(api, tag, rename, path, { name: checked.value.name });
  return staffReply(request, form, answer, rename ? 'Saved' : `${tag ? 'Tag' : 'Category'} added`, checked);
}

/** Where a page's Hindi version stands (decision 030): none yet, hidden, or published, and whether the English moved on since. */
function hindiState(p: PageRow): string {
  const hi = p.translations.find((t) => t.locale === 'hi-IN');
  if (!hi) return 'none yet: English shown';
  const older = p.updated_at && new Date(p.updated_at) > new Date(hi.updated_at) ? ' · English changed since' : '';
  return `${hi.is_published ? 'published' : 'hidden'}${older}`;
}

type Data = Route.ComponentProps['loaderData'];
type Term = Data['categories' | 'tags'][number];

/** A category or a tag: rename it (its name checked as the API checks it) or delete it. */
function TermRow({ kind, c, answer }: { kind: Kind; c: Term; answer: StaffActionData | undefined }) {
  const { csrf } = useSession();
  const { form, error, initial } = useStaffForm(KIND_SCHEMA[kind], answer, `rename:${kind}:${c.id}`, {
    id: `${kind}-${c.id}`,
    defaultValue: { name: c.name },
  });
  const id = `${kind}-name-${c.id}`;
  return (
    <li className="term-row">
      <Form method="post" className="inline-form" noValidate {...form}>
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={c.id} />
        <input
          id={id}
          name="name"
          defaultValue={initial('name')}
          aria-label={`Name of ${c.name}`}
          {...errorTie(id, error('name'))}
        />
        <span className="muted">
          {c.slug} · {c.count} posts
        </span>
        <button className="btn btn-ghost" name="intent" value="rename">
          Save
        </button>
        <ErrorText id={id} error={error('name')} />
      </Form>
      <Form method="post" className="inline-form">
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={c.id} />
        <button className="btn btn-ghost" name="intent" value="delete" aria-label={`Delete ${c.name}`}>
          Delete
        </button>
      </Form>
    </li>
  );
}

/** A new category or tag, its name checked as the API checks it. */
function NewTermForm({ kind, answer }: { kind: Kind; answer: StaffActionData | undefined }) {
  const { csrf } = useSession();
  const { form, error, keyOf } = useStaffForm(KIND_SCHEMA[kind], answer, `create:${kind}`, { id: `new-${kind}` });
  const id = `new-${kind}-name`;
  return (
    <Form method="post" className="inline-form" noValidate {...form}>
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="intent" value="create" />
      <input
        key={keyOf('name')}
        id={id}
        name="name"
        placeholder={`New ${kind}`}
        aria-label={`New ${kind}`}
        {...errorTie(id, error('name'))}
      />
      <button className="btn btn-primary" type="submit">
        Add
      </button>
      <ErrorText id={id} error={error('name')} />
    </Form>
  );
}

function Taxonomy({ kind, items, answer }: { kind: Kind; items: Term[]; answer: StaffActionData | undefined }) {
  return (
    <section className="panel" aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`}>{kind === 'tag' ? 'Tags' : 'Categories'}</h2>
      <ul className="admin-list compact">
        {items.map((c) => (
          <TermRow key={c.id} kind={kind} c={c} answer={answer} />
        ))}
      </ul>
      <NewTermForm kind={kind} answer={answer} />
    </section>
  );
}

function PostTable({ posts }: { posts: Data['posts'] }) {
  return (
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
            {posts.map((p) => (
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
  );
}

function PolicyPages({ pages }: { pages: Data['pages'] }) {
  return (
    <section className="panel" aria-labelledby="pages-title">
      <h2 id="pages-title">Policy pages</h2>
      <ul className="admin-list compact">
        {pages.map((p) => (
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
  );
}

export default function Content({ loaderData: d, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  return (
    <section aria-labelledby="content-title">
      <div className="page-head">
        <h1 id="content-title">Content</h1>
        <Link className="btn btn-primary" to="/admin/content/posts/new">
          New blog post
        </Link>
      </div>
      <PostTable posts={d.posts} />
      <PolicyPages pages={d.pages} />
      <div className="admin-two">
        <Taxonomy kind="category" items={d.categories} answer={actionData} />
        <Taxonomy kind="tag" items={d.tags} answer={actionData} />
      </div>
    </section>
  );
}
