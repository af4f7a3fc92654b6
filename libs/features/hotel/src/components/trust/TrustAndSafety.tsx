import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ApiClientOptions, TrustSafetyInfo } from '@stays/api-client';
import { InfoTip } from './InfoTip';
import { guestSafetyMessages, guestSafetyTips, propertyCheckMessages, propertyCheckTips, trustMessages } from './trust-safety-messages';
import { useTrustSafety } from './use-trust-safety';
import styles from './TrustAndSafety.module.css';

interface TrustAndSafetyProps {
  api: ApiClientOptions;
  /** The guest's country (user_country_id). */
  countryCode: string;
  /** The loader's answer, so the section arrives in the HTML. */
  initial: TrustSafetyInfo | null;
}

/** Trust and safety of the hotel page (GET trustSafety): the country's property checks and guest safety measures, each with a tooltip. */
export function TrustAndSafety({ api, countryCode, initial }: TrustAndSafetyProps) {
  const intl = useIntl();
  const { data } = useTrustSafety(api, countryCode, initial);
  if (!data) return null;
  const points = (label: MessageDescriptor, items: ReadonlyArray<[MessageDescriptor, MessageDescriptor]>, id: string) => (
    <>
      <h3 id={id} className={styles.subtitle}>
        {intl.formatMessage(label)}
      </h3>
      <ul className={styles.list} aria-labelledby={id}>
        {items.map(([point, tip]) => (
          <li key={point.id}>
            <span>{intl.formatMessage(point)}</span>
            <InfoTip label={intl.formatMessage(trustMessages.more, { topic: intl.formatMessage(point) })} text={intl.formatMessage(tip)} />
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <section className={styles.section} aria-labelledby="hotel-trust" data-testid="trust-safety">
      <h2 id="hotel-trust" className={styles.title}>
        {intl.formatMessage(trustMessages.title)}
      </h2>
      {points(
        trustMessages.propertyChecks,
        data.property_checks.map((check) => [propertyCheckMessages[check], propertyCheckTips[check]]),
        'hotel-trust-checks',
      )}
      {points(
        trustMessages.guestSafety,
        data.guest_safety.map((measure) => [guestSafetyMessages[measure], guestSafetyTips[measure]]),
        'hotel-trust-safety',
      )}
    </section>
  );
}
