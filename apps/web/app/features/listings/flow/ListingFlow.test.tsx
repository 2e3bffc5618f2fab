// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActionData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyListing } from '@aangan/contracts';
import type { Locale } from '../../../shared/i18n';
import { LISTING_DEFAULTS } from './listing-form';
import type { FlowActionData, FlowData } from './listing-flow.server';
import { errorText, renderForm, renderRoute, text } from '../../../shared/testing/render-route';
import { ListingFlow } from './ListingFlow';

afterEach(cleanup);

const rentDraft = {
  id: 5,
  status: 'draft',
  purpose: 'rent',
  property_type: 'apartment',
  title: 'Sunny 2 BHK flat in Sector 45',
  description: '',
  locality: 'Sector 45',
  city: 'Gurugram',
  bedrooms: 2,
  bathrooms: 1,
  balconies: 0,
  area_sqft: 1000,
  area_type: 'super_built_up',
  amenities: [],
  features: [],
  price: null,
  monthly_rent: null,
  owner_contact: null,
  contact_email: null,
  owner_name: null,
  sub_locality: null,
  landmark: null,
  full_address: null,
  pincode: null,
  latitude: null,
  longitude: null,
  furnishing: null,
  floor_number: null,
  total_floors: null,
  available_from: null,
  base_price: null,
  daily_rate: null,
  security_deposit: null,
  maintenance_charges: null,
} as unknown as MyListing;

const flowData = (locale: Locale, step: FlowData['step'], listing: MyListing | null): FlowData => ({
  locale,
  step,
  ref: listing ? { listing: listing.id } : null,
  listing,
  images: [],
  tour: null,
  user: null,
  restored: false,
  held: false,
  expired: false,
  missing: {},
});

/** The flow's page as the route renders it: the loader's data and the action's answer. */
const page = (data: FlowData) =>
  function Page() {
    return <ListingFlow data={data} result={useActionData() as FlowActionData | undefined} />;
  };

describe.each(['en-IN', 'hi-IN'] as const)('add-listing steps (%s)', (locale: Locale) => {
  const next = (step: Parameters<typeof text>[1]) =>
    screen.getByRole('button', { name: text(locale, 'flow.next', { name: text(locale, step) }) });
  const box = (label: string) => screen.getByLabelText(label);

  it('basics: names an empty and a short title at the box, then sends the step', async () => {
    const sent = renderForm(page(flowData(locale, 'basics', null)), { locale, path: '/add-new-listing' });
    const u = userEvent.setup();
    const title = `${text(locale, 'listing.title')} *`;
    await u.click(
      await screen.findByRole('button', {
        name: text(locale, 'flow.next', { name: text(locale, 'flow.step.location') }),
      }),
    );
    await waitFor(() => expect(box(title)).toHaveAccessibleDescription(errorText(locale, 'REQUIRED')));
    expect(box(title)).toHaveAttribute('aria-invalid', 'true');
    expect(box(title)).toHaveFocus();
    await u.type(box(title), 'Flat');
    await u.click(next('flow.step.location'));
    await waitFor(() => expect(box(title)).toHaveAccessibleDescription(errorText(locale, 'TOO_SHORT?min=10')));
    expect(sent).toHaveLength(0);

    await u.type(box(title), ' in Sector 45 for rent');
    await u.click(next('flow.step.location'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('title')).toBe('Flat in Sector 45 for rent');
    expect(sent[0]?.get('go')).toBe('next');
    expect(sent[0]?.get('step')).toBe('basics');
  });

  it("price: asks for the purpose's price, names a wrong phone and e-mail, then sends the step", async () => {
    const sent = renderForm(page(flowData(locale, 'price', rentDraft)), { locale, path: '/add-new-listing' });
    const u = userEvent.setup();
    const rent = `${text(locale, 'listing.monthlyRent')} *`;
    await u.click(
      await screen.findByRole('button', {
        name: text(locale, 'flow.next', { name: text(locale, 'flow.step.review') }),
      }),
    );
    await waitFor(() => expect(box(rent)).toHaveAccessibleDescription(errorText(locale, 'PRICE_REQUIRED')));
    await u.type(box(rent), '42,000');
    await u.type(box(text(locale, 'listing.phone')), '12345');
    await u.type(box(text(locale, 'flow.contactEmail')), 'kiran@');
    await u.click(next('flow.step.review'));
    await waitFor(() =>
      expect(box(text(locale, 'listing.phone'))).toHaveAccessibleDescription(errorText(locale, 'PHONE_START')),
    );
    expect(box(text(locale, 'flow.contactEmail'))).toHaveAccessibleDescription(errorText(locale, 'EMAIL_INVALID'));
    expect(box(rent)).not.toHaveAttribute('aria-invalid');
    expect(sent).toHaveLength(0);

    await u.clear(box(text(locale, 'listing.phone')));
    await u.type(box(text(locale, 'listing.phone')), '98100 00003');
    await u.type(box(text(locale, 'flow.contactEmail')), 'example.in');
    await u.click(next('flow.step.review'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('monthly_rent')).toBe('42,000');
    // The phone box keeps the number's ten digits of what was typed (mobileBoxDigits).
    expect(sent[0]?.get('owner_contact')).toBe('9810000003');
  });

  it('price: asks when visits are taken (every day 10:00 to 19:00 at first), and sends the days chosen', async () => {
    const sent = renderForm(page(flowData(locale, 'price', rentDraft)), { locale, path: '/add-new-listing' });
    const u = userEvent.setup();
    const hours = await screen.findByRole('group', { name: text(locale, 'flow.visiting') });
    const days = within(hours).getByRole('group', { name: text(locale, 'flow.visitingDays') });
    expect(
      within(days)
        .getAllByRole('checkbox')
        .filter((c) => (c as HTMLInputElement).checked),
    ).toHaveLength(7);
    expect(within(hours).getByLabelText(text(locale, 'flow.visitingFrom'))).toHaveValue('10');
    expect(within(hours).getByLabelText(text(locale, 'flow.visitingUntil'))).toHaveValue('19');
    await u.click(within(days).getByLabelText(text(locale, 'weekday.0')));
    await u.selectOptions(within(hours).getByLabelText(text(locale, 'flow.visitingUntil')), '17');
    await u.type(box(`${text(locale, 'listing.monthlyRent')} *`), '42000');
    await u.click(next('flow.step.review'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.getAll('visit_days')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(sent[0]?.get('visit_end_hour')).toBe('17');
  });

  it('price: a short stay is not asked for visiting hours (it takes no visits)', async () => {
    const stay = { ...rentDraft, purpose: 'short_stay' } as MyListing;
    renderForm(page(flowData(locale, 'price', stay)), { locale, path: '/add-new-listing' });
    await screen.findByLabelText(`${text(locale, 'listing.dailyRate')} *`);
    expect(screen.queryByRole('group', { name: text(locale, 'flow.visiting') })).toBeNull();
  });

  it('price: going back saves an empty price, and only refuses what is malformed', async () => {
    const sent = renderForm(page(flowData(locale, 'price', rentDraft)), { locale, path: '/add-new-listing' });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(text(locale, 'listing.phone')), '98100');
    await u.click(screen.getByRole('button', { name: text(locale, 'flow.back') }));
    await waitFor(() =>
      expect(box(text(locale, 'listing.phone'))).toHaveAccessibleDescription(errorText(locale, 'PHONE_LENGTH')),
    );
    expect(box(`${text(locale, 'listing.monthlyRent')} *`)).not.toHaveAttribute('aria-invalid');
    await u.clear(box(text(locale, 'listing.phone')));
    await u.click(screen.getByRole('button', { name: text(locale, 'flow.back') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('go')).toBe('back');
  });

  it("an API refusal shows at its box and in the summary, worded in the page's language, with what was typed", async () => {
    // The API's own check refuses what the page let through (here, as if its rule were stricter).
    const typed = 'A flat in Sector 45 with a view';
    renderRoute(page(flowData(locale, 'basics', null)), {
      locale,
      path: '/add-new-listing',
      action: (): FlowActionData => ({
        step: 'basics',
        errors: {},
        message: '',
        values: { ...LISTING_DEFAULTS, title: typed },
        result: { status: 'error', initialValue: { title: typed }, error: { title: ['TOO_LONG?max=120'] } },
      }),
    });
    const u = userEvent.setup();
    const title = `${text(locale, 'listing.title')} *`;
    await u.type(await screen.findByLabelText(title), typed);
    await u.click(next('flow.step.location'));
    await waitFor(() => expect(box(title)).toHaveAccessibleDescription(errorText(locale, 'TOO_LONG?max=120')));
    expect(screen.getByRole('alert')).toHaveTextContent(errorText(locale, 'TOO_LONG?max=120'));
    expect(box(title)).toHaveValue(typed);
  });

  it("review: shows each step's answers once, with what is still missing", async () => {
    const priced = { ...rentDraft, monthly_rent: 42000, price: 42000 } as MyListing;
    renderRoute(page({ ...flowData(locale, 'review', priced), missing: { pincode: 'PIN_INVALID' } }), {
      locale,
      path: '/add-new-listing',
    });
    const rent = await screen.findAllByText(`₹42,000 ${text(locale, 'flow.perMonth')}`);
    expect(rent).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(errorText(locale, 'PIN_INVALID'));
    expect(screen.getByRole('button', { name: text(locale, 'listing.submitReview') })).toBeVisible();
  });
});
