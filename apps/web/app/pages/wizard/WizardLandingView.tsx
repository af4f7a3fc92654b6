import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import type { WizardLandingReply, WizardMembershipReply, WizardPlansReply } from '@stays/api-client';
import { formatMoney } from '@stays/pricing';
import { wizardMessages } from './wizard-messages';
import styles from './Wizard.module.css';

export interface WizardLandingViewProps {
  landing: WizardLandingReply;
  plans: WizardPlansReply['plans'];
  membership: WizardMembershipReply | null;
  signedIn: boolean;
  loginHref: string;
  paymentFailed: boolean;
  wantedUnavailable: boolean;
  /** This page with ?modal= (and ?plan=) set. */
  modalHref: (modal: string, plan?: string) => string;
}

const DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** /wizard: what membership gives, the plans with what each is for this guest (join, renew, upgrade), and how it works. */
export function WizardLandingView({ landing, plans, membership, signedIn, loginHref, paymentFailed, wantedUnavailable, modalHref }: WizardLandingViewProps) {
  const intl = useIntl();
  const money = (minor: number) => formatMoney(minor, landing.currency_code, intl.locale);
  const plus = landing.variant === 'wizardPlus';
  const ordered = [...plans].sort((a, b) => Number(b.plan_id === landing.highlighted_plan_id) - Number(a.plan_id === landing.highlighted_plan_id));
  const end = membership?.is_member ? membership.membership_detail.membership_end : null;
  return (
    <section className={styles.page} aria-labelledby="wizard-title" data-variant={landing.variant}>
      <header className={styles.hero}>
        <h1 id="wizard-title">{intl.formatMessage(plus ? wizardMessages.plusTitle : wizardMessages.title)}</h1>
        <p>{intl.formatMessage(plus ? wizardMessages.plusSubtitle : wizardMessages.subtitle)}</p>
        <Link to={modalHref('wizardVideo')} preventScrollReset>
          {intl.formatMessage(wizardMessages.howItWorks)}
        </Link>
      </header>
      {paymentFailed ? (
        <p className={styles.notice} role="alert">
          {intl.formatMessage(wizardMessages.paymentFailed)}
        </p>
      ) : null}
      {wantedUnavailable ? <p className={styles.notice}>{intl.formatMessage(wizardMessages.notAvailable)}</p> : null}
      {end ? (
        <p className={styles.notice}>
          {intl.formatMessage(wizardMessages.memberUntil, { date: intl.formatDate(end, DATE) })}{' '}
          <Link to="/wizardprofile">{intl.formatMessage(wizardMessages.seeMembership)}</Link>
        </p>
      ) : null}
      <ul className={styles.benefits}>
        {landing.wizard_success_benefits.map((benefit) => (
          <li key={benefit.icon_code}>
            {benefit.icon_code === 'wallet'
              ? intl.formatMessage(wizardMessages.benefitWallet, { amount: money(benefit.amount ?? 0) })
              : intl.formatMessage(wizardMessages.benefitDiscount, { percent: landing.plans[0]?.discount_percent_up_to ?? 10 })}
          </li>
        ))}
      </ul>
      <ul className={styles.plans}>
        {ordered.map((plan) => (
          <li key={plan.plan_id} className={[styles.plan, plan.plan_id === landing.highlighted_plan_id ? styles.highlighted : ''].join(' ')}>
            <h2>{plan.name}</h2>
            <p className={styles.price}>{money(plan.action_price ?? plan.price)}</p>
            <p>{intl.formatMessage(wizardMessages.planTerm, { months: plan.duration_months })}</p>
            {!signedIn ? (
              <Link to={loginHref}>{intl.formatMessage(wizardMessages.signInToJoin)}</Link>
            ) : plan.action ? (
              <Link to={modalHref('wizardPayment', plan.plan_id)} preventScrollReset>
                {intl.formatMessage(plan.action === 'renew' ? wizardMessages.renew : plan.action === 'upgrade' ? wizardMessages.upgrade : wizardMessages.join, {
                  plan: plan.name,
                })}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
