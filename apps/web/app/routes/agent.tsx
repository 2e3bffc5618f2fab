import { Form } from 'react-router';
import { formatIndiaDateTime, type Visit } from '@aangan/contracts';
import type { Route } from './+types/agent';
import { requireStaff, staffAction, staffGet } from '../lib/admin.server';
import { indiaInstant } from '../lib/time';
import { useResultToast } from '../components/useResultToast';

// /agent: an agent's people (what they look for, their upcoming visits) and the visits to act
// on: confirm, move, mark done or no-show. The API allows this only for their own people.
interface AssignedUser {
  id: number;
  full_name: string;
  phone: string;
  email: string | null;
  preferences: Record<string, unknown>;
  upcoming_visits?: Visit[];
}
type AgentVisit = Visit & { visitor: { id: number; full_name: string; phone: string; email: string | null } };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, csrf } = await requireStaff(context, request, ['agent']);
  const [people, visits] = await Promise.all([
    staffGet<{ users: AssignedUser[] }>(context, request, '/agent/users'),
    staffGet<{ visits: AgentVisit[] }>(context, request, '/agent/visits'),
  ]);
  return { user, csrf, people: people.users, visits: visits.visits, now: Date.now() };
}

export function meta() {
  return [{ title: 'Agent desk | Aangan' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const intent = String(form.get('intent'));
  return staffAction(context, request, form, async (send) => {
    if (intent === 'reschedule') {
      const at = String(form.get('scheduled_date') ?? '');
      return {
        r: await send(`/agent/visits/${id}/reschedule`, 'POST', {
          scheduled_date: indiaInstant(at),
          reason: String(form.get('reason') ?? ''),
        }),
        ok: 'Visit moved',
      };
    }
    const done: Record<string, string> = {
      confirm: 'Visit confirmed',
      complete: 'Visit marked done',
      no_show: 'Marked as no-show',
    };
    return { r: await send(`/agent/visits/${id}/${intent}`, 'POST', {}), ok: done[intent] ?? 'Saved' };
  });
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
