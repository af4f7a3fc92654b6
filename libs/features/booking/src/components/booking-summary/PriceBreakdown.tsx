import { useIntl } from 'react-intl';
import type { RoomCategory } from '@stays/api-client';
import { Price } from '@stays/ui';
import { priceBreakdown } from '../../utils/bookable-stay';
import type { MemberWalletLines } from '../../utils/member-wallet';
import { memberWalletMessages } from './member-wallet-messages';
import { useSummaryMessages } from './booking-summary-messages';
import type { ExtrasCharge } from '@stays/pricing';
import { bookingExtrasMessages } from '../booking-extras/booking-extras-messages';
import styles from './BookingSummary.module.css';

export interface PriceBreakdownProps {
  category: RoomCategory;
  currency: string;
  nights: number;
  rooms: number;
  /** The coupon applied (validatecoupon's code and discount), or null. */
  coupon?: { code: string; discountMinor: number } | null;
  /** 'Remove coupon', shown with an applied coupon. */
  onRemoveCoupon?: () => void;
  /** A member's wizard discount and the wallet money chosen (memberWalletLines). */
  lines?: MemberWalletLines;
  /** The meals and early check-in chosen (chosenExtrasCharge): a line each; their tax is in `lines`. */
  extras?: Pick<ExtrasCharge, 'mealsMinor' | 'earlyCheckinMinor'>;
}

/** The price lines of the chosen room: price before discount, discount, taxes (when shown apart) and the total. */
export function PriceBreakdown({ category, currency, nights, rooms, coupon = null, onRemoveCoupon, lines, extras }: PriceBreakdownProps) {
  const intl = useIntl();
  const summaryMessages = useSummaryMessages();
  const base = priceBreakdown(category, coupon?.discountMinor ?? 0, currency);
  // A member's wizard discount changes the tax on top and the total (memberWalletLines, the rules createBooking charges with).
  const price = lines ? { ...base, taxLineMinor: base.taxLineMinor === 0 ? 0 : lines.taxMinor, totalMinor: lines.totalMinor } : base;
  return (
    <>
      <dl className={styles.prices}>
        <div className={styles.priceLine}>
          <dt>{intl.formatMessage(summaryMessages.roomPrice, { nights, rooms })}</dt>
          <dd>
            <Price amountMinor={price.slasherMinor ?? price.shownMinor} currency={currency} size="sm" />
          </dd>
        </div>
        {price.discountMinor > 0 ? (
          <div className={styles.priceLine}>
            <dt>{intl.formatMessage(summaryMessages.discount)}</dt>
            <dd className={styles.discount}>
              −
              <Price amountMinor={price.discountMinor} currency={currency} size="sm" />
            </dd>
          </div>
        ) : null}
        {coupon && price.couponMinor > 0 ? (
          <div className={styles.priceLine}>
            <dt>
              {intl.formatMessage(summaryMessages.couponLine, { code: coupon.code })}
              {onRemoveCoupon ? (
                <>
                  {' '}
                  <button type="button" className={styles.linkButton} onClick={onRemoveCoupon}>
                    {intl.formatMessage(summaryMessages.couponRemove)}
                  </button>
                </>
              ) : null}
            </dt>
            <dd className={styles.discount} data-testid="summary-coupon">
              −
              <Price amountMinor={price.couponMinor} currency={currency} size="sm" />
            </dd>
          </div>
        ) : null}
        {lines && lines.wizardMinor > 0 ? (
          <div className={styles.priceLine}>
            <dt>{intl.formatMessage(memberWalletMessages.wizardDiscount)}</dt>
            <dd className={styles.discount}>
              −
              <Price amountMinor={lines.wizardMinor} currency={currency} size="sm" />
            </dd>
          </div>
        ) : null}
        {extras && extras.mealsMinor > 0 ? (
          <div className={styles.priceLine}>
            <dt>{intl.formatMessage(bookingExtrasMessages.mealsLine)}</dt>
            <dd data-testid="summary-meals">
              <Price amountMinor={extras.mealsMinor} currency={currency} size="sm" />
            </dd>
          </div>
        ) : null}
        {extras && extras.earlyCheckinMinor > 0 ? (
          <div className={styles.priceLine}>
            <dt>{intl.formatMessage(bookingExtrasMessages.earlyCheckinLine)}</dt>
            <dd>
              <Price amountMinor={extras.earlyCheckinMinor} currency={currency} size="sm" />
            </dd>
          </div>
        ) : null}
        {price.taxLineMinor > 0 ? (
          <div className={styles.priceLine}>
            <dt>{intl.formatMessage(summaryMessages.taxes)}</dt>
            <dd>
              <Price amountMinor={price.taxLineMinor} currency={currency} size="sm" />
            </dd>
          </div>
        ) : null}
        <div className={[styles.priceLine, styles.totalLine].join(' ')}>
          <dt>{intl.formatMessage(summaryMessages.total)}</dt>
          <dd data-testid="summary-total">
            <Price amountMinor={price.totalMinor} currency={currency} size="md" />
          </dd>
        </div>
        {lines && lines.walletMinor > 0 ? (
          <>
            <div className={styles.priceLine}>
              <dt>{intl.formatMessage(memberWalletMessages.walletPaid)}</dt>
              <dd className={styles.discount}>
                −
                <Price amountMinor={lines.walletMinor} currency={currency} size="sm" />
              </dd>
            </div>
            <div className={[styles.priceLine, styles.totalLine].join(' ')}>
              <dt>{intl.formatMessage(memberWalletMessages.leftToPay)}</dt>
              <dd>
                <Price amountMinor={lines.toPayMinor} currency={currency} size="md" />
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {price.taxLineMinor === 0 ? <p className={styles.note}>{intl.formatMessage(summaryMessages.taxesIncluded)}</p> : null}
    </>
  );
}
