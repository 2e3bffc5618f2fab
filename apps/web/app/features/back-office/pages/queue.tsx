import { useState, useSyncExternalStore } from 'react';
import { Form, Link } from 'react-router';
import { bulkDecisionSchema, formatIndiaDateTime, formatRupees, listingRejectSchema } from '@aangan/contracts';
import type { Route } from './+types/queue';
import { staffApi, staffCheck, staffGet, staffReply, type StaffActionData } from '../admin.server';
import { serverApi } from '../../../shared/api.server';
import { paths } from '../../../shared/paths';
import { useResultToast } from '../../../shared/ui/useResultToast';
import { Pager } from '../Pager';
import { FindingList } from '../FindingList';
import {
  auditActionLabel,
  changeFieldLabel,
  changeValue,
  furnishingLabel,
  listingStatusLabel,
  postedByLabel,
  propertyTypeLabel,
  purposeLabel,
} from '../admin-labels';
import { pendingFields } from '../../listings';
import { REJECTION_PRESETS } from '../rejection-reasons';
import { ErrorText, errorTie, useStaffForm } from '../staff-form';
import { useSession } from '../../../shared/session';
import '../back-office.css';

// The review queue: listings waiting for review, oldest first, with their photos, pin, owner,
// history and automatic findings; verify or reject (with a reason the owner sees: a preset, own
// words or both), one by one or several at once. Stored values read as words ('Builder floor').
// A live listing whose owner changed what seekers rely on waits here too (decision 043), shown
// as each field's live value and the new one: verifying approves the changes, rejecting drops
// them (the listing stays as it was).
// Every form works without JavaScript; scripts keep count of the ticked listings and check a
// reason as it is typed, with the API's own rule.

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
  if (intent === 'bulk') {
    const checked = staffCheck(form, bulkDecisionSchema);
    if (!checked.ok) return checked.refused;
    const answer = await api.POST('/api/v1/admin/properties/bulk', { body: checked.value });
    const done = answer.data?.results.filter((x) => x.ok).length ?? 0;
    const verb = checked.value.action === 'verify' ? 'verified' : 'rejected';
    return staffReply(request, form, answer, `${done} of ${checked.value.ids.length} listings ${verb}`, checked);
  }
  const path = { id: Number(form.get('id')) };
  if (intent === 'checks') {
    const answer = await api.POST('/api/v1/admin/properties/{id}/findings/refresh', { params: { path } });
    return staffReply(request, form, answer, 'Checks run again');
  }
  // Changes to a live listing are decided by the same calls: verify writes them in, reject drops them.
  const changes = form.get('changes') === '1';
  if (intent === 'verify') {
    const answer = await api.PUT('/api/v1/properties/{id}/verify', { params: { path } });
    const done = changes ? 'Changes approved: seekers see them now' : 'Listing verified: it is live';
    return staffReply(request, form, answer, done);
  }
  const checked = staffCheck(form, listingRejectSchema);
  if (!checked.ok) return checked.refused;
  const answer = await api.POST('/api/v1/properties/{id}/reject', { params: { path }, body: checked.value });
  const done = changes
    ? 'Changes rejected: the listing stays as it was, and the owner sees your reason'
    : 'Listing rejected: the owner sees your reason';
  return staffReply(request, form, answer, done, checked);
}

type Checked = ReturnType<typeof useStaffForm>;

/** A preset reason and the admin's own words; the API joins them into what the owner reads. */
function ReasonFields({ id, label, checked }: { id: string; label: string; checked: Checked }) {
  const { error, initial } = checked;
  return (
    <div className="reason-fields">
      <label htmlFor={`${id}-preset`}>{label}</label>
      <select
        id={`${id}-preset`}
        name="reason_code"
        defaultValue={initial('reason_code') ?? ''}
        {...errorTie(`${id}-preset`, error('reason_code'))}
      >
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
        defaultValue={initial('reason')}
        placeholder="In your own words (optional with a common reason)"
        {...errorTie(`${id}-text`, error('reason'))}
      />
      <ErrorText id={`${id}-preset`} error={error('reason_code')} />
      <ErrorText id={`${id}-text`} error={error('reason')} />
    </div>
  );
}

// useSyncExternalStore with nothing to subscribe to: false on the server, true once hydrated.
const noop = () => () => {};
const useScripted = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

/** Verify or reject the ticked listings together (the ticks sit in the list, tied to this form). */
function BulkForm({ chosen, answer }: { chosen: number; answer: StaffActionData | undefined }) {
  const { csrf } = useSession();
  const checked = useStaffForm(bulkDecisionSchema, answer, 'bulk', { id: 'queue-bulk' });
  // Until scripts run nobody counts the ticks, so the bulk buttons stay usable (the check answers
  // that at least one listing must be chosen when none is ticked); after that they wait for a tick.
  const idle = useScripted() && !chosen;
  return (
    <Form
      method="post"
      className="panel admin-bulk"
      aria-label="Decide on several listings"
      noValidate
      {...checked.form}
    >
      <input type="hidden" name="csrf" value={csrf ?? ''} />
      <input type="hidden" name="intent" value="bulk" />
      <p id="bulk-why" className={chosen ? 'bulk-count' : 'muted'} aria-live="polite">
        {chosen ? `${chosen} chosen` : 'Select listings below to verify or reject them together.'}
      </p>
      <ErrorText id="bulk-ids" error={checked.error('ids')} />
      <ReasonFields id="bulk-reason" label="Reason for rejecting them" checked={checked} />
      <div className="admin-actions">
        <button className="btn btn-primary" name="action" value="verify" disabled={idle} aria-describedby="bulk-why">
          Verify chosen
        </button>
        <button className="btn btn-danger" name="action" value="reject" disabled={idle} aria-describedby="bulk-why">
          Reject chosen
        </button>
      </div>
    </Form>
  );
}

type Item = Route.ComponentProps['loaderData']['queue']['items'][number];

/** What the listing is, in words: price, purpose, type, size, furnishing, who posted it and where. */
const facts = (l: Item['listing']) =>
  [
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
    .join(' · ');

function Photos({ photos }: { photos: Item['photos'] }) {
  if (!photos.length) return <p className="muted">No photos</p>;
  // A strip of thumbnails that scrolls by itself on a phone (keyboard too), never the page.
  return (
    <ul className="queue-photos" aria-label={`Photos (${photos.length})`} tabIndex={0}>
      {photos.map((p, i) => (
        <li key={p.id}>
          <a href={p.url} target="_blank" rel="noreferrer">
            <img src={p.url} alt={`Photo ${i + 1}`} width={160} height={120} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The pin, the owner and their record, the automatic findings and the listing's history. */
function Details({ item: { lat, lng, owner, history, findings } }: { item: Item }) {
  return (
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
          {owner.email ? ` · ${owner.email}` : ''} · {owner.listings.total} listings ({owner.listings.active} live,{' '}
          {owner.listings.rejected} rejected, {owner.listings.taken_down} taken down)
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
  );
}

/** Each waiting change: the field, what seekers see now and what the owner sent. */
function ChangesDiff({ l }: { l: Item['listing'] }) {
  const pending = l.pending_changes ?? {};
  const live = l as unknown as Record<string, unknown>;
  const pin = (lat: unknown, lng: unknown) =>
    typeof lat === 'number' && typeof lng === 'number' ? `${lat.toFixed(5)}, ${lng.toFixed(5)}` : '—';
  const row = (field: string): [string, string] =>
    field === 'pin'
      ? [pin(l.latitude, l.longitude), pin(pending.latitude ?? l.latitude, pending.longitude ?? l.longitude)]
      : [changeValue(field, live[field]), changeValue(field, pending[field])];
  return (
    <dl className="queue-diff" data-testid="queue-diff">
      {pendingFields(pending).map((field) => {
        const [was, now] = row(field);
        // Long texts (a description) each get their own block, the new one under the live one.
        const long = was.length + now.length > 60;
        return (
          <div key={field}>
            <dt>{changeFieldLabel(field)}</dt>
            <dd className={long ? 'diff-long' : undefined}>
              <del>
                <span className="sr-only">Live: </span>
                {was}
              </del>{' '}
              <span className="diff-arrow" aria-hidden="true">
                →
              </span>{' '}
              <ins>
                <span className="sr-only">New: </span>
                {now}
              </ins>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * Verify, run the checks again, or reject with a reason (checked as the API checks it). For
 * changes to a live listing the same buttons approve or reject the changes.
 */
function Decide({ id, changes, answer }: { id: number; changes: boolean; answer: StaffActionData | undefined }) {
  const { csrf } = useSession();
  const checked = useStaffForm(listingRejectSchema, answer, `reject:${id}`);
  const kind = changes ? <input type="hidden" name="changes" value="1" /> : null;
  return (
    <div className="queue-decide">
      <Form method="post" className="inline-form">
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        <input type="hidden" name="id" value={id} />
        {kind}
        <button className="btn btn-primary" name="intent" value="verify">
          {changes ? 'Approve changes' : 'Verify'}
        </button>
        <button className="btn btn-ghost" name="intent" value="checks">
          Run checks again
        </button>
      </Form>
      <Form method="post" className="queue-reject" noValidate {...checked.form}>
        <input type="hidden" name="csrf" value={csrf ?? ''} />
        <input type="hidden" name="id" value={id} />
        {kind}
        <ReasonFields id={`reason-${id}`} label="Reason the owner will see" checked={checked} />
        <button className="btn btn-danger" name="intent" value="reject">
          {changes ? 'Reject changes' : 'Reject'}
        </button>
      </Form>
    </div>
  );
}

function QueueItem({
  item,
  ticked,
  toggle,
  answer,
}: {
  item: Item;
  ticked: boolean;
  toggle: () => void;
  answer: StaffActionData | undefined;
}) {
  const l = item.listing;
  // Changes to a listing seekers see as it was verified (decision 043), not a new listing.
  const changes = Boolean(l.pending_changes) && l.status !== 'pending_review';
  const sent = changes ? l.changes_submitted_at : l.submitted_at;
  return (
    <li className={`panel queue-item${changes ? ' has-changes' : ''}`} data-testid="queue-item">
      <div className="admin-row-head">
        {/* Part of the bulk form above (form attribute), so ticks are sent even without scripts. */}
        <label className="check">
          <input type="checkbox" form="queue-bulk" name="ids" value={l.id} checked={ticked} onChange={toggle} />
          <span className="sr-only">Choose #{l.id}</span>
        </label>
        <strong className="queue-title">
          <Link to={paths.property(l.id)} target="_blank">
            #{l.id} {l.title}
          </Link>
        </strong>
        <span className="muted">{sent ? `sent ${formatIndiaDateTime(sent)}` : ''}</span>
      </div>
      {changes ? (
        <p className="queue-kind">
          Changes to a live listing
          {l.status === 'active' ? '' : ` (${listingStatusLabel(l.status).toLowerCase()})`}
          <span className="muted"> · seekers see it as verified until you decide</span>
        </p>
      ) : null}
      <p className="queue-facts">{facts(l)}</p>
      {changes ? <ChangesDiff l={l} /> : null}
      <div className="queue-grid">
        <Photos photos={item.photos} />
        <Details item={item} />
      </div>
      <Decide id={l.id} changes={changes} answer={answer} />
    </li>
  );
}

export default function ReviewQueue({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { queue } = loaderData;
  const [picked, setPicked] = useState<number[]>([]);
  // Listings decided since they were ticked have left the queue, so they no longer count.
  const chosen = picked.filter((id) => queue.items.some((i) => i.listing.id === id));
  const toggle = (id: number) => setPicked((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <section aria-labelledby="queue-title">
      <h1 id="queue-title">Review queue</h1>
      <p className="muted">
        {queue.total === 0 ? 'Nothing is waiting for review.' : `${queue.total} listings waiting, oldest first.`}
      </p>
      {queue.items.length ? <BulkForm chosen={chosen.length} answer={actionData} /> : null}
      <ul className="admin-list" data-testid="queue">
        {queue.items.map((item) => (
          <QueueItem
            key={item.listing.id}
            item={item}
            ticked={chosen.includes(item.listing.id)}
            toggle={() => toggle(item.listing.id)}
            answer={actionData}
          />
        ))}
      </ul>
      <Pager page={queue.page} pages={queue.total_pages} />
    </section>
  );
}
