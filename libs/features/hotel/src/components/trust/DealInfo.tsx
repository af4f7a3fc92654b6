import { defineMessages, useIntl, type PrimitiveType } from 'react-intl';
import styles from './DealInfo.module.css';

const messages = defineMessages<{
  deal: { percent: PrimitiveType };
}>({
  deal: { id: 'hotel.deal.save', defaultMessage: 'Deal: save up to {percent} on this stay' },
});

/** The property's deal (its slasher percentage for the stay), shown when there is one. */
export function DealInfo({ slasherPercentage }: { slasherPercentage: number }) {
  const intl = useIntl();
  if (slasherPercentage <= 0) return null;
  return (
    <p className={styles.deal} data-testid="deal-info">
      {intl.formatMessage(messages.deal, { percent: intl.formatNumber(slasherPercentage / 100, { style: 'percent' }) })}
    </p>
  );
}
