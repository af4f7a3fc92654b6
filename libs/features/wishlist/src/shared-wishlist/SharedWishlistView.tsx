import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SharedWishlistReply, ShortlistedProperty } from '@stays/api-client';
import { WishlistCard } from '../card/WishlistCard';
import { wishlistMessages } from '../messages';
import styles from '../wishlist-page/WishlistView.module.css';

export interface SharedWishlistViewProps {
  /** The shared list; null when its link no longer works. */
  reply: SharedWishlistReply | null;
  brandName: string;
  hotelHref: (property: ShortlistedProperty) => string;
  searchHref: string;
}

/** /wishlist/{wishlistCode} (accounts-commerce §2): someone's shared stays, for anyone with the link. */
export function SharedWishlistView({ reply, brandName, hotelHref, searchHref }: SharedWishlistViewProps) {
  const intl = useIntl();
  const headingId = useId();
  if (!reply) {
    return (
      <section className={styles.page} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.title}>
          {intl.formatMessage(wishlistMessages.sharedGoneTitle)}
        </h1>
        <p>{intl.formatMessage(wishlistMessages.sharedGoneText)}</p>
        <p>
          <Link className={styles.cta} to={searchHref}>
            {intl.formatMessage(wishlistMessages.emptyCta)}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {intl.formatMessage(wishlistMessages.sharedTitle)}
        </h1>
        <p className={styles.count}>
          {intl.formatMessage(wishlistMessages.sharedIntro, {
            brand: brandName,
          })}
        </p>
      </header>
      {reply.data.hotels.length === 0 ? (
        <div className={styles.empty}>
          <p>{intl.formatMessage(wishlistMessages.sharedEmpty)}</p>
          <Link className={styles.cta} to={searchHref}>
            {intl.formatMessage(wishlistMessages.emptyCta)}
          </Link>
        </div>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {reply.data.hotels.map((property) => (
            <WishlistCard key={property.id} property={property} href={hotelHref(property)} />
          ))}
        </ul>
      )}
    </section>
  );
}
