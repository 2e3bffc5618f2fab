import { Form, Link, useRouteLoaderData, useSearchParams } from 'react-router';
import type { Route } from './+types/inbox';
import { staffAction, staffGet } from '../../lib/admin.server';
import { formatIndiaDateTime, INBOX_FORM_IDS, SUBMISSION_STATUSES, type FormSubmission } from '@aangan/contracts';
import { useResultToast } from '../../components/useResultToast';
import { Pager } from '../../components/admin/Pager';

// Inbox: everything people sent through the site's forms, newest first, with a status and notes;
// newsletter subscribers can be downloaded as CSV.
type SubmissionList = { items: FormSubmission[]; page: number; total: number; total_pages: number };
const FORMS = ['', ...INBOX_FORM_IDS];
const STATUSES = SUBMISSION_STATUSES;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = new URLSearchParams();
  for (const k of ['form_id', 'status', 'page']) {
    const v = url.searchParams.get(k);
    if (v) q.set(k, v);
  }
  q.set('limit', '20');
  return { list: await staffGet<SubmissionList>(context, request, `/admin/forms?${q}`) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  return staffAction(context, request, form, async (send) => {
    if (form.get('intent') === 'note')
      return {
        r: await send(`/admin/forms/${id}/notes`, 'POST', { text: String(form.get('text') ?? '') }),
        ok: 'Note added',
      };
    return {
      r: await send(`/admin/forms/${id}`, 'PATCH', { status: String(form.get('status')) }),
      ok: 'Status changed',
    };
  });
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { csrf } = useRouteLoaderData('admin') as { csrf: string | null };
  const [params] = useSearchParams();
  const { list } = loaderData;
  return (
    <section aria-labelledby="inbox-title">
      <div className="page-head">
        <h1 id="inbox-title">Inbox</h1>
        <a className="btn btn-ghost" href="/api/v1/admin/newsletter.csv" download>
          Newsletter subscribers (CSV)
        </a>
      </div>
      <Form method="get" className="admin-filters">
        <label>
          Form{' '}
          <select name="form_id" defaultValue={params.get('form_id') ?? ''}>
            {FORMS.map((f) => (
              <option key={f} value={f}>
                {f || 'All forms'}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status{' '}
          <select name="status" defaultValue={params.get('status') ?? ''}>
            <option value="">Any</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.replace('_', ' ')}
              </option>
            ))}
          </select>
        </label>
        <button className="btn btn-primary" type="submit">
          Show
        </button>
      </Form>
      <p className="muted">{list.total} submissions</p>
      <ul className="admin-list" data-testid="inbox">
        {list.items.map((s) => (
          <li key={s.id} className="panel">
            <div className="admin-row-head">
              <strong>
                #{s.id} · {s.form_id}
              </strong>
              <span className={`status status-${s.status}`}>{s.status.replace('_', ' ')}</span>
              <span className="muted">{formatIndiaDateTime(s.created_at)}</span>
            </div>
            <dl className="kv">
              {Object.entries(s.payload)
                .filter(([, v]) => v !== '' && v !== null && v !== false)
                .map(([k, v]) => (
                  <div key={k}>
                    <dt>{k.replace(/_/g, ' ')}</dt>
                    <dd>{String(v)}</dd>
                  </div>
                ))}
            </dl>
            {s.notes.length ? (
              <ul className="notes">
                {s.notes.map((n) => (
                  <li key={n.id}>
                    <span className="muted">
                      {n.author_name ?? 'Staff'}, {formatIndiaDateTime(n.at)}:
                    </span>{' '}
                    {n.text}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="admin-actions">
              <Form method="post" className="inline-form">
                <input type="hidden" name="csrf" value={csrf ?? ''} />
                <input type="hidden" name="id" value={s.id} />
                <input type="hidden" name="intent" value="status" />
                <label className="sr-only" htmlFor={`st-${s.id}`}>
                  Status
                </label>
                <select id={`st-${s.id}`} name="status" defaultValue={s.status}>
                  {STATUSES.map((x) => (
                    <option key={x} value={x}>
                      {x.replace('_', ' ')}
                    </option>
                  ))}
                </select>
                <button className="btn btn-ghost" type="submit">
                  Set status
                </button>
              </Form>
              <Form method="post" className="inline-form">
                <input type="hidden" name="csrf" value={csrf ?? ''} />
                <input type="hidden" name="id" value={s.id} />
                <input type="hidden" name="intent" value="note" />
                <label className="sr-only" htmlFor={`note-${s.id}`}>
                  Note
                </label>
                <input id={`note-${s.id}`} name="text" placeholder="Add a note" required maxLength={2000} />
                <button className="btn btn-ghost" type="submit">
                  Add note
                </button>
              </Form>
              {s.form_id === 'deletion-request' ? <Link to="/admin/deletions">Handle deletion →</Link> : null}
            </div>
          </li>
        ))}
      </ul>
      <Pager page={list.page} pages={list.total_pages} />
    </section>
  );
}
