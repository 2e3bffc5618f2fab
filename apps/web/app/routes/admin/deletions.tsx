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
import { staffApi, staffGet, staffChoice, staffReply } from '../../lib/admin.server';
import { serverApi } from '../../lib/api.server';
import { useResultToast } from '../../components/useResultToast';
import { useSession } from '../../lib/session';

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
    const method = staffChoice(form, 'method', deletionVerifySchema.shape.method, String(form.get('method') ?? ''));
    if (!method.ok) return method.refused;
    const body = { method: method.value, note: String(form.get('note') ?? '') };
    const answer = await api.POST('/api/v1/admin/deletion-requests/{id}/verify', { params: { path }, body });
    return staffReply(request, form, answer, 'Identity verified');
  }
  // Named data only when some was ticked; none means what the request itself asked for.
  const ticked = form.getAll('fields').map(String);
  const fields = staffChoice(form, 'fields', deletionExecuteSchema.shape.fields, ticked.length ? ticked : undefined);
  if (!fields.ok) return fields.refused;
  const body = fields.value ? { fields: fields.value } : {};
  const answer = await api.POST('/api/v1/admin/deletion-requests/{id}/execute', { params: { path }, body });
  return staffReply(request, form, answer, 'Deletion carried out');
}

export default function Deletions({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { csrf } = useSession();
  const hidden = <input type="hidden" name="csrf" value={csrf ?? ''} />;
  return (
    <section aria-labelledby="del-title">
      <h1 id="del-title">Deletion requests</h1>
      {loaderData.list.items.length === 0 ? <p className="muted">No deletion requests.</p> : null}
      <ul className="admin-list" data-testid="deletions">
        {loaderData.list.items.map((d) => (
          <li key={d.id} className="panel">
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
              <Form method="post" className="inline-form">
                {hidden}
                <input type="hidden" name="id" value={d.id} />
                <span>
                  Verified {formatIndiaDateTime(d.verification.at)} ({d.verification.method.replace('_', ' ')}).
                </span>
                {d.request_type === 'specific' ? (
                  <fieldset>
                    <legend>Data to delete</legend>
                    {SPECIFIC_FIELDS.map((f) => (
                      <label key={f} className="check">
                        <input type="checkbox" name="fields" value={f} /> {f.replace(/_/g, ' ')}
                      </label>
                    ))}
                  </fieldset>
                ) : null}
                <button className="btn btn-danger" name="intent" value="execute">
                  Carry out deletion
                </button>
              </Form>
            ) : (
              <Form method="post" className="inline-form">
                {hidden}
                <input type="hidden" name="id" value={d.id} />
                <label htmlFor={`m-${d.id}`}>Verified by</label>
                <select id={`m-${d.id}`} name="method">
                  {VERIFY_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {m.replace('_', ' ')}
                    </option>
                  ))}
                </select>
                <input name="note" placeholder="Note" maxLength={500} aria-label="Verification note" />
                <button className="btn btn-primary" name="intent" value="verify">
                  Mark identity verified
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
