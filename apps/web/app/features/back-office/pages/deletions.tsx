import { Form, Link } from 'react-router';
import {
  DELETION_REASONS,
  DELETION_TYPES,
  ERASABLE_FIELDS,
  VERIFY_METHODS,
  deletionExecuteSchema,
  deletionVerifySchema,
  formatIndiaDateTime,
} from '@aangan/contracts';
import type { Route } from './+types/deletions';
import { staffApi, staffCheck, staffGet, staffReply, type StaffActionData } from '../admin.server';
import { serverApi } from '../../../shared/api.server';
import { useResultToast } from '../../../shared/ui/useResultToast';
import { ErrorText, errorTie, useStaffForm } from '../staff-form';
import { useSession } from '../../../shared/session';
import '../back-office.css';

// Deletion requests: verify who is asking, then carry out what they chose (the whole account,
// personal information only, listings only, or named data) for real, within the policy's time.
const SPECIFIC_FIELDS = ERASABLE_FIELDS;
/** What the execution did, e.g. 'listings deleted: 3, sessions ended: 2'. */
const summary = (r: Record<string, unknown>) =>
  Object.entries(r)
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
    .join(' · ');
const label = (list: readonly { value: string; label: string }[], v?: string) =>
  list.find((x) => x.value === v)?.label ?? v ?? '–';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { list: await staffGet(request, serverApi(context).GET('/api/v1/admin/deletion-requests')) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const api = staffApi(context, form);
  const path = { id: Number(form.get('id')) };
  if (form.get('intent') === 'verify') {
    const checked = staffCheck(form, deletionVerifySchema);
    if (!checked.ok) return checked.refused;
    const body = { method: checked.value.method, note: checked.value.note ?? '' };
    const answer = await api.POST('/api/v1/admin/deletion-requests/{id}/verify', { params: { path }, body });
    return staffReply(request, form, answer, 'Identity verified', checked);
  }
  // Named data only when some was ticked; none means what the request itself asked for.
  const checked = staffCheck(form, deletionExecuteSchema);
  if (!checked.ok) return checked.refused;
  const body = checked.value.fields ? { fields: checked.value.fields } : {};
  const answer = await api.POST('/api/v1/admin/deletion-requests/{id}/execute', { params: { path }, body });
  return staffReply(request, form, answer, 'Deletion carried out', checked);
}

type Deletion = Route.ComponentProps['loaderData']['list']['items'][number];

/** Mark who asked as verified: how, and a note; checked as the API checks them. */
function VerifyForm({ d, answer }: { d: Deletion; answer: StaffActionData | undefined }) {
  const { csrf } = useSession();
  const { form, error, initial } = useStaffForm(deletionVerifySchema, answer, `verify:${d.id}`);
  const id = `m-${d.id}`;
  return (
    <Form method="post" className="inline-form" noValidate {...form}>
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <input type="hidden" name="id" value={d.id} />
      <label htmlFor={id}>Verified by</label>
      <select id={id} name="method" defaultValue={initial('method')} {...errorTie(id, error('method'))}>
        {VERIFY_METHODS.map((m) => (
          <option key={m} value={m}>
            {m.replace('_', ' ')}
          </option>
        ))}
      </select>
      <input
        id={`n-${d.id}`}
        name="note"
        placeholder="Note"
        aria-label="Verification note"
        defaultValue={initial('note')}
        {...errorTie(`n-${d.id}`, error('note'))}
      />
      <button className="btn btn-primary" name="intent" value="verify">
        Mark identity verified
      </button>
      <ErrorText id={id} error={error('method')} />
      <ErrorText id={`n-${d.id}`} error={error('note')} />
    </Form>
  );
}

/** Carry out a verified request: for named data, the kinds ticked (checked as the API checks them). */
function ExecuteForm({ d, answer }: { d: Deletion; answer: StaffActionData | undefined }) {
  const { csrf } = useSession();
  const { form, error } = useStaffForm(deletionExecuteSchema, answer, `execute:${d.id}`);
  const verification = d.verification!;
  return (
    <Form method="post" className="inline-form" noValidate {...form}>
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <input type="hidden" name="id" value={d.id} />
      <span>
        Verified {formatIndiaDateTime(verification.at)} ({verification.method.replace('_', ' ')}).
      </span>
      {d.request_type === 'specific' ? (
        <fieldset {...errorTie(`f-${d.id}`, error('fields'))}>
          <legend>Data to delete</legend>
          {SPECIFIC_FIELDS.map((f) => (
            <label key={f} className="check">
              <input type="checkbox" name="fields" value={f} /> {f.replace(/_/g, ' ')}
            </label>
          ))}
          <ErrorText id={`f-${d.id}`} error={error('fields')} />
        </fieldset>
      ) : null}
      <button className="btn btn-danger" name="intent" value="execute">
        Carry out deletion
      </button>
    </Form>
  );
}

function DeletionRequest({ d, answer }: { d: Deletion; answer: StaffActionData | undefined }) {
  return (
    <li className="panel">
      <div className="admin-row-head">
        <strong>
          #{d.id} · {label(DELETION_TYPES, d.request_type)}
        </strong>
        <span className={`status status-${d.stage === 'done' ? 'closed' : d.stage}`}>{d.stage}</span>
        {d.overdue ? <span className="status status-rejected">overdue</span> : null}
        <span className="muted">received {formatIndiaDateTime(d.created_at)}</span>
      </div>
      <p>
        {d.email} · {label(DELETION_REASONS, d.deletion_reason ?? undefined)}
        {d.message ? ` · “${d.message}”` : ''}
      </p>
      <p>
        {d.user ? (
          <>
            Account: <Link to={`/admin/users/${d.user.id}`}>{d.user.full_name}</Link> ({d.user.phone})
          </>
        ) : (
          <span className="muted">No account has this e-mail.</span>
        )}
      </p>
      <p className="muted">
        Acknowledge by {formatIndiaDateTime(d.acknowledge_by)} · resolve by {formatIndiaDateTime(d.resolve_by)}
      </p>
      {d.execution ? (
        <p className="ok-line">
          Done {formatIndiaDateTime(d.execution.at)}: {summary(d.execution.result)}
        </p>
      ) : d.verification ? (
        <ExecuteForm d={d} answer={answer} />
      ) : (
        <VerifyForm d={d} answer={answer} />
      )}
    </li>
  );
}

export default function Deletions({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  return (
    <section aria-labelledby="del-title">
      <h1 id="del-title">Deletion requests</h1>
      {loaderData.list.items.length === 0 ? <p className="muted">No deletion requests.</p> : null}
      <ul className="admin-list" data-testid="deletions">
        {loaderData.list.items.map((d) => (
          <DeletionRequest key={d.id} d={d} answer={actionData} />
        ))}
      </ul>
    </section>
  );
}
