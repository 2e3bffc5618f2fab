// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EMI_DEFAULTS } from '@aangan/contracts';
import type { Locale } from '../../../shared/i18n';
import { errorText, renderRoute, text } from '../../../shared/testing/render-route';
import EmiCalculator, { loader } from './emi-calculator';

afterEach(cleanup);

const renderEmi = (locale: Locale, loaderData: Awaited<ReturnType<typeof loader>>) =>
  renderRoute(EmiCalculator, { locale, path: '/emi-calculator', loaderData });

describe.each(['en-IN', 'hi-IN'] as const)('EMI calculator (%s)', (locale: Locale) => {
  const box = (key: 'emi.amount' | 'emi.rate' | 'emi.years') =>
    screen.getByRole('spinbutton', { name: new RegExp(`^${text(locale, key)}`) });

  it('names an amount, a rate or a tenure outside the limits at its box, and Reset clears them', async () => {
    renderEmi(locale, { locale, values: { ...EMI_DEFAULTS }, result: null });
    const u = userEvent.setup();
    await screen.findByTestId('emi-results');
    await u.clear(box('emi.amount'));
    await u.type(box('emi.amount'), '5000');
    await u.tab();
    await waitFor(() =>
      expect(box('emi.amount')).toHaveAccessibleDescription(errorText(locale, 'TOO_SMALL?min=100000')),
    );
    await u.clear(box('emi.rate'));
    await u.type(box('emi.rate'), '25');
    await u.tab();
    await waitFor(() => expect(box('emi.rate')).toHaveAccessibleDescription(errorText(locale, 'TOO_BIG?max=20')));
    await u.clear(box('emi.years'));
    await u.type(box('emi.years'), '2.5');
    await u.tab();
    await waitFor(() => expect(box('emi.years')).toHaveAccessibleDescription(errorText(locale, 'NOT_WHOLE')));

    await u.click(screen.getByRole('button', { name: text(locale, 'emi.reset') }));
    await waitFor(() => expect(box('emi.amount')).not.toHaveAttribute('aria-invalid'));
    expect(box('emi.amount')).toHaveValue(EMI_DEFAULTS.amount);
    expect(screen.getByTestId('emi')).toHaveTextContent('₹8,678');
  });

  it('without script, the address’s values are checked with the same schema', async () => {
    const url = `http://localhost${locale === 'hi-IN' ? '/hi' : ''}/emi-calculator?amount=50&rate=8.5&years=10`;
    const data = loader({ request: new Request(url), context: {}, params: {} } as never);
    expect(data.result?.error).toEqual({ amount: ['TOO_SMALL?min=100000'] });
    // The values stay as given: the result is for the loan asked about.
    expect(data.values).toEqual({ amount: 50, rate: 8.5, years: 10 });
    renderEmi(locale, data);
    await waitFor(() =>
      expect(box('emi.amount')).toHaveAccessibleDescription(errorText(locale, 'TOO_SMALL?min=100000')),
    );
  });

  it('shows no message and no result until every input is above zero', async () => {
    const url = `http://localhost${locale === 'hi-IN' ? '/hi' : ''}/emi-calculator?amount=0&rate=0&years=0`;
    const data = loader({ request: new Request(url), context: {}, params: {} } as never);
    expect(data.result).toBeNull();
    renderEmi(locale, data);
    await screen.findByText(text(locale, 'emi.enter'));
    expect(screen.queryByTestId('emi')).toBeNull();
    expect(box('emi.amount')).not.toHaveAttribute('aria-invalid');

    // Typing an amount while the others are still empty: still no message, no result.
    const u = userEvent.setup();
    await u.type(box('emi.amount'), '5000');
    await u.tab();
    expect(box('emi.amount')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('emi')).toBeNull();
    // Every box above zero: the result, and the amount's limit named at its box.
    await u.type(box('emi.rate'), '9');
    await u.type(box('emi.years'), '10');
    await u.tab();
    await waitFor(() =>
      expect(box('emi.amount')).toHaveAccessibleDescription(errorText(locale, 'TOO_SMALL?min=100000')),
    );
    expect(screen.getByTestId('emi')).toHaveTextContent('₹63');
  });
});
