import { Form, Link, redirect } from 'react-router';
import { blogPostFormSchema } from '@aangan/contracts';
import type { Route } from './+types/post-edit';
import { staffApi, staffCheck, staffGet, staffReply, type StaffActionData } from '../admin.server';
import { serverApi } from '../../../shared/api.server';
import { renderMarkdown } from '../../content/index.server';
import { toIndiaLocalInput, indiaInstant } from '../../../shared/time';
import { useResultToast } from '../../../shared/ui/useResultToast';
import { MarkdownEditor } from '../MarkdownEditor';
import { Field, FieldFrame, keepFieldFocus } from '../../../shared/ui/Field';
import { ErrorText, useStaffForm } from '../staff-form';
import { useSession } from '../../../shared/session';
import '../back-office.css';

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
  const path = { id: Number(params.id) };
  if (intent === 'delete') {
    const answer = await api.DELETE('/api/v1/admin/blog/posts/{id}', { params: { path } });
    if (answer.response.ok) throw redirect('/admin/content');
    return staffReply(request, form, answer, 'Post deleted');
  }
  const checked = staffCheck(form, blogPostFormSchema);
  if (!checked.ok) return checked.refused;
  const v = checked.value;
  // A box left empty clears what the post had (null), rather than keeping it.
  const body = {
    ...v,
    excerpt: v.excerpt ?? null,
    cover_image_url: v.cover_image_url ?? null,
    author_name: v.author_name ?? null,
    category_id: v.category_id ?? null,
    tag_ids: v.tag_ids ?? [],
    published_at: v.published_at ? indiaInstant(v.published_at) : null,
  };
  if (params.id === 'new') {
    const answer = await api.POST('/api/v1/admin/blog/posts', { body });
    if (answer.data) throw redirect(`/admin/content/posts/${answer.data.id}`);
    return staffReply(request, form, answer, 'Post saved', checked);
  }
  const answer = await api.PUT('/api/v1/admin/blog/posts/{id}', { params: { path }, body });
  return staffReply(request, form, answer, 'Post saved', checked);
}

type Data = Route.ComponentProps['loaderData'];
type Post = NonNullable<Data['post']>;

/** What the editor's boxes hold at first: the post as saved, or an empty draft. */
const postDefaults = (p: Post | null) => ({
  title: p?.title ?? '',
  slug: p?.slug ?? '',
  excerpt: p?.excerpt ?? '',
  author_name: p?.author_name ?? '',
  cover_image_url: p?.cover_image_url ?? '',
  category_id: p?.category ? String(p.category.id) : '',
  tag_ids: p?.tags.map((t) => String(t.id)) ?? [],
  status: p?.status ?? 'draft',
  published_at: p?.published_at ? toIndiaLocalInput(p.published_at) : '',
  content: p?.content ?? '',
});

function PostHead({ p }: { p: Post | null }) {
  return (
    <>
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
    </>
  );
}

/** The post's category, tags and whether it is published, each a choice among the loaded ones. */
function PostChoices({ d, checked }: { d: Data; checked: ReturnType<typeof usePostForm> }) {
  const { error, initial } = checked;
  const tagIds = (initial('tag_ids') as unknown as string[] | string | undefined) ?? [];
  return (
    <>
      <FieldFrame
        label="Category"
        name="category_id"
        id="p-category"
        error={error('category_id')}
        control={(tie) => (
          <select {...tie} defaultValue={initial('category_id')}>
            <option value="">None</option>
            {d.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      />
      <fieldset>
        <legend>Tags</legend>
        {d.tags.map((x) => (
          <label key={x.id} className="check">
            <input type="checkbox" name="tag_ids" value={x.id} defaultChecked={tagIds.includes(String(x.id))} />{' '}
            {x.name}
          </label>
        ))}
      </fieldset>
      <ErrorText id="p-tags" error={error('tag_ids')} />
      <FieldFrame
        label="Status"
        name="status"
        id="p-status"
        error={error('status')}
        control={(tie) => (
          <select {...tie} defaultValue={initial('status')}>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </select>
        )}
      />
    </>
  );
}

const usePostForm = (d: Data, answer: StaffActionData | undefined) =>
  useStaffForm(blogPostFormSchema, answer, 'save', { id: 'post', defaultValue: postDefaults(d.post) });

export default function PostEdit({ loaderData: d, actionData }: Route.ComponentProps) {
  const saved = actionData && 'intent' in actionData ? actionData : undefined;
  useResultToast(saved);
  const { csrf } = useSession();
  const p = d.post;
  const checked = usePostForm(d, saved);
  const { form, error, initial } = checked;
  const text = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <Field id={`p-${name}`} name={name} label={label} defaultValue={initial(name)} error={error(name)} {...extra} />
  );
  return (
    <section aria-labelledby="post-title">
      <PostHead p={p} />
      <Form method="post" className="panel post-form" noValidate {...form}>
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        {text('title', 'Title')}
        {text('slug', 'Slug (made from the title when empty)')}
        {text('excerpt', 'Excerpt')}
        {text('author_name', 'Author')}
        {text('cover_image_url', 'Cover image URL')}
        <PostChoices d={d} checked={checked} />
        {text('published_at', 'Publish time (India)', { type: 'datetime-local' })}
        <MarkdownEditor
          name="content"
          initial={initial('content') ?? ''}
          title={p?.title ?? ''}
          csrf={csrf}
          error={error('content')}
        />
        <div className="admin-actions">
          <button className="btn btn-primary" name="intent" value="save" onMouseDown={keepFieldFocus}>
            Save
          </button>
        </div>
      </Form>
      {p ? (
        <Form method="post" className="admin-actions">
          <input type="hidden" name="csrf" value={csrf ?? ''} />
          <button className="btn btn-danger" name="intent" value="delete">
            Delete post
          </button>
        </Form>
      ) : null}
    </section>
  );
}
