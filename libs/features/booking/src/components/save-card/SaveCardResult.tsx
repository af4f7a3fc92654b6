import { useIntl } from 'react-intl';
import { saveCardMessages } from './save-card-messages';
import styles from './SaveCard.module.css';

export interface SaveCardResultProps {
  verified: boolean;
  /** A card saved for a booking, or to the guest's account (the general /booking/save-card). */
  savedTo: 'booking' | 'account';
  /** Back to the booking, or to the account's saved cards. */
  backHref: string;
}

/** /save-card/{status}: where the card check ends, verified or error. */
export function SaveCardResult({ verified, savedTo, backHref }: SaveCardResultProps) {
  const intl = useIntl();
  const forAccount = savedTo === 'account';
  const text = verified
    ? forAccount
      ? saveCardMessages.accountVerifiedText
      : saveCardMessages.verifiedText
    : forAccount
      ? saveCardMessages.accountErrorText
      : saveCardMessages.errorText;
  return (
    <section className={styles.page} aria-labelledby="save-card-result">
      <h1 id="save-card-result">{intl.formatMessage(verified ? saveCardMessages.verifiedTitle : saveCardMessages.errorTitle)}</h1>
      <p className={styles.text} role={verified ? 'status' : 'alert'}>
        {intl.formatMessage(text)}
      </p>
      <a className={styles.link} href={backHref}>
        {intl.formatMessage(forAccount ? saveCardMessages.backToCards : saveCardMessages.backToBooking)}
      </a>
    </section>
  );
}
