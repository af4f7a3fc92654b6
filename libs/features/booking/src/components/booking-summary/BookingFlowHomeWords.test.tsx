import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { StayKindProvider } from '@stays/ui';
import { DIAL_COUNTRIES, stay } from '../../testing/fixtures';
import { fakeApi } from '../../testing/fake-api';
import { renderWithIntl } from '../../testing/render-with-intl';
import { BookingFlow } from './BookingFlow';

describe('the booking form of a holiday home', () => {
  it('books a home, not a room: the stay, the choice and the price line say so', () => {
    const server = fakeApi(() => ({ status: 500, body: {} }));
    renderWithIntl(
      <StayKindProvider kind="home">
        <BookingFlow
          stay={stay()}
          api={server.api}
          countries={DIAL_COUNTRIES}
          defaultDialCode="+31"
          modal="bookingSummary"
          onModalChange={vi.fn()}
          onBooked={vi.fn()}
        />
      </StayKindProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Complete your booking' });
    expect(within(dialog).getByText(/2 nights · 1 home · 2 guests/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Home')).toBeTruthy();
    expect(within(dialog).getByText('Price for 2 nights')).toBeTruthy();
    expect(within(dialog).queryByText(/\broom\b/i)).toBeNull();
  });
});
