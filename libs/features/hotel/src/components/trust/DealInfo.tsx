import { defineMessages, useIntl, type PrimitiveType } from 'react-intl';
import type { HotelDeal } from '@stays/api-client';
import styles from './DealInfo.module.css';

const messages = defineMessages<{
  deal: { percent: PrimitiveType };
  applied: { title: PrimitiveType; percent: PrimitiveType };
  seeDeal: Record<never, never>;
}>({
  deal: { id: 'hotel.deal.save', defaultMessage: 'Deal: save up to {percent} on this stay' },
  applied: { id: 'hotel.deal.applied', defaultMessage: '{title}: {percent} off, included in the prices below' },
  seeDeal: { id: 'hotel.deal.seeDeal', defaultMessage: 'See the deal' },
});

const percentOf = (intl: ReturnType<typeof useIntl>, percent: number) => intl.formatNumber(percent / 100, { style: 'percent' });

/**
 * The property's deal: the deal the guest came from when it covers this stay (hotel details' deals_info, already in
 * the prices), with a link to its page; otherwise the stay's slasher percentage, when there is one.
 */
export function DealInfo({ deal, slasherPercentage }: { deal: HotelDeal | null; slasherPercentage: number }) {
  const intl = useIntl();
  if (deal) {
    return (
      <p className={styles.deal} data-testid="deal-info">
        {intl.formatMessage(messages.applied, { title: deal.title, percent: percentOf(intl, deal.discount_percentage) })}{' '}
        <a className={styles.link} href={`/deals/${encodeURIComponent(deal.url_name)}`}>
          {intl.formatMessage(messages.seeDeal)}
        </a>
      </p>
    );
  }
  if (slasherPercentage <= 0) return null;
  return (
    <p className={styles.deal} data-testid="deal-info">
      {intl.formatMessage(messages.deal, { percent: percentOf(intl, slasherPercentage) })}
    </p>
  );
}
