import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Form, useNavigation } from 'react-router';
import type { CurrencyCode, DonationCampaign } from '@stays/api-client';
import { formatMoney } from '@stays/pricing';
import { Button, FormError, TextField } from '@stays/ui';
import type { SiteContext } from '../../site/site-context';
import { donationMessages } from './donation-messages';
import type { DonationError } from './donation.server';
import styles from './Engagement.module.css';

export interface DonatePageProps {
  site: SiteContext;
  campaign: DonationCampaign;
  currency: CurrencyCode;
  presets: readonly number[];
  clientKey: string;
  limits: { min: number; max: number };
  error: DonationError | null;
  typed: string;
}

/** /donate: the charity campaign, an amount chosen or typed, paid through the payment provider. */
export function DonatePage({ site, campaign, currency, presets, clientKey, limits, error, typed }: DonatePageProps) {
  const intl = useIntl();
  const navigation = useNavigation();
  const [chosen, setChosen] = useState<number | null>(presets[1] ?? null);
  const money = (minor: number) => formatMoney(minor, currency, site.formatLocale, { wholeUnits: true });
  const range = { min: money(limits.min), max: money(limits.max) };
  const errorText = error ? intl.formatMessage(donationMessages[error], range) : null;
  return (
    <section className={styles.page} aria-labelledby="donate-title">
      <h1 id="donate-title">{intl.formatMessage(donationMessages.title)}</h1>
      <p>{intl.formatMessage(donationMessages.lead, { brand: site.brandName })}</p>
      <p>{intl.formatMessage(donationMessages.how)}</p>
      <p className={styles.figure}>{intl.formatMessage(donationMessages.raised, { amount: money(campaign.raised), donors: campaign.donors })}</p>
      <Form method="post" className={styles.page} noValidate>
        <input type="hidden" name="client_key" value={clientKey} />
        <fieldset className={styles.presets}>
          <legend>{intl.formatMessage(donationMessages.amountLegend)}</legend>
          {presets.map((preset) => (
            <label key={preset} className={styles.preset}>
              <input type="radio" name="amount" value={preset} checked={chosen === preset} onChange={() => setChosen(preset)} />
              {money(preset)}
            </label>
          ))}
        </fieldset>
        <TextField
          label={intl.formatMessage(donationMessages.otherAmount)}
          hint={intl.formatMessage(donationMessages.otherHint, range)}
          name="other_amount"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={typed}
          error={error && error !== 'failedToStart' ? errorText : null}
        />
        <TextField label={intl.formatMessage(donationMessages.name)} name="donor_name" autoComplete="name" maxLength={80} />
        {error === 'failedToStart' ? <FormError message={errorText} /> : null}
        <Button type="submit" size="lg" disabled={navigation.state === 'submitting'}>
          {intl.formatMessage(donationMessages.submit)}
        </Button>
      </Form>
    </section>
  );
}
