import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';

/** The status line reads 'Status: …' to a screen reader (the label is visually hidden). */
const statusLine = (text: string) => screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);
import { booking } from '../../testing/fixtures';
import { renderWithIntl } from '../../testing/render-with-intl';
import { BookingDetailsView } from './BookingDetailsView';

const base = {
  micrositeMode: false,
  shareUrl: 'https://nivaas.test/booking/NV7Q4K2M?token=t',
  cancelHref: '/booking/NV7Q4K2M?token=t&modal=bookingCancellationReasons',
};

describe('BookingDetailsView', () => {
  it('shows the booking success state, the status, the stay, the guest and what is left to pay at the property', () => {
    renderWithIntl(<BookingDetailsView booking={booking()} booked {...base} />);
    expect(screen.getByRole('heading', { name: 'Your booking is confirmed' })).toBeTruthy();
    expect(statusLine('Status: Confirmed')).toBeTruthy();
    expect(screen.getByText('NV7Q4K2M')).toBeTruthy();
    expect(screen.getByText('Wed, May 1, 2030, from 12:00 PM')).toBeTruthy();
    expect(screen.getByText('Fri, May 3, 2030, by 11:00 AM')).toBeTruthy();
    expect(screen.getByText('1 room · 2 guests')).toBeTruthy();
    expect(screen.getByText('To pay at the property').nextElementSibling?.textContent).toBe('₹4,928');
    expect(screen.getByText('Not paid yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel booking' }).getAttribute('href')).toBe(base.cancelHref);
    expect(screen.getByRole('button', { name: 'Share booking' })).toBeTruthy();
  });

  it('merges food and beverage bills into one line and names early check-in', () => {
    renderWithIntl(
      <BookingDetailsView
        booking={booking({
          bills_hash: [
            { bill_type: 'food', name: 'Breakfast', amount: 30_000 },
            { bill_type: 'beverage', name: 'Juice', amount: 5_000 },
            { bill_type: 'early_checkin', name: 'Early check-in', amount: 110_000 },
          ],
          early_checkin: true,
        })}
        {...base}
      />,
    );
    expect(screen.getByText('Food & Beverage').nextElementSibling?.textContent).toBe('₹350');
    expect(screen.getByText('Early check-in included').nextElementSibling?.textContent).toBe('₹1,100');
    expect(screen.queryByText('Breakfast')).toBeNull();
  });

  it('hides share and call in microsite mode', () => {
    renderWithIntl(<BookingDetailsView booking={booking()} {...base} micrositeMode hotelPhone="+912212345678" />);
    expect(screen.queryByRole('button', { name: 'Share booking' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Call the property' })).toBeNull();
  });

  it('offers the call button outside microsite mode when the phone is known', () => {
    renderWithIntl(<BookingDetailsView booking={booking()} {...base} hotelPhone="+912212345678" />);
    expect(screen.getByRole('link', { name: 'Call the property' }).getAttribute('href')).toBe('tel:+912212345678');
  });

  it('shows the property’s address, and calls the phone the booking reply carries', () => {
    renderWithIntl(<BookingDetailsView booking={booking()} {...base} />);
    expect(screen.getByText('12 Colaba Causeway, Mumbai 400005')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call the property' }).getAttribute('href')).toBe('tel:+912222845000');
  });

  it('names the tax bill in the guest’s language and lists the room charges once', () => {
    renderWithIntl(
      <BookingDetailsView
        booking={booking({
          bills_hash: [
            { bill_type: 'room', name: 'Room charges', amount: 440_000 },
            { bill_type: 'taxes', name: 'Taxes and fees', amount: 52_800 },
          ],
        })}
        {...base}
      />,
    );
    expect(screen.getAllByText('Room charges')).toHaveLength(1);
    expect(screen.getByText('Taxes and fees').nextElementSibling?.textContent).toBe('₹528');
  });

  it('keeps the discount the booking summary showed: the room before the offer, the offer and coupon as Discount, the total', () => {
    renderWithIntl(
      <BookingDetailsView
        booking={booking({
          total_amount: 440_000,
          slasher_amount: 560_000,
          discount: 44_000,
          final_amount: 443_500,
          bills_hash: [
            { bill_type: 'room', name: 'Room charges', amount: 440_000 },
            { bill_type: 'taxes', name: 'Taxes and fees', amount: 47_500 },
          ],
        })}
        {...base}
      />,
    );
    expect(screen.getByText('Room charges').nextElementSibling?.textContent).toBe('₹5,600');
    // ₹1,200 off the offer's price and the ₹440 coupon: 5,600 − 1,640 + 475 = 4,435.
    expect(screen.getByText('Discount').nextElementSibling?.textContent).toBe('−₹1,640');
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('₹4,435');
  });

  it('tells a held unpaid online booking it awaits payment, until when the rooms are held, not that it is confirmed', () => {
    const held = booking({
      status_key: 7,
      display_status: 'confirmed',
      pay_at_hotel: false,
      get_payment_status_id: 0,
      hold_expires_at: '2030-04-20T10:30:00.000Z',
    });
    renderWithIntl(<BookingDetailsView booking={held} {...base} />);
    expect(statusLine('Status: Awaiting payment')).toBeTruthy();
    expect(screen.getByText(/^Your rooms are held until/).textContent).toMatch(
      /^Your rooms are held until Apr 20, 2030, \d{1,2}:\d{2}.*Pay before then to confirm the booking\.$/,
    );
  });

  it('calls a paid online booking confirmed', () => {
    renderWithIntl(<BookingDetailsView booking={booking({ status_key: 0, pay_at_hotel: false, get_payment_status_id: 2, hold_expires_at: null })} {...base} />);
    expect(statusLine('Status: Confirmed')).toBeTruthy();
    expect(screen.queryByText(/Your rooms are held/)).toBeNull();
  });

  it('offers to change the dates or the property of a booking that can still be changed, and neither once cancelled', () => {
    const links = { modifyDatesHref: '/booking/NV7Q4K2M?token=t&modal=modifyDates', modifyPropertyHref: '/booking/NV7Q4K2M?token=t&modal=modifyProperty' };
    const { unmount } = renderWithIntl(<BookingDetailsView booking={booking()} {...base} {...links} />);
    expect(screen.getByRole('link', { name: 'Change dates' }).getAttribute('href')).toBe(links.modifyDatesHref);
    expect(screen.getByRole('link', { name: 'Change property' }).getAttribute('href')).toBe(links.modifyPropertyHref);
    unmount();
    renderWithIntl(
      <BookingDetailsView booking={booking({ cancellable: false, display_status: 'cancelled', state: 'cancelled', status_key: 3 })} {...base} {...links} />,
    );
    expect(screen.queryByRole('link', { name: 'Change property' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change dates' })).toBeNull();
  });

  it('offers the upgrade of a booking that can move, not of one held for its first payment, and says when it is upgraded', () => {
    const upgradeHref = '/upgrade-booking/NV7Q4K2M?token=t';
    const { unmount } = renderWithIntl(<BookingDetailsView booking={booking()} upgraded {...base} upgradeHref={upgradeHref} />);
    expect(screen.getByRole('link', { name: 'Upgrade your room' }).getAttribute('href')).toBe(upgradeHref);
    expect(screen.getByRole('heading', { name: 'Your room is upgraded' })).toBeTruthy();
    unmount();
    renderWithIntl(
      <BookingDetailsView
        booking={booking({ status_key: 7, state: 'requested', pay_at_hotel: false, hold_expires_at: '2030-04-25T10:15:00.000Z' })}
        {...base}
        upgradeHref={upgradeHref}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Upgrade your room' })).toBeNull();
  });

  it('shows a cancelled booking with its charge and refund, and no way to cancel it again', () => {
    renderWithIntl(
      <BookingDetailsView
        booking={booking({
          status_key: 3,
          state: 'cancelled',
          display_status: 'cancelled',
          cancellable: false,
          get_payment_status_id: 3,
          cancellation_charge: 220_000,
          refunded_amount: 272_800,
          cancelled_at: '2030-04-25T10:00:00.000Z',
        })}
        cancelled
        {...base}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your booking has been cancelled' })).toBeTruthy();
    expect(statusLine('Status: Cancelled')).toBeTruthy();
    expect(screen.getByText('Cancellation charge').nextElementSibling?.textContent).toBe('₹2,200');
    expect(screen.getByText('Refunded').nextElementSibling?.textContent).toBe('₹2,728');
    expect(screen.queryByText('To pay at the property')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cancel booking' })).toBeNull();
  });
});
