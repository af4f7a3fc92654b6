import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Form, useNavigation } from 'react-router';
import type { IdType, OnlineCheckin } from '@stays/api-client';
import { Button, FormError, TextField } from '@stays/ui';
import type { SiteContext } from '../../site/site-context';
import { checkinMessages } from './checkin-messages';
import type { CheckinError } from './checkin.server';
import styles from './Engagement.module.css';

/**
 * /booking/{id}/online-checkin (accounts-commerce §3 "Online check-in"): arrival time and each guest (a guest widget
 * each) with the IDs their nationality may show in the stay's country; once done, the success widgets and message.
 */
export function CheckinPage({ site, checkin, csrfToken, error }: { site: SiteContext; checkin: OnlineCheckin; csrfToken: string; error: CheckinError | null }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const date = (iso: string) => new Intl.DateTimeFormat(site.formatLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const given = checkin.checkin;
  return (
    <section className={styles.page} aria-labelledby="checkin-title">
      <h1 id="checkin-title">{intl.formatMessage(checkinMessages.title)}</h1>
      <p>
        {intl.formatMessage(checkinMessages.stay, {
          hotel: checkin.booking.hotel_name,
          checkin: date(checkin.booking.checkin),
          checkout: date(checkin.booking.checkout),
        })}
      </p>
      {given ? (
        <div role="status">
          <p>{intl.formatMessage(checkinMessages.success, { hotel: checkin.booking.hotel_name })}</p>
          <ul>
            {checkin.successWidgets.map((widget) => (
              <li key={widget.label}>
                {widget.label === 'arrival'
                  ? intl.formatMessage(checkinMessages.arrivalAt, { time: widget.value })
                  : intl.formatMessage(checkinMessages.guests, { names: widget.value })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" className={styles.page}>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <TextField label={intl.formatMessage(checkinMessages.arrival)} name="arrival_time" type="time" required defaultValue={given?.arrival_time ?? ''} />
        {checkin.guestWidgets.map((widget) => (
          <GuestFields key={widget.index} checkin={checkin} index={widget.index} />
        ))}
        <FormError message={error ? intl.formatMessage(checkinMessages[error]) : null} />
        <Button type="submit" disabled={navigation.state === 'submitting'}>
          {intl.formatMessage(given ? checkinMessages.update : checkinMessages.submit)}
        </Button>
      </Form>
    </section>
  );
}

function GuestFields({ checkin, index }: { checkin: OnlineCheckin; index: number }) {
  const intl = useIntl();
  const given = checkin.checkin?.guests[index];
  const [nationality, setNationality] = useState(given?.nationality ?? checkin.stay_country);
  const idTypes: readonly IdType[] = checkin.countries.find((country) => country.code === nationality)?.id_types ?? ['passport'];
  return (
    <fieldset className={styles.guest}>
      <legend>{intl.formatMessage(checkinMessages.guest, { number: index + 1 })}</legend>
      <TextField
        label={intl.formatMessage(checkinMessages.name)}
        name="name"
        autoComplete="off"
        required
        minLength={2}
        maxLength={80}
        defaultValue={given?.name ?? ''}
      />
      <label className={styles.select}>
        {intl.formatMessage(checkinMessages.nationality)}
        <select name="nationality" value={nationality} onChange={(event) => setNationality(event.target.value)}>
          {checkin.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.select}>
        {intl.formatMessage(checkinMessages.idType)}
        <select name="id_type" defaultValue={given?.id_type ?? idTypes[0]} key={nationality}>
          {idTypes.map((type) => (
            <option key={type} value={type}>
              {intl.formatMessage(checkinMessages[type])}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={intl.formatMessage(checkinMessages.idNumber)}
        name="id_number"
        autoComplete="off"
        required
        maxLength={24}
        defaultValue={given?.id_number ?? ''}
      />
    </fieldset>
  );
}
