import '@testing-library/jest-dom/vitest';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { type ActionFunction, createRoutesStub, Outlet } from 'react-router';
import { type Locale, registerHindi, translate, translateMessage } from '../i18n';
import type { MessageKey } from '../i18n/en-IN';
import { hiIN, hiMessages } from '../i18n/hi-IN';

// Component tests render a page's component under a stubbed router: the root route gives the
// page its language (as the app's root loader does), the page's route its loader data and an
// action that stands in for the server's.

registerHindi({ hiIN, hiMessages });

export function renderRoute(
  Page: ComponentType<any>,
  {
    locale,
    path = '/page',
    loaderData = {},
    action = () => null,
    user = null,
  }: { locale: Locale; path?: string; loaderData?: unknown; action?: ActionFunction; user?: unknown },
) {
  const url = locale === 'hi-IN' ? `/hi${path}` : path;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale, user, csrf: 'test-csrf' }),
      HydrateFallback: () => null,
      Component: () => <Outlet />,
      children: [{ path: url.slice(1), loader: () => loaderData, action, Component: Page }],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

/** A catalogue text in a language, as the page shows it. */
export const text = (locale: Locale, key: MessageKey, params?: Record<string, string | number>) =>
  translate(locale, key, params);
/** An error token (`TOO_SHORT?min=3`) worded in a language. */
export const errorText = (locale: Locale, token: string) => translateMessage(locale, token);

/** Renders a page whose action records each form it receives (the send the page let through). */
export function renderForm(
  Page: ComponentType<any>,
  options: { locale: Locale; path: string; loaderData?: unknown; user?: unknown },
) {
  const sent: FormData[] = [];
  renderRoute(Page, {
    ...options,
    action: async ({ request }) => {
      sent.push(await request.formData());
      return null;
    },
  });
  return sent;
}
