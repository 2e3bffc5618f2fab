// The contact forms through the typed client: a value the API does not take is refused with the
// API's own field codes before anything is sent; a project's enquiry goes to the project.
import { describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n';
import { createLoadContext } from '../../shared/api.server';
import { contactAction } from './contact.server';

function host(status: number, body: unknown) {
  const seen: Request[] = [];
  const fetch = async (request: Request) => {
    seen.push(request);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { context: createLoadContext(fetch), seen };
}

const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};
const page = new Request('http://x/property/7', { method: 'POST' });

describe('contact forms', () => {
  it('refuses an enquiry whose kind is not one the API offers, with the codes the API gives, sending nothing', async () => {
    const { context, seen } = host(201, {});
    const form = post({ intent: 'enquiry', csrf: 'c', message: 'short', want: 'discount' });
    const answer = await contactAction(context, page, form, { property: 7 });
    expect(answer.init?.status).toBe(422);
    expect(answer.data).toMatchObject({
      intent: 'enquiry',
      ok: false,
      values: { message: 'short', want: 'discount' },
    });
    expect(answer.data.result?.error).toMatchObject({
      want: ['WANT_REQUIRED'],
      message: ['MESSAGE_LENGTH?min=10&max=1000'],
    });
    expect(seen).toHaveLength(0);
  });

  it("sends a project's enquiry to the project, with the CSRF token, and links to its thread", async () => {
    const { context, seen } = host(201, { enquiry: { id: 41 }, messages: [] });
    const form = post({ intent: 'enquiry', csrf: 'c-9', message: 'Is the tower ready?', want: 'availability' });
    const answer = await contactAction(context, page, form, { project: 'sky-one' });
    expect(answer.data).toMatchObject({ intent: 'enquiry', ok: true, threadId: 41 });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/projects/sky-one/enquiries');
    expect(seen[0]!.headers.get('x-csrf-token')).toBe('c-9');
    expect(await seen[0]!.json()).toEqual({ message: 'Is the tower ready?', want: 'availability', share_phone: false });
  });

  it('shows the number a reveal gives, and the cap message when the API answers 429', async () => {
    const shown = host(200, { phone: '+919812345678', name: 'Asha' });
    const ok = await contactAction(shown.context, page, post({ intent: 'reveal', csrf: 'c' }), { property: 7 });
    expect(ok.data).toMatchObject({ ok: true, phone: '+919812345678', name: 'Asha' });
    expect(new URL(shown.seen[0]!.url).pathname).toBe('/api/v1/properties/7/contact');

    const capped = host(429, { detail: 'Too many' });
    const refused = await contactAction(capped.context, page, post({ intent: 'reveal', csrf: 'c' }), { property: 7 });
    expect(refused.init?.status).toBe(429);
    expect(refused.data).toMatchObject({ ok: false, capped: true, message: translate('en-IN', 'contact.revealCap') });
  });
});
