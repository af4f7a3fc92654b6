import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { booking } from '../../testing/fixtures';
import { renderWithIntl } from '../../testing/render-with-intl';
import { MyBookingsView } from './MyBookingsView';

describe('MyBookingsView', () => {
  it('lists each booking with its status, dates and price, linking to its page; the current tab is marked', () => {
    renderWithIntl(
      <MyBookingsView
        bookings={[booking(), booking({ invoice_no: 'NVCANCEL1', display_status: 'cancelled', hotel: { ...booking().hotel, name: 'Nivaas Inn Baga' } })]}
        total={23}
        filters={[
          { filter: 'all', href: '/my-booking', current: true },
          { filter: 'cancelled', href: '/my-booking?status=cancelled', current: false },
        ]}
        moreHref="/my-booking?count=40"
        bookingHref={(item) => `/booking/${item.invoice_no}?token=${item.token}`}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My bookings' })).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Show bookings' }));
    expect(tabs.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: 'Cancelled' }).getAttribute('aria-current')).toBeNull();
    const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('h2'));
    expect(items).toHaveLength(2);
    expect(within(items[1] as HTMLElement).getByText('Cancelled')).toBeTruthy();
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'View booking at Nivaas Residency Colaba' })
        .getAttribute('href'),
    ).toBe('/booking/NV7Q4K2M?token=signed-token');
    expect(items[0]?.textContent).toContain('₹4,928');
    expect(screen.getByText('2 of 23')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show more bookings' }).getAttribute('href')).toBe('/my-booking?count=40');
  });

  it('says "Awaiting payment" for an unpaid online booking held for payment, as its booking page does', () => {
    const held = booking({ status_key: 7, state: 'requested', display_status: 'confirmed', pay_at_hotel: false, get_payment_status_id: 0 });
    renderWithIntl(
      <MyBookingsView bookings={[held]} total={1} filters={[{ filter: 'all', href: '/my-booking', current: true }]} moreHref={null} bookingHref={() => ''} />,
    );
    expect(screen.getByText('Awaiting payment')).toBeTruthy();
    expect(screen.queryByText('Confirmed')).toBeNull();
  });

  it('says when a tab has no bookings', () => {
    renderWithIntl(
      <MyBookingsView bookings={[]} total={0} filters={[{ filter: 'all', href: '/bookings', current: true }]} moreHref={null} bookingHref={() => ''} />,
    );
    expect(screen.getByText('No bookings here yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Show more bookings' })).toBeNull();
  });
});
