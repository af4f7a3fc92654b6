import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { booking } from '../../testing/fixtures';
import { renderWithIntl } from '../../testing/render-with-intl';
import { CancellationConfirmDialog } from './CancellationConfirmDialog';
import { CancellationReasonsDialog } from './CancellationReasonsDialog';

const noop = () => undefined;

describe('bookingCancellationReasons', () => {
  it('asks for one of the reasons and carries the booking access and the next modal in its GET form', () => {
    renderWithIntl(<CancellationReasonsDialog action="/booking/NV7Q4K2M" access={{ token: 't' }} onClose={noop} />);
    const dialog = screen.getByRole('dialog', { name: 'Why are you cancelling?' });
    const reasons = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(reasons.map((reason) => reason.value)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(reasons.every((reason) => reason.required)).toBe(true);
    const form = dialog.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ token: 't', modal: 'bookingCancellation' });
  });
});

describe('bookingCancellation', () => {
  it('shows the booking, the reason, the charge and refund of cancelling now, and confirms with a POST', () => {
    renderWithIntl(
      <CancellationConfirmDialog
        booking={booking()}
        reason="2"
        action="/booking/NV7Q4K2M?token=t&modal=bookingCancellation&reason=2"
        estimate={{ chargeMinor: 220_000, refundMinor: 0, freeUntil: null }}
        keepHref="/booking/NV7Q4K2M?token=t"
        onClose={noop}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog.textContent).toContain('Booking NV7Q4K2M at Nivaas Residency Colaba');
    expect(dialog.textContent).toContain('Reason: I found a better price');
    expect(within(dialog).getByText('Cancellation charge').nextElementSibling?.textContent).toBe('₹2,200');
    expect(within(dialog).getByText('Refund').nextElementSibling?.textContent).toBe('₹0');
    const form = within(dialog).getByRole('button', { name: 'Yes, cancel booking' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ intent: 'cancel', reason: '2' });
    expect(within(dialog).getByRole('link', { name: 'Keep booking' }).getAttribute('href')).toBe('/booking/NV7Q4K2M?token=t');
  });

  it('says until when cancelling is free and shows the failure of the last attempt', () => {
    renderWithIntl(
      <CancellationConfirmDialog
        booking={booking()}
        reason="1"
        action="/booking/NV7Q4K2M"
        estimate={{ chargeMinor: 0, refundMinor: 0, freeUntil: '2030-05-01T03:30:00.000Z' }}
        error="This booking can no longer be cancelled."
        keepHref="/booking/NV7Q4K2M"
        onClose={noop}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog.textContent).toContain('Free cancellation until May 1, 2030, 9:00 AM.');
    expect(dialog.textContent).toContain('This booking can no longer be cancelled.');
  });
});
