import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { RoomCategory } from '@stays/api-client';
import { formatMoney } from '@stays/pricing';
import Info from 'lucide-react/icons/info';
import { amenityName, Icon, useStayWords } from '@stays/ui';
import { roomDetailHomeWords, roomDetailMessages as hotelWords, serviceMessages, viewMessages } from './room-detail-messages';
import styles from './RoomCategories.module.css';

/** What a room comes with (meals and services, views) and, under a heading of its own, what it does not have and why. */
export function RoomCategoryFeatures({ category, currency }: { category: RoomCategory; currency: string }) {
  const intl = useIntl();
  const roomDetailMessages = useStayWords(hotelWords, roomDetailHomeWords);
  const id = useId();
  return (
    <>
      {category.services.length > 0 ? (
        <div className={styles.featureGroup}>
          <p id={`${id}-services`} className={styles.featureLabel}>
            {intl.formatMessage(roomDetailMessages.services)}
          </p>
          <ul aria-labelledby={`${id}-services`} className={styles.featureList} data-testid="room-services">
            {category.services.map((service) => {
              const name = intl.formatMessage(serviceMessages[service.code]);
              return (
                <li key={service.code}>
                  {service.included || service.price === null
                    ? intl.formatMessage(roomDetailMessages.included, { service: name })
                    : intl.formatMessage(roomDetailMessages.atPrice, { service: name, price: formatMoney(service.price, currency, intl.locale) })}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {category.views.length > 0 ? (
        <div className={styles.featureGroup}>
          <p id={`${id}-views`} className={styles.featureLabel}>
            {intl.formatMessage(roomDetailMessages.views)}
          </p>
          <ul aria-labelledby={`${id}-views`} className={styles.featureList} data-testid="room-views">
            {category.views.map((view) => (
              <li key={view}>{intl.formatMessage(viewMessages[view])}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {category.restricted_amenities.length > 0 ? (
        <div className={styles.featureGroup}>
          <p id={`${id}-missing`} className={styles.featureLabel}>
            {intl.formatMessage(roomDetailMessages.notIncluded)}
          </p>
          <ul aria-labelledby={`${id}-missing`} className={styles.restricted} data-testid="room-restricted-amenities">
            {category.restricted_amenities.map((amenity) => (
              <li key={amenity.name}>
                <Icon icon={Info} size={16} /> <span className={styles.missingName}>{amenityName(intl, amenity.name)}</span>{' '}
                <span>{amenity.absent_description}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
