import { defineMessages, useIntl, type PrimitiveType } from 'react-intl';
import { InfoTip } from './InfoTip';
import styles from './TrustAndSafety.module.css';

const messages = defineMessages<{
  title: Record<never, never>;
  verified: Record<never, never>;
  verifiedTip: Record<never, never>;
  payments: Record<never, never>;
  paymentsTip: Record<never, never>;
  support: Record<never, never>;
  supportTip: Record<never, never>;
  more: { topic: PrimitiveType };
}>({
  title: { id: 'hotel.trust.title', defaultMessage: 'Stay with confidence' },
  verified: { id: 'hotel.trust.verified', defaultMessage: 'Verified property: checked by our team before its first guest' },
  verifiedTip: { id: 'hotel.trust.verifiedTip', defaultMessage: 'We visit or video-check every property and review it again after guest complaints.' },
  payments: { id: 'hotel.trust.payments', defaultMessage: 'Secure payments: card details never reach the property' },
  paymentsTip: { id: 'hotel.trust.paymentsTip', defaultMessage: 'Payments go through our payment partner; the property only learns that the booking is paid.' },
  support: { id: 'hotel.trust.support', defaultMessage: 'Help around the clock during your stay' },
  supportTip: { id: 'hotel.trust.supportTip', defaultMessage: 'If the room is not as described, we move you or refund you.' },
  more: { id: 'hotel.trust.more', defaultMessage: 'More about: {topic}' },
});

/** Trust and safety information of the hotel page, each point with a tooltip that explains it. */
export function TrustAndSafety() {
  const intl = useIntl();
  const points = [
    [messages.verified, messages.verifiedTip],
    [messages.payments, messages.paymentsTip],
    [messages.support, messages.supportTip],
  ] as const;
  return (
    <section className={styles.section} aria-labelledby="hotel-trust">
      <h2 id="hotel-trust" className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      <ul className={styles.list}>
        {points.map(([point, tip]) => (
          <li key={point.id}>
            <span>{intl.formatMessage(point)}</span>
            <InfoTip label={intl.formatMessage(messages.more, { topic: intl.formatMessage(point) })} text={intl.formatMessage(tip)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
