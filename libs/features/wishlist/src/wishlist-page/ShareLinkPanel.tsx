import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@stays/ui';
import { wishlistMessages } from '../messages';
import styles from './WishlistView.module.css';

export interface ShareLinkPanelProps {
  /** The share code while shared, else null. */
  code: string | null;
  origin: string;
  disabled: boolean;
  onCreate: () => void;
  onStop: () => void;
  onCopied: () => void;
}

/** The share link of a wishlist (?modal=shareWishlist / generateNewLink of accounts-commerce §2): create, copy, replace, stop. */
export function ShareLinkPanel({ code, origin, disabled, onCreate, onStop, onCopied }: ShareLinkPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const inputId = useId();
  const noteId = useId();
  const link = code ? `${origin}/wishlist/${code}` : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      onCopied();
    } catch {
      // No clipboard (permission, old browser): select the link so the guest can copy it themselves.
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) input.select();
    }
  };
  return (
    <section className={styles.share} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.shareTitle}>
        {intl.formatMessage(wishlistMessages.shareTitle)}
      </h2>
      <p>{intl.formatMessage(wishlistMessages.shareIntro)}</p>
      {link ? (
        <>
          <label htmlFor={inputId} className={styles.linkLabel}>
            {intl.formatMessage(wishlistMessages.shareLinkLabel)}
          </label>
          <input id={inputId} className={styles.linkInput} type="url" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <div className={styles.shareActions}>
            <Button onClick={() => void copy()}>{intl.formatMessage(wishlistMessages.shareCopy)}</Button>
            <Button variant="secondary" disabled={disabled} aria-describedby={noteId} onClick={onCreate}>
              {intl.formatMessage(wishlistMessages.shareNew)}
            </Button>
            <Button variant="ghost" disabled={disabled} onClick={onStop}>
              {intl.formatMessage(wishlistMessages.shareStop)}
            </Button>
          </div>
          <p id={noteId} className={styles.note}>
            {intl.formatMessage(wishlistMessages.shareNewNote)}
          </p>
        </>
      ) : (
        <Button disabled={disabled} onClick={onCreate}>
          {intl.formatMessage(wishlistMessages.shareCreate)}
        </Button>
      )}
    </section>
  );
}
