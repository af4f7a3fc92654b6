import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { City } from '@stays/api-client';
import { listingPath } from '@stays/feature-search';
import { Image } from '@stays/ui';
import type { RoomGuests, StayDates } from '@stays/validation';
import styles from './PopularCities.module.css';
import { HomeSection } from './HomeSection';

const messages = defineMessages<{ title: Record<never, never>; hotels: { count: number }; homes: { count: number } }>({
  title: { id: 'web.popular.title', defaultMessage: 'Popular destinations' },
  hotels: { id: 'web.popular.hotels', defaultMessage: '{count, plural, one {# hotel} other {# hotels}}' },
  homes: { id: 'web.popular.homes', defaultMessage: '{count, plural, one {# home} other {# homes}}' },
});

/**
 * The brand's popular cities, each a link to its listing for the site's default stay (dates and occupancy). A
 * country's home titles them itself (`title`) and says whose they are when they are not the country's (`note`).
 */
export function PopularCities({
  cities,
  stay,
  propertyType,
  title,
  note,
}: {
  cities: readonly City[];
  stay: StayDates & { rooms: readonly RoomGuests[] };
  propertyType: 'hotel' | 'home';
  title?: string;
  note?: string;
}) {
  const intl = useIntl();
  if (cities.length === 0) return null;
  return (
    <HomeSection id="popular-cities" title={title ?? intl.formatMessage(messages.title)} note={note} columnWidth="9.5rem">
      {cities.map((city) => (
        <li key={city.id}>
          <Link to={listingPath(city.slug, stay)} className={styles.card}>
            {city.image_url ? (
              <Image className={styles.photo} src={city.image_url} alt="" width={320} height={240} />
            ) : (
              <span className={styles.picture} aria-hidden="true">
                {city.name.slice(0, 1)}
              </span>
            )}
            <span className={styles.name}>{city.name}</span>
            <span className={styles.detail}>
              {city.country_name} · {intl.formatMessage(propertyType === 'home' ? messages.homes : messages.hotels, { count: city.property_count })}
            </span>
          </Link>
        </li>
      ))}
    </HomeSection>
  );
}
