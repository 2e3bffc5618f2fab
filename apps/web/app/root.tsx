import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { useEffect } from 'react';
import type { Route } from './+types/root';
import { ZOD_BROWSER_SETUP } from '@aangan/contracts';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { NotFound } from './shared/ui/NotFound';
import { ScrollToTop } from './layout/ScrollToTop';
import { Toaster } from './shared/ui/Toaster';
import { clearSessionCookie, loadSession, readFlash } from './shared/session.server';
import { pageTemplateContext } from './shared/api.server';
import { localeFromPath, translate, type Locale } from './shared/i18n';
import stylesHref from './styles.css?url';
import { TILE_ATTRIBUTION, TILE_URL } from './shared/map';
import { socialProfiles } from './shared/social';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const origin = process.env.PUBLIC_URL?.replace(/\/$/, '') || url.origin;
  // A page the host fills in per viewer is built without one: it renders the stand-in (lib/viewer.ts).
  const template = context.get(pageTemplateContext);
  const session = template ? { user: null, csrf: null, expired: false, unread: 0 } : await loadSession(context);
  const { flash, clear } = readFlash(request);
  const cookies = [clear, session.expired ? clearSessionCookie(request) : null].filter((c): c is string => c !== null);
  const headers = new Headers();
  for (const c of cookies) headers.append('Set-Cookie', c);
  // Pages depend on who is signed in: never let a shared cache keep one person's page.
  headers.set('Cache-Control', 'private, no-store');
  const tiles = {
    url: process.env.MAP_TILE_URL || TILE_URL,
    attribution: process.env.MAP_TILE_ATTRIBUTION || TILE_ATTRIBUTION,
  };
  return data(
    {
      locale: localeFromPath(url.pathname),
      origin,
      user: session.user,
      csrf: session.csrf,
      unread: session.unread,
      viewer: template?.viewer ?? null,
      flash,
      tiles,
      social: socialProfiles(process.env),
    },
    { headers },
  );
}

/**
 * A form whose send failed on the network (the add-listing flow's clientAction says so) leaves
 * the page as it is: nothing changed on the server, and reloading would fail the same way and
 * replace the form, and what was typed in it, with an error page.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as { sendFailed?: boolean } | undefined)?.sendFailed ? false : defaultShouldRevalidate;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-store' };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData('root') as { locale: Locale } | undefined;
  const locale = data?.locale ?? 'en-IN';
  // Scripts start after the first paint (lib/defer-hydration.server.ts); this says they have
  // taken over the page (the end-to-end tests wait for it before they type into a form).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={locale === 'hi-IN' ? 'hi-IN' : 'en-IN'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5c4d" />
        {/* The one render-blocking file. With a precedence React writes it before the ~20 script
            preloads: on HTTP/1.1 a phone opens 6 connections, and behind them it waited its turn. */}
        <link rel="stylesheet" href={stylesHref} precedence="default" />
        <script dangerouslySetInnerHTML={{ __html: ZOD_BROWSER_SETUP }} />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {translate(locale, 'skipToContent')}
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Header />
      <Outlet />
      <Footer />
      <ScrollToTop />
      <Toaster />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData('root') as { locale: Locale } | undefined;
  const locale = data?.locale ?? 'en-IN';
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`${translate(locale, 'notFound.title')} | ${translate(locale, 'site.name')}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <Header />
        <NotFound />
        <Footer />
      </>
    );
  }
  return (
    <>
      <title>{translate(locale, 'error.title')}</title>
      <Header />
      <main id="main" className="container not-found">
        <h1>{translate(locale, 'error.title')}</h1>
        <p>{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : ''}</p>
      </main>
      <Footer />
    </>
  );
}
