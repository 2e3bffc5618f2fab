// The add-listing flow's server side on a verified live listing whose changes wait for the team
// (decision 043): the flow shows what the owner last sent, sends it again with each step (the
// live value would withdraw it), and says when a save made a change wait.
import { describe, expect, it } from 'vitest';
import type { MyListing } from '@aangan/contracts';
import { fakeApi, formPost } from '../../../shared/testing/fake-api';
import { flowAction, loadFlow } from './listing-flow.server';

const live = {
  id: 7,
  status: 'active',
  verified_at: '2026-01-05T00:00:00.000Z',
  purpose: 'rent',
  property_type: 'apartment',
  title: 'Sunny 2 BHK flat in Sector 45',
  description: 'Corner flat with morning light and a park view.',
  locality: 'Sector 45',
  city: 'Gurugram',
  bedrooms: 2,
  bathrooms: 1,
  area_sqft: 1000,
  amenities: [],
  features: [],
  price: 42000,
  monthly_rent: 42000,
  owner_contact: null,
  pending_changes: { description: 'Corner flat with morning light, a park view and a new kitchen.' },
  changes_submitted_at: '2026-03-01T10:00:00.000Z',
} as unknown as MyListing;

const session = [200, { user: { id: 3, full_name: 'Owner', phone: '+919810000003' }, csrf_token: 'c', expired: false }];

function api(answer: MyListing) {
  return fakeApi({
    '/api/v1/auth/session': session as [number, unknown],
    '/api/v1/properties/me': [200, { properties: [live], items: [live], total: 1 }],
    '/api/v1/properties/7': [200, answer],
  });
}

const basics = (description: string) => ({
  intent: 'step',
  step: 'basics',
  listing: '7',
  csrf: 'c',
  purpose: 'rent',
  property_type: 'apartment',
  title: live.title,
  description,
});

async function redirected(p: Promise<unknown>): Promise<string> {
  const thrown = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(thrown).toBeInstanceOf(Response);
  return (thrown as Response).headers.get('location') ?? '';
}

describe('the flow on a live listing with changes waiting for review', () => {
  it('shows the waiting changes in place of the live values, and keeps them in view', async () => {
    const { context } = api(live);
    const flow = await loadFlow(context, new Request('http://x/add-new-listing?listing=7&step=basics&held=1'));
    expect(flow.listing?.description).toBe(live.pending_changes!.description);
    expect(flow.listing?.title).toBe(live.title);
    expect(flow.listing?.pending_changes).toEqual(live.pending_changes);
    expect(flow.held).toBe(true);
  });

  it('says so when a save makes a change wait, and not when it sends the waiting ones again', async () => {
    const titled = { ...live, pending_changes: { ...live.pending_changes, title: 'Bright 2 BHK flat in Sector 45' } };
    const held = api(titled as MyListing);
    const changed = { ...basics(live.pending_changes!.description as string), title: 'Bright 2 BHK flat in Sector 45' };
    const to = await redirected(flowAction(held.context, formPost('/add-new-listing', changed)));
    expect(to).toBe('/add-new-listing?listing=7&step=location&held=1');
    const put = held.calls.find((c) => c.path === '/api/v1/properties/7');
    expect(put?.body).toMatchObject({ title: 'Bright 2 BHK flat in Sector 45' });

    // The waiting description comes back in the form as the owner sent it: saved again, it stays waiting.
    const same = api(live);
    const again = await redirected(
      flowAction(same.context, formPost('/hi/add-new-listing', basics(live.pending_changes!.description as string))),
    );
    expect(again).toBe('/hi/add-new-listing?listing=7&step=location');
    expect(same.calls.find((c) => c.path === '/api/v1/properties/7')?.body).toMatchObject({
      description: live.pending_changes!.description,
    });
  });
});
