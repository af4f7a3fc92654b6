import { describe, expect, it } from 'vitest';
import { SANDBOX_MAGIC, SANDBOX_MODES, sandboxOutcome } from './sandbox-outcome';

describe('sandboxOutcome', () => {
  it('lists the spec payment modes but the generic Pay Online', () => {
    expect(SANDBOX_MODES).toEqual(expect.arrayContaining(['DC', 'CC', 'NB', 'UPI', 'PAYPAL', 'AMAZON_PAY', 'GPAY', 'PAYTM_WALLET']));
    expect(SANDBOX_MODES).not.toContain('PAY_ONLINE');
  });

  it('approves a valid card and tells its network and last four digits', () => {
    expect(sandboxOutcome({ mode: 'CC', card_number: SANDBOX_MAGIC.approvedCard }, { cardsOnly: false })).toEqual({
      kind: 'paid',
      mode: 'CC',
      card: { network: 'Visa', last4: '1111' },
    });
    expect(sandboxOutcome({ mode: 'DC', card_number: '5555-5555-5555-4444' }, { cardsOnly: false })).toMatchObject({
      kind: 'paid',
      card: { network: 'Mastercard' },
    });
  });

  it('refuses a card number that fails the Luhn check with CARD_INVALID, changing nothing', () => {
    expect(sandboxOutcome({ mode: 'CC', card_number: '4111 1111 1111 1112' }, { cardsOnly: false })).toMatchObject({ kind: 'invalid', event: 'CARD_INVALID' });
  });

  it('declines or never answers for the magic card numbers and UPI ids', () => {
    expect(sandboxOutcome({ mode: 'DC', card_number: SANDBOX_MAGIC.declinedCard }, { cardsOnly: false }).kind).toBe('failed');
    expect(sandboxOutcome({ mode: 'DC', card_number: SANDBOX_MAGIC.silentCard }, { cardsOnly: false }).kind).toBe('pending');
    expect(sandboxOutcome({ mode: 'UPI', upi_id: SANDBOX_MAGIC.declinedUpi }, { cardsOnly: false }).kind).toBe('failed');
    expect(sandboxOutcome({ mode: 'UPI', upi_id: SANDBOX_MAGIC.silentUpi }, { cardsOnly: false }).kind).toBe('pending');
    expect(sandboxOutcome({ mode: 'UPI', upi_id: 'asha@okbank' }, { cardsOnly: false }).kind).toBe('paid');
    expect(sandboxOutcome({ mode: 'NB', bank: SANDBOX_MAGIC.declinedBank }, { cardsOnly: false }).kind).toBe('failed');
    expect(sandboxOutcome({ mode: 'NB', bank: 'HDFC' }, { cardsOnly: false }).kind).toBe('paid');
  });

  it('declines or times out any mode on demand', () => {
    expect(sandboxOutcome({ mode: 'PAYPAL', simulate: 'decline' }, { cardsOnly: false }).kind).toBe('failed');
    expect(sandboxOutcome({ mode: 'GPAY', simulate: 'timeout' }, { cardsOnly: false }).kind).toBe('pending');
    expect(sandboxOutcome({ mode: 'AMAZON_PAY' }, { cardsOnly: false }).kind).toBe('paid');
  });

  it('takes only cards for a card check and refuses unknown modes', () => {
    expect(sandboxOutcome({ mode: 'UPI', upi_id: 'asha@okbank' }, { cardsOnly: true }).kind).toBe('invalid');
    expect(sandboxOutcome({ mode: 'BITCOIN' }, { cardsOnly: false }).kind).toBe('invalid');
    expect(sandboxOutcome({ mode: 'UPI', upi_id: 'not-an-id' }, { cardsOnly: false }).kind).toBe('invalid');
  });
});
