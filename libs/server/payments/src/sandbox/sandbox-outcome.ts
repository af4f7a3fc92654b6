import { PAYMENT_MODE_TITLES, type PaymentModeKey } from '@stays/brand-config';
import { cardDigits, cardNetwork, isLuhnValid } from './card-number';
import type { SavedCardDetails } from '../port/payment-provider';

/** Magic values of the sandbox (documented in the README): what a test or a developer types to get each outcome. */
export const SANDBOX_MAGIC = {
  declinedCard: '4000 0000 0000 0002',
  silentCard: '4000 0000 0000 0119',
  approvedCard: '4111 1111 1111 1111',
  declinedUpi: 'failure@sandbox',
  silentUpi: 'timeout@sandbox',
  declinedBank: 'SANDBOX_DECLINE',
} as const;

/** The modes the hosted page lists: every title of the spec but the generic "Pay Online" (the page itself is that). */
export const SANDBOX_MODES: readonly PaymentModeKey[] = (Object.keys(PAYMENT_MODE_TITLES) as PaymentModeKey[]).filter((mode) => mode !== 'PAY_ONLINE');
export const CARD_MODES: readonly PaymentModeKey[] = ['DC', 'CC'];

export const SANDBOX_BANKS: readonly { code: string; name: string }[] = [
  { code: 'HDFC', name: 'HDFC Bank' },
  { code: 'ICICI', name: 'ICICI Bank' },
  { code: 'SBI', name: 'State Bank of India' },
  { code: 'ABN', name: 'ABN AMRO' },
  { code: SANDBOX_MAGIC.declinedBank, name: 'Declining Bank (sandbox)' },
];

export interface SandboxPaymentForm {
  mode: string;
  card_number?: string;
  upi_id?: string;
  bank?: string;
  /** The page's on-demand buttons: decline, or never answer (a timeout). */
  simulate?: 'decline' | 'timeout';
}

export type SandboxOutcome =
  | { kind: 'paid'; mode: PaymentModeKey; card: Omit<SavedCardDetails, 'token'> | null }
  | { kind: 'failed'; mode: PaymentModeKey; reason: string }
  | { kind: 'pending'; mode: PaymentModeKey }
  | { kind: 'invalid'; event: 'CARD_INVALID' | 'PAYMENT_ERROR'; message: string };

const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/;

/** What the sandbox's "bank" answers to what the guest entered on the hosted page. */
export function sandboxOutcome(form: SandboxPaymentForm, options: { cardsOnly: boolean }): SandboxOutcome {
  const mode = SANDBOX_MODES.find((candidate) => candidate === form.mode);
  if (!mode || (options.cardsOnly && !CARD_MODES.includes(mode))) {
    return { kind: 'invalid', event: 'PAYMENT_ERROR', message: 'Choose a payment mode.' };
  }
  let card: Omit<SavedCardDetails, 'token'> | null = null;
  if (CARD_MODES.includes(mode)) {
    const digits = cardDigits(form.card_number ?? '');
    if (!digits || !isLuhnValid(digits)) return { kind: 'invalid', event: 'CARD_INVALID', message: 'Enter a valid card number.' };
    if (digits === SANDBOX_MAGIC.declinedCard.replace(/\s/g, '')) return { kind: 'failed', mode, reason: 'card declined by the issuer' };
    if (digits === SANDBOX_MAGIC.silentCard.replace(/\s/g, '')) return { kind: 'pending', mode };
    card = { network: cardNetwork(digits), last4: digits.slice(-4) };
  }
  if (mode === 'UPI') {
    const upiId = (form.upi_id ?? '').trim();
    if (!UPI_ID.test(upiId)) return { kind: 'invalid', event: 'PAYMENT_ERROR', message: 'Enter a UPI id such as name@bank.' };
    if (upiId === SANDBOX_MAGIC.declinedUpi) return { kind: 'failed', mode, reason: 'UPI request declined' };
    if (upiId === SANDBOX_MAGIC.silentUpi) return { kind: 'pending', mode };
  }
  if (mode === 'NB') {
    const bank = SANDBOX_BANKS.find((candidate) => candidate.code === form.bank);
    if (!bank) return { kind: 'invalid', event: 'PAYMENT_ERROR', message: 'Choose your bank.' };
    if (bank.code === SANDBOX_MAGIC.declinedBank) return { kind: 'failed', mode, reason: 'declined by the bank' };
  }
  if (form.simulate === 'decline') return { kind: 'failed', mode, reason: 'declined on demand' };
  if (form.simulate === 'timeout') return { kind: 'pending', mode };
  return { kind: 'paid', mode, card };
}
