import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ApiClientOptions, ShortlistedProperty, WishlistReply } from '@stays/api-client';
import { Button } from '@stays/ui';
import { WishlistCard } from '../card/WishlistCard';
import { wishlistMessages } from '../messages';
import { ShareLinkPanel } from './ShareLinkPanel';
import { useWishlistActions } from './use-wishlist-actions';
import styles from './WishlistView.module.css';

export interface WishlistViewProps {
  reply: WishlistReply;
  api: ApiClientOptions;
  /** The signed-in guest's anti-forgery token; the buttons wait for it. */
  csrfToken: string | null;
  hotelHref: (property: ShortlistedProperty) => string;
  /** The site's origin: the share link is `${origin}/wishlist/{code}`. */
  origin: string;
  /** Where 'Find a stay' goes from an empty list. */
  searchHref: string;
}

/** /wishlist (accounts-commerce §2): the saved stays, each removable, and the share link. */
export function WishlistView({ reply, api, csrfToken, hotelHref, origin, searchHref }: WishlistViewProps) {
  const intl = useIntl();
  const headingId = useId();
  const actions = useWishlistActions({
    api,
    csrfToken,
    initialHotels: reply.data.hotels,
    initialCode: reply.code_data.code,
  });
  const max = reply.data.defaultShortlistResponse.max_items;
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {intl.formatMessage(wishlistMessages.pageTitle)}
        </h1>
        <p className={styles.count}>
          {intl.formatMessage(wishlistMessages.count, {
            count: actions.hotels.length,
            max,
          })}
        </p>
      </header>
      <div role="status" aria-live="polite" className={actions.notice?.kind === 'error' ? styles.error : styles.notice}>
        {actions.notice?.text ?? ''}
      </div>
      {actions.hotels.length === 0 ? (
        <div className={styles.empty}>
          <h2>{intl.formatMessage(wishlistMessages.emptyTitle)}</h2>
          <p>{intl.formatMessage(wishlistMessages.emptyText)}</p>
          <Link className={styles.cta} to={searchHref}>
            {intl.formatMessage(wishlistMessages.emptyCta)}
          </Link>
        </div>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {actions.hotels.map((property) => (
            <WishlistCard
              key={property.id}
              property={property}
              href={hotelHref(property)}
              action={
                <Button
                  variant="secondary"
                  disabled={!csrfToken}
                  aria-label={intl.formatMessage(wishlistMessages.remove, {
                    name: property.name,
                  })}
                  onClick={() => void actions.remove(property)}
                >
                  {intl.formatMessage(wishlistMessages.removeShort)}
                </Button>
              }
            />
          ))}
        </ul>
      )}
      <ShareLinkPanel
        code={actions.code}
        origin={origin}
        disabled={!csrfToken || actions.sharing}
        onCreate={() => void actions.share(false)}
        onStop={() => void actions.share(true)}
        onCopied={() =>
          actions.setNotice({
            kind: 'info',
            text: intl.formatMessage(wishlistMessages.shareCopied),
          })
        }
      />
    </section>
  );
}
