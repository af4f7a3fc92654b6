import { defineMessages, useIntl } from 'react-intl';
import type { Amenity } from '@stays/api-client';
import { amenityName } from '@stays/ui';
import { AmenityIcon } from './AmenityIcon';
import styles from './AmenityList.module.css';

const messages = defineMessages({
  title: { id: 'hotel.amenities.title', defaultMessage: 'Amenities' },
});

/** What the property has, each with its icon (what it lacks is not listed). */
export function AmenityList({ amenities }: { amenities: readonly Amenity[] }) {
  const intl = useIntl();
  if (amenities.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="hotel-amenities">
      <h2 id="hotel-amenities" className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      <ul className={styles.list}>
        {amenities.map((amenity) => (
          <li key={amenity.id} className={styles.amenity}>
            <span className={styles.icon}>
              <AmenityIcon amenity={amenity} size={20} />
            </span>
            {amenityName(intl, amenity)}
          </li>
        ))}
      </ul>
    </section>
  );
}
