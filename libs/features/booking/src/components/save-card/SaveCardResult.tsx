import { useIntl } from 'react-intl';
import { saveCardMessages } from './save-card-messages';
import styles from './SaveCard.module.css';

/** /save-card/{status}: where the card check ends, verified or error. */
export function SaveCardResult({ verified, bookingHref }: { verified: boolean; bookingHref: string }) {
  const intl = useIntl();
  return (
    <section className={styles.page} aria-labelledby="save-card-result">
      <h1 id="save-card-result">{intl.formatMessage(verified ? saveCardMessages.verifiedTitle : saveCardMessages.errorTitle)}</h1>
      <p className={styles.text} role={verified ? 'status' : 'alert'}>
        {intl.formatMessage(verified ? saveCardMessages.verifiedText : saveCardMessages.errorText)}
      </p>
      <a className={styles.link} href={bookingHref}>
        {intl.formatMessage(saveCardMessages.backToBooking)}
      </a>
    </section>
  );
}
