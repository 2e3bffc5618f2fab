import { Form } from 'react-router';
import { agentRescheduleFormSchema, formatIndiaDateTime } from '@aangan/contracts';
import type { Route } from './+types/agent-desk';
import {
  requireStaff,
  staffApi,
  staffCheck,
  staffGet,
  staffReply,
  staffUnknown,
  type StaffActionData,
} from '../admin.server';
import { serverApi } from '../../../shared/api.server';
import { indiaInstant } from '../../../shared/time';
import { useResultToast } from '../../../shared/ui/useResultToast';
import { ErrorText, errorTie, useStaffForm } from '../staff-form';
import '../back-office.css';

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

/** The steps of a visit that take nothing typed: where each is sent, and what the agent is told. */
const STEPS = {
  confirm: ['/api/v1/agent/visits/{id}/confirm', 'Visit confirmed'],
  complete: ['/api/v1/agent/visits/{id}/complete', 'Visit marked done'],
  no_show: ['/api/v1/agent/visits/{id}/no_show', 'Marked as no-show'],
} as const;

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const api = staffApi(context, form);
  const params = { path: { id: Number(form.get('id')) } };
  const intent = String(form.get('intent'));
  if (intent === 'reschedule') {
    const checked = staffCheck(form, agentRescheduleFormSchema);
    if (!checked.ok) return checked.refused;
    const body = { ...checked.value, scheduled_date: indiaInstant(checked.value.scheduled_date) };
    const answer = await api.POST('/api/v1/agent/visits/{id}/reschedule', { params, body });
    return staffReply(request, form, answer, 'Visit moved', checked);
  }
  if (!Object.hasOwn(STEPS, intent)) return staffUnknown(form);
  const [path, ok] = STEPS[intent as keyof typeof STEPS];
  return staffReply(request, form, await api.POST(path, { params, body: {} }), ok);
}

const prefText = (p: Record<string, unknown>) =>
  Object.entries(p)
    .filter(([, v]) => v !== null && !(Array.isArray(v) && !v.length))
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
    .join(' · ');

type Desk = Route.ComponentProps['loaderData'];
type Visit = Desk['visits'][number];

function People({ people }: { people: Desk['people'] }) {
  return (
    <section aria-labelledby="people-title">
      <h2 id="people-title">Your people ({people.length})</h2>
      <ul className="admin-list" data-testid="agent-people">
        {people.map((u) => (
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
  );
}

/** Confirm a visit; once its time has come, mark it done or a no-show (the API refuses before). */
function VisitSteps({ v, csrf, now }: { v: Visit; csrf: string | null; now: number }) {
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <input type="hidden" name="id" value={v.id} />
      {v.status !== 'confirmed' ? (
        <button className="btn btn-primary" name="intent" value="confirm">
          Confirm
        </button>
      ) : null}
      {v.status !== 'requested' && Date.parse(v.scheduled_date) <= now ? (
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
  );
}

/** Move a visit: the new time (India) and the reason the visitor is told, checked as the API checks them. */
function MoveForm({ v, csrf, answer }: { v: Visit; csrf: string | null; answer: StaffActionData | undefined }) {
  const { form, error, initial } = useStaffForm(agentRescheduleFormSchema, answer, `reschedule:${v.id}`);
  const [when, why] = [`when-${v.id}`, `why-${v.id}`];
  return (
    <Form method="post" className="inline-form" noValidate {...form}>
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <input type="hidden" name="id" value={v.id} />
      <label className="sr-only" htmlFor={when}>
        New time
      </label>
      <input
        id={when}
        type="datetime-local"
        name="scheduled_date"
        defaultValue={initial('scheduled_date')}
        {...errorTie(when, error('scheduled_date'))}
      />
      <input
        id={why}
        name="reason"
        placeholder="Reason"
        aria-label="Reason"
        defaultValue={initial('reason')}
        {...errorTie(why, error('reason'))}
      />
      <button className="btn btn-ghost" name="intent" value="reschedule">
        Move
      </button>
      <ErrorText id={when} error={error('scheduled_date')} />
      <ErrorText id={why} error={error('reason')} />
    </Form>
  );
}

function VisitItem({ v, d, answer }: { v: Visit; d: Desk; answer: StaffActionData | undefined }) {
  return (
    <li className="panel" data-testid="agent-visit">
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
          <VisitSteps v={v} csrf={d.csrf} now={d.now} />
          <MoveForm v={v} csrf={d.csrf} answer={answer} />
        </div>
      ) : null}
    </li>
  );
}

export default function AgentDesk({ loaderData: d, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  return (
    <main id="main" className="container section">
      <h1>Agent desk</h1>
      <People people={d.people} />
      <section aria-labelledby="visits-title">
        <h2 id="visits-title">Visits</h2>
        <ul className="admin-list" data-testid="agent-visits">
          {d.visits.map((v) => (
            <VisitItem key={v.id} v={v} d={d} answer={actionData} />
          ))}
        </ul>
      </section>
    </main>
  );
}
