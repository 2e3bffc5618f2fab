import type { ReactNode } from 'react';
import { Link, type MetaDescriptor } from 'react-router';
import { translate, useI18n, type Locale, type MessageKey } from '../../shared/i18n';
import { paths, withNext } from '../../shared/paths';
import { rootMeta, seo } from '../../shared/seo';
import { firstError } from '../../shared/form';
import { Field, MOBILE_INPUT } from '../../shared/ui/Field';
import './accounts.css';

/**
 * The frame of every way in (login, login with a code, register, forgotten and new password):
 * one card in the page, its heading, then what the page asks; `switchTo` is the line under it
 * that leads to another way in.
 */
export function AuthCard({
  heading,
  children,
  switchTo,
}: {
  heading: string;
  children: ReactNode;
  switchTo?: ReactNode;
}) {
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <h1>{heading}</h1>
        {children}
        {switchTo ? <p className="auth-switch">{switchTo}</p> : null}
      </div>
    </main>
  );
}

/** The two sign-in pages' foot: the other way to sign in, and registering instead (keeping where to go next). */
export function SignInAlternatives({ next, other }: { next: string; other: 'password' | 'code' }) {
  const { t, href } = useI18n();
  const to = other === 'code' ? paths.loginCode : paths.login;
  return (
    <>
      <p className="auth-alt">
        <Link to={withNext(href(to), next, href('/'))}>
          {t(other === 'code' ? 'login.withCode' : 'loginCode.withPassword')}
        </Link>
      </p>
      <p className="auth-switch">
        {t('login.noAccount')} <Link to={withNext(href(paths.register), next, href('/'))}>{t('login.toRegister')}</Link>
      </p>
    </>
  );
}

/** A way-in page's meta: its title, and kept out of search engines (nothing there to find). */
export function authMeta(
  title: MessageKey,
  path: string,
  loaderData: { locale?: Locale } | undefined,
  matches: Parameters<typeof rootMeta>[0],
): MetaDescriptor[] {
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({ title: translate(locale, title), path, locale, origin: rootMeta(matches).origin, noindex: true });
}

/** The sign-in pages' mobile number box, as the form's field (Conform) has it. */
export function PhoneField({ field }: { field: { key?: string; initialValue?: unknown; errors?: string[] } }) {
  const { t } = useI18n();
  return (
    <Field
      label={t('auth.phone')}
      name="phone"
      {...MOBILE_INPUT}
      key={field.key}
      defaultValue={typeof field.initialValue === 'string' ? field.initialValue : undefined}
      error={firstError(field.errors)}
      placeholder="98XXXXXXXX"
    />
  );
}
