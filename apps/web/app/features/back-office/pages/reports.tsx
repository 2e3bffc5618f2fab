import { Form, Link } from 'react-router';
import { reportResolveSchema } from '@aangan/contracts';
import type { Route } from './+types/reports';
import { staffApi, staffCheck, staffGet, staffReply, type StaffActionData } from '../admin.server';
import { serverApi } from '../../../shared/api.server';
import { useResultToast } from '../../../shared/ui/useResultToast';
import { paths } from '../../../shared/paths';
import { ErrorText, errorTie, useStaffForm } from '../staff-form';
import { useSession } from '../../../shared/session';
import '../back-office.css';

// Reported listings, grouped with their reports counted by reason and weighed by each
// reporter's record; a listing whose weighted reports reached the threshold is already out of
// search. The team dismisses (the listing returns) or acts (taken down, the reason to its
// owner); owner and reporters hear by e-mail. Below: seekers whose enquiries were marked spam.
const REASONS: Record<string, string> = {
  unavailable: 'Already rented / sold',
  wrong_price: 'Wrong price',
  wrong_photos: 'Wrong or stolen photos',
  broker_as_owner: 'Broker posing as owner',
  fake: 'Does not exist / fake',
  other: 'Other',
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [reports, spam] = await Promise.all([
    staffGet(request, api.GET('/api/v1/admin/reports')),
    staffGet(request, api.GET('/api/v1/admin/enquiry-spam')),
  ]);
  return { reports, spam };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const checked = staffCheck(form, reportResolveSchema);
  if (!checked.ok) return checked.refused;
  const { action, reason } = checked.value;
  const answer = await staffApi(context, form).POST('/api/v1/admin/reports/{id}/resolve', {
    params: { path: { id: Number(form.get('id')) } },
    body: { action, reason: reason || null },
  });
  return staffReply(
    request,
    form,
    answer,
    action === 'act'
      ? 'Listing taken down; the owner and the reporters have been told'
      : 'Reports dismissed; the listing is back in search',
    checked,
  );
}

type Reported = Route.ComponentProps['loaderData']['reports']['items'][number];
type Spam = Route.ComponentProps['loaderData']['spam']['items'];

/** Dismiss the reports, or take the listing down with the reason its owner reads (checked as the API checks it). */
function Decide({ l, answer }: { l: Reported; answer: StaffActionData | undefined }) {
  const { csrf } = useSession();
  const { form, error, initial } = useStaffForm(reportResolveSchema, answer, `act:${l.property_id}`, {
    id: `act-${l.property_id}`,
  });
  const id = `reason-${l.property_id}`;
  return (
    <div className="admin-actions">
      <Form method="post">
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        <input type="hidden" name="id" value={l.property_id} />
        <input type="hidden" name="action" value="dismiss" />
        <button className="btn btn-ghost" type="submit" name="intent" value="dismiss">
          Dismiss reports
        </button>
      </Form>
      <Form method="post" noValidate {...form}>
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        <input type="hidden" name="id" value={l.property_id} />
        <input type="hidden" name="action" value="act" />
        <label htmlFor={id}>Reason for the owner</label>
        <textarea id={id} name="reason" rows={2} defaultValue={initial('reason')} {...errorTie(id, error('reason'))} />
        <ErrorText id={id} error={error('reason')} />
        <button className="btn btn-primary" type="submit" name="intent" value="act">
          Take the listing down
        </button>
      </Form>
    </div>
  );
}

function ReportedListing({
  l,
  threshold,
  answer,
}: {
  l: Reported;
  threshold: number;
  answer: StaffActionData | undefined;
}) {
  return (
    <li className="panel">
      <h2>
        <Link to={paths.property(l.property_id)}>{l.title}</Link>{' '}
        <span className={`status status-${l.status}`}>
          {l.status === 'paused' ? 'paused: out of search' : l.status}
        </span>
      </h2>
      <p>
        {l.open_reports} open {l.open_reports === 1 ? 'report' : 'reports'}, weight {l.weight} of {threshold}
        {l.owner ? (
          <>
            {' '}
            · Owner: <Link to={`/admin/users/${l.owner.id}`}>{l.owner.name}</Link>
          </>
        ) : null}
      </p>
      <ul className="card-tags">
        {Object.entries(l.by_reason).map(([r, n]) => (
          <li key={r}>
            {REASONS[r] ?? r}: {n}
          </li>
        ))}
      </ul>
      <details>
        <summary>Reports</summary>
        <ul>
          {l.reports.map((r) => (
            <li key={r.id}>
              {REASONS[r.reason]} — {r.reporter} (weight {r.reporter_weight}){r.details ? `: “${r.details}”` : ''} ·{' '}
              {new Date(r.created_at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}
            </li>
          ))}
        </ul>
      </details>
      <Decide l={l} answer={answer} />
    </li>
  );
}

function SpamSeekers({ items }: { items: Spam }) {
  if (items.length === 0) return <p>No enquiries marked as spam.</p>;
  return (
    <div className="table-scroll">
      <table className="admin-table" data-testid="spam-seekers">
        <thead>
          <tr>
            <th>Seeker</th>
            <th>Phone</th>
            <th>Spam marks</th>
            <th>Enquiries</th>
            <th>Last marked</th>
          </tr>
        </thead>
        <tbody>
          {items.map((s) => (
            <tr key={s.user_id}>
              <td>
                <Link to={`/admin/users/${s.user_id}`}>{s.name}</Link>
              </td>
              <td>{s.phone}</td>
              <td>{s.spam_marks}</td>
              <td>{s.enquiries}</td>
              <td>{new Date(s.last_marked_at).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function Reports({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { reports, spam } = loaderData;
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title">Reported listings</h1>
      <p className="muted">
        Open reports from accounts weighing {reports.threshold} or more pause a listing until you decide. A reporter
        whose reports keep being dismissed counts half, or nothing after five dismissals with none upheld.
      </p>
      {reports.items.length === 0 ? (
        <p>No open reports.</p>
      ) : (
        <ul className="admin-cards" data-testid="reported-listings">
          {reports.items.map((l) => (
            <ReportedListing key={l.property_id} l={l} threshold={reports.threshold} answer={actionData} />
          ))}
        </ul>
      )}
      <h2>Seekers marked as spam</h2>
      <SpamSeekers items={spam.items} />
    </section>
  );
}
