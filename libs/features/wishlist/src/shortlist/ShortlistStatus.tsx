import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { wishlistMessages } from '../messages';
import type { ShortlistStatusMessage } from './shortlist-context';
import styles from './ShortlistStatus.module.css';

export interface ShortlistStatusProps {
  message: ShortlistStatusMessage | null;
  /** 'View wishlist' after a stay was saved; null hides it. */
  wishlistHref: string | null;
  onDismiss: () => void;
}

/**
 * The bottom snackbar of the hearts (accounts-commerce §2 "Snackbar": stays until dismissed, 60px up on phones):
 * a polite live region that is always in the page, so screen readers announce each new message.
 */
export function ShortlistStatus({ message, wishlistHref, onDismiss }: ShortlistStatusProps) {
  const intl = useIntl();
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {message ? (
        <div key={message.id} className={[styles.snackbar, message.kind === 'error' ? styles.error : undefined].filter(Boolean).join(' ')}>
          <p className={styles.text}>{message.text}</p>
          {message.kind === 'added' && wishlistHref ? (
            <Link className={styles.action} to={wishlistHref}>
              {intl.formatMessage(wishlistMessages.viewWishlist)}
            </Link>
          ) : null}
          <button type="button" className={styles.dismiss} onClick={onDismiss}>
            {intl.formatMessage(wishlistMessages.dismiss)}
          </button>
        </div>
      ) : null}
    </div>
  );
}
