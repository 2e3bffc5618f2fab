// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../shared/i18n';
import { errorText, renderRoute, text } from '../../../shared/testing/render-route';
import { TourEditor } from './TourEditor';

// The tour is saved through the API from the page: fetch answers as the API would.
const sent: { method: string; url: string; body: unknown }[] = [];
beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push({ method: request.method, url: request.url, body: await request.clone().json() });
      return Response.json({ kind: 'external', external_url: 'https://my.matterport.com/show/?m=abc', scenes: [] });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(['en-IN', 'hi-IN'] as const)('the tour link (%s)', (locale: Locale) => {
  it('asks for a link in the page language before sending, then sends the one typed', async () => {
    renderRoute(() => <TourEditor listingId={7} initial={null} />, { locale, path: '/add-new-listing' });
    const box = await screen.findByLabelText(text(locale, 'tourEdit.link'));
    await userEvent.click(screen.getByRole('button', { name: text(locale, 'tourEdit.useLink') }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(errorText(locale, 'REQUIRED')));
    expect(sent).toHaveLength(0);

    await userEvent.type(box, 'https://my.matterport.com/show/?m=abc');
    await userEvent.click(screen.getByRole('button', { name: text(locale, 'tourEdit.useLink') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      body: { kind: 'external', external_url: 'https://my.matterport.com/show/?m=abc' },
    });
    expect(new URL(sent[0]!.url).pathname).toBe('/api/v1/properties/7/tour');
  });
});
