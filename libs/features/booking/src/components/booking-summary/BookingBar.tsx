import { useIntl } from 'react-intl';
import { Button, Price } from '@stays/ui';
import { bookableCategories, initialCategoryId, priceBreakdown, type BookableStay } from '../../utils/bookable-stay';
import { summaryMessages } from './booking-summary-messages';
import styles from './BookingSummary.module.css';

export interface BookingBarProps {
  stay: BookableStay;
  onBook: () => void;
}

/** The hotel page's call to book: the stay's total for the selected room and 'Book now'; nothing when all is sold out. */
export function BookingBar({ stay, onBook }: BookingBarProps) {
  const intl = useIntl();
  const selectedId = initialCategoryId(stay);
  const category = bookableCategories(stay).find((candidate) => candidate.id === selectedId);
  if (!category) return null;
  return (
    <div className={styles.bar}>
      <p className={styles.barPrice}>
        <span className={styles.note}>{intl.formatMessage(summaryMessages.stayGuests, { nights: stay.nights, rooms: stay.rooms, guests: stay.guests })}</span>
        <Price amountMinor={priceBreakdown(category).totalMinor} currency={stay.currency} size="md" />
      </p>
      <Button size="lg" onClick={onBook}>
        {intl.formatMessage(summaryMessages.open)}
      </Button>
    </div>
  );
}
