import type { DonateBody, DonateReply, DonationCampaign, VerifyDonationReply } from '@stays/api-client';
import { PROVIDER_UNAVAILABLE, PaymentProviderError, type PaymentProvider } from '@stays/server-payments';
import { ServiceError, type TransactionalDatabase } from '@stays/server-core';
import { campaignTotals, findDonationByKey, findDonationByOrder, insertDonation, settleDonation, type DonationRow } from './donations.repository';

/** The web's receipt page; the provider sends the guest back to it with ?order_id=…&status=…. */
const VERIFY_DONATION_PAGE = '/verifyDonation';
const DONATE_PAGE = '/donate';

/**
 * POST donate: opens the provider's payment for a gift to the campaign. The form's key is the provider's reference
 * and the donation's unique key, so a double submit opens one order and records one donation; once that donation
 * is settled, the same key sends the guest to its receipt instead of paying again.
 */
export async function startDonation(
  database: TransactionalDatabase,
  provider: PaymentProvider,
  donor: { userId: number | null },
  body: DonateBody,
  now: Date,
): Promise<DonateReply> {
  const known = await findDonationByKey(database, body.client_key);
  if (known) {
    if (known.amount !== body.amount || known.currency_code !== body.currency_code) {
      throw new ServiceError(409, 'DONATION_FORM_REUSED', 'this donation form was already sent with another amount: reload the page to give again');
    }
    if (known.status !== 'created') return { redirectUrl: receiptUrl(known), order_id: known.provider_order_id };
  }
  let order;
  try {
    order = await provider.createOrder(
      {
        reference: `donation:${body.client_key}`,
        kind: 'order',
        amount: body.amount,
        currencyCode: body.currency_code,
        description: 'Donation · Stays for Schools campaign',
        returnUrl: VERIFY_DONATION_PAGE,
        cancelUrl: DONATE_PAGE,
      },
      now,
    );
  } catch (error) {
    throw providerFailure(error);
  }
  const row = await insertDonation(
    database,
    {
      client_key: body.client_key,
      user_id: donor.userId,
      donor_name: body.donor_name ?? '',
      amount: body.amount,
      currency_code: body.currency_code,
      provider: provider.name,
      provider_order_id: order.orderId,
    },
    now,
  );
  return { redirectUrl: order.redirectUrl, order_id: row.provider_order_id };
}

/**
 * POST verifyDonation: asks the provider about the donation's order and settles it once (paid with a receipt
 * number, or failed). A failed or unanswered payment records nothing paid.
 */
export async function verifyDonation(database: TransactionalDatabase, provider: PaymentProvider, orderId: string, now: Date): Promise<VerifyDonationReply> {
  const known = await findDonationByOrder(database, provider.name, orderId);
  if (!known) throw new ServiceError(404, 'DONATION_NOT_FOUND', 'no donation has that payment');
  if (known.status === 'created') {
    let order;
    try {
      order = await provider.captureStatus(orderId);
    } catch (error) {
      throw providerFailure(error);
    }
    if (order && (order.status === 'paid' || order.status === 'failed')) {
      const settled = order.status === 'paid' && order.amount === known.amount;
      await database.transaction(async (tx) => {
        const locked = await findDonationByOrder(tx, provider.name, orderId, { forUpdate: true });
        if (locked?.status !== 'created') return;
        await settleDonation(tx, locked.id, settled ? { paid: true, receiptNo: receiptNumber(locked, now) } : { paid: false }, now);
      });
    }
  }
  const current = await findDonationByOrder(database, provider.name, orderId);
  if (!current) throw new ServiceError(404, 'DONATION_NOT_FOUND', 'no donation has that payment');
  return { donation: donationReply(current) };
}

/** GET donate: what the campaign has raised in the site's currency. */
export async function donationCampaign(database: TransactionalDatabase, currencyCode: DonationCampaign['currency_code']): Promise<DonationCampaign> {
  return { ...(await campaignTotals(database, currencyCode)), currency_code: currencyCode };
}

function donationReply(row: DonationRow): VerifyDonationReply['donation'] {
  return {
    status: row.status,
    amount: row.amount,
    currency_code: row.currency_code as VerifyDonationReply['donation']['currency_code'],
    donor_name: row.donor_name,
    receipt_no: row.receipt_no,
    paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
  };
}

/** DN-20261128-000042: the day it was paid and the donation's number. */
function receiptNumber(row: DonationRow, now: Date): string {
  return `DN-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${String(row.id).padStart(6, '0')}`;
}

function receiptUrl(row: DonationRow): string {
  return `${VERIFY_DONATION_PAGE}?order_id=${encodeURIComponent(row.provider_order_id)}`;
}

function providerFailure(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  if (error.code === PROVIDER_UNAVAILABLE) {
    return new ServiceError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'the payment service is not answering: nothing was charged, try again in a moment');
  }
  return new ServiceError(502, 'PAYMENT_PROVIDER_ERROR', `the payment provider refused the donation: ${error.code}`);
}
