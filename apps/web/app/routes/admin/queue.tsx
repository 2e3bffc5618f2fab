import { useState } from 'react';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { formatIndiaDateTime, formatRupees, type QueueItem } from '@aangan/contracts';
import type { Route } from './+types/queue';
import { staffAction, staffGet } from '../../lib/admin.server';
import { paths } from '../../lib/paths';
import { useResultToast } from '../../components/useResultToast';
import { Pager } from '../../components/admin/Pager';
import { FindingList } from '../../components/admin/FindingList';

// The review queue: listings waiting for review, oldest first, with their photos, pin, owner,
// history and automatic findings; verify or reject (with a reason the owner sees), one by one
// or several at once.
type Queue = { items: QueueItem[]; page: number; total: number; total_pages: number };

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get('page') ?? '1';
  return { queue: await staffGet<Queue>(context, request, `/admin/queue?page=${encodeURIComponent(page)}&limit=10`) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const reason = String(form.get('reason') ?? '').trim();
  return staffAction(context, request, form, async (send) => {
    if (intent === 'bulk') {
      const ids = form.getAll('ids').map(Number).filter(Boolean);
      const act = String(form.get('bulk_action'));
      const r = await send('/admin/properties/bulk', 'POST', { ids, action: act, ...(reason ? { reason } : {}) });
      const results = (r.data as { results?: { ok: boolean }[] } | null)?.results ?? [];
      return { r, ok: `${results.filter((x) => x.ok).length} of ${ids.length} listings ${act === 'verify' ? 'verified' : 'rejected'}` };
    }
    const id = Number(form.get('id'));
    if (intent === 'checks') return { r: await send(`/admin/properties/${id}/findings/refresh`, 'POST'), ok: 'Checks run again' };
    if (intent === 'verify') return { r: await send(`/properties/${id}/verify/`, 'PUT'), ok: 'Listing verified: it is live' };
    return { r: await send(`/properties/${id}/reject/`, 'POST', { reason }), ok: 'Listing rejected: the owner sees your reason' };
  });
}

export default function ReviewQueue({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { csrf } = useRouteLoaderData('admin') as { csrf: string | null };
  const { queue } = loaderData;
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <section aria-labelledby="queue-title">
      <h1 id="queue-title">Review queue</h1>
      <p className="muted">{queue.total === 0 ? 'Nothing is waiting for review.' : `${queue.total} listings waiting, oldest first.`}</p>
      {queue.items.length ? (
        <Form method="post" className="panel admin-bulk">
          <input type="hidden" name="csrf" value={csrf ?? ''} /><input type="hidden" name="intent" value="bulk" />
          {chosen.map((id) => <input key={id} type="hidden" name="ids" value={id} />)}
          <span>{chosen.length} chosen</span>
          <label className="sr-only" htmlFor="bulk-reason">Reason for rejecting</label>
          <input id="bulk-reason" name="reason" placeholder="Reason (for rejecting)" maxLength={1000} />
          <button className="btn btn-primary" name="bulk_action" value="verify" disabled={!chosen.length}>Verify chosen</button>
          <button className="btn btn-danger" name="bulk_action" value="reject" disabled={!chosen.length}>Reject chosen</button>
        </Form>
      ) : null}
      <ul className="admin-list" data-testid="queue">
        {queue.items.map(({ listing: l, lat, lng, photos, owner, history, findings }) => (
          <li key={l.id} className="panel queue-item" data-testid="queue-item">
            <div className="admin-row-head">
              <label className="check"><input type="checkbox" checked={chosen.includes(l.id)} onChange={() => toggle(l.id)} /> <span className="sr-only">Choose</span></label>
              <strong><Link to={paths.property(l.id)} target="_blank">#{l.id} {l.title}</Link></strong>
              <span className="muted">{l.submitted_at ? `sent ${formatIndiaDateTime(l.submitted_at)}` : ''}</span>
            </div>
            <p>{formatRupees(l.price)} · {l.purpose} · {l.property_type} · {l.bedrooms ?? '–'} BHK · {l.area_sqft ?? '–'} sqft · {[l.locality, l.city].filter(Boolean).join(', ')}</p>
            <div className="queue-grid">
              <ul className="queue-photos" aria-label="Photos">
                {photos.length ? photos.map((p) => <li key={p.id}><img src={p.url} alt="" width={160} height={120} loading="lazy" /></li>) : <li className="muted">No photos</li>}
              </ul>
              <div>
                {lat !== null && lng !== null ? (
                  <p><a href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`} target="_blank" rel="noopener noreferrer">
                    Pin {lat.toFixed(5)}, {lng.toFixed(5)} ↗</a></p>
                ) : <p className="error-line">No map pin</p>}
                {owner ? <p>Owner: <Link to={`/admin/users/${owner.id}`}>{owner.full_name}</Link> · {owner.phone}{owner.email ? ` · ${owner.email}` : ''} · {owner.listings.total} listings ({owner.listings.active} live, {owner.listings.rejected} rejected, {owner.listings.taken_down} taken down)</p> : null}
                <FindingList findings={findings} />
                {history.length ? (
                  <details><summary>History ({history.length})</summary>
                    <ul className="notes">{history.map((h) => <li key={h.id}>{formatIndiaDateTime(h.created_at)} · {h.action} {h.actor_name ? `by ${h.actor_name}` : ''}</li>)}</ul>
                  </details>
                ) : null}
              </div>
            </div>
            <div className="admin-actions">
              <Form method="post" className="inline-form">
                <input type="hidden" name="csrf" value={csrf ?? ''} /><input type="hidden" name="id" value={l.id} />
                <button className="btn btn-primary" name="intent" value="verify">Verify</button>
                <button className="btn btn-ghost" name="intent" value="checks">Run checks again</button>
              </Form>
              <Form method="post" className="inline-form">
                <input type="hidden" name="csrf" value={csrf ?? ''} /><input type="hidden" name="id" value={l.id} />
                <label className="sr-only" htmlFor={`reason-${l.id}`}>Reason the owner will see</label>
                <input id={`reason-${l.id}`} name="reason" placeholder="Reason the owner will see" minLength={5} maxLength={1000} required />
                <button className="btn btn-danger" name="intent" value="reject">Reject</button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={queue.page} pages={queue.total_pages} />
    </section>
  );
}
