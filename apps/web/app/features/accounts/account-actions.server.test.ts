// The account page's actions through the typed client: each form is checked with its shared
// schema before anything is sent (a refusal keeps what was typed), then the API is sent the body
// it checks again, and its field refusals join the same form's reply.
import { describe, expect, it } from 'vitest';
import { handleAccountAction } from './account-actions.server';
import { createLoadContext } from '../../shared/api.server';

function host(status: number, body: unknown = {}) {
  const seen: Request[] = [];
  const fetch = async (request: Request) => {
    seen.push(request);
    return status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { context: createLoadContext(fetch), seen };
}

async function send(status: number, fields: Record<string, string | string[]>, body?: unknown) {
  const form = new FormData();
  form.set('csrf', 'c-1');
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) form.append(k, x);
  const api = host(status, body);
  const request = new Request('http://x/account', { method: 'POST', body: form });
  const answer = await handleAccountAction(api.context, request);
  return { answer, seen: api.seen, sentBody: async () => api.seen[0]!.json() };
}

describe('account actions', () => {
  it('preferences: refuses a budget below its lower bound and a word for a number, sending nothing', async () => {
    const { answer, seen } = await send(200, {
      intent: 'preferences',
      budget_min: '5,00,000',
      budget_max: '1,00,000',
      localities: 'Sector 56',
    });
    expect(answer.init?.status).toBe(422);
    expect(answer.data.result?.error).toMatchObject({ budget_max: ['MIN_ABOVE_MAX'] });
    expect(answer.data.result?.initialValue).toMatchObject({ budget_min: '5,00,000', localities: 'Sector 56' });
    expect(seen).toHaveLength(0);

    const word = await send(200, { intent: 'preferences', budget_min: 'lots' });
    expect(word.answer.data.result?.error).toMatchObject({ budget_min: ['NOT_NUMBER'] });
  });

  it('preferences: sends the API the amounts, the ticked boxes and each locality', async () => {
    const { answer, seen, sentBody } = await send(200, {
      intent: 'preferences',
      purposes: ['rent', 'buy'],
      bhk: ['2', '3'],
      budget_min: '',
      budget_max: '75,00,000',
      localities: ' Sector 56, , DLF Phase 2 ',
    });
    expect(answer.data).toMatchObject({ ok: true, message: 'Preferences saved' });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/users/preferences');
    expect(seen[0]!.headers.get('x-csrf-token')).toBe('c-1');
    expect(await sentBody()).toEqual({
      purposes: ['rent', 'buy'],
      property_types: [],
      bhk: [2, 3],
      budget_min: null,
      budget_max: 7500000,
      localities: ['Sector 56', 'DLF Phase 2'],
    });
  });

  it('visit reschedule: a missing time is refused beside the visit; a time is sent as India time', async () => {
    const none = await send(200, { intent: 'visit-reschedule', visit_id: '31', scheduled_date: '' });
    expect(none.answer.data).toMatchObject({ ok: false, visitId: 31 });
    expect(none.answer.data.result?.error).toMatchObject({ scheduled_date: ['VISIT_DATE_REQUIRED'] });
    expect(none.seen).toHaveLength(0);

    const { answer, seen, sentBody } = await send(200, {
      intent: 'visit-reschedule',
      visit_id: '31',
      scheduled_date: '2030-03-04T16:00',
      reason: '',
    });
    expect(answer.data).toMatchObject({ ok: true, message: 'Visit rescheduled', visitId: 31 });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/visits/31/reschedule');
    expect(await sentBody()).toEqual({ scheduled_date: '2030-03-04T16:00:00+05:30', reason: null });
  });

  it("visit reschedule: the API's refusal of the time joins the form, with the time as typed", async () => {
    const refusal = {
      code: 'VALIDATION',
      detail: [
        {
          loc: ['body', 'scheduled_date'],
          code: 'VISIT_TOO_SOON',
          msg: 'Please choose a time at least 1 hour from now',
        },
      ],
    };
    const { answer } = await send(
      422,
      { intent: 'visit-reschedule', visit_id: '31', scheduled_date: '2030-03-04T16:00' },
      refusal,
    );
    expect(answer.data).toMatchObject({ ok: false, visitId: 31 });
    expect(answer.data.result?.error).toMatchObject({ scheduled_date: ['VISIT_TOO_SOON'] });
    expect(answer.data.result?.initialValue).toMatchObject({ scheduled_date: '2030-03-04T16:00' });
  });

  it('enquiry reply: a short reply stays in the box with its reason and no toast', async () => {
    const { answer, seen } = await send(201, { intent: 'enquiry-reply', enquiry_id: '12', body: 'Yes' });
    expect(answer.data).toMatchObject({ ok: false, message: '' });
    expect(answer.data.result?.error).toMatchObject({ body: ['MESSAGE_LENGTH?min=10&max=1000'] });
    expect(answer.data.result?.initialValue).toMatchObject({ body: 'Yes' });
    expect(seen).toHaveLength(0);
  });

  it('listing move: a move the API does not offer is told in the toast; a known one is sent', async () => {
    const odd = await send(200, { intent: 'listing-move', listing_id: '5', action: 'explode' });
    expect(odd.answer.data).toMatchObject({ ok: false, listingId: 5 });
    expect(odd.answer.data.message).toMatch(/^NOT_ONE_OF\?options=/);
    expect(odd.seen).toHaveLength(0);

    const { answer, seen, sentBody } = await send(200, { intent: 'listing-move', listing_id: '5', action: 'sold' });
    expect(answer.data).toMatchObject({ ok: true, message: 'Marked as sold', listingId: 5 });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/properties/5/status');
    expect(await sentBody()).toEqual({ action: 'sold' });
  });

  it('enquiry status, phone withdraw and listing delete go to their records', async () => {
    const status = await send(200, { intent: 'enquiry-status', enquiry_id: '12', status: 'spam' });
    expect(status.answer.data).toMatchObject({ ok: true, message: 'Marked as spam: the conversation is closed' });
    expect(status.seen[0]!.method).toBe('PATCH');

    const withdraw = await send(204, { intent: 'phone-withdraw', advertiser: 'user-9' });
    expect(withdraw.answer.data).toMatchObject({ ok: true });
    expect(new URL(withdraw.seen[0]!.url).pathname).toBe('/api/v1/me/phone-shares/user-9');
    const wrong = await send(204, { intent: 'phone-withdraw', advertiser: '../admin' });
    expect(wrong.answer.data.ok).toBe(false);
    expect(wrong.seen).toHaveLength(0);

    const gone = await send(204, { intent: 'listing-delete', listing_id: '5' });
    expect(gone.answer.data).toMatchObject({ ok: true, message: 'Property deleted', listingId: 5 });
    expect(gone.seen[0]!.method).toBe('DELETE');
  });
});
