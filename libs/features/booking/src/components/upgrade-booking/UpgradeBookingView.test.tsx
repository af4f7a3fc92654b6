import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { EstimateChargeReply } from '@stays/api-client';
import { booking } from '../../testing/fixtures';
import { renderWithIntl } from '../../testing/render-with-intl';
import { UpgradeBookingView, type UpgradeBookingViewProps } from './UpgradeBookingView';

function estimate(overrides: Partial<EstimateChargeReply>): EstimateChargeReply {
  return {
    invoice_no: 'NV7Q4K2M',
    checkin: '2030-05-01',
    checkout: '2030-05-03',
    available: true,
    old_amount: 492_800,
    new_amount: 672_000,
    difference: 179_200,
    amount_to_pay: 0,
    amount_to_refund: 0,
    currency_code: 'INR',
    ...overrides,
  };
}

const base: Omit<UpgradeBookingViewProps, 'booking' | 'options'> = {
  modifiable: true,
  action: '/upgrade-booking/NV7Q4K2M?token=t',
  idempotencyKey: 'key-0123456789abcdef0123456789abcdef',
  bookingHref: '/booking/NV7Q4K2M?token=t',
};

describe('UpgradeBookingView', () => {
  it('shows each better room with its new price and difference, and a form that upgrades to it', () => {
    renderWithIntl(
      <UpgradeBookingView
        {...base}
        booking={booking()}
        options={[
          { roomCategoryId: 2, name: 'Premium King', estimate: estimate({}) },
          { roomCategoryId: 3, name: 'Family Suite', estimate: estimate({ new_amount: 900_000, difference: 407_200 }) },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Upgrade your room' })).toBeTruthy();
    const king = screen.getByRole('heading', { name: 'Premium King' }).closest('li') as HTMLElement;
    expect(within(king).getByText('New price').nextElementSibling?.textContent).toBe('₹6,720');
    expect(within(king).getByText('Price difference').nextElementSibling?.textContent).toBe('+₹1,792');
    // Booked to pay at the property: nothing to pay now, the difference is paid there.
    expect(within(king).queryByText('To pay now')).toBeNull();
    expect(within(king).getByText('The difference is paid at the property.')).toBeTruthy();
    const form = within(king).getByRole('button', { name: 'Upgrade to Premium King' }).closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(base.action);
    expect(Object.fromEntries(new FormData(form))).toEqual({ intent: 'upgrade', room_category_id: '2', idempotencyKey: base.idempotencyKey });
    expect(screen.getByRole('link', { name: 'Back to my booking' }).getAttribute('href')).toBe(base.bookingHref);
  });

  it('shows what a paid online booking pays now or gets back', () => {
    renderWithIntl(
      <UpgradeBookingView
        {...base}
        booking={booking({ pay_at_hotel: false })}
        options={[{ roomCategoryId: 2, name: 'Premium King', estimate: estimate({ amount_to_pay: 179_200 }) }]}
      />,
    );
    expect(screen.getByText('To pay now').nextElementSibling?.textContent).toBe('₹1,792');
    expect(screen.queryByText('The difference is paid at the property.')).toBeNull();
  });

  it('says when no better room is free, and when the booking can no longer be upgraded', () => {
    const { unmount } = renderWithIntl(<UpgradeBookingView {...base} booking={booking()} options={[]} />);
    expect(screen.getByRole('status').textContent).toBe('No better room is free for your dates right now.');
    unmount();
    renderWithIntl(<UpgradeBookingView {...base} modifiable={false} booking={booking({ cancellable: false })} options={[]} error={null} />);
    expect(screen.getByRole('status').textContent).toBe('This booking can no longer be upgraded.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
