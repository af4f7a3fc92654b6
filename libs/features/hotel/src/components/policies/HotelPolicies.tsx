import { defineMessages, useIntl, type PrimitiveType } from 'react-intl';
import type { AdditionalChargeInfo, CancellationPolicy, HotelRestrictions } from '@stays/api-client';
import { HOTEL_DEFAULT_CHECKIN_TIME, HOTEL_DEFAULT_CHECKOUT_TIME, RESTRICTION_KEYS, type RestrictionKey } from '@stays/brand-config';
import { formatMoney } from '@stays/pricing';
import type { LucideIcon } from 'lucide-react';
import Ban from 'lucide-react/icons/ban';
import CreditCard from 'lucide-react/icons/credit-card';
import Globe from 'lucide-react/icons/globe';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import IdCard from 'lucide-react/icons/id-card';
import { CancellationSteps, Icon } from '@stays/ui';
import styles from './HotelPolicies.module.css';

const messages = defineMessages<{
  title: Record<never, never>;
  times: { checkin: PrimitiveType; checkout: PrimitiveType };
  restrictionsTitle: Record<never, never>;
  onlyIndianNationals: Record<never, never>;
  noUnmarriedCouples: Record<never, never>;
  couplesWelcome: Record<never, never>;
  panCardNotAccepted: Record<never, never>;
  noPostpaid: Record<never, never>;
  cancellationTitle: Record<never, never>;
  earlyCheckinTitle: Record<never, never>;
  earlyCheckin: { from: PrimitiveType; standard: PrimitiveType; charge: PrimitiveType };
}>({
  title: { id: 'hotel.policies.title', defaultMessage: 'Policies' },
  times: { id: 'hotel.policies.times', defaultMessage: 'Check-in from {checkin} · Check-out until {checkout}' },
  restrictionsTitle: { id: 'hotel.policies.restrictionsTitle', defaultMessage: 'House rules' },
  onlyIndianNationals: { id: 'hotel.restrictions.onlyIndianNationals', defaultMessage: 'Only Indian Nationals allowed' },
  noUnmarriedCouples: { id: 'hotel.restrictions.noUnmarriedCouples', defaultMessage: 'No unmarried couples allowed' },
  couplesWelcome: { id: 'hotel.restrictions.couplesWelcome', defaultMessage: 'Couples are welcome' },
  panCardNotAccepted: { id: 'hotel.restrictions.panCardNotAccepted', defaultMessage: 'PAN card not accepted' },
  noPostpaid: { id: 'hotel.restrictions.noPostpaid', defaultMessage: 'Pay online when you book: paying at the property is not available' },
  cancellationTitle: { id: 'hotel.policies.cancellationTitle', defaultMessage: 'Cancellation' },
  earlyCheckinTitle: { id: 'hotel.policies.earlyCheckinTitle', defaultMessage: 'Early check-in' },
  earlyCheckin: { id: 'hotel.policies.earlyCheckin', defaultMessage: 'Arrive from {from} instead of {standard} for {charge} per room, on request' },
});

/** The icon of each restriction (decorative: the label beside it says it). */
const RESTRICTION_ICONS: Record<RestrictionKey | 'couples', LucideIcon> = {
  no_foreign_guests: Globe,
  no_unmarried_couples: Ban,
  no_local_ids: IdCard,
  no_postpaid: CreditCard,
  couples: HeartHandshake,
};

const restrictionMessage = {
  no_foreign_guests: messages.onlyIndianNationals,
  no_unmarried_couples: messages.noUnmarriedCouples,
  no_local_ids: messages.panCardNotAccepted,
  no_postpaid: messages.noPostpaid,
} as const;

/** "12:00" → 12:00 PM in the guest's locale. */
function useTime() {
  const intl = useIntl();
  return (hhmm: string) => {
    const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
    return intl.formatTime(new Date(Date.UTC(2000, 0, 1, hours, minutes)), { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
  };
}

export interface HotelPoliciesProps {
  restrictions: HotelRestrictions;
  cancellationPolicies: readonly CancellationPolicy[];
  additionalCharges: AdditionalChargeInfo;
  /** HH:mm; the hotel defaults of guest-journey §9 (12:00 PM, 11:00 AM) when absent. */
  checkinTime?: string | null;
  checkoutTime?: string | null;
  currency: string;
  timeZone: string;
}

/** Check-in and check-out times, the house rules (restriction labels with icons), cancellation and early check-in. */
export function HotelPolicies({ restrictions, cancellationPolicies, additionalCharges, checkinTime, checkoutTime, currency, timeZone }: HotelPoliciesProps) {
  const intl = useIntl();
  const time = useTime();
  const instant = (iso: string) => intl.formatDate(new Date(iso), { timeZone, day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, intl.locale);
  const active = RESTRICTION_KEYS.filter((key) => restrictions[key]);
  const early = additionalCharges.early_checkin;
  return (
    <section className={styles.section} aria-labelledby="hotel-policies">
      <h2 id="hotel-policies" className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p className={styles.times}>
        {intl.formatMessage(messages.times, {
          checkin: time(checkinTime || HOTEL_DEFAULT_CHECKIN_TIME),
          checkout: time(checkoutTime || HOTEL_DEFAULT_CHECKOUT_TIME),
        })}
      </p>
      <h3 className={styles.subtitle}>{intl.formatMessage(messages.restrictionsTitle)}</h3>
      <ul className={styles.rules} data-testid="hotel-restrictions">
        {active.map((key) => (
          <li key={key}>
            <span className={styles.icon}>
              <Icon icon={RESTRICTION_ICONS[key]} />
            </span>
            {intl.formatMessage(restrictionMessage[key])}
          </li>
        ))}
        {!restrictions.no_unmarried_couples ? (
          <li>
            <span className={styles.icon}>
              <Icon icon={RESTRICTION_ICONS.couples} />
            </span>
            {intl.formatMessage(messages.couplesWelcome)}
          </li>
        ) : null}
      </ul>
      {cancellationPolicies.length > 0 ? (
        <>
          <h3 className={styles.subtitle}>{intl.formatMessage(messages.cancellationTitle)}</h3>
          <CancellationSteps steps={cancellationPolicies} formatTime={instant} formatCharge={(policy) => money(policy.charge)} className={styles.list} />
        </>
      ) : null}
      {early ? (
        <>
          <h3 className={styles.subtitle}>{intl.formatMessage(messages.earlyCheckinTitle)}</h3>
          <p className={styles.times}>
            {intl.formatMessage(messages.earlyCheckin, {
              from: time(early.from_time),
              standard: time(early.standard_time),
              charge: money(early.charge_per_room),
            })}
          </p>
        </>
      ) : null}
    </section>
  );
}
