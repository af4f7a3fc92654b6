import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Booking } from '@stays/api-client';
import { bookedPriceLines, mergeBills } from '@stays/pricing';
import { Price, VisuallyHidden, roomCategoryName, useStayWords } from '@stays/ui';
import { isAwaitingPayment } from '@stays/status-mapping';
import { STAY_DATE_FORMAT, stayDate } from '../../utils/iso-date';
import { modifyDatesMessages } from '../modify-dates/modify-dates-messages';
import { modifyPropertyMessages } from '../modify-property/modify-property-messages';
import { upgradeBookingMessages } from '../upgrade-booking/upgrade-booking-messages';
import { isBookingModifiable } from '../../utils/modifiable';
import { saveCardMessages } from '../save-card/save-card-messages';
import { summaryMessages } from '../booking-summary/booking-summary-messages';
import { detailsHomeWords, detailsMessages as detailsHotelWords } from './booking-details-messages';
import { bookingStatusText, paymentStatusText } from './display-status-text';
import { ShareBookingButton } from './ShareBookingButton';
import styles from './BookingDetails.module.css';

export interface BookingDetailsViewProps {
  booking: Booking;
  /** The booking was just made (booking success state). */
  booked?: boolean;
  /** The booking was just cancelled (cancellation success state). */
  cancelled?: boolean;
  /** Microsite or webview mode hides the share and call buttons (guest-journey §1). */
  micrositeMode: boolean;
  /** The link that opens this booking without the phone (its token link), to share. */
  shareUrl: string;
  /** Where 'Cancel booking' goes (the reasons step); null hides it. */
  cancelHref: string | null;
  /** Where 'Change dates' goes (?modal=modifyDates); absent hides it. */
  modifyDatesHref?: string | null;
  /** Where 'Change property' goes (?modal=modifyProperty); absent hides it. */
  modifyPropertyHref?: string | null;
  /** Where 'Upgrade your room' goes (/upgrade-booking/{bookingId}); absent hides it. */
  upgradeHref?: string | null;
  /** Where 'Save a card' goes (/booking/{id}/save-card); absent hides it. */
  saveCardHref?: string | null;
  /** The booking just replaced an older one with new dates. */
  modified?: boolean;
  /** The booking just replaced an older one in a better room. */
  upgraded?: boolean;
  /** The property's phone for the call button; by default the booking's hotel.phone. */
  hotelPhone?: string | null;
  /** Dialogs of the page (cancellation). */
  children?: ReactNode;
}

/** A booking as its guest sees it (guest-journey §2 /booking/{bookingId}): status, stay, guest, payment and actions. */
export function BookingDetailsView({
  booking,
  booked = false,
  cancelled = false,
  modified = false,
  upgraded = false,
  micrositeMode,
  shareUrl,
  cancelHref,
  modifyDatesHref,
  modifyPropertyHref,
  upgradeHref,
  saveCardHref,
  hotelPhone,
  children,
}: BookingDetailsViewProps) {
  const intl = useIntl();
  const detailsMessages = useStayWords(detailsHotelWords, detailsHomeWords);
  const phone = hotelPhone === undefined ? booking.hotel.phone : hotelPhone;
  const date = (iso: string) => intl.formatDate(stayDate(iso), STAY_DATE_FORMAT);
  // The property's local time of day ('HH:mm'), shown in the guest's locale: 14:00 or 2:00 PM.
  const time = (hhmm: string) => {
    const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
    return intl.formatTime(Date.UTC(2000, 0, 1, hours, minutes), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  };
  const money = (amount: number) => <Price amountMinor={amount} currency={booking.currency_code} size="sm" />;
  const isCancelled = booking.display_status === 'cancelled';
  const balance = Math.max(booking.final_amount - booking.get_amount_paid, 0);
  // The room before the offer and every discount, as the booking summary showed them (they add up to the total).
  const priceLines = bookedPriceLines(booking);
  const rooms = booking.booking_rooms.length;
  return (
    <article className={styles.page} aria-labelledby="booking-title">
      {booked && !isCancelled ? (
        <div className={styles.banner} role="status">
          <h2>{intl.formatMessage(detailsMessages.bookedTitle)}</h2>
          <p>{intl.formatMessage(detailsMessages.bookedText, { email: booking.guest.email })}</p>
        </div>
      ) : null}
      {modified && !isCancelled ? (
        <div className={styles.banner} role="status">
          <h2>{intl.formatMessage(modifyDatesMessages.modifiedTitle)}</h2>
        </div>
      ) : null}
      {upgraded && !isCancelled ? (
        <div className={styles.banner} role="status">
          <h2>{intl.formatMessage(upgradeBookingMessages.upgradedTitle)}</h2>
        </div>
      ) : null}
      {cancelled && isCancelled ? (
        <div className={styles.banner} role="status">
          <h2>{intl.formatMessage(detailsMessages.cancelledTitle)}</h2>
        </div>
      ) : null}

      <header className={styles.header}>
        <h1 id="booking-title">{booking.hotel.name}</h1>
        <p className={styles.status}>
          <VisuallyHidden>{`${intl.formatMessage(detailsMessages.status)}: `}</VisuallyHidden>
          {intl.formatMessage(bookingStatusText(booking))}
        </p>
      </header>
      {isAwaitingPayment(booking) && booking.hold_expires_at ? (
        <p className={styles.notice} role="status">
          {intl.formatMessage(detailsMessages.holdUntil, {
            time: intl.formatDate(new Date(booking.hold_expires_at), { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </p>
      ) : null}
      <p className={styles.muted}>{booking.hotel.address}</p>
      <p className={styles.muted}>
        {`${booking.hotel.city}, ${booking.hotel.country_name} · ${intl.formatMessage(detailsMessages.bookingId)} `}
        <strong>{booking.invoice_no}</strong>
      </p>
      {isCancelled && booking.cancelled_at ? (
        <p className={styles.muted}>
          {intl.formatMessage(detailsMessages.cancelledOn, { date: intl.formatDate(new Date(booking.cancelled_at), { dateStyle: 'medium' }) })}
        </p>
      ) : null}

      <section className={styles.card} aria-labelledby="booking-stay">
        <h2 id="booking-stay">{intl.formatMessage(detailsMessages.stayHeading)}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>{intl.formatMessage(detailsMessages.checkin)}</dt>
            <dd>{intl.formatMessage(detailsMessages.checkinFrom, { date: date(booking.checkin), time: time(booking.hotel.checkin_time) })}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(detailsMessages.checkout)}</dt>
            <dd>{intl.formatMessage(detailsMessages.checkoutBy, { date: date(booking.checkout), time: time(booking.hotel.checkout_time) })}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(detailsMessages.room)}</dt>
            <dd>{roomCategoryName(intl, booking.room_category.name)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(detailsMessages.nights, { nights: booking.nights_count })}</dt>
            <dd>{intl.formatMessage(detailsMessages.rooms, { rooms, guests: booking.no_of_guest })}</dd>
          </div>
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="booking-guest">
        <h2 id="booking-guest">{intl.formatMessage(detailsMessages.guestHeading)}</h2>
        <p className={styles.muted}>
          {booking.guest.name}
          <br />
          {booking.guest.email}
          <br />
          {`${booking.guest.guest_country_code} ${booking.guest.phone}`}
        </p>
      </section>

      <section className={styles.card} aria-labelledby="booking-payment">
        <h2 id="booking-payment">{intl.formatMessage(detailsMessages.paymentHeading)}</h2>
        <dl className={styles.lines}>
          <div className={styles.line}>
            <dt>{intl.formatMessage(detailsMessages.roomCharges)}</dt>
            <dd>{money(priceLines.roomMinor)}</dd>
          </div>
          {mergeBills(booking.bills_hash)
            .filter((bill) => bill.bill_type !== 'room')
            .map((bill) => (
              <div key={bill.bill_type} className={styles.line}>
                <dt>{billName(bill, intl)}</dt>
                <dd>{money(bill.amount)}</dd>
              </div>
            ))}
          {priceLines.discountMinor > 0 ? (
            <div className={styles.line}>
              <dt>{intl.formatMessage(detailsMessages.discount)}</dt>
              <dd>−{money(priceLines.discountMinor)}</dd>
            </div>
          ) : null}
          <div className={[styles.line, styles.totalLine].join(' ')}>
            <dt>{intl.formatMessage(detailsMessages.total)}</dt>
            <dd>{money(booking.final_amount)}</dd>
          </div>
          {booking.prepaid_discount_percent > 0 ? (
            <div className={styles.line}>
              <dt>{intl.formatMessage(detailsMessages.prepaidDiscount, { percent: booking.prepaid_discount_percent })}</dt>
              <dd />
            </div>
          ) : null}
          {booking.get_amount_paid > 0 ? (
            <div className={styles.line}>
              <dt>{intl.formatMessage(detailsMessages.paid)}</dt>
              <dd>{money(booking.get_amount_paid)}</dd>
            </div>
          ) : null}
          {!isCancelled && balance > 0 && booking.display_status !== 'requested' ? (
            <div className={styles.line}>
              <dt>{intl.formatMessage(booking.pay_at_hotel ? detailsMessages.toPayAtHotel : detailsMessages.toPay)}</dt>
              <dd>{money(balance)}</dd>
            </div>
          ) : null}
          {booking.cancellation_charge !== null && isCancelled ? (
            <div className={styles.line}>
              <dt>{intl.formatMessage(detailsMessages.cancellationCharge)}</dt>
              <dd>{money(booking.cancellation_charge)}</dd>
            </div>
          ) : null}
          {booking.refunded_amount > 0 ? (
            <div className={styles.line}>
              <dt>{intl.formatMessage(detailsMessages.refunded)}</dt>
              <dd>{money(booking.refunded_amount)}</dd>
            </div>
          ) : null}
          <div className={styles.line}>
            <dt>{intl.formatMessage(detailsMessages.paymentStatus)}</dt>
            <dd>{intl.formatMessage(paymentStatusText(booking.get_payment_status_id))}</dd>
          </div>
        </dl>
        {booking.payments.length > 0 ? (
          <>
            <h3 className={styles.subheading}>{intl.formatMessage(detailsMessages.payments)}</h3>
            <ul className={styles.payments}>
              {booking.payments.map((payment, index) => (
                <li key={`${payment.paid_at ?? ''}-${index}`} className={styles.line}>
                  <span>
                    {intl.formatMessage(detailsMessages.paymentLine, {
                      mode: payment.mode ?? payment.merchant,
                      date: payment.paid_at ? intl.formatDate(new Date(payment.paid_at), { dateStyle: 'medium' }) : '',
                    })}
                  </span>
                  {money(payment.amount)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <div className={styles.actions}>
        {!micrositeMode ? <ShareBookingButton url={shareUrl} hotelName={booking.hotel.name} /> : null}
        {!micrositeMode && phone ? (
          <a className={styles.actionLink} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {intl.formatMessage(detailsMessages.call)}
          </a>
        ) : null}
        {booking.cancellable && saveCardHref ? (
          <a className={styles.actionLink} href={saveCardHref}>
            {intl.formatMessage(saveCardMessages.link)}
          </a>
        ) : null}
        {booking.cancellable && modifyDatesHref ? (
          <a className={styles.actionLink} href={modifyDatesHref}>
            {intl.formatMessage(modifyDatesMessages.open)}
          </a>
        ) : null}
        {isBookingModifiable(booking) && upgradeHref ? (
          <a className={styles.actionLink} href={upgradeHref}>
            {intl.formatMessage(upgradeBookingMessages.open)}
          </a>
        ) : null}
        {booking.cancellable && modifyPropertyHref ? (
          <a className={styles.actionLink} href={modifyPropertyHref}>
            {intl.formatMessage(modifyPropertyMessages.open)}
          </a>
        ) : null}
        {booking.cancellable && cancelHref ? (
          <a className={styles.actionLink} href={cancelHref}>
            {intl.formatMessage(detailsMessages.cancel)}
          </a>
        ) : null}
      </div>
      {children}
    </article>
  );
}

/** A bill line in the guest's language for the types the site charges itself; other bills keep the hotel's name. */
function billName(bill: { bill_type: string; name: string }, intl: IntlShape): string {
  if (bill.bill_type === 'early_checkin') return intl.formatMessage(detailsHotelWords.earlyCheckin);
  if (bill.bill_type === 'taxes') return intl.formatMessage(summaryMessages.taxes);
  return bill.name;
}
