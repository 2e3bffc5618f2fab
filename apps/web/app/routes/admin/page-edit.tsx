import { Form, Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/page-edit';
import { staffAction, staffGet } from '../../lib/admin.server';
import { renderMarkdown } from '../../lib/markdown.server';
import { paths } from '../../lib/paths';
import { useResultToast } from '../../components/useResultToast';
import { MarkdownEditor } from '../../components/admin/MarkdownEditor';

// Edit a policy page in markdown; the preview renders as /policies/{name} will.
interface AdminPage { unique_name: string; title: string; summary: string | null; content: string; is_published: boolean }

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { items } = await staffGet<{ items: AdminPage[] }>(context, request, '/admin/pages');
  const page = items.find((p) => p.unique_name === params.name);
  if (!page) throw new Response(null, { status: 404 });
  return { page };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'preview') return { html: renderMarkdown(String(form.get('content') ?? ''), String(form.get('title') ?? '')) };
  const body = {
    title: String(form.get('title') ?? '').trim(), summary: String(form.get('summary') ?? '').trim() || null,
    content: String(form.get('content') ?? ''), is_published: form.get('is_published') === 'on',
  };
  return staffAction(context, request, form, async (send) => ({ r: await send(`/admin/pages/${encodeURIComponent(params.name)}`, 'PUT', body), ok: 'Page saved' }));
}

export default function PageEdit({ loaderData: { page }, actionData }: Route.ComponentProps) {
  const saved = actionData && 'intent' in actionData ? actionData : undefined;
  useResultToast(saved);
  const { csrf } = useRouteLoaderData('admin') as { csrf: string | null };
  const err = saved?.errors ?? {};
  return (
    <section aria-labelledby="page-title">
      <p><Link to="/admin/content">← Content</Link> · <Link to={paths.policy(page.unique_name)} target="_blank">View page ↗</Link></p>
      <h1 id="page-title">Edit: {page.title}</h1>
      <Form method="post" className="panel post-form">
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        <div className={`field${err.title ? ' has-error' : ''}`}><label htmlFor="pg-title">Title</label><input id="pg-title" name="title" defaultValue={page.title} required maxLength={200} />{err.title ? <p className="field-error">{err.title}</p> : null}</div>
        <div className="field"><label htmlFor="pg-summary">Summary (cards on /policies; the first line is used when empty)</label><input id="pg-summary" name="summary" defaultValue={page.summary ?? ''} maxLength={300} /></div>
        <label className="check"><input type="checkbox" name="is_published" defaultChecked={page.is_published} /> Published</label>
        <MarkdownEditor name="content" initial={page.content} title={page.title} csrf={csrf} />
        <button className="btn btn-primary" name="intent" value="save">Save</button>
      </Form>
    </section>
  );
}
