import type { HotelDetails } from '@stays/api-client';
import { Rating } from '@stays/ui';
import styles from './HotelTitleBlock.module.css';

export interface HotelTitleBlockProps {
  hotel: Pick<HotelDetails, 'name' | 'address' | 'ratings' | 'category'>;
}

/** The hotel's name as the page heading, its address and rating. */
export function HotelTitleBlock({ hotel }: HotelTitleBlockProps) {
  return (
    <div className={styles.title}>
      <h1 className={styles.name}>{hotel.name}</h1>
      <p className={styles.address}>{hotel.address}</p>
      <Rating value={hotel.ratings.value} count={hotel.ratings.count} />
    </div>
  );
}
