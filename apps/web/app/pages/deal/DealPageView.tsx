import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { DealInfo } from '@stays/api-client';
import { DealCitiesDialog } from './DealCitiesDialog';
import { DealPropertyCard } from './DealPropertyCard';
import { DealTermsDialog } from './DealTermsDialog';
import { dealHotelHref } from './deal-links';
import { dealMessages } from './deal-messages';
import styles from './DealPage.module.css';

export interface DealPageViewProps {
  deal: DealInfo;
  /** The modal ?modal= opens, once resolved by the page's rules: 'dealTnC', 'dealCities' or none. */
  modal: string | null;
  /** The site's time zone, in which the deal's last booking moment is shown. */
  timeZone: string;
  /** This page with ?modal= set to a value, or removed (null). */
  modalHref: (modal: string | null) => string;
  onCloseModal: () => void;
}

/** The deal page (guest-journey §2 "Deal page"): its headline, when it can be booked, the stays it covers, its terms and cities. */
export function DealPageView({ deal, modal, timeZone, modalHref, onCloseModal }: DealPageViewProps) {
  const intl = useIntl();
  const calendarDay = (isoDate: string) =>
    intl.formatDate(new Date(`${isoDate}T00:00:00Z`), { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <article className={styles.deal}>
      <header className={styles.headline}>
        <p className={styles.discount}>
          {intl.formatMessage(dealMessages.discount, { percent: intl.formatNumber(deal.discount_percentage / 100, { style: 'percent' }) })}
        </p>
        <h1 className={styles.title}>{deal.title}</h1>
        <p>{deal.description}</p>
        <ul className={styles.validity}>
          <li>
            {intl.formatMessage(dealMessages.bookBy, {
              date: intl.formatDate(new Date(deal.valid_until), { timeZone, day: 'numeric', month: 'long', year: 'numeric' }),
            })}
          </li>
          <li>{intl.formatMessage(dealMessages.stayWindow, { from: calendarDay(deal.stay_from), until: calendarDay(deal.stay_until) })}</li>
        </ul>
        <p className={styles.links}>
          <Link to={modalHref('dealTnC')} preventScrollReset>
            {intl.formatMessage(dealMessages.termsLink)}
          </Link>
          <Link to={modalHref('dealCities')} preventScrollReset>
            {intl.formatMessage(dealMessages.citiesLink, { count: deal.cities.length })}
          </Link>
        </p>
      </header>
      <section aria-labelledby="deal-properties">
        <h2 id="deal-properties">{intl.formatMessage(dealMessages.propertiesHeading, { count: deal.properties.length })}</h2>
        <ul className={styles.cards}>
          {deal.properties.map((property) => (
            <DealPropertyCard key={property.id} property={property} href={dealHotelHref(property, deal.id)} />
          ))}
        </ul>
      </section>
      {modal === 'dealTnC' ? <DealTermsDialog terms={deal.terms} onClose={onCloseModal} /> : null}
      {modal === 'dealCities' ? <DealCitiesDialog dealTitle={deal.title} cities={deal.cities} onClose={onCloseModal} /> : null}
    </article>
  );
}
