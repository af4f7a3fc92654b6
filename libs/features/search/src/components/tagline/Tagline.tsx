import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { VisuallyHidden } from '@stays/ui';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import styles from './Tagline.module.css';

const messages = defineMessages({
  onYourWay: { id: 'search.tagline.onYourWay', defaultMessage: 'You are on your way' },
  bookIn: { id: 'search.tagline.bookIn', defaultMessage: 'Book hotels & homes in' },
  taps: { id: 'search.tagline.taps', defaultMessage: '3 Taps' },
});

const countMessages = defineMessages<{ cityCount: { count: number }; countryCount: { count: number } }>({
  cityCount: { id: 'search.tagline.cityCount', defaultMessage: '{count, plural, one {# city} other {# cities}}' },
  countryCount: { id: 'search.tagline.countryCount', defaultMessage: '{count, plural, one {# country} other {# countries}}' },
});

/** Where the brand has bookable stays, counted from its catalogue (the page's loader asks the API). */
export interface BrandReach {
  cities: number;
  countries: number;
}

const ROTATE_EVERY_MS = 2500;

/**
 * 'You are on your way / Book hotels & homes in' with the rotating ending of guest-journey §1: the brand's real number
 * of cities and of countries (when more than one), then '3 Taps'; without counts, only the promise of 3 taps.
 */
export function Tagline({ headingId, reach }: { headingId?: string; reach?: BrandReach }) {
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const endings = [
    ...(reach && reach.cities > 0 ? [intl.formatMessage(countMessages.cityCount, { count: reach.cities })] : []),
    ...(reach && reach.countries > 1 ? [intl.formatMessage(countMessages.countryCount, { count: reach.countries })] : []),
    intl.formatMessage(messages.taps),
  ];
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (reducedMotion) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % endings.length), ROTATE_EVERY_MS);
    return () => clearInterval(timer);
  }, [reducedMotion, endings.length]);

  return (
    <div className={styles.tagline}>
      <p className={styles.kicker}>{intl.formatMessage(messages.onYourWay)}</p>
      <h1 id={headingId} className={styles.title}>
        {intl.formatMessage(messages.bookIn)}{' '}
        {reducedMotion ? (
          <span className={styles.static} aria-hidden="true">
            {endings.join(' · ')}
          </span>
        ) : (
          <span key={index} className={styles.rotating} aria-hidden="true">
            {endings[index]}
          </span>
        )}
        {/* Screen readers hear every ending once instead of a sentence that keeps changing. */}
        <VisuallyHidden>{intl.formatList(endings, { type: 'disjunction' })}</VisuallyHidden>
      </h1>
    </div>
  );
}
