// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EnquiryThread } from '@aangan/contracts';
import type { Locale } from '../../shared/i18n';
import { errorText, renderForm, text } from '../../shared/testing/render-route';
import { ThreadView } from './Threads';

afterEach(cleanup);

const thread: EnquiryThread = {
  enquiry: {
    id: 12,
    role: 'advertiser',
    status: 'new',
    want: 'availability',
    subject: { kind: 'property', id: 7, slug: null, title: 'Sunny 2 BHK', locality: 'Sector 56' },
    seeker: { name: 'Asha', phone: '+9198XXXXXX78', phone_shared: false },
    advertiser: { name: 'Meera', team: false },
    unread: 1,
    last_message: 'Is it free from the first?',
    last_message_at: '2030-03-01T00:00:00Z',
    created_at: '2030-03-01T00:00:00Z',
  },
  messages: [
    {
      id: 1,
      from: 'seeker',
      author_name: 'Asha',
      body: 'Is it free from the first?',
      created_at: '2030-03-01T00:00:00Z',
    },
  ],
};

describe.each(['en-IN', 'hi-IN'] as const)('enquiry reply (%s)', (locale: Locale) => {
  it('names an empty or too short reply at the box, then sends a reply to the thread', async () => {
    const sent = renderForm(() => <ThreadView thread={thread} back="/account?tab=leads" />, {
      locale,
      path: '/account',
    });
    const u = userEvent.setup();
    const send = () => u.click(screen.getByRole('button', { name: text(locale, 'enquiry.sendReply') }));
    await screen.findByRole('button', { name: text(locale, 'enquiry.sendReply') });
    await send();
    const box = screen.getByLabelText(text(locale, 'enquiry.reply'));
    await waitFor(() => expect(box).toHaveAccessibleDescription(errorText(locale, 'REQUIRED')));
    await u.type(box, 'Yes');
    await waitFor(() => expect(box).toHaveAccessibleDescription(errorText(locale, 'MESSAGE_LENGTH?min=10&max=1000')));
    expect(sent).toHaveLength(0);

    await u.type(box, ', from the first. Come on Saturday.');
    await send();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toMatchObject({
      intent: 'enquiry-reply',
      enquiry_id: '12',
      body: 'Yes, from the first. Come on Saturday.',
    });
  });
});
