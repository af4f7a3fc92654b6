import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CancellationPolicy, RoomCategory } from '@stays/api-client';
import { formatMoney } from '@stays/pricing';
import { CancellationSteps, VisuallyHidden } from '@stays/ui';
import { bookingTermsMessages as messages } from './booking-terms-messages';
import styles from './BookingSummary.module.css';

/** Where the site's legal pages are, and how its law wants the booking button worded. */
export interface BookingAgreement {
  termsHref: string;
  guestPolicyHref: string;
  privacyPolicyHref: string;
  /**
   * The button says "Book with obligation to pay" (EU Directive 2011/83/EU art. 8(2), the UK Consumer Contracts
   * Regulations reg. 14(3)); elsewhere it says "Book".
   */
  obligationToPay: boolean;
  /** The time zone the cancellation deadlines are shown in (the hotel page's). */
  timeZone: string;
}

/**
 * The cancellation policy of the chosen room: the stay's steps (free until a deadline, then the first night), the
 * first night priced for the room the guest chose.
 */
export function CancellationPolicySummary({
  policies,
  category,
  currency,
  timeZone,
  headingId,
}: {
  policies: readonly CancellationPolicy[];
  category: RoomCategory;
  currency: string;
  timeZone: string;
  headingId: string;
}) {
  const intl = useIntl();
  if (policies.length === 0) return null;
  const firstNight = category.pricing_info.prices[0]?.price;
  const instant = (iso: string) => intl.formatDate(new Date(iso), { timeZone, day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  const charge = (policy: CancellationPolicy) =>
    formatMoney(policy.kind === 'first_night_charge' ? (firstNight ?? policy.charge) : policy.charge, currency, intl.locale);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage(messages.cancellationHeading)}
      </h3>
      <CancellationSteps steps={policies} formatTime={instant} formatCharge={charge} className={styles.policyList} />
    </section>
  );
}

/** "By booking you agree to the Terms and the Guest policy": links open in a new tab, so the form keeps its values. */
export function AgreementNotice({ agreement }: { agreement: BookingAgreement }) {
  const intl = useIntl();
  const link = (href: string) =>
    function NewTabLink(chunks: ReactNode[]) {
      return (
        <a href={href} target="_blank" rel="noopener">
          {chunks}
          <VisuallyHidden> {intl.formatMessage(messages.opensInNewTab)}</VisuallyHidden>
        </a>
      );
    };
  return (
    <p className={styles.agreement}>
      {intl.formatMessage(messages.agreement, {
        terms: link(agreement.termsHref),
        guestPolicy: link(agreement.guestPolicyHref),
        privacy: link(agreement.privacyPolicyHref),
      })}
    </p>
  );
}
