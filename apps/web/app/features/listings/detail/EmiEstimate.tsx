import { Link } from 'react-router';
import { EMI_LOAN_SHARE, formatRupees, isForSale, listingEmi, type Property } from '@aangan/contracts';
import { useI18n } from '../../../shared/i18n';
import { emiCalculatorPath } from '../../../shared/paths';

/**
 * A sale listing's monthly EMI: a loan of 80 % of its price at the EMI calculator's default rate
 * and tenure (contracts/emi.ts, the calculator's own formula), with what it assumes spelt out and
 * a link to the calculator with that loan filled in. Nothing for rentals or without a price.
 * `brief` is the one line of the side box.
 */
export function EmiEstimate({
  p,
  brief = false,
}: {
  p: Pick<Property, 'price' | 'purpose' | 'price_type' | 'daily_rate'>;
  brief?: boolean;
}) {
  const { t, href } = useI18n();
  const e = isForSale(p) ? listingEmi(p.price) : null;
  if (!e) return null;
  const emi = formatRupees(Math.round(e.emi))!;
  const to = href(emiCalculatorPath(e));
  if (brief) {
    return (
      <p className="emi-brief">
        <Link to={to}>{t('emi.brief', { emi })}</Link>
      </p>
    );
  }
  const vars = { loan: formatRupees(e.loan)!, share: Math.round(EMI_LOAN_SHARE * 100), rate: e.rate, years: e.years };
  return (
    <div className="emi-estimate" data-testid="emi-estimate">
      <h3>{t('emi.estimate')}</h3>
      <p className="emi-estimate-amount">
        <strong>{emi}</strong> {t('emi.perMonth')}
      </p>
      <p className="muted small">{t(e.isShare ? 'emi.basis' : 'emi.basisCapped', vars)}</p>
      <Link to={to}>{t('emi.openCalculator')}</Link>
    </div>
  );
}
