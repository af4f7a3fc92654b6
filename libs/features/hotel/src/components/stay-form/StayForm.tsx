import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Form } from 'react-router';
import { spreadStayGuests, stayGuestTotals } from '@stays/booking-rules';
import { Button, DateField, Stepper, useStayWords } from '@stays/ui';
import { addDays, formatRoomsConfigQuery, MAX_ROOMS, type RoomGuests } from '@stays/validation';
import styles from './StayForm.module.css';

const hotelWords = defineMessages<{
  title: Record<never, never>;
  checkin: Record<never, never>;
  checkout: Record<never, never>;
  rooms: Record<never, never>;
  adults: Record<never, never>;
  children: Record<never, never>;
  childrenAges: Record<never, never>;
  update: Record<never, never>;
}>({
  title: { id: 'hotel.stayForm.title', defaultMessage: 'Dates and guests' },
  checkin: { id: 'hotel.stayForm.checkin', defaultMessage: 'Check-in' },
  checkout: { id: 'hotel.stayForm.checkout', defaultMessage: 'Check-out' },
  rooms: { id: 'hotel.stayForm.rooms', defaultMessage: 'Rooms' },
  adults: { id: 'hotel.stayForm.adults', defaultMessage: 'Adults' },
  children: { id: 'hotel.stayForm.children', defaultMessage: 'Children' },
  childrenAges: { id: 'hotel.stayForm.childrenAges', defaultMessage: 'Ages 0–12' },
  update: { id: 'hotel.stayForm.update', defaultMessage: 'Check availability' },
});

const homeWords = defineMessages<{ rooms: Record<never, never> }>({
  rooms: { id: 'hotel.stayForm.homes', defaultMessage: 'Homes' },
});

export interface StayFormProps {
  /** The page's own path: the form reloads it with the new stay. */
  action: string;
  checkin: string;
  checkout: string;
  rooms: readonly RoomGuests[];
  /** Today in the property's country, and the last check-in its country lets a guest search. */
  today: string;
  lastDate: string;
  /** Parameters the page keeps across a new stay (utm_source, coupon, selected_rcid, …). */
  keep: Record<string, string>;
}

/**
 * Dates, rooms and guests of the stay, sent as a GET form to the page itself: the server prices the new stay and
 * the URL says what is shown. Guests are spread over the rooms one adult at a time (guest-journey §5).
 */
export function StayForm({ action, checkin, checkout, rooms, today, lastDate, keep }: StayFormProps) {
  const intl = useIntl();
  const messages = useStayWords(hotelWords, homeWords);
  const [dates, setDates] = useState({ checkin, checkout });
  const [totals] = useState(() => stayGuestTotals(rooms));
  const [roomCount, setRoomCount] = useState(totals.rooms);
  const [adults, setAdults] = useState(totals.adults);
  const [children, setChildren] = useState(totals.children);
  // Infants and pets have no stepper here; they stay as the stay was asked.
  const spread = spreadStayGuests({ rooms: roomCount, adults: Math.max(adults, roomCount), children, infants: totals.infants, pets: totals.pets });

  const changeCheckin = (value: string) =>
    setDates((current) => ({ checkin: value, checkout: current.checkout > value ? current.checkout : addDays(value, 1) }));

  return (
    <Form method="get" action={action} className={styles.form} aria-label={intl.formatMessage(messages.title)} preventScrollReset>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="rooms_config" value={formatRoomsConfigQuery(spread)} />
      <div className={styles.dates}>
        <DateField
          label={intl.formatMessage(messages.checkin)}
          name="checkin"
          value={dates.checkin}
          min={today}
          max={lastDate}
          required
          onChange={changeCheckin}
        />
        <DateField
          label={intl.formatMessage(messages.checkout)}
          name="checkout"
          value={dates.checkout}
          min={addDays(dates.checkin || today, 1)}
          required
          onChange={(value) => setDates((current) => ({ ...current, checkout: value }))}
        />
      </div>
      <div className={styles.guests}>
        <Stepper label={intl.formatMessage(messages.rooms)} value={roomCount} min={1} max={MAX_ROOMS} onChange={setRoomCount} />
        <Stepper label={intl.formatMessage(messages.adults)} value={Math.max(adults, roomCount)} min={roomCount} max={roomCount * 4} onChange={setAdults} />
        <Stepper
          label={intl.formatMessage(messages.children)}
          description={intl.formatMessage(messages.childrenAges)}
          value={children}
          min={0}
          max={roomCount * 3}
          onChange={setChildren}
        />
      </div>
      <Button type="submit" fullWidth>
        {intl.formatMessage(messages.update)}
      </Button>
    </Form>
  );
}
