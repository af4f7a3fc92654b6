import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { RoomCategory } from '@stays/api-client';
import { Spinner, useStayWords } from '@stays/ui';
import type { HotelPageState } from '../../state/page-state';
import { hotelDomainMessages } from '../notices/domain-messages';
import { RoomCategoryCard } from './RoomCategoryCard';
import { roomHomeWords, roomMessages as hotelWords } from './room-messages';
import styles from './RoomCategories.module.css';

export interface RoomCategoryListProps {
  categories: readonly RoomCategory[];
  currency: string;
  nights: number;
  rooms: number;
  selectedId?: number | null;
  /** Defaults to 'success'. */
  state?: HotelPageState;
  /** The URL that selects a category, and the one that opens the booking form for it. */
  selectHref?: (categoryId: number) => string;
  bookHref?: (categoryId: number) => string;
  /** Reloads the page as it is (shown with the error). */
  retryHref?: string;
  /** Show each category's wizard member price. */
  wizardMember?: boolean;
  /** The explanation beside a category's price. */
  priceTipFor?: (category: RoomCategory) => ReactNode;
  /** No stay is chosen (an open search): categories 'from' their cheapest night, without sold-out state or booking. */
  unpriced?: boolean;
}

/** Room categories with occupancy and prices for the stay; bookable ones first, sold-out ones marked with their reasons. */
export function RoomCategoryList({
  categories,
  currency,
  nights,
  rooms,
  selectedId = null,
  state = 'success',
  selectHref,
  bookHref,
  retryHref,
  wizardMember = false,
  priceTipFor,
  unpriced = false,
}: RoomCategoryListProps) {
  const intl = useIntl();
  const roomMessages = useStayWords(hotelWords, roomHomeWords);
  // Without a stay the categories' sold-out state belongs to no dates the guest chose: it is not shown.
  const ordered = unpriced ? categories : [...categories].sort((a, b) => Number(a.isSoldOut) - Number(b.isSoldOut));
  const allSoldOut = !unpriced && categories.length > 0 && categories.every((category) => category.isSoldOut);
  return (
    <section className={styles.section} aria-labelledby="hotel-rooms" aria-busy={state === 'fetching' || state === 'partial'}>
      <h2 id="hotel-rooms" className={styles.title}>
        {intl.formatMessage(roomMessages.title)}
      </h2>
      {state === 'fetching' || state === 'partial' ? (
        <p className={styles.status}>
          <Spinner label={intl.formatMessage(roomMessages.fetching)} /> <span aria-hidden="true">{intl.formatMessage(roomMessages.fetching)}</span>
        </p>
      ) : null}
      {state === 'error' ? (
        <p className={styles.status} role="alert">
          {categories.length === 0 ? intl.formatMessage(hotelDomainMessages.roomCategoriesEmpty) : intl.formatMessage(roomMessages.failed)}{' '}
          {retryHref ? <Link to={retryHref}>{intl.formatMessage(roomMessages.retry)}</Link> : null}
        </p>
      ) : null}
      {allSoldOut ? <p className={styles.allSoldOut}>{intl.formatMessage(roomMessages.noneAvailable)}</p> : null}
      <ul className={[styles.list, state === 'fetching' ? styles.busy : undefined].filter(Boolean).join(' ')} aria-labelledby="hotel-rooms">
        {ordered.map((category) => (
          <RoomCategoryCard
            key={category.id}
            category={category}
            currency={currency}
            nights={nights}
            rooms={rooms}
            selected={category.id === selectedId}
            selectHref={selectHref?.(category.id)}
            bookHref={bookHref?.(category.id)}
            wizardMember={wizardMember}
            priceTip={category.isSoldOut || unpriced ? null : priceTipFor?.(category)}
            unpriced={unpriced}
          />
        ))}
      </ul>
    </section>
  );
}
