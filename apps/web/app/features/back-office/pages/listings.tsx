import { Form, Link } from 'react-router';
import { ChoiceFilter, Filters, TextFilter } from '../Filters';
import {
  formatIndiaDateTime,
  formatRupees,
  LISTING_STATUSES,
  listingTakeDownSchema,
  rejectionText,
} from '@aangan/contracts';
import type { Route } from './+types/listings';
import { staffApi, staffCheck, staffGet, staffReply, type StaffActionData, listQuery } from '../admin.server';
import { serverApi } from '../../../shared/api.server';
import { paths } from '../../../shared/paths';
import { useResultToast } from '../../../shared/ui/useResultToast';
import { Pager } from '../Pager';
import { ErrorText, errorTie, useStaffForm } from '../staff-form';
import { useSession } from '../../../shared/session';
import '../back-office.css';

// Every listing in every state (GET /properties/all/), with expire, reactivate and take-down (with
// the reason the owner sees, under the content takedown policy, checked with the API's schema).
export async function loader({ context, request }: Route.LoaderArgs) {
  const q = listQuery(request, ['status', 'q', 'locality', 'owner_id']);
  const list = await staffGet(
    request,
    serverApi(context).GET('/api/v1/properties/all', { querySerializer: () => q.toString() }),
  );
  return { list };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const api = staffApi(context, form);
  const path = { id: Number(form.get('id')) };
  const intent = String(form.get('intent'));
  if (intent === 'take-down') {
    const checked = staffCheck(form, listingTakeDownSchema, { reset: true });
    if (!checked.ok) return checked.refused;
    const answer = await api.POST('/api/v1/admin/properties/{id}/take-down', { params: { path }, body: checked.value });
    return staffReply(request, form, answer, 'Listing taken down', checked);
  }
  if (intent === 'reactivate') {
    const answer = await api.POST('/api/v1/admin/properties/{id}/reactivate', { params: { path } });
    return staffReply(request, form, answer, 'Listing live again');
  }
  const answer = await api.POST('/api/v1/admin/properties/{id}/expire', { params: { path } });
  return staffReply(request, form, answer, 'Listing expired');
}

type Listing = Route.ComponentProps['loaderData']['list']['items'][number];

function ListingFilters() {
  return (
    <Filters submit="Show">
      <TextFilter name="q" label="Title" />
      <TextFilter name="locality" label="Locality" />
      <ChoiceFilter name="status" label="Status" any="Any" values={LISTING_STATUSES} />
    </Filters>
  );
}

/** Where a listing stands: its status, open findings, what it duplicates and why it was rejected. */
function ListingState({ l }: { l: Listing }) {
  const reason = rejectionText(l.rejection_code, l.rejection_reason);
  return (
    <>
      <span className={`status status-${l.status}`}>{l.status.replace(/_/g, ' ')}</span>
      {l.open_findings ? (
        <>
          {' '}
          <Link to={`/admin/findings?property_id=${l.id}`} className="status status-new">
            {l.open_findings} findings
          </Link>
        </>
      ) : null}
      {l.duplicate_of ? (
        <>
          <br />
          <span className="muted">duplicate of #{l.duplicate_of}</span>
        </>
      ) : null}
      {reason ? (
        <>
          <br />
          <span className="muted">{reason}</span>
        </>
      ) : null}
    </>
  );
}

const POLICIES = [
  ['content-guidelines', 'Content Guidelines'],
  ['content-takedown-policy', 'Content Takedown Policy'],
  ['terms-of-service', 'Terms of Service'],
] as const;

/** Take a listing down: the reason its owner reads and the policy it breaks, checked as the API checks them. */
function TakeDownForm({ l, answer }: { l: Listing; answer: StaffActionData | undefined }) {
  const { csrf } = useSession();
  const { form, error, initial, keyOf } = useStaffForm(listingTakeDownSchema, answer, `take-down:${l.id}`, {
    defaultValue: { policy: 'content-guidelines' },
  });
  return (
    <Form method="post" className="inline-form take-down-form" noValidate {...form}>
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <input type="hidden" name="id" value={l.id} />
      <label className="sr-only" htmlFor={`td-${l.id}`}>
        Take-down reason
      </label>
      <input
        key={keyOf('reason')}
        id={`td-${l.id}`}
        name="reason"
        placeholder="Take-down reason"
        defaultValue={initial('reason')}
        {...errorTie(`td-${l.id}`, error('reason'))}
      />
      <label className="sr-only" htmlFor={`tp-${l.id}`}>
        Policy
      </label>
      <select
        key={keyOf('policy')}
        id={`tp-${l.id}`}
        name="policy"
        defaultValue={initial('policy')}
        {...errorTie(`tp-${l.id}`, error('policy'))}
      >
        {POLICIES.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
      <button className="btn btn-danger" name="intent" value="take-down">
        Take down
      </button>
      <ErrorText id={`td-${l.id}`} error={error('reason')} />
      <ErrorText id={`tp-${l.id}`} error={error('policy')} />
    </Form>
  );
}

function ListingActions({ l, answer }: { l: Listing; answer: StaffActionData | undefined }) {
  const { csrf } = useSession();
  return (
    <div className="listing-actions">
      {l.status === 'active' || l.status === 'expired' ? (
        <Form method="post" className="inline-form">
          <input type="hidden" name="csrf" value={csrf ?? ''} />
          <input type="hidden" name="id" value={l.id} />
          {l.status === 'active' ? (
            <button className="btn btn-ghost" name="intent" value="expire">
              Expire
            </button>
          ) : (
            <button className="btn btn-ghost" name="intent" value="reactivate">
              Reactivate
            </button>
          )}
        </Form>
      ) : null}
      {l.status !== 'taken_down' ? <TakeDownForm l={l} answer={answer} /> : null}
    </div>
  );
}

function ListingTable({ items, answer }: { items: Listing[]; answer: StaffActionData | undefined }) {
  return (
    <div className="table-scroll">
      <table className="admin-table" data-testid="all-listings">
        <thead>
          <tr>
            <th>Listing</th>
            <th>Status</th>
            <th>Price</th>
            <th>Expires</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((l) => (
            <tr key={l.id}>
              <td>
                <Link to={paths.property(l.id)} target="_blank">
                  #{l.id} {l.title}
                </Link>
                <br />
                <span className="muted">{[l.locality, l.city].filter(Boolean).join(', ')}</span>
              </td>
              <td>
                <ListingState l={l} />
              </td>
              <td>{formatRupees(l.price)}</td>
              <td>{l.expires_at ? formatIndiaDateTime(l.expires_at) : '–'}</td>
              <td>
                <ListingActions l={l} answer={answer} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function AdminListings({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { list } = loaderData;
  return (
    <section aria-labelledby="listings-title">
      <h1 id="listings-title">Listings</h1>
      <ListingFilters />
      <p className="muted">{list.total} listings</p>
      <ListingTable items={list.items} answer={actionData} />
      <Pager page={list.page} pages={list.total_pages} />
    </section>
  );
}
