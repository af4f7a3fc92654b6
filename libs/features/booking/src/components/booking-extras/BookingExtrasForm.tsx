import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Booking, RoomService } from '@stays/api-client';
import { extrasTaxOnTop, formatMoney } from '@stays/pricing';
import { Button, FormError } from '@stays/ui';
import { HiddenFields } from '../booking-cancellation/HiddenFields';
import { chosenExtrasCharge, type MealCode } from '../../utils/booking-extras';
import { BookingExtrasFields } from './BookingExtrasFields';
import { bookingExtrasMessages, mealNameMessages } from './booking-extras-messages';
import styles from './BookingExtras.module.css';

/** What the booking's hotel offers its room for the stay: the meals (room services) and early check-in. */
export interface BookingExtrasOffer {
  services: RoomService[];
  earlyCheckin: { fromTime: string; chargePerRoom: number } | null;
  countryId: number;
}

export interface BookingExtrasFormProps {
  booking: Booking;
  /** The hotel's offer, when the guest asked to change the extras (editHref); null otherwise (the meals are still listed). */
  offer: BookingExtrasOffer | null;
  /** The page with the offer loaded (?extras=edit); null when the booking can no longer change. */
  editHref: string | null;
  /** The booking page with its access query: the form posts intent=extras there (it works before the script loads). */
  action: string;
  saved: boolean;
  error: string | null;
}

/**
 * The booking page's meals and early check-in: each meal booked (Confirmed, or Cancelled once removed), and while the
 * booking can change, the hotel's offer to tick or untick with the new total before saving (PUT bookings/{id}/modify).
 */
export function BookingExtrasForm({ booking, offer, action, editHref, saved, error }: BookingExtrasFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const [meals, setMeals] = useState<MealCode[]>(() => [...booking.services.meals]);
  const [earlyCheckin, setEarlyCheckin] = useState(booking.early_checkin);
  const items = booking.services.meal_bookings;
  // Early check-in already booked stays at its booked charge even when the hotel no longer offers it.
  const early = booking.early_checkin
    ? {
        fromTime: offer?.earlyCheckin?.fromTime ?? '',
        chargePerRoom: booking.additional_charge_info.early_checkin_amount / Math.max(1, booking.booking_rooms.length),
      }
    : (offer?.earlyCheckin ?? null);
  if (!offer && !editHref && items.length === 0 && !booking.early_checkin) return null;
  const money = (amountMinor: number) => formatMoney(amountMinor, booking.currency_code, intl.locale);
  const newTotal = offer ? totalWith(booking, offer, { meals, earlyCheckin }, early) : null;
  return (
    <section className={styles.extras} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {intl.formatMessage(bookingExtrasMessages.heading)}
      </h2>
      {items.length > 0 ? (
        <ul className={styles.items} data-testid="booking-meals">
          {items.map((item) => (
            <li key={item.meal_booking_id} className={item.status === 'Cancelled' ? styles.cancelled : undefined}>
              {intl.formatMessage(bookingExtrasMessages.mealStatus, {
                meal: intl.formatMessage(mealNameMessages[item.category_code]),
                status: intl.formatMessage(item.status === 'Confirmed' ? bookingExtrasMessages.confirmed : bookingExtrasMessages.cancelled),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {saved ? (
        <p className={styles.message} role="status">
          {intl.formatMessage(bookingExtrasMessages.saved)}
        </p>
      ) : null}
      {booking.early_checkin ? <p className={styles.message}>{intl.formatMessage(bookingExtrasMessages.earlyCheckinLine)}</p> : null}
      {!offer && editHref ? (
        <a className={styles.link} href={editHref}>
          {intl.formatMessage(bookingExtrasMessages.edit)}
        </a>
      ) : null}
      {offer ? (
        <form method="post" action={action}>
          <HiddenFields fields={{ intent: 'extras' }} />
          <BookingExtrasFields
            category={offer}
            currency={booking.currency_code}
            earlyCheckin={early}
            meals={meals}
            earlyCheckinChosen={earlyCheckin}
            onMealChecked={(meal, checked) =>
              setMeals((current) => (checked ? [...current.filter((code) => code !== meal), meal] : current.filter((code) => code !== meal)))
            }
            onEarlyCheckinChecked={setEarlyCheckin}
          />
          {newTotal !== null ? (
            <p className={styles.total} data-testid="extras-new-total">
              {intl.formatMessage(bookingExtrasMessages.newTotal, { amount: money(newTotal) })}
            </p>
          ) : null}
          <FormError message={error} />
          <Button type="submit">{intl.formatMessage(bookingExtrasMessages.save)}</Button>
        </form>
      ) : null}
    </section>
  );
}

/**
 * The booking's total with the extras ticked, as the server will charge it: the booking's final amount less its
 * extras (with their tax), plus the kept meals at their booked price, the new ones at the offer's price.
 */
function totalWith(
  booking: Booking,
  offer: BookingExtrasOffer,
  chosen: { meals: readonly string[]; earlyCheckin: boolean },
  early: { chargePerRoom: number } | null,
): number {
  const stay = { rooms: Math.max(1, booking.booking_rooms.length), nights: booking.nights_count, countryId: offer.countryId };
  const bookedExtras = booking.services.meals_amount + booking.additional_charge_info.early_checkin_amount;
  const withoutExtras = booking.final_amount - bookedExtras - extrasTaxOnTop(bookedExtras, offer.countryId);
  const charge = chosenExtrasCharge(offer, chosen, { ...stay, earlyCheckin: early });
  const booked = booking.services.meal_bookings.filter((item) => item.status === 'Confirmed');
  const kept = booked.filter((item) => charge.meals.includes(item.category_code));
  const keptMinor = kept.reduce((sum, item) => sum + item.amount, 0);
  const added = charge.meals.filter((meal) => !kept.some((item) => item.category_code === meal));
  const addedMinor = chosenExtrasCharge(offer, { meals: added, earlyCheckin: false }, { ...stay, earlyCheckin: null }).mealsMinor;
  const extras = keptMinor + addedMinor + charge.earlyCheckinMinor;
  return withoutExtras + extras + extrasTaxOnTop(extras, offer.countryId);
}
