import { useIntl } from 'react-intl';
import type { RoomCategory } from '@stays/api-client';
import { RoomCategoryCard } from './RoomCategoryCard';
import { roomMessages } from './room-messages';
import styles from './RoomCategories.module.css';

export interface RoomCategoryListProps {
  categories: readonly RoomCategory[];
  currency: string;
  nights: number;
  rooms: number;
}

/** Room categories with occupancy and prices for the stay; bookable ones first, sold-out ones marked. */
export function RoomCategoryList({ categories, currency, nights, rooms }: RoomCategoryListProps) {
  const intl = useIntl();
  const ordered = [...categories].sort((a, b) => Number(a.isSoldOut) - Number(b.isSoldOut));
  const allSoldOut = categories.every((category) => category.isSoldOut);
  return (
    <section className={styles.section} aria-labelledby="hotel-rooms">
      <h2 id="hotel-rooms" className={styles.title}>
        {intl.formatMessage(roomMessages.title)}
      </h2>
      {allSoldOut ? <p className={styles.allSoldOut}>{intl.formatMessage(roomMessages.noneAvailable)}</p> : null}
      <ul className={styles.list} aria-labelledby="hotel-rooms">
        {ordered.map((category) => (
          <RoomCategoryCard key={category.id} category={category} currency={currency} nights={nights} rooms={rooms} />
        ))}
      </ul>
    </section>
  );
}
