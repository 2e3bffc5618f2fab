// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/i18n';
import type { MessageKey } from '../../../shared/i18n/en-IN';
import { browserFetch } from '../../../shared/testing/browser-fetch';
import { errorText, renderRoute, text } from '../../../shared/testing/render-route';
import { OwnerOnboarding } from './OwnerOnboarding';

// The form is api.sent to the forms API from the page: fetch answers as the API would.
const api = browserFetch('/?onboarded=1');

describe.each(['en-IN', 'hi-IN'] as const)('owner call-back form (%s)', (locale: Locale) => {
  const box = (key: MessageKey) => screen.getByLabelText(text(locale, key));
  const send = () => userEvent.click(screen.getByRole('button', { name: text(locale, 'home.onboard.send') }));
  const renderForm = () => renderRoute(() => <OwnerOnboarding source="home-a" />, { locale, path: '/' });

  it('names each required field and the terms, and a wrong mobile number, before sending anything', async () => {
    renderForm();
    const u = userEvent.setup();
    await screen.findByRole('button', { name: text(locale, 'home.onboard.send') });
    await send();
    await waitFor(() =>
      expect(box('home.onboard.full_name')).toHaveAccessibleDescription(errorText(locale, 'REQUIRED')),
    );
    expect(box('home.onboard.phone')).toHaveAccessibleDescription(errorText(locale, 'REQUIRED'));
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(errorText(locale, 'TERMS_REQUIRED'));
    await u.type(box('home.onboard.phone'), '98100');
    await u.tab();
    await waitFor(() =>
      expect(box('home.onboard.phone')).toHaveAccessibleDescription(errorText(locale, 'MOBILE_INVALID')),
    );
    expect(api.sent).toHaveLength(0);
  });

  it('sends valid values with the source and thanks', async () => {
    renderForm();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(text(locale, 'home.onboard.full_name')), 'Kavita Yadav');
    await u.type(box('home.onboard.phone'), '98100 12345');
    await u.type(box('home.onboard.email'), 'kavita@example.in');
    await u.type(box('home.onboard.address'), 'Tower B, Sector 82');
    await u.click(screen.getByRole('checkbox'));
    await send();
    await waitFor(() => expect(screen.getByTestId('onboarding-thanks')).toBeVisible());
    expect(api.sent[0]).toMatchObject({ full_name: 'Kavita Yadav', source: 'home-a', terms_agreement: 'true' });
  });

  it('shows the forms API’s refusals and keeps what was typed', async () => {
    api.answer = () => Response.json({ errors: [{ code: 'BLOCKED', message: 'Too many forms' }] }, { status: 429 });
    renderForm();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(text(locale, 'home.onboard.full_name')), 'Kavita Yadav');
    await u.type(box('home.onboard.phone'), '9810012345');
    await u.type(box('home.onboard.email'), 'kavita@example.in');
    await u.type(box('home.onboard.address'), 'Tower B, Sector 82');
    await u.click(screen.getByRole('checkbox'));
    await send();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(errorText(locale, 'BLOCKED')));
    expect(box('home.onboard.full_name')).toHaveValue('Kavita Yadav');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});
