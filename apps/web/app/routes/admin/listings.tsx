import { Form, Link, useSearchParams } from 'react-router';
import { formatIndiaDateTime, formatRupees, LISTING_STATUSES } from '@aangan/contracts';
import type { Route } from './+types/listings';
import { staffApi, staffGet, staffReply } from '../../lib/admin.server';
import { serverApi } from '../../lib/api.server';
import { paths } from '../../lib/paths';
import { useResultToast } from '../../components/useResultToast';
import { Pager } from '../../components/admin/Pager';
import { useSession } from '../../lib/session';

// Every listing in every state (GET /properties/all/), with expire, reactivate and take-down (with
// the reason the owner sees, under the content takedown policy).
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = new URLSearchParams({ page: url.searchParams.get('page') || '1', limit: '25' });
  for (const k of ['status', 'q', 'locality', 'owner_id']) {
    const v = url.searchParams.get(k);
    if (v) q.set(k, v);
  }
  // The filters go as the address gave them; the API answers a wrong one with its message.
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
    const body = { reason: String(form.get('reason') ?? ''), policy: String(form.get('policy') ?? '') };
    const answer = await api.POST('/api/v1/admin/properties/{id}/take-down', { params: { path }, body });
    return staffReply(request, form, answer, 'Listing taken down');
  }
  if (intent === 'reactivate') {
    const answer = await api.POST('/api/v1/admin/properties/{id}/reactivate', { params: { path } });
    return staffReply(request, form, answer, 'Listing live again');
  }
  const answer = await api.POST('/api/v1/admin/properties/{id}/expire', { params: { path } });
  return staffReply(request, form, answer, 'Listing expired');
}

export default function AdminListings({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { csrf } = useSession();
  const [params] = useSearchParams();
  const { list } = loaderData;
  return (
    <section aria-labelledby="listings-title">
      <h1 id="listings-title">Listings</h1>
      <Form method="get" className="admin-filters">
        <label>
          Title <input name="q" defaultValue={params.get('q') ?? ''} maxLength={100} />
        </label>
        <label>
          Locality <input name="locality" defaultValue={params.get('locality') ?? ''} maxLength={100} />
        </label>
        <label>
          Status{' '}
          <select name="status" defaultValue={params.get('status') ?? ''}>
            <option value="">Any</option>
            {LISTING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </label>
        <button className="btn btn-primary" type="submit">
          Show
        </button>
      </Form>
      <p className="muted">{list.total} listings</p>
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
            {list.items.map((l) => (
              <tr key={l.id}>
                <td>
                  <Link to={paths.property(l.id)} target="_blank">
                    #{l.id} {l.title}
                  </Link>
                  <br />
                  <span className="muted">{[l.locality, l.city].filter(Boolean).join(', ')}</span>
                </td>
                <td>
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
                  {l.rejection_reason ? (
                    <>
                      <br />
                      <span className="muted">{l.rejection_reason}</span>
                    </>
                  ) : null}
                </td>
                <td>{formatRupees(l.price)}</td>
                <td>{l.expires_at ? formatIndiaDateTime(l.expires_at) : '–'}</td>
                <td>
                  <Form method="post" className="inline-form">
                    <input type="hidden" name="csrf" value={csrf ?? ''} />
                    <input type="hidden" name="id" value={l.id} />
                    {l.status === 'active' ? (
                      <button className="btn btn-ghost" name="intent" value="expire">
                        Expire
                      </button>
                    ) : null}
                    {l.status === 'expired' ? (
                      <button className="btn btn-ghost" name="intent" value="reactivate">
                        Reactivate
                      </button>
                    ) : null}
                  </Form>
                  {l.status !== 'taken_down' ? (
                    <Form method="post" className="inline-form">
                      <input type="hidden" name="csrf" value={csrf ?? ''} />
                      <input type="hidden" name="id" value={l.id} />
                      <label className="sr-only" htmlFor={`td-${l.id}`}>
                        Take-down reason
                      </label>
                      <input
                        id={`td-${l.id}`}
                        name="reason"
                        placeholder="Take-down reason"
                        minLength={10}
                        maxLength={1000}
                        required
                      />
                      <label className="sr-only" htmlFor={`tp-${l.id}`}>
                        Policy
                      </label>
                      <select id={`tp-${l.id}`} name="policy" defaultValue="content-guidelines">
                        <option value="content-guidelines">Content Guidelines</option>
                        <option value="content-takedown-policy">Content Takedown Policy</option>
                        <option value="terms-of-service">Terms of Service</option>
                      </select>
                      <button className="btn btn-danger" name="intent" value="take-down">
                        Take down
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={list.page} pages={list.total_pages} />
    </section>
  );
}
