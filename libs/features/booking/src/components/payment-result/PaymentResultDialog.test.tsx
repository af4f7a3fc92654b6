import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { BookingPaidReply } from '@stays/api-client';
import { booking } from '../../testing/fixtures';
import { renderWithIntl } from '../../testing/render-with-intl';
import { PaymentResultDialog } from './PaymentResultDialog';

function result(status: 'paid' | 'failed' | 'created' | 'expired', modal: BookingPaidReply['modal']): BookingPaidReply {
  return {
    booking: booking({ pay_at_hotel: false, hold_expires_at: '2030-04-20T10:15:00.000Z' }),
    payment: { order_id: 'sbx_1', purpose: 'booking', status, amount: 492_800, refunded_amount: 0, currency_code: 'INR', mode: 'UPI' },
    modal,
  };
}

const links = {
  retryAction: '/booking-paid?bookingToken=b',
  bookingHref: '/booking/NV7Q4K2M?token=t',
  checkAgainHref: '/booking-paid?bookingToken=b',
  onClose: () => undefined,
};

describe('PaymentResultDialog', () => {
  it('paymentSuccess: the amount and the mode paid, and the way to the booking', () => {
    renderWithIntl(<PaymentResultDialog result={result('paid', 'paymentSuccess')} {...links} />);
    const dialog = screen.getByRole('dialog', { name: 'Payment successful' });
    expect(within(dialog).getByRole('status').textContent).toBe('We received ₹4,928 by UPI. Your booking is confirmed.');
    expect(within(dialog).getByRole('link', { name: 'View booking' }).getAttribute('href')).toBe(links.bookingHref);
  });

  it('paymentStatus after a failure: no money taken, the hold, and retryPayment posting to the page', () => {
    renderWithIntl(<PaymentResultDialog result={result('failed', 'paymentStatus')} {...links} />);
    const dialog = screen.getByRole('dialog', { name: 'Your payment did not go through' });
    expect(within(dialog).getByRole('alert').textContent).toContain('no money was taken');
    expect(dialog.textContent).toContain('Your rooms are held until');
    const retry = within(dialog).getByRole('button', { name: 'Retry payment' });
    const form = retry.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(links.retryAction);
    expect((form?.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe('retryPayment');
  });

  it('paymentStatus while the bank has not answered: check again, no retry', () => {
    renderWithIntl(<PaymentResultDialog result={result('created', 'paymentStatus')} {...links} />);
    const dialog = screen.getByRole('dialog', { name: 'Waiting for your bank' });
    expect(within(dialog).getByRole('link', { name: 'Check again' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Retry payment' })).toBeNull();
  });

  it('an expired hold says the rooms were released', () => {
    renderWithIntl(<PaymentResultDialog result={result('expired', 'paymentStatus')} {...links} />);
    expect(screen.getByRole('dialog', { name: 'The time to pay ran out' }).textContent).toContain('The rooms were released.');
  });
});
