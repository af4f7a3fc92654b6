import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { booking } from '../../testing/fixtures';
import { renderWithIntl } from '../../testing/render-with-intl';
import { BookingExtrasForm, type BookingExtrasOffer } from './BookingExtrasForm';

/** Two nights, one room in India (12 % on top): dinner booked at 900 a night (1,800), breakfast offered at 450. */
const withDinner = booking({
  nights_count: 2,
  final_amount: 600_000 + 180_000 + 21_600,
  services: {
    meals: ['dinner'],
    meals_amount: 180_000,
    meal_bookings: [
      { meal_booking_id: 1, category_code: 'lunch', guest_count: 2, amount: 0, status: 'Cancelled' },
      { meal_booking_id: 2, category_code: 'dinner', guest_count: 2, amount: 180_000, status: 'Confirmed' },
    ],
  },
});
const offer: BookingExtrasOffer = {
  services: [
    { code: 'breakfast', included: false, price: 45_000 },
    { code: 'dinner', included: false, price: 90_000 },
  ],
  earlyCheckin: { fromTime: '08:00', chargePerRoom: 100_000 },
  countryId: 1,
};

describe('BookingExtrasForm (booking page)', () => {
  it('lists each meal booked with its status, and offers to change them while the booking can change', () => {
    renderWithIntl(
      <BookingExtrasForm booking={withDinner} offer={null} action="/booking/NV1" editHref="/booking/NV1?extras=edit" saved={false} error={null} />,
    );
    const section = screen.getByRole('region', { name: 'Meals and early check-in' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lunch: Cancelled', 'Dinner: Confirmed']);
    expect(within(section).getByRole('link', { name: 'Add or change meals and early check-in' }).getAttribute('href')).toBe('/booking/NV1?extras=edit');
  });

  it('shows the new total as meals are ticked, the kept meal at its booked price, and posts intent=extras', () => {
    const { container } = renderWithIntl(
      <BookingExtrasForm booking={withDinner} offer={offer} action="/booking/NV1?token=t" editHref="/booking/NV1?extras=edit" saved={false} error={null} />,
    );
    const dinner = screen.getByRole('checkbox', { name: /Dinner/ }) as HTMLInputElement;
    expect(dinner.checked).toBe(true);
    expect(screen.getByTestId('extras-new-total').textContent).toBe('New total: ₹8,016');
    fireEvent.click(screen.getByRole('checkbox', { name: /Breakfast/ }));
    // Breakfast 450 × 2 nights = 900 and its 108 tax.
    expect(screen.getByTestId('extras-new-total').textContent).toBe('New total: ₹9,024');
    fireEvent.click(dinner);
    fireEvent.click(screen.getByRole('checkbox', { name: /Early check-in/ }));
    // Without the dinner (1,800 + 216), with early check-in (1,000 + 120).
    expect(screen.getByTestId('extras-new-total').textContent).toBe('New total: ₹8,128');
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(new FormData(form ?? undefined).getAll('meals')).toEqual(['breakfast']);
    expect(new FormData(form ?? undefined).get('intent')).toBe('extras');
  });

  it('shows nothing for a booking without meals that can no longer change', () => {
    const { container } = renderWithIntl(
      <BookingExtrasForm booking={booking()} offer={null} action="/booking/NV1" editHref={null} saved={false} error={null} />,
    );
    expect(container.textContent).toBe('');
  });
});
