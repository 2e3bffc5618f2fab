import { Form, Link, useSearchParams } from 'react-router';
import { adminUserCreateSchema, ROLES } from '@aangan/contracts';
import type { Route } from './+types/users';
import { staffApi, staffChoice, staffGet, staffReply } from '../../lib/admin.server';
import { serverApi } from '../../lib/api.server';
import { useResultToast } from '../../components/useResultToast';
import { Pager } from '../../components/admin/Pager';
import { useSession } from '../../lib/session';

// People: search by name, phone or e-mail, filter by role; create agents and admins.
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = new URLSearchParams({ page: url.searchParams.get('page') || '1', limit: '25' });
  for (const k of ['q', 'role']) {
    const v = url.searchParams.get(k);
    if (v) q.set(k, v);
  }
  // The filters go as the address gave them; the API answers a wrong one with its message.
  const users = await staffGet(
    request,
    serverApi(context).GET('/api/v1/users', { querySerializer: () => q.toString() }),
  );
  return { users };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (k: string) => String(form.get(k) ?? '').trim();
  const role = staffChoice(form, 'role', adminUserCreateSchema.shape.role, text('role'));
  if (!role.ok) return role.refused;
  const body = {
    full_name: text('full_name'),
    phone: text('phone'),
    email: text('email'),
    password: text('password'),
    role: role.value,
  };
  const answer = await staffApi(context, form).POST('/api/v1/users', { body });
  return staffReply(request, form, answer, `Account created for ${body.full_name}`);
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { csrf } = useSession();
  const [params] = useSearchParams();
  const { users } = loaderData;
  const err = actionData?.errors ?? {};
  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title">Users</h1>
      <Form method="get" className="admin-filters">
        <label>
          Search{' '}
          <input name="q" defaultValue={params.get('q') ?? ''} placeholder="Name, phone or e-mail" maxLength={100} />
        </label>
        <label>
          Role{' '}
          <select name="role" defaultValue={params.get('role') ?? ''}>
            <option value="">Any</option>
            {ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <button className="btn btn-primary" type="submit">
          Search
        </button>
      </Form>
      <div className="table-scroll">
        <table className="admin-table" data-testid="users">
          <thead>
            <tr>
              <th>Name</th>
              <th>Phone</th>
              <th>E-mail</th>
              <th>Role</th>
              <th>State</th>
            </tr>
          </thead>
          <tbody>
            {users.items.map((u) => (
              <tr key={u.id}>
                <td>
                  <Link to={`/admin/users/${u.id}`}>{u.full_name}</Link>
                </td>
                <td>{u.phone}</td>
                <td>{u.email ?? '–'}</td>
                <td>{u.role}</td>
                <td>{u.is_blocked ? <span className="status status-taken_down">blocked</span> : 'active'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={users.page} pages={users.total_pages} />
      <details className="panel" open={Boolean(actionData && !actionData.ok)}>
        <summary>Create an account (agent, admin, owner or user)</summary>
        <Form method="post" className="post-form" noValidate>
          <input type="hidden" name="csrf" value={csrf ?? ''} />
          {(
            [
              ['full_name', 'Full name', 'text'],
              ['phone', 'Mobile number', 'tel'],
              ['email', 'Email', 'email'],
              ['password', 'Password', 'password'],
            ] as const
          ).map(([k, label, type]) => (
            <div className={`field${err[k] ? ' has-error' : ''}`} key={k}>
              <label htmlFor={`nu-${k}`}>{label}</label>
              <input id={`nu-${k}`} name={k} type={type} autoComplete="off" />
              {err[k] ? <p className="field-error">{err[k]}</p> : null}
            </div>
          ))}
          <div className="field">
            <label htmlFor="nu-role">Role</label>
            <select id="nu-role" name="role" defaultValue="agent">
              {ROLES.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
          </div>
          <button className="btn btn-primary" type="submit">
            Create account
          </button>
        </Form>
      </details>
    </section>
  );
}
