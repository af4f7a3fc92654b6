import { randomUUID } from 'node:crypto';
import { data, redirectDocument } from 'react-router';
import { ApiRequestError, DONATION_LIMITS, currencyCodeSchema, donate, getDonationCampaign, verifyDonation, type CurrencyCode } from '@stays/api-client';
import { countryByCode } from '@stays/brand-config';
import { toMinor } from '@stays/pricing';
import { serverApi } from '../../site/api.server';
import type { SiteContext } from '../../site/site-context';
import type { donationMessages } from './donation-messages';

/** The amounts offered, in major units of each currency. */
const PRESETS: Record<CurrencyCode, readonly number[]> = { INR: [500, 1_000, 2_500, 5_000], EUR: [10, 25, 50, 100], GBP: [10, 25, 50, 100] };

export type DonationError = keyof Pick<typeof donationMessages, 'amountMissing' | 'amountInvalid' | 'amountTooSmall' | 'amountTooLarge' | 'failedToStart'>;

function siteCurrency(site: SiteContext): CurrencyCode {
  return currencyCodeSchema.catch('INR').parse(countryByCode(site.countryCode)?.currencyCode);
}

/** /donate: the campaign's total in the site's currency, the amounts offered and a fresh form key. */
export async function loadDonatePage(site: SiteContext) {
  const currency = siteCurrency(site);
  const campaign = await getDonationCampaign(serverApi(site.locale), currency);
  return { campaign, currency, presets: PRESETS[currency].map((major) => toMinor(major, currency)), clientKey: randomUUID(), limits: DONATION_LIMITS };
}

/** The gift's amount in minor units: the typed amount when there is one, else the chosen one. */
export function donationAmount(form: FormData, currency: CurrencyCode): { amount: number } | { error: DonationError } {
  const typed = String(form.get('other_amount') ?? '')
    .trim()
    .replace(/[\s,]/g, '');
  const chosen = String(form.get('amount') ?? '');
  if (typed === '' && chosen === '') return { error: 'amountMissing' };
  if (typed !== '' && !/^\d+(\.\d{1,2})?$/.test(typed)) return { error: 'amountInvalid' };
  const amount = typed !== '' ? toMinor(Number(typed), currency) : Number(chosen);
  if (!Number.isInteger(amount)) return { error: 'amountInvalid' };
  if (amount < DONATION_LIMITS.min) return { error: 'amountTooSmall' };
  if (amount > DONATION_LIMITS.max) return { error: 'amountTooLarge' };
  return { amount };
}

/** POST /donate: opens the provider's payment (the same form key sent twice opens the same one). */
export async function submitDonation(site: SiteContext, request: Request) {
  const form = await request.formData();
  const currency = siteCurrency(site);
  const amount = donationAmount(form, currency);
  const typed = String(form.get('other_amount') ?? '');
  if ('error' in amount) return data({ error: amount.error, typed }, { status: 400 });
  try {
    const reply = await donate(serverApi(site.locale, request), {
      client_key: String(form.get('client_key') ?? ''),
      amount: amount.amount,
      currency_code: currency,
      donor_name: String(form.get('donor_name') ?? '').slice(0, 80) || undefined,
    });
    // The provider's page is not a page of this app: the browser loads it as a document.
    return redirectDocument(reply.redirectUrl);
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode < 500 && error.statusCode !== 409)
      return data({ error: 'amountInvalid' as const, typed }, { status: 400 });
    if (error instanceof ApiRequestError) return data({ error: 'failedToStart' as const, typed }, { status: error.statusCode === 409 ? 409 : 503 });
    throw error;
  }
}

/** /verifyDonation?order_id=…: the provider sent the guest back; POST verifyDonation settles and answers the receipt. */
export async function loadVerifyDonation(site: SiteContext, request: Request) {
  const orderId = new URL(request.url).searchParams.get('order_id') ?? '';
  if (orderId === '' || orderId.length > 100) return data({ donation: null }, { status: 404 });
  try {
    return { donation: (await verifyDonation(serverApi(site.locale), orderId)).donation };
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode === 404) return data({ donation: null }, { status: 404 });
    throw error;
  }
}
