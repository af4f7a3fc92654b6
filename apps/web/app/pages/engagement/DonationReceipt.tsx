import { useIntl } from 'react-intl';
import type { Donation } from '@stays/api-client';
import { formatMoney } from '@stays/pricing';
import type { SiteContext } from '../../site/site-context';
import { donationMessages } from './donation-messages';
import styles from './Engagement.module.css';

/** /verifyDonation: the receipt of a paid donation, or what happened to the payment. */
export function DonationReceipt({ site, donation, here }: { site: SiteContext; donation: Donation | null; here: string }) {
  const intl = useIntl();
  if (!donation) {
    return (
      <section className={styles.page}>
        <h1>{intl.formatMessage(donationMessages.notFound)}</h1>
        <a href="/donate">{intl.formatMessage(donationMessages.title)}</a>
      </section>
    );
  }
  const amount = formatMoney(donation.amount, donation.currency_code, site.formatLocale);
  if (donation.status === 'paid') {
    const date = new Intl.DateTimeFormat(site.formatLocale, { dateStyle: 'long', timeZone: site.timeZone }).format(new Date(donation.paid_at ?? 0));
    return (
      <section className={styles.page} aria-labelledby="receipt-title">
        <h1 id="receipt-title">{intl.formatMessage(donationMessages.thanksTitle)}</h1>
        <p role="status">{intl.formatMessage(donationMessages.thanks, { amount })}</p>
        <dl>
          {donation.donor_name ? <dd>{donation.donor_name}</dd> : null}
          <dd>{intl.formatMessage(donationMessages.receipt, { number: donation.receipt_no ?? '' })}</dd>
          <dd>{intl.formatMessage(donationMessages.paidOn, { date })}</dd>
        </dl>
      </section>
    );
  }
  const failed = donation.status === 'failed';
  return (
    <section className={styles.page} aria-labelledby="receipt-title">
      <h1 id="receipt-title">{intl.formatMessage(failed ? donationMessages.failedTitle : donationMessages.pendingTitle)}</h1>
      <p role="alert">{intl.formatMessage(failed ? donationMessages.failed : donationMessages.pending)}</p>
      <a href={failed ? '/donate' : here}>{intl.formatMessage(failed ? donationMessages.tryAgain : donationMessages.checkAgain)}</a>
    </section>
  );
}
