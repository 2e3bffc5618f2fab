import { Form, useSearchParams } from 'react-router';
import type { Route } from './+types/findings';
import { staffAction, staffGet } from '../../lib/admin.server';
import { useResultToast } from '../../components/useResultToast';
import { Pager } from '../../components/admin/Pager';
import type { Finding } from '@aangan/contracts';
import { FindingList } from '../../components/admin/FindingList';

// Automatic findings across all listings (duplicates, outliers, places outside Gurugram, ...):
// dismiss one, or merge a duplicate into the listing it repeats (one public card).
interface FindingPage {
  items: Finding[];
  page: number;
  total: number;
  total_pages: number;
}
const KINDS = [
  '',
  'duplicate_photo',
  'duplicate_place',
  'shared_phone',
  'price_outlier',
  'outside_gurugram',
  'no_photos',
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = new URLSearchParams({
    status: url.searchParams.get('status') || 'open',
    page: url.searchParams.get('page') || '1',
    limit: '30',
  });
  for (const k of ['kind', 'property_id']) {
    const v = url.searchParams.get(k);
    if (v) q.set(k, v);
  }
  return { findings: await staffGet<FindingPage>(context, request, `/admin/findings?${q}`) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  return staffAction(context, request, form, async (send) => {
    if (form.get('intent') === 'merge') {
      const r = await send(`/admin/properties/${Number(form.get('property_id'))}/merge`, 'POST', {
        into: Number(form.get('into')),
      });
      return { r, ok: 'Merged: only one card stays public' };
    }
    return { r: await send(`/admin/findings/${Number(form.get('id'))}/dismiss`, 'POST', {}), ok: 'Finding dismissed' };
  });
}

export default function Findings({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const [params] = useSearchParams();
  const { findings } = loaderData;
  return (
    <section aria-labelledby="findings-title">
      <h1 id="findings-title">Automatic findings</h1>
      <Form method="get" className="admin-filters">
        <label>
          Kind{' '}
          <select name="kind" defaultValue={params.get('kind') ?? ''}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {k ? k.replace(/_/g, ' ') : 'All kinds'}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status{' '}
          <select name="status" defaultValue={params.get('status') ?? 'open'}>
            {['open', 'dismissed', 'merged'].map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <button className="btn btn-primary" type="submit">
          Show
        </button>
      </Form>
      <p className="muted">{findings.total} findings</p>
      <div className="panel" data-testid="findings">
        <FindingList findings={findings.items} showListing />
      </div>
      <Pager page={findings.page} pages={findings.total_pages} />
    </section>
  );
}
