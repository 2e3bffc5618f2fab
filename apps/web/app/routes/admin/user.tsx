import { Form, Link } from 'react-router';
import { adminUserUpdateSchema, formatIndiaDateTime, ROLES, type User } from '@aangan/contracts';
import type { Route } from './+types/user';
import { staffApi, staffChoice, staffGet, staffReply } from '../../lib/admin.server';
import { serverApi } from '../../lib/api.server';
import { useResultToast } from '../../components/useResultToast';
import { useSession } from '../../lib/session';

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
  const change = (body: { is_blocked?: boolean; agent_id?: number | null; role?: User['role'] }) =>
    staffApi(context, form).PUT('/api/v1/users/{id}', { params: { path: { id: Number(params.id) } }, body });
  if (intent === 'block') {
    const blocked = form.get('blocked') === 'true';
    const answer = await change({ is_blocked: blocked });
    return staffReply(request, form, answer, blocked ? 'Account blocked and signed out' : 'Account unblocked');
  }
  if (intent === 'agent') {
    const a = String(form.get('agent_id') ?? '');
    const answer = await change({ agent_id: a ? Number(a) : null });
    return staffReply(request, form, answer, a ? 'Agent assigned' : 'Agent removed');
  }
  const role = staffChoice(form, 'role', adminUserUpdateSchema.shape.role, String(form.get('role')));
  if (!role.ok) return role.refused;
  return staffReply(request, form, await change({ role: role.value }), 'Role changed');
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { csrf, user: me } = useSession();
  const { user: u, agents } = loaderData;
  const self = u.id === me?.id;
  const hidden = <input type="hidden" name="csrf" value={csrf ?? ''} />;
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
        <Form method="post" className="inline-form">
          {hidden}
          <label htmlFor="role">Role</label>
          <select id="role" name="role" defaultValue={u.role} disabled={self}>
            {ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
          <button className="btn btn-ghost" name="intent" value="role" disabled={self}>
            Change role
          </button>
        </Form>
        <Form method="post" className="inline-form">
          {hidden}
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
        {u.role === 'user' || u.role === 'owner' ? (
          <Form method="post" className="inline-form">
            {hidden}
            <label htmlFor="agent">Agent</label>
            <select id="agent" name="agent_id" defaultValue={u.agent_id ?? ''}>
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
          </Form>
        ) : null}
      </div>
      {self ? <p className="muted">You cannot change your own role or block yourself.</p> : null}
    </section>
  );
}
