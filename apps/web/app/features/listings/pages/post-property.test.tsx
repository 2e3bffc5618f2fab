// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/i18n';
import { createLoadContext } from '../../../shared/api.server';
import { errorText, renderForm, text } from '../../../shared/testing/render-route';
import PostProperty, { action } from './post-property';

afterEach(cleanup);

const callback = (locale: Locale) => ({ locale, sent: false, valuation: false, callback: true });

/** The action without JavaScript, against a forms API that answers `status` with `body`. */
async function post(fields: Record<string, string>, status = 200, body: unknown = { next: '/post-property?sent=1' }) {
  const seen: unknown[] = [];
  const context = createLoadContext(async (request: Request) => {
    seen.push(await request.json());
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const request = new Request('http://localhost/post-property', { method: 'POST', body: new URLSearchParams(fields) });
  const answer = (await action({ request, context, params: {} } as never)) as unknown as
    | { sent: true }
    | { init: { status: number }; data: { sent: boolean; result: { error: Record<string, string[]> } } };
  return { answer, seen };
}

const valid = {
  full_name: 'Ritu Yadav',
  phone: '9810012345',
  email: 'ritu@example.in',
  property_type: 'villa',
  property_location: 'Sector 57, Gurugram',
  terms_agreement: 'true',
  enquiry: 'valuation',
};

describe('the call-back action', () => {
  it('refuses with the forms API’s own codes before sending anything', async () => {
    const { answer, seen } = await post({ ...valid, phone: '12345', terms_agreement: '' });
    expect('init' in answer && answer.init.status).toBe(422);
    expect('data' in answer && answer.data.result.error).toMatchObject({
      phone: ['MOBILE_INVALID'],
      terms_agreement: ['TERMS_REQUIRED'],
    });
    expect(seen).toHaveLength(0);
  });

  it('sends a valid form, and shows the API’s refusal at its field', async () => {
    const sent = await post(valid);
    expect(sent.answer).toEqual({ sent: true });
    expect(sent.seen[0]).toMatchObject({ full_name: 'Ritu Yadav', property_type: 'villa', enquiry: 'valuation' });

    const refusal = { errors: [{ field: 'email', code: 'TYPE_EMAIL', message: '', reason: 'EMAIL_INVALID' }] };
    const refused = await post(valid, 422, refusal);
    expect('data' in refused.answer && refused.answer.data.result.error).toMatchObject({ email: ['EMAIL_INVALID'] });
  });
});

describe.each(['en-IN', 'hi-IN'] as const)('the call-back form (%s)', (locale: Locale) => {
  it('names each missing answer in the page’s language and sends nothing until they are given', async () => {
    const sent = renderForm(PostProperty, { locale, path: '/post-property', loaderData: callback(locale) });
    await userEvent.click(await screen.findByRole('button', { name: text(locale, 'post.submit') }));
    const name = screen.getByLabelText(text(locale, 'post.fullName'));
    await waitFor(() => expect(name).toHaveAccessibleDescription(errorText(locale, 'REQUIRED')));
    expect(screen.getByText(errorText(locale, 'TERMS_REQUIRED'))).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(name, 'Ritu Yadav');
    await userEvent.type(screen.getByLabelText(text(locale, 'post.phone')), '9810012345');
    await userEvent.type(screen.getByLabelText(text(locale, 'post.email')), 'ritu@example.in');
    await userEvent.selectOptions(screen.getByLabelText(text(locale, 'post.propertyType')), 'villa');
    await userEvent.type(screen.getByLabelText(text(locale, 'post.location')), 'Sector 57, Gurugram');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: text(locale, 'post.submit') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('full_name')).toBe('Ritu Yadav');
    expect(sent[0]?.get('enquiry')).toBe('listing');
  });
});
