import { useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@aangan/contracts';
import type { Route } from './+types/cart';
import { localeFromPath, translate, useI18n } from '../i18n';
import { cartTotal, changeQty, DEMO_CART } from '../lib/cart-demo';
import { seo } from '../lib/seo';

// /cart: the spec's template screen, kept honest: it says it is a preview and charges nothing.
export function loader({ request }: Route.LoaderArgs) {
  return { locale: localeFromPath(new URL(request.url).pathname) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { origin: string } | undefined;
  const locale = loaderData?.locale ?? 'en-IN';
  return seo({ title: translate(locale, 'cart.title'), path: '/cart', locale, origin: root?.origin ?? '', noindex: true });
}

export default function Cart() {
  const { t, href } = useI18n();
  const [rows, setRows] = useState(DEMO_CART);
  return (
    <main id="main" className="container section narrow">
      <h1>{t('cart.title')}</h1>
      <p className="warning-line" role="note">{t('cart.template')}</p>
      {rows.length === 0 ? <p data-testid="cart-empty">{t('cart.empty')}</p> : (
        <>
          <div className="table-scroll">
            <table className="cart-table">
              <thead><tr><th scope="col">{t('cart.item')}</th><th scope="col">{t('cart.price')}</th><th scope="col">{t('cart.qty')}</th><th scope="col">{t('cart.subtotal')}</th><th><span className="sr-only">{t('cart.remove')}</span></th></tr></thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} data-testid="cart-row">
                    <td>{r.name}</td>
                    <td>{formatRupees(r.price)}</td>
                    <td>
                      <div className="qty">
                        <button type="button" className="btn btn-ghost" aria-label={t('cart.less', { item: r.name })} disabled={r.qty <= 1} onClick={() => setRows((x) => changeQty(x, r.id, -1))}>−</button>
                        <output aria-label={t('cart.qty')}>{r.qty}</output>
                        <button type="button" className="btn btn-ghost" aria-label={t('cart.more', { item: r.name })} onClick={() => setRows((x) => changeQty(x, r.id, 1))}>+</button>
                      </div>
                    </td>
                    <td>{formatRupees(r.price * r.qty)}</td>
                    <td><button type="button" className="btn btn-ghost" aria-label={t('cart.removeItem', { item: r.name })} onClick={() => setRows((x) => x.filter((y) => y.id !== r.id))}>✕</button></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="cart-actions">
            <label className="sr-only" htmlFor="coupon">{t('cart.coupon')}</label>
            <input id="coupon" placeholder={t('cart.coupon')} disabled />
            <button type="button" className="btn btn-ghost" disabled title={t('cart.notConnected')}>{t('cart.applyCoupon')}</button>
            <button type="button" className="btn btn-ghost" disabled title={t('cart.notConnected')}>{t('cart.update')}</button>
          </div>
          <p className="cart-total"><strong>{t('cart.total')}: <span data-testid="cart-total">{formatRupees(cartTotal(rows))}</span></strong></p>
          <Link to={href('/checkout')} className="btn btn-primary">{t('cart.checkout')}</Link>
        </>
      )}
    </main>
  );
}
