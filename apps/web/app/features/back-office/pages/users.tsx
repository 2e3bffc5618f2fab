import { Form, Link } from 'react-router';
import { ChoiceFilter, Filters, TextFilter } from '../Filters';
import { adminUserCreateSchema, ROLES } from '@aangan/contracts';
import type { Route } from './+types/users';
import { staffApi, staffCheck, staffGet, staffReply, type StaffActionData, listQuery } from '../admin.server';
import { serverApi } from '../../../shared/api.server';
import { useResultToast } from '../../../shared/ui/useResultToast';
import { Pager } from '../Pager';
import { Field, FieldFrame, keepFieldFocus, MOBILE_INPUT } from '../../../shared/ui/Field';
import { useStaffForm } from '../staff-form';
import { useSession } from '../../../shared/session';
import '../back-office.css';

// People: search by name, phone or e-mail, filter by role; create agents and admins.
export async function loader({ context, request }: Route.LoaderArgs) {
  const q = listQuery(request, ['q', 'role']);
  const users = await staffGet(
    request,
    serverApi(context).GET('/api/v1/users', { querySerializer: () => q.toString() }),
  );
  return { users };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  // The password is never written back into the page. The form is not emptied after a created
  // account: its boxes would be made anew under the focused one, whose blur then asks Conform to
  // check the emptied form, a send of its own.
  const checked = staffCheck(form, adminUserCreateSchema, { hideFields: ['password'] });
  if (!checked.ok) return checked.refused;
  const answer = await staffApi(context, form).POST('/api/v1/users', { body: checked.value });
  return staffReply(request, form, answer, `Account created for ${checked.value.full_name}`, checked);
}

type UserList = Route.ComponentProps['loaderData']['users'];

function UserFilters() {
  return (
    <Filters submit="Search">
      <TextFilter name="q" label="Search" placeholder="Name, phone or e-mail" />
      <ChoiceFilter name="role" label="Role" any="Any" values={ROLES} />
    </Filters>
  );
}

function UserTable({ users }: { users: UserList }) {
  return (
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
  );
}

/** A new account: checked with the API's own schema as it is typed, and again when sent. */
function CreateAccountForm({ answer }: { answer: StaffActionData | undefined }) {
  const { csrf } = useSession();
  const { form, error, initial } = useStaffForm(adminUserCreateSchema, answer, 'create', {
    id: 'new-user',
    defaultValue: { role: 'agent' },
  });
  const box = (name: string) => ({ id: `nu-${name}`, name, error: error(name), autoComplete: 'off' });
  return (
    <details className="panel" open={Boolean(answer && !answer.ok)}>
      <summary>Create an account (agent, admin, owner or user)</summary>
      <Form method="post" className="post-form" noValidate {...form}>
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        <input type="hidden" name="intent" value="create" />
        <Field label="Full name" {...box('full_name')} defaultValue={initial('full_name')} />
        <Field label="Mobile number" {...MOBILE_INPUT} {...box('phone')} defaultValue={initial('phone')} />
        <Field label="Email" type="email" {...box('email')} defaultValue={initial('email')} />
        <Field label="Password" type="password" {...box('password')} />
        <FieldFrame
          label="Role"
          name="role"
          id="nu-role"
          error={error('role')}
          control={(tie) => (
            <select {...tie} defaultValue={initial('role')}>
              {ROLES.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
          )}
        />
        <button className="btn btn-primary" type="submit" onMouseDown={keepFieldFocus}>
          Create account
        </button>
      </Form>
    </details>
  );
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { users } = loaderData;
  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title">Users</h1>
      <UserFilters />
      <UserTable users={users} />
      <Pager page={users.page} pages={users.total_pages} />
      <CreateAccountForm answer={actionData} />
    </section>
  );
}
