import { Form, Link, useRouteLoaderData, useSearchParams } from 'react-router';
import { ROLES } from '@aangan/contracts';
import type { Route } from './+types/users';
import { staffAction, staffGet } from '../../lib/admin.server';
import { useResultToast } from '../../components/useResultToast';
import { Pager } from '../../components/admin/Pager';

// People: search by name, phone or e-mail, filter by role; create agents and admins.
export interface StaffUserRow {
  id: number;
  full_name: string;
  phone: string;
  email: string | null;
  role: string;
  is_blocked: boolean;
  agent_id: number | null;
  created_at: string;
}
interface UserPage {
  items: StaffUserRow[];
  page: number;
  total: number;
  total_pages: number;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = new URLSearchParams({ page: url.searchParams.get('page') || '1', limit: '25' });
  for (const k of ['q', 'role']) {
    const v = url.searchParams.get(k);
    if (v) q.set(k, v);
  }
  return { users: await staffGet<UserPage>(context, request, `/users?${q}`) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const body = Object.fromEntries(
    ['full_name', 'phone', 'email', 'password', 'role'].map((k) => [k, String(form.get(k) ?? '').trim()]),
  );
  return staffAction(context, request, form, async (send) => ({
    r: await send('/users', 'POST', { ...body, email: body.email || null }),
    ok: `Account created for ${body.full_name}`,
  }));
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { csrf } = useRouteLoaderData('admin') as { csrf: string | null };
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
