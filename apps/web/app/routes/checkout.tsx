import { useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@aangan/contracts';
import type { Route } from './+types/checkout';
import { localeFromPath, translate, useI18n } from '../i18n';
import { cartTotal, DEMO_CART } from '../lib/cart-demo';
import { seo } from '../lib/seo';

// /checkout: the spec's template: payment method choices and a shipping address form that are
// not connected to anything; the page says so and its button cannot be pressed.
export function loader({ request }: Route.LoaderArgs) {
  return { locale: localeFromPath(new URL(request.url).pathname) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({ title: translate(locale, 'checkout.title'), path: '/checkout', locale, origin: root?.origin ?? '', noindex: true });
}

const METHODS = ['upi', 'card', 'netbanking'] as const;

export default function Checkout() {
  const { t, href } = useI18n();
  const [method, setMethod] = useState<(typeof METHODS)[number]>('upi');
  return (
    <main id="main" className="container section narrow">
      <h1>{t('checkout.title')}</h1>
      <p className="warning-line" role="note">{t('cart.template')}</p>
      <form className="panel post-form" onSubmit={(e) => e.preventDefault()} aria-describedby="checkout-note">
        <fieldset>
          <legend>{t('checkout.address')}</legend>
          {(['name', 'line1', 'city', 'pin'] as const).map((f) => (
            <div className="field" key={f}><label htmlFor={`co-${f}`}>{t(`checkout.${f}`)}</label><input id={`co-${f}`} name={f} autoComplete="off" /></div>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('checkout.method')}</legend>
          {METHODS.map((m) => (
            <label key={m} className="radio"><input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} /> {t(`checkout.${m}`)}</label>
          ))}
        </fieldset>
        <p className="cart-total"><strong>{t('cart.total')}: {formatRupees(cartTotal(DEMO_CART))}</strong></p>
        <p id="checkout-note" className="muted">{t('cart.notConnected')}</p>
        <button type="submit" className="btn btn-primary" disabled>{t('checkout.pay')}</button>
      </form>
      <p><Link to={href('/cart')}>← {t('checkout.back')}</Link></p>
    </main>
  );
}
