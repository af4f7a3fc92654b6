import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { AppIntlProvider } from '@stays/ui';
import { DIAL_COUNTRIES, stay } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { renderWithIntl } from '../../testing/render-with-intl';
import type { BookingGuest } from '../../utils/signed-in-guest';
import { BookingFlow } from './BookingFlow';

const vikram: BookingGuest = { name: 'Vikram Mehta', email: 'vikram.mehta@example.com', dialCode: '+31', phone: '612345678' };

function flow(guest: BookingGuest | null) {
  const { api } = fakeApi(() => ({ status: 500, body: {} }));
  return (
    <BookingFlow
      stay={stay()}
      api={api}
      countries={DIAL_COUNTRIES}
      defaultDialCode="+91"
      modal="bookingSummary"
      onModalChange={vi.fn()}
      onBooked={vi.fn()}
      guest={guest}
    />
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

describe('the booking form of a signed-in guest', () => {
  it('starts with their name, email, country code and mobile number', () => {
    renderWithIntl(flow(vikram));
    expect(field('Full name').value).toBe('Vikram Mehta');
    expect(field('Email').value).toBe('vikram.mehta@example.com');
    expect(field('Country code').value).toBe('+31');
    expect(field('Mobile number').value).toBe('612345678');
  });

  it('fills in the guest known only after the form opened, keeping what the guest already typed', () => {
    const view = renderWithIntl(flow(null));
    expect(field('Full name').value).toBe('');
    fireEvent.change(field('Full name'), { target: { value: 'Vikram M Mehta' } });
    view.rerender(
      <AppIntlProvider locale="en" messages={{}} timeZone="Asia/Kolkata">
        {flow(vikram)}
      </AppIntlProvider>,
    );
    expect(field('Full name').value).toBe('Vikram M Mehta');
    expect(field('Email').value).toBe('vikram.mehta@example.com');
    expect(field('Country code').value).toBe('+31');
    expect(field('Mobile number').value).toBe('612345678');
  });
});
