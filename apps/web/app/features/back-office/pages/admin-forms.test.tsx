// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { ActionFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { adminUserCreateSchema, projectHreraFormSchema } from '@aangan/contracts';
import type { Locale } from '../../../shared/i18n';
import { parseForm } from '../../../shared/form';
import { errorText, renderRoute } from '../../../shared/testing/render-route';
import Users from './users';
import Listings from './listings';
import Projects from './projects';
import PostEdit from './post-edit';
import Queue from './queue';
import Inbox from './inbox';
import Agent from './agent-desk';

// The back office's forms check what is typed with the API's own schemas: each refused field
// names its mistake in the page's language (the back office is in English, but a field error is
// a code any page words), and the API's own refusals reach the same fields.

afterEach(cleanup);

const page = (n = 1) => ({ page: 1, limit: 25, total: n, total_pages: 1 });

/** Renders a back-office page whose action records each form it receives and answers with `answer`. */
function render(Page: ComponentType<any>, locale: Locale, path: string, loaderData: unknown, answer?: ActionFunction) {
  const sent: FormData[] = [];
  renderRoute(Page, {
    locale,
    path,
    loaderData,
    action: async (args) => {
      const form = await args.request.clone().formData();
      sent.push(form);
      return answer ? answer(args) : null;
    },
  });
  return sent;
}

/** An action that refuses a checked form as the API would: `fields`' codes at those fields, what was typed kept. */
const refusedBy =
  (schema: ZodType, form: string, code: string, fields: Record<string, string[]>): ActionFunction =>
  async ({ request }) => {
    const submission = parseForm(await request.formData(), schema);
    return {
      intent: form,
      form,
      ok: false,
      message: code,
      errors: {},
      result: submission.reply({ fieldErrors: fields }),
    };
  };

const listing = {
  id: 12,
  title: 'Sunny flat near the metro',
  locality: 'Sector 56',
  city: 'Gurugram',
  status: 'active',
  open_findings: 0,
  duplicate_of: null,
  rejection_code: null,
  rejection_reason: null,
  price: 3_200_000,
  expires_at: null,
};

const project = {
  slug: 'green-court',
  name: 'Green Court',
  is_published: false,
  accepts_enquiries: true,
  builder_name: 'Aangan Builders',
  listed_units: 0,
  updated_at: '2026-01-01T00:00:00Z',
  rera_number: null,
  hrera_status: 'applied',
  hrera_valid_until: null,
};

const queued = {
  listing: {
    ...listing,
    id: 5,
    status: 'pending',
    purpose: 'rent',
    property_type: 'apartment',
    bedrooms: 2,
    area_sqft: 1000,
    furnishing: null,
    posted_by: 'owner',
    submitted_at: null,
  },
  lat: null,
  lng: null,
  photos: [],
  owner: null,
  history: [],
  findings: [],
};

describe.each(['en-IN', 'hi-IN'] as const)('back-office forms (%s)', (locale: Locale) => {
  const says = (box: HTMLElement, token: string) => expect(box).toHaveAccessibleDescription(errorText(locale, token));

  it('new account: names each mistake at its field, then sends a valid account', async () => {
    const sent = render(Users, locale, '/admin/users', { users: { items: [], ...page(0) } });
    const u = userEvent.setup();
    await u.click(await screen.findByText('Create an account (agent, admin, owner or user)'));
    const create = () => u.click(screen.getByRole('button', { name: 'Create account' }));
    await create();
    await waitFor(() => says(screen.getByLabelText('Full name'), 'REQUIRED'));
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    says(screen.getByLabelText('Mobile number'), 'REQUIRED');

    await u.type(screen.getByLabelText('Full name'), 'Ra');
    await u.type(screen.getByLabelText('Mobile number'), '5812345678');
    await u.type(screen.getByLabelText('Email'), 'ravi@');
    await u.type(screen.getByLabelText('Password'), 'abc');
    await create();
    await waitFor(() => says(screen.getByLabelText('Full name'), 'TOO_SHORT?min=3'));
    says(screen.getByLabelText('Mobile number'), 'PHONE_START');
    says(screen.getByLabelText('Email'), 'EMAIL_INVALID');
    says(screen.getByLabelText('Password'), 'PASSWORD_SHORT?min=6');
    expect(sent).toHaveLength(0);

    await u.type(screen.getByLabelText('Full name'), 'vi Kumar');
    await u.clear(screen.getByLabelText('Mobile number'));
    await u.type(screen.getByLabelText('Mobile number'), '9812345678');
    await u.type(screen.getByLabelText('Email'), 'example.in');
    await u.type(screen.getByLabelText('Password'), 'ghar-1234');
    const details = within(screen.getByText('Create an account (agent, admin, owner or user)').closest('details')!);
    await u.selectOptions(details.getByLabelText('Role'), 'agent');
    await create();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toMatchObject({ full_name: 'Ravi Kumar', phone: '9812345678', role: 'agent' });
  });

  it("new account: the API's refusal of a number shows at the number, and what was typed stays", async () => {
    render(
      Users,
      locale,
      '/admin/users',
      { users: { items: [], ...page(0) } },
      refusedBy(adminUserCreateSchema, 'create', 'PHONE_TAKEN', { phone: ['PHONE_TAKEN'] }),
    );
    const u = userEvent.setup();
    await u.click(await screen.findByText('Create an account (agent, admin, owner or user)'));
    await u.type(screen.getByLabelText('Full name'), 'Ravi Kumar');
    await u.type(screen.getByLabelText('Mobile number'), '9812345678');
    await u.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await u.type(screen.getByLabelText('Password'), 'ghar-1234');
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => says(screen.getByLabelText('Mobile number'), 'PHONE_TAKEN'));
    expect(screen.getByLabelText('Full name')).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@example.in');
  });

  it('take-down: a reason of fewer than ten characters is refused at its box, in that row only', async () => {
    const other = { ...listing, id: 13, title: 'Quiet villa' };
    const sent = render(Listings, locale, '/admin/listings', { list: { items: [listing, other], ...page(2) } });
    const u = userEvent.setup();
    const row = within((await screen.findByText(/Sunny flat/)).closest('tr')!);
    await u.type(row.getByLabelText('Take-down reason'), 'Fake');
    await u.click(row.getByRole('button', { name: 'Take down' }));
    await waitFor(() => says(row.getByLabelText('Take-down reason'), 'REASON_REQUIRED?min=10'));
    const otherRow = within(screen.getByText(/Quiet villa/).closest('tr')!);
    expect(otherRow.getByLabelText('Take-down reason')).not.toHaveAttribute('aria-invalid');
    expect(sent).toHaveLength(0);

    await u.type(row.getByLabelText('Take-down reason'), ' photos of another home');
    await u.click(row.getByRole('button', { name: 'Take down' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toMatchObject({
      id: '12',
      intent: 'take-down',
      reason: 'Fake photos of another home',
      policy: 'content-guidelines',
    });
  });

  it('project: a registration number with other characters is refused; the API’s “number needed” shows at the number', async () => {
    const sent = render(
      Projects,
      locale,
      '/admin/projects',
      { projects: { items: [project], ...page() } },
      refusedBy(projectHreraFormSchema, 'save:green-court', 'VALIDATION', { rera_number: ['HRERA_NUMBER_NEEDED'] }),
    );
    const u = userEvent.setup();
    const number = await screen.findByLabelText('Registration number');
    await u.type(number, 'RC#12');
    await u.click(screen.getByRole('button', { name: 'Save Green Court' }));
    await waitFor(() => says(number, 'RERA_NUMBER_CHARACTERS'));
    expect(sent).toHaveLength(0);

    await u.clear(number);
    await u.click(screen.getByRole('checkbox', { name: 'Published' }));
    await u.click(screen.getByRole('button', { name: 'Save Green Court' }));
    await waitFor(() => says(screen.getByLabelText('Registration number'), 'HRERA_NUMBER_NEEDED'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('is_published')).toBe('on');
    expect(screen.getByRole('checkbox', { name: 'Published' })).toBeChecked();
  });

  it('blog post: names an empty title and body, a wrong slug and a wrong image address', async () => {
    const sent = render(PostEdit, locale, '/admin/content/posts/new', { post: null, categories: [], tags: [] });
    const u = userEvent.setup();
    const save = () => u.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByLabelText('Title');
    await save();
    await waitFor(() => says(screen.getByLabelText('Title'), 'REQUIRED'));
    says(screen.getByLabelText('Body (markdown)'), 'REQUIRED');

    await u.type(screen.getByLabelText('Title'), 'Hi');
    await u.type(screen.getByLabelText('Slug (made from the title when empty)'), 'Renting Tips');
    await u.type(screen.getByLabelText('Cover image URL'), 'http://example.in/a.jpg');
    await save();
    await waitFor(() => says(screen.getByLabelText('Title'), 'TOO_SHORT?min=3'));
    says(screen.getByLabelText('Slug (made from the title when empty)'), 'SLUG_FORMAT');
    says(screen.getByLabelText('Cover image URL'), 'IMAGE_URL_INVALID');
    expect(sent).toHaveLength(0);

    await u.type(screen.getByLabelText('Title'), 'gh rents near the metro');
    await u.clear(screen.getByLabelText('Slug (made from the title when empty)'));
    await u.clear(screen.getByLabelText('Cover image URL'));
    await u.type(screen.getByLabelText('Body (markdown)'), 'Homes near a station rent faster.');
    await save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('title')).toBe('High rents near the metro');
  });

  it('review queue: own words shorter than five characters are refused; a preset alone is sent', async () => {
    const sent = render(Queue, locale, '/admin', { queue: { items: [queued], ...page() } });
    const u = userEvent.setup();
    const words = await screen.findByLabelText('Reason the owner will see: in your own words');
    await u.type(words, 'Bad');
    await u.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => says(words, 'REASON_REQUIRED?min=5'));
    expect(sent).toHaveLength(0);

    await u.clear(words);
    await u.selectOptions(screen.getByLabelText('Reason the owner will see'), 'Duplicate of another listing');
    await u.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('reason_code')).toBe('DUPLICATE');
  });

  it('inbox: an empty note is refused at its box', async () => {
    const submission = {
      id: 4,
      form_id: 'contact',
      status: 'new',
      created_at: '2026-01-01T00:00:00Z',
      payload: { name: 'Anita' },
      notes: [],
    };
    const sent = render(Inbox, locale, '/admin/inbox', { list: { items: [submission], ...page() } });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Add note' }));
    await waitFor(() => says(screen.getByLabelText('Note'), 'REQUIRED'));
    expect(sent).toHaveLength(0);
  });

  it('agent desk: moving a visit needs a time and a reason of three characters or more', async () => {
    const visit = {
      id: 3,
      property: { title: 'Sunny flat' },
      property_id: 1,
      status: 'requested',
      scheduled_date: '2026-12-01T05:30:00Z',
      visitor: { full_name: 'Kiran Bhatia', phone: '+919812345678' },
      special_requirements: null,
    };
    const sent = render(Agent, locale, '/agent', { csrf: 'c', people: [], visits: [visit], now: Date.now() });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Reason'), 'ok');
    await u.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => says(screen.getByLabelText('New time'), 'VISIT_DATE_REQUIRED'));
    says(screen.getByLabelText('Reason'), 'TOO_SHORT?min=3');
    expect(sent).toHaveLength(0);

    fireEvent.input(screen.getByLabelText('New time'), { target: { value: '2026-12-02T11:00' } });
    await u.type(screen.getByLabelText('Reason'), 'wner asked');
    await u.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toMatchObject({ scheduled_date: '2026-12-02T11:00', reason: 'okwner asked' });
  });
});
