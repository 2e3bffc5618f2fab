import { data, Form } from 'react-router';
import { formatIndiaDateTime } from '@aangan/contracts';
import type { Route } from './+types/agent';
import { requireStaff, staffApi, staffGet, staffReply, type StaffActionData } from '../lib/admin.server';
import { serverApi, type Api } from '../lib/api.server';
import { indiaInstant } from '../lib/time';
import { useResultToast } from '../components/useResultToast';

// /agent: an agent's people (what they look for, their upcoming visits) and the visits to act
// on: confirm, move, mark done or no-show. The API allows this only for their own people.
export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, csrf } = await requireStaff(context, request, ['agent']);
  const api = serverApi(context);
  const [people, visits] = await Promise.all([
    staffGet(request, api.GET('/api/v1/agent/users')),
    staffGet(request, api.GET('/api/v1/agent/visits')),
  ]);
  return { user, csrf, people: people.users, visits: visits.visits, now: Date.now() };
}

export function meta() {
  return [{ title: 'Agent desk | Aangan' }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** A visit's next step: the address of each, and what the agent is told when it is done. */
async function visitStep(api: Api, form: FormData) {
  const params = { path: { id: Number(form.get('id')) } };
  switch (String(form.get('intent'))) {
    case 'reschedule': {
      const body = {
        scheduled_date: indiaInstant(String(form.get('scheduled_date') ?? '')),
        reason: String(form.get('reason') ?? ''),
      };
      return { answer: await api.POST('/api/v1/agent/visits/{id}/reschedule', { params, body }), ok: 'Visit moved' };
    }
    case 'confirm':
      return {
        answer: await api.POST('/api/v1/agent/visits/{id}/confirm', { params, body: {} }),
        ok: 'Visit confirmed',
      };
    case 'complete':
      return {
        answer: await api.POST('/api/v1/agent/visits/{id}/complete', { params, body: {} }),
        ok: 'Visit marked done',
      };
    case 'no_show':
      return {
        answer: await api.POST('/api/v1/agent/visits/{id}/no_show', { params, body: {} }),
        ok: 'Marked as no-show',
      };
    default:
      return null;
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const step = await visitStep(staffApi(context, form), form);
  if (!step)
    return data<StaffActionData>(
      { intent: String(form.get('intent')), ok: false, message: 'Something went wrong', errors: {} },
      { status: 400 },
    );
  return staffReply(request, form, step.answer, step.ok);
}

const prefText = (p: Record<string, unknown>) =>
  Object.entries(p)
    .filter(([, v]) => v !== null && !(Array.isArray(v) && !v.length))
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
    .join(' · ');

export default function AgentDesk({ loaderData: d, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const hidden = <input type="hidden" name="csrf" value={d.csrf ?? ''} />;
  return (
    <main id="main" className="container section">
      <h1>Agent desk</h1>
      <section aria-labelledby="people-title">
        <h2 id="people-title">Your people ({d.people.length})</h2>
        <ul className="admin-list" data-testid="agent-people">
          {d.people.map((u) => (
            <li key={u.id} className="panel">
              <strong>{u.full_name}</strong> · <a href={`tel:${u.phone}`}>{u.phone}</a>
              {u.email ? (
                <>
                  {' '}
                  · <a href={`mailto:${u.email}`}>{u.email}</a>
                </>
              ) : null}
              <p className="muted">{prefText(u.preferences) || 'No preferences saved yet.'}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="visits-title">
        <h2 id="visits-title">Visits</h2>
        <ul className="admin-list" data-testid="agent-visits">
          {d.visits.map((v) => (
            <li key={v.id} className="panel" data-testid="agent-visit">
              <div className="admin-row-head">
                <strong>{v.property?.title ?? `Listing #${v.property_id}`}</strong>
                <span className={`status status-${v.status}`}>{v.status.replace('_', ' ')}</span>
                <span>{formatIndiaDateTime(v.scheduled_date)}</span>
              </div>
              <p>
                {v.visitor.full_name} · <a href={`tel:${v.visitor.phone}`}>{v.visitor.phone}</a>
              </p>
              {v.special_requirements ? <p className="muted">“{v.special_requirements}”</p> : null}
              {['requested', 'confirmed', 'rescheduled'].includes(v.status) ? (
                <div className="admin-actions">
                  <Form method="post" className="inline-form">
                    {hidden}
                    <input type="hidden" name="id" value={v.id} />
                    {v.status !== 'confirmed' ? (
                      <button className="btn btn-primary" name="intent" value="confirm">
                        Confirm
                      </button>
                    ) : null}
                    {/* Done and no-show only once the visit's time has come (the API refuses before). */}
                    {v.status !== 'requested' && Date.parse(v.scheduled_date) <= d.now ? (
                      <>
                        <button className="btn btn-ghost" name="intent" value="complete">
                          Mark done
                        </button>
                        <button className="btn btn-ghost" name="intent" value="no_show">
                          No-show
                        </button>
                      </>
                    ) : null}
                  </Form>
                  <Form method="post" className="inline-form">
                    {hidden}
                    <input type="hidden" name="id" value={v.id} />
                    <label className="sr-only" htmlFor={`when-${v.id}`}>
                      New time
                    </label>
                    <input id={`when-${v.id}`} type="datetime-local" name="scheduled_date" required />
                    <input name="reason" placeholder="Reason" aria-label="Reason" maxLength={300} />
                    <button className="btn btn-ghost" name="intent" value="reschedule">
                      Move
                    </button>
                  </Form>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
