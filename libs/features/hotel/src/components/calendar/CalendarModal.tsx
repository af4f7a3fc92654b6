import { useState } from 'react';
import { defineMessages, useIntl, type PrimitiveType } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ApiClientOptions } from '@stays/api-client';
import { Button, Dialog, Spinner } from '@stays/ui';
import { calendarDayState, calendarWindow, stayNights, type CalendarDay } from '@stays/validation';
import { calendarDate } from '../../utils/calendar-date';
import { calendarMonths } from './calendar-months';
import { useCalendarView } from './use-calendar-view';
import styles from './CalendarModal.module.css';

const messages = defineMessages<{
  title: Record<never, never>;
  pickCheckin: Record<never, never>;
  pickCheckout: Record<never, never>;
  minStay: { count: number };
  tooLong: { count: PrimitiveType };
  unavailable: { date: PrimitiveType };
  available: { date: PrimitiveType };
  selected: { date: PrimitiveType };
  apply: { nights: number };
  failed: Record<never, never>;
}>({
  title: { id: 'hotel.calendar.title', defaultMessage: 'Choose your dates' },
  pickCheckin: { id: 'hotel.calendar.pickCheckin', defaultMessage: 'Choose a check-in day' },
  pickCheckout: { id: 'hotel.calendar.pickCheckout', defaultMessage: 'Choose a check-out day' },
  minStay: { id: 'hotel.calendar.minStay', defaultMessage: 'From this day, stay at least {count, plural, one {# night} other {# nights}}' },
  tooLong: { id: 'hotel.calendar.tooLong', defaultMessage: 'Stays here are at most {count} nights' },
  unavailable: { id: 'hotel.calendar.unavailable', defaultMessage: '{date}, not available' },
  available: { id: 'hotel.calendar.available', defaultMessage: '{date}, available' },
  selected: { id: 'hotel.calendar.selected', defaultMessage: '{date}, selected' },
  apply: { id: 'hotel.calendar.apply', defaultMessage: 'Show prices for {nights, plural, one {# night} other {# nights}}' },
  failed: { id: 'hotel.calendar.failed', defaultMessage: 'The calendar could not be loaded. Close it and try again.' },
});

export interface CalendarModalProps {
  api: ApiClientOptions;
  hotelId: number;
  timeZone: string;
  checkin: string;
  checkout: string;
  onClose: () => void;
  /** The page for the dates chosen. */
  hrefFor: (dates: { checkin: string; checkout: string }) => string;
  /** Clock of the page (tests fix it). */
  now?: Date;
}

/**
 * ?modal=datepicker: three months of the hotel's calendar (guest-journey §5, §9): days without availability are
 * marked and cannot be chosen, a check-out closer than the check-in day's minimum stay cannot either, and the
 * country's limits on the number of nights apply.
 */
export function CalendarModal({ api, hotelId, timeZone, checkin, checkout, onClose, hrefFor, now }: CalendarModalProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [clock] = useState(() => now ?? new Date());
  const window = calendarWindow(clock, timeZone);
  const view = useCalendarView(api, hotelId, window);
  const [choice, setChoice] = useState<{ checkin: string; checkout: string | null }>({ checkin, checkout });
  const days: CalendarDay[] = view.data?.days ?? [];
  const today = view.data?.today ?? window.start_time;
  const byDate = new Map(days.map((day) => [day.date, day]));
  const maxNights = view.data?.max_selectable_nights ?? 30;
  const minNights = view.data?.min_selectable_nights ?? 1;

  const stateOf = (date: string) => {
    const choosingCheckout = choice.checkout === null;
    const state = calendarDayState(date, { today, days, checkin: choosingCheckout ? choice.checkin : null });
    if (choosingCheckout && state === 'selectable' && date > choice.checkin) {
      const nights = stayNights(choice.checkin, date);
      if (nights < minNights) return 'belowMinimumStay';
      if (nights > maxNights) return 'unavailable';
    }
    return state;
  };
  const pick = (date: string) => {
    if (choice.checkout === null && date > choice.checkin) setChoice({ checkin: choice.checkin, checkout: date });
    else setChoice({ checkin: date, checkout: null });
  };
  const chosenNights = choice.checkout ? stayNights(choice.checkin, choice.checkout) : 0;
  const checkinDay = byDate.get(choice.checkin);
  const label = (date: string) => intl.formatDate(calendarDate(date), { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

  return (
    <Dialog
      open
      title={intl.formatMessage(messages.title)}
      onClose={onClose}
      placement="modal"
      footer={
        <Button
          type="button"
          fullWidth
          disabled={choice.checkout === null}
          onClick={() => choice.checkout && navigate(hrefFor({ checkin: choice.checkin, checkout: choice.checkout }), { preventScrollReset: true })}
        >
          {intl.formatMessage(messages.apply, { nights: chosenNights })}
        </Button>
      }
    >
      <p className={styles.hint} aria-live="polite">
        {choice.checkout === null ? intl.formatMessage(messages.pickCheckout) : intl.formatMessage(messages.pickCheckin)}
        {choice.checkout === null && (checkinDay?.minStay ?? 1) > 1 ? ` · ${intl.formatMessage(messages.minStay, { count: checkinDay?.minStay ?? 1 })}` : ''}
        {choice.checkout === null && maxNights < 30 ? ` · ${intl.formatMessage(messages.tooLong, { count: maxNights })}` : ''}
      </p>
      {view.isPending ? <Spinner /> : null}
      {view.isError ? <p role="alert">{intl.formatMessage(messages.failed)}</p> : null}
      {view.data ? (
        <div className={styles.months}>
          {calendarMonths(window.start_time, window.end_time).map((month) => (
            <section
              key={month.key}
              className={styles.month}
              aria-label={intl.formatDate(calendarDate(`${month.key}-01`), { timeZone: 'UTC', month: 'long', year: 'numeric' })}
            >
              <h3 className={styles.monthTitle}>{intl.formatDate(calendarDate(`${month.key}-01`), { timeZone: 'UTC', month: 'long', year: 'numeric' })}</h3>
              <div className={styles.grid}>
                {Array.from({ length: month.offset }, (_, index) => (
                  <span key={`blank-${index}`} aria-hidden="true" />
                ))}
                {month.days.map((date) => {
                  const state = stateOf(date);
                  const selected = date === choice.checkin || date === choice.checkout;
                  const inRange = choice.checkout !== null && date > choice.checkin && date < choice.checkout;
                  const disabled = state === 'past' || state === 'unavailable' || state === 'belowMinimumStay';
                  const text = selected ? messages.selected : disabled ? messages.unavailable : messages.available;
                  return (
                    <button
                      key={date}
                      type="button"
                      className={[styles.day, styles[state], selected ? styles.chosen : undefined, inRange ? styles.inRange : undefined]
                        .filter(Boolean)
                        .join(' ')}
                      disabled={disabled}
                      aria-pressed={selected}
                      aria-label={intl.formatMessage(text, { date: label(date) })}
                      data-date={date}
                      data-state={state}
                      onClick={() => pick(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  );
                })}
              </div>
            </section>
          ))}
        </div>
      ) : null}
    </Dialog>
  );
}
