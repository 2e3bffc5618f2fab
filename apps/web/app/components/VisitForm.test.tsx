// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../i18n';
import { errorText, renderForm, renderRoute, text } from '../testing/render-route';
import { VisitForm } from './VisitForm';

afterEach(cleanup);

const visitor = { id: 3, full_name: 'Meera Rao', role: 'user' };

describe.each(['en-IN', 'hi-IN'] as const)('visit form (%s)', (locale: Locale) => {
  const when = () => screen.getByLabelText(new RegExp(`^${text(locale, 'visit.when')}`));
  const send = () => userEvent.click(screen.getByRole('button', { name: text(locale, 'visit.submit') }));

  it('asks for a date and time, then sends the one chosen', async () => {
    const sent = renderForm(VisitForm, { locale, path: '/property/1', user: visitor });
    await screen.findByRole('button', { name: text(locale, 'visit.submit') });
    await send();
    await waitFor(() => expect(when()).toHaveAccessibleDescription(errorText(locale, 'VISIT_DATE_REQUIRED')));
    expect(sent).toHaveLength(0);

    fireEvent.input(when(), { target: { value: '2030-01-15T11:00' } });
    await send();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('scheduled_date')).toBe('2030-01-15T11:00');
  });

  it('shows the API’s refusal at the date and keeps what was typed', async () => {
    renderRoute(VisitForm, {
      locale,
      path: '/property/1',
      user: visitor,
      action: () => ({
        ok: false,
        message: '',
        result: {
          status: 'error',
          initialValue: { scheduled_date: '2030-01-15T11:00', special_requirements: 'Wheelchair access' },
          error: { scheduled_date: ['VISIT_TIME_INVALID'] },
        },
      }),
    });
    await screen.findByRole('button', { name: text(locale, 'visit.submit') });
    fireEvent.input(when(), { target: { value: '2030-01-15T11:00' } });
    await userEvent.type(screen.getByLabelText(text(locale, 'visit.requirements')), 'Wheelchair access');
    await send();
    await waitFor(() => expect(when()).toHaveAccessibleDescription(errorText(locale, 'VISIT_TIME_INVALID')));
    expect(screen.getByLabelText(text(locale, 'visit.requirements'))).toHaveValue('Wheelchair access');
  });

  it('says in the page that the visit is booked, and empties the form', async () => {
    renderRoute(VisitForm, {
      locale,
      path: '/property/1',
      user: visitor,
      action: () => ({ ok: true, message: 'Visit scheduled successfully' }),
    });
    await screen.findByRole('button', { name: text(locale, 'visit.submit') });
    fireEvent.input(when(), { target: { value: '2030-01-15T11:00' } });
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent(errorText(locale, 'Visit scheduled successfully'));
    expect(when()).toHaveValue('');
  });

  it('asks a signed-out visitor to sign in first', async () => {
    renderRoute(VisitForm, { locale, path: '/property/1' });
    expect(await screen.findByRole('link', { name: text(locale, 'visit.loginToBook') })).toBeVisible();
  });
});
