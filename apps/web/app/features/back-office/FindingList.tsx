import { Link, useFetcher } from 'react-router';
import { useResultToast } from '../../shared/ui/useResultToast';
import type { Finding } from '@aangan/contracts';
import { useSession } from '../../shared/session';
import './back-office.css';

const LABELS: Record<string, string> = {
  duplicate_photo: 'Duplicate photo',
  duplicate_place: 'Same place',
  shared_phone: 'Shared phone',
  price_outlier: 'Price outlier',
  outside_gurugram: 'Outside Gurugram',
  no_photos: 'No photos',
};

/** A listing's automatic findings, each explained, with dismiss and (for duplicates) merge. */
export function FindingList({
  findings,
  action = '/admin/findings',
  showListing = false,
}: {
  findings: Finding[];
  action?: string;
  showListing?: boolean;
}) {
  const { csrf } = useSession();
  // Sent without leaving the page (the queue or the findings list), which then reloads its data.
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  useResultToast(fetcher.data);
  if (!findings.length) return <p className="ok-line">No automatic findings.</p>;
  return (
    <ul className="findings" aria-label="Automatic findings">
      {findings.map((f) => (
        <li key={f.id} className={`finding finding-${f.status}`}>
          {showListing ? (
            <>
              <Link to={`/property/${f.property_id}`} target="_blank">
                #{f.property_id} {f.property_title}
              </Link>{' '}
              ·{' '}
            </>
          ) : null}
          <strong>{LABELS[f.kind] ?? f.kind}</strong>: {f.message}
          {f.related_property_id ? (
            <>
              {' '}
              (
              <Link to={`/property/${f.related_property_id}`} target="_blank">
                #{f.related_property_id}
              </Link>
              )
            </>
          ) : null}
          {f.status === 'open' ? (
            <fetcher.Form method="post" action={action} className="inline-form">
              <input type="hidden" name="csrf" value={csrf ?? ''} />
              <input type="hidden" name="id" value={f.id} />
              <input type="hidden" name="property_id" value={f.property_id} />
              {f.related_property_id ? <input type="hidden" name="into" value={f.related_property_id} /> : null}
              <button className="btn btn-ghost" name="intent" value="dismiss">
                Dismiss
              </button>
              {f.related_property_id && f.kind.startsWith('duplicate') ? (
                <button className="btn btn-ghost" name="intent" value="merge">
                  Merge into #{f.related_property_id}
                </button>
              ) : null}
            </fetcher.Form>
          ) : (
            <span className="muted"> ({f.status})</span>
          )}
        </li>
      ))}
    </ul>
  );
}
