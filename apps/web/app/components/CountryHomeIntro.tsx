import { defineMessages, useIntl } from 'react-intl';
import type { CountryHomeIntro as Intro } from '../pages/country-home.server';
import styles from './CountryHomeIntro.module.css';

const messages = defineMessages<{ currency: { name: string; symbol: string }; checkin: { days: number } }>({
  currency: { id: 'web.countryHome.currency', defaultMessage: 'Currency: {name} ({symbol})' },
  checkin: {
    id: 'web.countryHome.checkin',
    defaultMessage: '{days, plural, =0 {Searches start tonight} one {Searches start tomorrow} other {Searches start # days from today}}',
  },
});

/** What a country's home says of its country: its tagline, its currency and when its searches start (a week ahead in Japan). */
export function CountryHomeIntro({ intro }: { intro: Intro }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="country-home" className={styles.intro}>
      <h2 id="country-home" className={styles.tagline}>
        {intro.tagline}
      </h2>
      <ul className={styles.facts}>
        <li>{intl.formatMessage(messages.currency, { name: intro.currencyName, symbol: intro.currencySymbol })}</li>
        <li>{intl.formatMessage(messages.checkin, { days: intro.defaultCheckinDiff })}</li>
      </ul>
    </section>
  );
}
