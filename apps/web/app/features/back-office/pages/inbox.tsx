import { Form, Link } from 'react-router';
import { ChoiceFilter, Filters } from '../Filters';
import type { Route } from './+types/inbox';
import { staffApi, staffCheck, staffGet, staffReply, type StaffActionData } from '../admin.server';
import { serverApi } from '../../../shared/api.server';
import {
  formatIndiaDateTime,
  formNoteCreateSchema,
  formSubmissionUpdateSchema,
  INBOX_FORM_IDS,
  SUBMISSION_STATUSES,
} from '@aangan/contracts';
import { useResultToast } from '../../../shared/ui/useResultToast';
import { Pager } from '../Pager';
import { ErrorText, errorTie, useStaffForm } from '../staff-form';
import { useSession } from '../../../shared/session';
import '../back-office.css';

// Inbox: everything people sent through the site's forms, newest first, with a status and notes;
// newsletter subscribers can be downloaded as CSV.
const STATUSES = SUBMISSION_STATUSES;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = new URLSearchParams();
  for (const k of ['form_id', 'status', 'page']) {
    const v = url.searchParams.get(k);
    if (v) q.set(k, v);
  }
  q.set('limit', '20');
  // The filters go as the address gave them; the API answers a wrong one with its message.
  return {
    list: await staffGet(
      request,
      serverApi(context).GET('/api/v1/admin/forms', { querySerializer: () => q.toString() }),
    ),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const api = staffApi(context, form);
  const path = { id: Number(form.get('id')) };
  if (form.get('intent') === 'note') {
    const checked = staffCheck(form, formNoteCreateSchema, { reset: true });
    if (!checked.ok) return checked.refused;
    const answer = await api.POST('/api/v1/admin/forms/{id}/notes', { params: { path }, body: checked.value });
    return staffReply(request, form, answer, 'Note added', checked);
  }
  const checked = staffCheck(form, formSubmissionUpdateSchema);
  if (!checked.ok) return checked.refused;
  const answer = await api.PATCH('/api/v1/admin/forms/{id}', { params: { path }, body: checked.value });
  return staffReply(request, form, answer, 'Status changed', checked);
}

type FormSubmission = Route.ComponentProps['loaderData']['list']['items'][number];

function InboxFilters() {
  return (
    <Filters submit="Search">
      <ChoiceFilter name="form_id" label="Form" any="All forms" values={INBOX_FORM_IDS} show={(f) => f} />
      <ChoiceFilter name="status" label="Status" any="Any" values={STATUSES} />
    </Filters>
  );
}

/** What was sent, and the notes the team added since. */
function SubmissionBody({ s }: { s: FormSubmission }) {
  return (
    <>
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
    </>
  );
}

function StatusForm({ s, answer }: { s: FormSubmission; answer: StaffActionData | undefined }) {
  const { csrf } = useSession();
  const { form, error, initial } = useStaffForm(formSubmissionUpdateSchema, answer, `status:${s.id}`, {
    defaultValue: { status: s.status },
  });
  const id = `st-${s.id}`;
  return (
    <Form method="post" className="inline-form" noValidate {...form}>
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <input type="hidden" name="id" value={s.id} />
      <input type="hidden" name="intent" value="status" />
      <label className="sr-only" htmlFor={id}>
        Status
      </label>
      <select id={id} name="status" defaultValue={initial('status')} {...errorTie(id, error('status'))}>
        {STATUSES.map((x) => (
          <option key={x} value={x}>
            {x.replace('_', ' ')}
          </option>
        ))}
      </select>
      <button className="btn btn-ghost" type="submit">
        Set status
      </button>
      <ErrorText id={id} error={error('status')} />
    </Form>
  );
}

function NoteForm({ s, answer }: { s: FormSubmission; answer: StaffActionData | undefined }) {
  const { csrf } = useSession();
  const { form, error, initial, keyOf } = useStaffForm(formNoteCreateSchema, answer, `note:${s.id}`);
  const id = `note-${s.id}`;
  return (
    <Form method="post" className="inline-form" noValidate {...form}>
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <input type="hidden" name="id" value={s.id} />
      <input type="hidden" name="intent" value="note" />
      <label className="sr-only" htmlFor={id}>
        Note
      </label>
      <input
        key={keyOf('text')}
        id={id}
        name="text"
        placeholder="Add a note"
        defaultValue={initial('text')}
        {...errorTie(id, error('text'))}
      />
      <button className="btn btn-ghost" type="submit">
        Add note
      </button>
      <ErrorText id={id} error={error('text')} />
    </Form>
  );
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { list } = loaderData;
  return (
    <section aria-labelledby="inbox-title">
      <div className="page-head">
        <h1 id="inbox-title">Inbox</h1>
        <a className="btn btn-ghost" href="/api/v1/admin/newsletter.csv" download>
          Newsletter subscribers (CSV)
        </a>
      </div>
      <InboxFilters />
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
            <SubmissionBody s={s} />
            <div className="admin-actions">
              <StatusForm s={s} answer={actionData} />
              <NoteForm s={s} answer={actionData} />
              {s.form_id === 'deletion-request' ? <Link to="/admin/deletions">Handle deletion →</Link> : null}
            </div>
          </li>
        ))}
      </ul>
      <Pager page={list.page} pages={list.total_pages} />
    </section>
  );
}
