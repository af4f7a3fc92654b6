import { useIntl } from 'react-intl';
import type { ReferralFaqReply } from '@stays/api-client';
import { formatMoney } from '@stays/pricing';
import { ReferralFaq } from './ReferralFaq';
import { referralMessages } from './referral-messages';
import styles from './Referral.module.css';

export interface ReferralSignedOutViewProps {
  faq: ReferralFaqReply;
  /** Sign-in, coming back to this page. */
  signInHref: string;
}

/** /referral for a guest not signed in: what it pays, how it works, the FAQ and the way to one's own code. */
export function ReferralSignedOutView({ faq, signInHref }: ReferralSignedOutViewProps) {
  const intl = useIntl();
  const { terms } = faq;
  const amounts = {
    referrer: formatMoney(terms.referrer_amount, terms.currency_code, intl.locale),
    referee: formatMoney(terms.referee_amount, terms.currency_code, intl.locale),
  };
  return (
    <section className={styles.page} aria-labelledby="referral-title">
      <h1 id="referral-title">{intl.formatMessage(referralMessages.title)}</h1>
      <p>{intl.formatMessage(referralMessages.lead, amounts)}</p>
      <section className={styles.card} aria-labelledby="referral-how">
        <h2 id="referral-how">{intl.formatMessage(referralMessages.howItWorks)}</h2>
        <ol className={styles.steps}>
          <li>{intl.formatMessage(referralMessages.stepShare)}</li>
          <li>{intl.formatMessage(referralMessages.stepSignUp)}</li>
          <li>{intl.formatMessage(referralMessages.stepStay)}</li>
        </ol>
        <p>
          <a href={signInHref}>{intl.formatMessage(referralMessages.signInForCode)}</a>
        </p>
      </section>
      <ReferralFaq faq={faq} />
    </section>
  );
}

/** /referral where the country's site has no refer and earn (doesReferralExists false). */
export function ReferralUnavailableView() {
  const intl = useIntl();
  return (
    <section className={styles.page} aria-labelledby="referral-title">
      <h1 id="referral-title">{intl.formatMessage(referralMessages.title)}</h1>
      <p>{intl.formatMessage(referralMessages.notAvailable)}</p>
    </section>
  );
}
