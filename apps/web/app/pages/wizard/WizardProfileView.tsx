import { Form, Link } from 'react-router';
import { useIntl } from 'react-intl';
import type { WizardMembershipReply } from '@stays/api-client';
import { Button, FormError } from '@stays/ui';
import { formatMoney } from '@stays/pricing';
import { wizardMessages, wizardProfileMessages } from './wizard-messages';
import styles from './Wizard.module.css';

export interface WizardProfileViewProps {
  membership: WizardMembershipReply;
  csrfToken: string;
  /** Back from a paid purchase: the welcome and the wallet money credited. */
  justPaid: boolean;
  walletCredit: number;
  result: { error: string | null; saved: boolean } | undefined;
}

const DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;
const PLAN_NAMES = { wizard: 'Wizard', wizard_plus: 'Wizard Plus' } as const;

/** /wizardprofile: membership start and end, home hotel (setWizardBase), amount saved and bookings at member prices. */
export function WizardProfileView({ membership, csrfToken, justPaid, walletCredit, result }: WizardProfileViewProps) {
  const intl = useIntl();
  const detail = membership.membership_detail;
  const plan = detail.plan_id ? PLAN_NAMES[detail.plan_id] : '';
  const saved =
    detail.amount_saved.length === 0
      ? formatMoney(0, 'INR', intl.locale)
      : detail.amount_saved.map((entry) => formatMoney(entry.amount, entry.currency_code, intl.locale)).join(', ');
  return (
    <section className={styles.page} aria-labelledby="wizard-profile-title">
      <h1 id="wizard-profile-title">{intl.formatMessage(wizardProfileMessages.title)}</h1>
      {justPaid ? (
        <p className={styles.notice} role="status">
          {intl.formatMessage(wizardProfileMessages.welcome, { amount: formatMoney(walletCredit, 'INR', intl.locale) })}
        </p>
      ) : null}
      <p className={styles.notice} data-testid="wizard-status">
        {membership.is_member
          ? intl.formatMessage(wizardProfileMessages.active, { plan })
          : membership.status === 'PENDING'
            ? intl.formatMessage(wizardProfileMessages.pending)
            : intl.formatMessage(wizardProfileMessages.notMember)}
      </p>
      {detail.membership_start && detail.membership_end ? (
        <dl className={styles.details}>
          <dt>{intl.formatMessage(wizardProfileMessages.start)}</dt>
          <dd>{intl.formatDate(detail.membership_start, DATE)}</dd>
          <dt>{intl.formatMessage(wizardProfileMessages.end)}</dt>
          <dd>{intl.formatDate(detail.membership_end, DATE)}</dd>
          <dt>{intl.formatMessage(wizardProfileMessages.homeHotel)}</dt>
          <dd>{detail.home_hotel ? `${detail.home_hotel.name}, ${detail.home_hotel.city}` : intl.formatMessage(wizardProfileMessages.noHomeHotel)}</dd>
          <dt>{intl.formatMessage(wizardProfileMessages.saved)}</dt>
          <dd>{saved}</dd>
          <dt>{intl.formatMessage(wizardProfileMessages.bookings)}</dt>
          <dd>{intl.formatNumber(detail.total_bookings)}</dd>
        </dl>
      ) : null}
      {membership.is_member ? (
        <Form method="post" className={styles.form}>
          <input type="hidden" name="csrf_token" value={csrfToken} />
          <label htmlFor="wizard-home-hotel">{intl.formatMessage(wizardProfileMessages.chooseHome)}</label>
          <select id="wizard-home-hotel" name="hotel_id" defaultValue={detail.home_hotel?.id ?? membership.home_hotel_options[0]?.id}>
            {membership.home_hotel_options.map((hotel) => (
              <option key={hotel.id} value={hotel.id}>
                {hotel.name}, {hotel.city}
              </option>
            ))}
          </select>
          <FormError message={result?.error} />
          {result?.saved ? <p role="status">{intl.formatMessage(wizardProfileMessages.homeSaved)}</p> : null}
          <Button type="submit" variant="secondary">
            {intl.formatMessage(wizardProfileMessages.saveHome)}
          </Button>
        </Form>
      ) : null}
      <p>
        {detail.plan_id === 'wizard' && membership.is_member ? (
          <Link to="/wizard/upgrade">{intl.formatMessage(wizardMessages.upgrade, { plan: PLAN_NAMES.wizard_plus })}</Link>
        ) : null}{' '}
        {membership.is_member ? (
          <Link to="/wizard/renew">{intl.formatMessage(wizardMessages.renew, { plan })}</Link>
        ) : (
          <Link to="/wizard">{intl.formatMessage(wizardProfileMessages.seePlans)}</Link>
        )}
      </p>
    </section>
  );
}
