import { Form, Link } from 'react-router';
import { adminAgentFormSchema, adminRoleFormSchema, formatIndiaDateTime, ROLES } from '@aangan/contracts';
import type { Route } from './+types/user';
import { staffApi, staffCheck, staffGet, staffReply, staffUnknown, type StaffActionData } from '../admin.server';
import { serverApi } from '../../../shared/api.server';
import { useResultToast } from '../../../shared/ui/useResultToast';
import { ErrorText, errorTie, useStaffForm } from '../staff-form';
import { useSession } from '../../../shared/session';
import '../back-office.css';

// One person: role, block or unblock (which signs them out everywhere), and their agent.
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [user, agents] = await Promise.all([
    staffGet(request, api.GET('/api/v1/users/{id}', { params: { path: { id: Number(params.id) } } })),
    staffGet(request, api.GET('/api/v1/users', { params: { query: { role: 'agent', limit: 100 } } })),
  ]);
  return { user, agents: agents.items };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const put = (body: { is_blocked?: boolean; agent_id?: number | null; role?: (typeof ROLES)[number] }) =>
    staffApi(context, form).PUT('/api/v1/users/{id}', { params: { path: { id: Number(params.id) } }, body });
  if (intent === 'block') {
    const blocked = form.get('blocked') === 'true';
    const answer = await put({ is_blocked: blocked });
    return staffReply(request, form, answer, blocked ? 'Account blocked and signed out' : 'Account unblocked');
  }
  if (intent === 'agent') {
    const checked = staffCheck(form, adminAgentFormSchema);
    if (!checked.ok) return checked.refused;
    const agent_id = checked.value.agent_id ?? null;
    return staffReply(request, form, await put({ agent_id }), agent_id ? 'Agent assigned' : 'Agent removed', checked);
  }
  if (intent !== 'role') return staffUnknown(form);
  const checked = staffCheck(form, adminRoleFormSchema);
  if (!checked.ok) return checked.refused;
  return staffReply(request, form, await put({ role: checked.value.role }), 'Role changed', checked);
}

type Person = Route.ComponentProps['loaderData']['user'];
type Agents = Route.ComponentProps['loaderData']['agents'];

function RoleForm({ u, self, answer }: { u: Person; self: boolean; answer: StaffActionData | undefined }) {
  const { csrf } = useSession();
  const { form, error, initial } = useStaffForm(adminRoleFormSchema, answer, 'role', {
    defaultValue: { role: u.role },
  });
  return (
    <Form method="post" className="inline-form" noValidate {...form}>
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <label htmlFor="role">Role</label>
      <select id="role" name="role" defaultValue={initial('role')} disabled={self} {...errorTie('role', error('role'))}>
        {ROLES.map((r) => (
          <option key={r}>{r}</option>
        ))}
      </select>
      <button className="btn btn-ghost" name="intent" value="role" disabled={self}>
        Change role
      </button>
      <ErrorText id="role" error={error('role')} />
    </Form>
  );
}

function AgentForm({ u, agents, answer }: { u: Person; agents: Agents; answer: StaffActionData | undefined }) {
  const { csrf } = useSession();
  const { form, error, initial } = useStaffForm(adminAgentFormSchema, answer, 'agent', {
    defaultValue: { agent_id: u.agent_id === null ? '' : String(u.agent_id) },
  });
  return (
    <Form method="post" className="inline-form" noValidate {...form}>
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <label htmlFor="agent">Agent</label>
      <select id="agent" name="agent_id" defaultValue={initial('agent_id')} {...errorTie('agent', error('agent_id'))}>
        <option value="">None</option>
        {agents.map((a) => (
          <option key={a.id} value={a.id}>
            {a.full_name}
          </option>
        ))}
      </select>
      <button className="btn btn-ghost" name="intent" value="agent">
        Assign
      </button>
      <ErrorText id="agent" error={error('agent_id')} />
    </Form>
  );
}

function BlockForm({ u, self }: { u: Person; self: boolean }) {
  const { csrf } = useSession();
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <input type="hidden" name="blocked" value={String(!u.is_blocked)} />
      <button
        className={`btn ${u.is_blocked ? 'btn-ghost' : 'btn-danger'}`}
        name="intent"
        value="block"
        disabled={self}
      >
        {u.is_blocked ? 'Unblock' : 'Block account'}
      </button>
    </Form>
  );
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { user: me } = useSession();
  const { user: u, agents } = loaderData;
  const self = u.id === me?.id;
  return (
    <section aria-labelledby="user-title">
      <p>
        <Link to="/admin/users">← Users</Link>
      </p>
      <h1 id="user-title">{u.full_name}</h1>
      <p>
        {u.phone}
        {u.email ? ` · ${u.email}` : ''} · {u.role} · joined {formatIndiaDateTime(u.created_at)}
        {u.counts ? ` · ${u.counts.listings} listings · ${u.counts.visits} visits` : ''}
      </p>
      {u.is_blocked ? <p className="warning-line">This account is blocked.</p> : null}
      <div className="panel admin-actions">
        <RoleForm u={u} self={self} answer={actionData} />
        <BlockForm u={u} self={self} />
        {u.role === 'user' || u.role === 'owner' ? <AgentForm u={u} agents={agents} answer={actionData} /> : null}
      </div>
      {self ? <p className="muted">You cannot change your own role or block yourself.</p> : null}
    </section>
  );
}
