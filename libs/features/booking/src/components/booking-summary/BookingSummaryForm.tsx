import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { PayAtHotelRefusal } from '@stays/booking-rules';
import { domainMessages } from '../../utils/domain-messages';
import { Button, FormError, TextField } from '@stays/ui';
import { PHONE_LENGTH, isPhoneKeyAllowed } from '@stays/validation';
import { bookableCategories, type BookableStay } from '../../utils/bookable-stay';
import { STAY_DATE_FORMAT, stayDate } from '../../utils/iso-date';
import { summaryMessages } from './booking-summary-messages';
import { PriceBreakdown } from './PriceBreakdown';
import type { BookingFormValues, DialCountry } from './use-booking-form';
import styles from './BookingSummary.module.css';

export interface BookingSummaryFormProps {
  stay: BookableStay;
  countries: readonly DialCountry[];
  values: BookingFormValues;
  errors: Record<string, string>;
  submitting: boolean;
  onlinePayment: boolean;
  payAtHotelRefused: PayAtHotelRefusal | null;
  onChange: (change: Partial<BookingFormValues>) => void;
  onSubmit: () => void;
}

/** The booking summary (guest-journey §2 bookingSummary): the stay, the guest's contact, how to pay and the price. */
export function BookingSummaryForm({ stay, countries, values, errors, submitting, onlinePayment, payAtHotelRefused, onChange, onSubmit }: BookingSummaryFormProps) {
  const intl = useIntl();
  const ids = { category: useId(), dial: useId(), payment: useId(), refusal: useId() };
  const categories = bookableCategories(stay);
  const category = categories.find((candidate) => candidate.id === values.categoryId);
  const phoneMaxLength = countries.find((country) => country.dialCode === values.dialCode)?.phoneLength.max ?? PHONE_LENGTH.max;
  const refusalText =
    payAtHotelRefused?.reason === 'no_postpaid'
      ? intl.formatMessage(domainMessages.payAtHotelNotAllowed)
      : payAtHotelRefused
        ? intl.formatMessage(domainMessages.payAtHotelMaxRooms, { max: payAtHotelRefused.maxRooms })
        : null;
  const canSubmit = category !== undefined && (values.paymentMode === 'online' ? onlinePayment : payAtHotelRefused === null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  if (!category) return <p className={styles.note}>{intl.formatMessage(summaryMessages.noRooms)}</p>;

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={submitting}>
      <section className={styles.section} aria-labelledby={`${ids.category}-heading`}>
        <h3 id={`${ids.category}-heading`} className={styles.sectionTitle}>
          {stay.hotelName}
        </h3>
        <p className={styles.stay}>
          {intl.formatMessage(summaryMessages.stayDates, {
            checkin: intl.formatDate(stayDate(stay.checkin), STAY_DATE_FORMAT),
            checkout: intl.formatDate(stayDate(stay.checkout), STAY_DATE_FORMAT),
          })}
          <br />
          {intl.formatMessage(summaryMessages.stayGuests, { nights: stay.nights, rooms: stay.rooms, guests: stay.guests })}
        </p>
        <div className={styles.selectField}>
          <label htmlFor={ids.category}>{intl.formatMessage(summaryMessages.roomCategory)}</label>
          <select id={ids.category} className={styles.select} value={category.id} onChange={(event) => onChange({ categoryId: Number(event.target.value) })}>
            {categories.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      </section>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{intl.formatMessage(summaryMessages.contactHeading)}</legend>
        <TextField
          label={intl.formatMessage(summaryMessages.name)}
          name="name"
          autoComplete="name"
          value={values.name}
          error={errors['name']}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <TextField
          label={intl.formatMessage(summaryMessages.email)}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors['email']}
          onChange={(event) => onChange({ email: event.target.value })}
        />
        <div className={styles.phoneRow}>
          <div className={styles.selectField}>
            <label htmlFor={ids.dial}>{intl.formatMessage(summaryMessages.dialCode)}</label>
            <select id={ids.dial} className={styles.select} value={values.dialCode} onChange={(event) => onChange({ dialCode: event.target.value })}>
              {countries.map((country) => (
                <option key={country.dialCode} value={country.dialCode}>
                  {`${country.dialCode} ${country.name}`}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={intl.formatMessage(summaryMessages.phone)}
            hint={intl.formatMessage(summaryMessages.phoneHint)}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.phone}
            error={errors['phone']}
            onKeyDown={(event) => {
              // "phone digits and navigation keys up to maximum length"; a selection is replaced, so it may be full.
              const input = event.currentTarget;
              const replacing = input.selectionStart !== input.selectionEnd;
              if (event.ctrlKey || event.metaKey || replacing) return;
              if (!isPhoneKeyAllowed(event.key, values.phone, phoneMaxLength)) event.preventDefault();
            }}
            onChange={(event) => onChange({ phone: event.target.value })}
          />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{intl.formatMessage(summaryMessages.paymentHeading)}</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name={ids.payment}
            value="pay_at_hotel"
            checked={values.paymentMode === 'pay_at_hotel'}
            disabled={payAtHotelRefused !== null}
            aria-describedby={refusalText ? ids.refusal : undefined}
            onChange={() => onChange({ paymentMode: 'pay_at_hotel' })}
          />
          <span className={styles.choiceLabel}>{intl.formatMessage(summaryMessages.payAtHotel)}</span>
          {refusalText ? (
            <p id={ids.refusal} className={styles.refusal}>
              {refusalText}
            </p>
          ) : (
            <p className={styles.choiceNote}>{intl.formatMessage(summaryMessages.payAtHotelNote)}</p>
          )}
        </label>
        {onlinePayment ? (
          <label className={styles.choice}>
            <input type="radio" name={ids.payment} value="online" checked={values.paymentMode === 'online'} onChange={() => onChange({ paymentMode: 'online' })} />
            <span className={styles.choiceLabel}>{intl.formatMessage(summaryMessages.payOnline)}</span>
            <p className={styles.choiceNote}>{intl.formatMessage(summaryMessages.payOnlineNote)}</p>
          </label>
        ) : null}
      </fieldset>

      <section className={styles.section} aria-labelledby={`${ids.payment}-price`}>
        <h3 id={`${ids.payment}-price`} className={styles.sectionTitle}>
          {intl.formatMessage(summaryMessages.priceHeading)}
        </h3>
        <PriceBreakdown category={category} currency={stay.currency} nights={stay.nights} rooms={stay.rooms} />
      </section>

      <FormError message={Object.keys(errors).length > 0 ? intl.formatMessage(summaryMessages.fixErrors) : null} />
      <Button type="submit" size="lg" fullWidth disabled={!canSubmit || submitting}>
        {intl.formatMessage(submitting ? summaryMessages.submitting : summaryMessages.submit)}
      </Button>
    </form>
  );
}
