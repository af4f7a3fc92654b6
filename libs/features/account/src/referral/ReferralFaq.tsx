import { useIntl } from 'react-intl';
import type { ReferralFaqReply } from '@stays/api-client';
import { WALLET_REDEEMABLE_PERCENT, formatMoney } from '@stays/pricing';
import { referralFaqMessages, referralMessages } from './referral-messages';
import styles from './Referral.module.css';

/** The referral FAQ the API lists (qnaData), each question worded in the guest's language by its id. */
export function ReferralFaq({ faq }: { faq: ReferralFaqReply }) {
  const intl = useIntl();
  const { terms } = faq;
  const values = {
    referrer: formatMoney(terms.referrer_amount, terms.currency_code, intl.locale),
    referee: formatMoney(terms.referee_amount, terms.currency_code, intl.locale),
    percent: WALLET_REDEEMABLE_PERCENT,
    days: terms.credit_valid_days,
  };
  const worded = (id: string, part: 'Question' | 'Answer', english: string) => {
    const message = referralFaqMessages[`${id}${part}`];
    return message ? intl.formatMessage(message, values) : english;
  };
  return (
    <section aria-labelledby="referral-faq" className={styles.card}>
      <h2 id="referral-faq">{intl.formatMessage(referralMessages.faqTitle)}</h2>
      {faq.qnaData.flatMap((group) =>
        group.faqList.map((entry) => (
          <details key={`${group.id}-${entry.id}`} className={styles.faq}>
            <summary>{worded(entry.id, 'Question', entry.question)}</summary>
            <p>{worded(entry.id, 'Answer', entry.answer)}</p>
          </details>
        )),
      )}
    </section>
  );
}
