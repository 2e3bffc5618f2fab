import { useState, useSyncExternalStore } from 'react';
import { Form, Link } from 'react-router';
import { bulkDecisionSchema, formatIndiaDateTime, formatRupees } from '@aangan/contracts';
import type { Route } from './+types/queue';
import { staffApi, staffChoice, staffGet, staffReply } from '../../lib/admin.server';
import { serverApi } from '../../lib/api.server';
import { paths } from '../../lib/paths';
import { useResultToast } from '../../components/useResultToast';
import { Pager } from '../../components/admin/Pager';
import { FindingList } from '../../components/admin/FindingList';
import {
  auditActionLabel,
  furnishingLabel,
  postedByLabel,
  propertyTypeLabel,
  purposeLabel,
} from '../../lib/admin-labels';
import { REJECTION_PRESETS, rejectionOf } from '../../lib/rejection-reasons';
import { useSession } from '../../lib/session';

// The review queue: listings waiting for review, oldest first, with their photos, pin, owner,
// history and automatic findings; verify or reject (with a reason the owner sees: a preset, own
// words or both), one by one or several at once. Stored values read as words ('Builder floor').
// Every form works without JavaScript; scripts only keep count of the ticked listings.
// useSyncExternalStore with nothing to subscribe to: false on the server, true once hydrated.
const noop = () => () => {};

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get('page') ?? '1';
  // The page goes as the address gave it; the API answers a wrong one with its message.
  const query = new URLSearchParams({ page, limit: '10' }).toString();
  return {
    queue: await staffGet(request, serverApi(context).GET('/api/v1/admin/queue', { querySerializer: () => query })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const api = staffApi(context, form);
  const intent = String(form.get('intent'));
  const rejection = rejectionOf(form.get('preset'), form.get('reason'));
  if (intent === 'bulk') {
    const ids = form.getAll('ids').map(Number).filter(Boolean);
    const act = staffChoice(form, 'bulk_action', bulkDecisionSchema.shape.action, String(form.get('bulk_action')));
    if (!act.ok) return act.refused;
    const answer = await api.POST('/api/v1/admin/properties/bulk', {
      body: { ids, action: act.value, ...rejection },
    });
    const done = answer.data?.results.filter((x) => x.ok).length ?? 0;
    const verb = act.value === 'verify' ? 'verified' : 'rejected';
    return staffReply(request, form, answer, `${done} of ${ids.length} listings ${verb}`);
  }
  const path = { id: Number(form.get('id')) };
  if (intent === 'checks') {
    const answer = await api.POST('/api/v1/admin/properties/{id}/findings/refresh', { params: { path } });
    return staffReply(request, form, answer, 'Checks run again');
  }
  if (intent === 'verify') {
    const answer = await api.PUT('/api/v1/properties/{id}/verify', { params: { path } });
    return staffReply(request, form, answer, 'Listing verified: it is live');
  }
  const answer = await api.POST('/api/v1/properties/{id}/reject', { params: { path }, body: rejection });
  return staffReply(request, form, answer, 'Listing rejected: the owner sees your reason');
}

/** A preset reason and the admin's own words; the API joins them into what the owner reads. */
function ReasonFields({ id, label }: { id: string; label: string }) {
  return (
    <div className="reason-fields">
      <label htmlFor={`${id}-preset`}>{label}</label>
      <select id={`${id}-preset`} name="preset" defaultValue="">
        <option value="">Choose a common reason…</option>
        {REJECTION_PRESETS.map((p) => (
          <option key={p.code} value={p.code}>
            {p.label}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor={`${id}-text`}>
        {label}: in your own words
      </label>
      <textarea
        id={`${id}-text`}
        name="reason"
        rows={2}
        maxLength={900}
        placeholder="In your own words (optional with a common reason)"
      />
    </div>
  );
}

export default function ReviewQueue({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { csrf } = useSession();
  const { queue } = loaderData;
  const [picked, setPicked] = useState<number[]>([]);
  // Listings decided since they were ticked have left the queue, so they no longer count.
  const chosen = picked.filter((id) => queue.items.some((i) => i.listing.id === id));
  const toggle = (id: number) => setPicked((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  // Until scripts run nobody counts the ticks, so the bulk buttons stay usable (the API answers
  // 'Choose at least one listing' when none is ticked); after that they wait for a tick.
  const scripted = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const idle = scripted && !chosen.length;
  return (
    <section aria-labelledby="queue-title">
      <h1 id="queue-title">Review queue</h1>
      <p className="muted">
        {queue.total === 0 ? 'Nothing is waiting for review.' : `${queue.total} listings waiting, oldest first.`}
      </p>
      {queue.items.length ? (
        <Form method="post" id="queue-bulk" className="panel admin-bulk" aria-label="Decide on several listings">
          <input type="hidden" name="csrf" value={csrf ?? ''} />
          <input type="hidden" name="intent" value="bulk" />
          <p id="bulk-why" className={chosen.length ? 'bulk-count' : 'muted'} aria-live="polite">
            {chosen.length ? `${chosen.length} chosen` : 'Select listings below to verify or reject them together.'}
          </p>
          <ReasonFields id="bulk-reason" label="Reason for rejecting them" />
          <div className="admin-actions">
            <button
              className="btn btn-primary"
              name="bulk_action"
              value="verify"
              disabled={idle}
              aria-describedby="bulk-why"
            >
              Verify chosen
            </button>
            <button
              className="btn btn-danger"
              name="bulk_action"
              value="reject"
              disabled={idle}
              aria-describedby="bulk-why"
            >
              Reject chosen
            </button>
          </div>
        </Form>
      ) : null}
      <ul className="admin-list" data-testid="queue">
        {queue.items.map(({ listing: l, lat, lng, photos, owner, history, findings }) => (
          <li key={l.id} className="panel queue-item" data-testid="queue-item">
            <div className="admin-row-head">
              {/* Part of the bulk form above (form attribute), so ticks are sent even without scripts. */}
              <label className="check">
                <input
                  type="checkbox"
                  form="queue-bulk"
                  name="ids"
                  value={l.id}
                  checked={chosen.includes(l.id)}
                  onChange={() => toggle(l.id)}
                />
                <span className="sr-only">Choose #{l.id}</span>
              </label>
              <strong className="queue-title">
                <Link to={paths.property(l.id)} target="_blank">
                  #{l.id} {l.title}
                </Link>
              </strong>
              <span className="muted">{l.submitted_at ? `sent ${formatIndiaDateTime(l.submitted_at)}` : ''}</span>
            </div>
            <p className="queue-facts">
              {[
                formatRupees(l.price),
                purposeLabel(l.purpose),
                propertyTypeLabel(l.property_type),
                l.bedrooms !== null ? `${l.bedrooms} BHK` : null,
                l.area_sqft !== null ? `${l.area_sqft} sqft` : null,
                l.furnishing ? furnishingLabel(l.furnishing) : null,
                `by ${postedByLabel(l.posted_by).toLowerCase()}`,
                [l.locality, l.city].filter(Boolean).join(', '),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <div className="queue-grid">
              {photos.length ? (
                // A strip of thumbnails that scrolls by itself on a phone (keyboard too), never the page.
                <ul className="queue-photos" aria-label={`Photos (${photos.length})`} tabIndex={0}>
                  {photos.map((p, i) => (
                    <li key={p.id}>
                      <a href={p.url} target="_blank" rel="noreferrer">
                        <img src={p.url} alt={`Photo ${i + 1}`} width={160} height={120} loading="lazy" />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">No photos</p>
              )}
              <div className="queue-details">
                {lat !== null && lng !== null ? (
                  <p>
                    <a
                      href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      Pin {lat.toFixed(5)}, {lng.toFixed(5)} ↗
                    </a>
                  </p>
                ) : (
                  <p className="error-line">No map pin</p>
                )}
                {owner ? (
                  <p>
                    Owner: <Link to={`/admin/users/${owner.id}`}>{owner.full_name}</Link> · {owner.phone}
                    {owner.email ? ` · ${owner.email}` : ''} · {owner.listings.total} listings ({owner.listings.active}{' '}
                    live, {owner.listings.rejected} rejected, {owner.listings.taken_down} taken down)
                  </p>
                ) : null}
                <FindingList findings={findings} />
                {history.length ? (
                  <details>
                    <summary>History ({history.length})</summary>
                    <ul className="notes">
                      {history.map((h) => (
                        <li key={h.id}>
                          {formatIndiaDateTime(h.created_at)} · {auditActionLabel(h.action)}{' '}
                          {h.actor_name ? `by ${h.actor_name}` : ''}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </div>
            </div>
            <div className="queue-decide">
              <Form method="post" className="inline-form">
                <input type="hidden" name="csrf" value={csrf ?? ''} />
                <input type="hidden" name="id" value={l.id} />
                <button className="btn btn-primary" name="intent" value="verify">
                  Verify
                </button>
                <button className="btn btn-ghost" name="intent" value="checks">
                  Run checks again
                </button>
              </Form>
              <Form method="post" className="queue-reject">
                <input type="hidden" name="csrf" value={csrf ?? ''} />
                <input type="hidden" name="id" value={l.id} />
                <ReasonFields id={`reason-${l.id}`} label="Reason the owner will see" />
                <button className="btn btn-danger" name="intent" value="reject">
                  Reject
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={queue.page} pages={queue.total_pages} />
    </section>
  );
}
