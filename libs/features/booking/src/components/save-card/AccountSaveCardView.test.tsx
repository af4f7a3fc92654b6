import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/render-with-intl';
import { AccountSaveCardView } from './AccountSaveCardView';
import { SaveCardResult } from './SaveCardResult';

describe('AccountSaveCardView', () => {
  it('lists the account’s saved cards and posts the card check with the session’s anti-forgery token', () => {
    const { container } = renderWithIntl(
      <AccountSaveCardView cards={[{ id: 3, network: 'Visa', last4: '1111' }]} action="/booking/save-card" csrfToken="csrf-xyz" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Save a card to your account' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Visa ending in 1111');
    const form = container.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/booking/save-card');
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({ intent: 'saveCard', csrf_token: 'csrf-xyz' });
    expect(screen.getByRole('button', { name: 'Save a card' })).toBeTruthy();
  });

  it('says when no card is saved yet', () => {
    renderWithIntl(<AccountSaveCardView cards={[]} action="/booking/save-card" csrfToken="csrf-xyz" />);
    expect(screen.getByText('No card saved yet.')).toBeTruthy();
  });
});

describe('SaveCardResult', () => {
  it('for the account: kept with the account, and back to the saved cards', () => {
    renderWithIntl(<SaveCardResult verified savedTo="account" backHref="/booking/save-card" />);
    expect(screen.getByRole('status').textContent).toBe('It was checked without charging you, and it is kept with your account for your next bookings.');
    expect(screen.getByRole('link', { name: 'Back to your saved cards' }).getAttribute('href')).toBe('/booking/save-card');
  });

  it('for a booking that could not be saved: try again from the booking', () => {
    renderWithIntl(<SaveCardResult verified={false} savedTo="booking" backHref="/booking/NV7Q4K2M" />);
    expect(screen.getByRole('alert').textContent).toMatch(/You can try again from your booking\.$/);
    expect(screen.getByRole('link', { name: 'Back to your booking' }).getAttribute('href')).toBe('/booking/NV7Q4K2M');
  });
});
