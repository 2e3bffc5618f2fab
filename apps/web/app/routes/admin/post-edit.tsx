import { Form, Link, redirect } from 'react-router';
import { blogPostCreateSchema } from '@aangan/contracts';
import type { Route } from './+types/post-edit';
import { staffApi, staffChoice, staffGet, staffReply } from '../../lib/admin.server';
import { serverApi } from '../../lib/api.server';
import { renderMarkdown } from '../../lib/markdown.server';
import { toIndiaLocalInput, indiaInstant } from '../../lib/time';
import { useResultToast } from '../../components/useResultToast';
import { MarkdownEditor } from '../../components/admin/MarkdownEditor';
import { useSession } from '../../lib/session';

// Write or change a blog post: draft or published, with a publish time, category and tags; the
// preview renders the markdown exactly as the post page will.
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [post, categories, tags] = await Promise.all([
    params.id === 'new'
      ? null
      : staffGet(request, api.GET('/api/v1/admin/blog/posts/{id}', { params: { path: { id: Number(params.id) } } })),
    staffGet(request, api.GET('/api/v1/blog/categories')),
    staffGet(request, api.GET('/api/v1/blog/tags')),
  ]);
  return { post, categories: categories.items, tags: tags.items };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent'));
  if (intent === 'preview')
    return { html: renderMarkdown(String(form.get('content') ?? ''), String(form.get('title') ?? '')) };
  const api = staffApi(context, form);
  const isNew = params.id === 'new';
  const path = { id: Number(params.id) };
  if (intent === 'delete') {
    const answer = await api.DELETE('/api/v1/admin/blog/posts/{id}', { params: { path } });
    if (answer.response.ok) throw redirect('/admin/content');
    return staffReply(request, form, answer, 'Post deleted');
  }
  const text = (k: string) => String(form.get(k) ?? '').trim();
  const status = staffChoice(form, 'status', blogPostCreateSchema.shape.status, text('status') || 'draft');
  if (!status.ok) return status.refused;
  const body = {
    title: text('title'),
    slug: text('slug') || undefined,
    excerpt: text('excerpt') || null,
    content: String(form.get('content') ?? ''),
    cover_image_url: text('cover_image_url') || null,
    author_name: text('author_name') || null,
    category_id: text('category_id') ? Number(text('category_id')) : null,
    tag_ids: form.getAll('tag_ids').map(Number),
    status: status.value,
    published_at: text('published_at') ? indiaInstant(text('published_at')) : null,
  };
  if (isNew) {
    const answer = await api.POST('/api/v1/admin/blog/posts', { body });
    if (answer.data) throw redirect(`/admin/content/posts/${answer.data.id}`);
    return staffReply(request, form, answer, 'Post saved');
  }
  const answer = await api.PUT('/api/v1/admin/blog/posts/{id}', { params: { path }, body });
  return staffReply(request, form, answer, 'Post saved');
}

export default function PostEdit({ loaderData: d, actionData }: Route.ComponentProps) {
  const saved = actionData && 'intent' in actionData ? actionData : undefined;
  useResultToast(saved);
  const { csrf } = useSession();
  const p = d.post;
  const err = saved?.errors ?? {};
  const field = (k: string, label: string, value: string | null | undefined, extra: Record<string, unknown> = {}) => (
    <div className={`field${err[k] ? ' has-error' : ''}`}>
      <label htmlFor={`p-${k}`}>{label}</label>
      <input id={`p-${k}`} name={k} defaultValue={value ?? ''} {...extra} />
      {err[k] ? <p className="field-error">{err[k]}</p> : null}
    </div>
  );
  return (
    <section aria-labelledby="post-title">
      <p>
        <Link to="/admin/content">← Content</Link>
        {p?.status === 'published' ? (
          <>
            {' '}
            ·{' '}
            <Link to={`/blog/${p.slug}`} target="_blank">
              View post ↗
            </Link>
          </>
        ) : null}
      </p>
      <h1 id="post-title">{p ? `Edit: ${p.title}` : 'New blog post'}</h1>
      <Form method="post" className="panel post-form" noValidate>
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        {field('title', 'Title', p?.title, { required: true, maxLength: 200 })}
        {field('slug', 'Slug (made from the title when empty)', p?.slug, { pattern: '[a-z0-9-]+', maxLength: 120 })}
        {field('excerpt', 'Excerpt', p?.excerpt, { maxLength: 500 })}
        {field('author_name', 'Author', p?.author_name, { maxLength: 120 })}
        {field('cover_image_url', 'Cover image URL', p?.cover_image_url, { maxLength: 500 })}
        <div className="field">
          <label htmlFor="p-category">Category</label>
          <select id="p-category" name="category_id" defaultValue={p?.category?.id ?? ''}>
            <option value="">None</option>
            {d.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend>Tags</legend>
          {d.tags.map((x) => (
            <label key={x.id} className="check">
              <input
                type="checkbox"
                name="tag_ids"
                value={x.id}
                defaultChecked={Boolean(p?.tags.some((t) => t.id === x.id))}
              />{' '}
              {x.name}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="p-status">Status</label>
          <select id="p-status" name="status" defaultValue={p?.status ?? 'draft'}>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </select>
        </div>
        {field('published_at', 'Publish time (India)', p?.published_at ? toIndiaLocalInput(p.published_at) : '', {
          type: 'datetime-local',
        })}
        <MarkdownEditor name="content" initial={p?.content ?? ''} title={p?.title ?? ''} csrf={csrf} />
        {err.content ? <p className="field-error">{err.content}</p> : null}
        <div className="admin-actions">
          <button className="btn btn-primary" name="intent" value="save">
            Save
          </button>
          {p ? (
            <button className="btn btn-danger" name="intent" value="delete" formNoValidate>
              Delete post
            </button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
