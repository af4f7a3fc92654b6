import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormError, TextField } from '@stays/ui';
import { PHONE_LENGTH, bookingLookupSchema, isLookupPhoneKeyAllowed, lookupPhoneMaxLength } from '@stays/validation';
import type { DialCountry } from '../booking-summary/use-booking-form';
import { fieldErrors } from '../../utils/validation-text';
import { lookupMessages } from './lookup-messages';
import styles from './BookingLookup.module.css';

export interface BookingLookupValues {
  bookingId: string;
  phone: string;
  countryCode: string;
}

export interface BookingLookupFormProps {
  /** The path the GET form goes to; its loader checks the fields and opens the booking. */
  action: string;
  initial: BookingLookupValues;
  countries: readonly DialCountry[];
  /** Field errors the server found (translated texts). */
  errors?: Record<string, string>;
  /** A message for the whole form: not found, or a broken link. */
  formError?: string | null;
}

/** Booking lookup by booking id and mobile number (guest-journey §5 lookup rules), checked here and again on the server. */
export function BookingLookupForm({ action, initial, countries, errors: serverErrors = {}, formError }: BookingLookupFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors);

  const submit = (event: FormEvent) => {
    const parsed = bookingLookupSchema.safeParse({ bookingId: values.bookingId.trim(), phone: values.phone, countryCode: values.countryCode });
    if (parsed.success) return;
    event.preventDefault();
    setErrors(fieldErrors(parsed.error, intl));
  };
  const phoneMax = countries.find((country) => country.dialCode === values.countryCode)?.phoneLength.max ?? PHONE_LENGTH.max;
  const phoneMaxLength = lookupPhoneMaxLength(values.countryCode, phoneMax);
  const change = (field: keyof BookingLookupValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  return (
    <section className={styles.lookup} aria-labelledby="booking-lookup-title">
      <h1 id="booking-lookup-title">{intl.formatMessage(lookupMessages.title)}</h1>
      <p className={styles.intro}>{intl.formatMessage(lookupMessages.intro)}</p>
      <form method="get" action={action} className={styles.form} noValidate onSubmit={submit}>
        <TextField
          label={intl.formatMessage(lookupMessages.bookingId)}
          name="bookingId"
          autoComplete="off"
          autoCapitalize="characters"
          value={values.bookingId}
          error={errors['bookingId']}
          onChange={(event) => change('bookingId', event.target.value)}
        />
        <div className={styles.phoneRow}>
          <div className={styles.selectField}>
            <label htmlFor="booking-lookup-dial">{intl.formatMessage(lookupMessages.dialCode)}</label>
            <select
              id="booking-lookup-dial"
              name="country_code"
              className={styles.select}
              value={values.countryCode}
              onChange={(event) => change('countryCode', event.target.value)}
            >
              {countries.map((country) => (
                <option key={country.dialCode} value={country.dialCode}>
                  {`${country.dialCode} ${country.name}`}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={intl.formatMessage(lookupMessages.phone)}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.phone}
            error={errors['phone']}
            maxLength={phoneMaxLength}
            onKeyDown={(event) => {
              // A selection is replaced by the key, so a full field still takes one over it; shortcuts (paste) pass.
              const replacing = event.currentTarget.selectionStart !== event.currentTarget.selectionEnd;
              if (event.key === 'Enter' || event.ctrlKey || event.metaKey || replacing) return;
              if (!isLookupPhoneKeyAllowed(event.key, values.phone, phoneMaxLength)) event.preventDefault();
            }}
            onChange={(event) => change('phone', event.target.value)}
          />
        </div>
        <FormError message={formError} />
        <Button type="submit" size="lg" fullWidth>
          {intl.formatMessage(lookupMessages.submit)}
        </Button>
      </form>
    </section>
  );
}
