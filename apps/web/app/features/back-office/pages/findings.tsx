import { ChoiceFilter, Filters } from '../Filters';
import type { Route } from './+types/findings';
import { staffApi, staffGet, staffReply, listQuery } from '../admin.server';
import { serverApi } from '../../../shared/api.server';
import { useResultToast } from '../../../shared/ui/useResultToast';
import { Pager } from '../Pager';
import { FindingList } from '../FindingList';
import '../back-office.css';

// Automatic findings across all listings (duplicates, outliers, places outside Gurugram, ...):
// dismiss one, or merge a duplicate into the listing it repeats (one public card).
const KINDS = ['duplicate_photo', 'duplicate_place', 'shared_phone', 'price_outlier', 'outside_gurugram', 'no_photos'];

export async function loader({ context, request }: Route.LoaderArgs) {
  const q = listQuery(request, ['status', 'kind', 'property_id'], { status: 'open', limit: '30' });
  const findings = await staffGet(
    request,
    serverApi(context).GET('/api/v1/admin/findings', { querySerializer: () => q.toString() }),
  );
  return { findings };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const api = staffApi(context, form);
  if (form.get('intent') === 'merge') {
    const answer = await api.POST('/api/v1/admin/properties/{id}/merge', {
      params: { path: { id: Number(form.get('property_id')) } },
      body: { into: Number(form.get('into')) },
    });
    return staffReply(request, form, answer, 'Merged: only one card stays public');
  }
  const answer = await api.POST('/api/v1/admin/findings/{id}/dismiss', {
    params: { path: { id: Number(form.get('id')) } },
    body: {},
  });
  return staffReply(request, form, answer, 'Finding dismissed');
}

export default function Findings({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  const { findings } = loaderData;
  return (
    <section aria-labelledby="findings-title">
      <h1 id="findings-title">Automatic findings</h1>
      <Filters submit="Show">
        <ChoiceFilter name="kind" label="Kind" any="All kinds" values={KINDS} />
        <ChoiceFilter name="status" label="Status" values={['open', 'dismissed', 'merged']} initial="open" />
      </Filters>
      <p className="muted">{findings.total} findings</p>
      <div className="panel" data-testid="findings">
        <FindingList findings={findings.items} showListing />
      </div>
      <Pager page={findings.page} pages={findings.total_pages} />
    </section>
  );
}
