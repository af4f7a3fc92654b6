import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppIntlProvider } from '@stays/ui';
import { checkInServerHtml, cleanUpServerHtml, renderServerHtml, typeIntoServerHtml } from '@stays/ui/testing';
import { DIAL_COUNTRIES, booking, category, stay } from '../../testing/fixtures';
import { fakeApi, type FakeReply } from '../../testing/fake-api';
import { renderWithIntl } from '../../testing/render-with-intl';
import type { BookableStay } from '../../utils/bookable-stay';
import { BookingFlow, type BookingFlowModal } from './BookingFlow';
import { holdPropertyChange, holdPropertyChangeExtras, releasePropertyChange } from '../../utils/property-change-session';

afterEach(() => {
  cleanUpServerHtml();
  releasePropertyChange();
});

/** The Deluxe Double (4,400 + 528 tax, 2 nights, 1 room) offering breakfast at 450 and dinner at 900 per room per night; early check-in 500. */
function withExtras(): BookableStay {
  const services = [
    { code: 'breakfast' as const, included: false, price: 45_000 },
    { code: 'dinner' as const, included: false, price: 90_000 },
    { code: 'lunch' as const, included: true, price: null },
  ];
  return stay({
    earlyCheckin: { fromTime: '09:00', chargePerRoom: 50_000 },
    categories: [category({ services }), category({ id: 2, name: 'Premium King', services: [] })],
  });
}

const ok = (): FakeReply => ({ status: 201, body: { ...booking(), redirectUrl: null } });

function Harness({ bookable, api }: { bookable: BookableStay; api: ReturnType<typeof fakeApi>['api'] }) {
  const [modal, setModal] = useState<BookingFlowModal | null>('bookingSummary');
  return <BookingFlow stay={bookable} api={api} countries={DIAL_COUNTRIES} defaultDialCode="+91" modal={modal} onModalChange={setModal} onBooked={vi.fn()} />;
}

describe('meals and early check-in in the booking summary', () => {
  it('offers the priced meals and early check-in, and the total follows each tick with its tax, as createBooking charges it', async () => {
    const server = fakeApi(ok);
    renderWithIntl(<Harness bookable={withExtras()} api={server.api} />);
    const dialog = screen.getByRole('dialog', { name: 'Complete your booking' });
    const extras = within(dialog).getByRole('group', { name: 'Meals and early check-in' });
    // Lunch is included in the room: nothing to choose.
    expect(
      within(extras)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Breakfast: ₹450 per room per night', 'Dinner: ₹900 per room per night', 'Early check-in from 09:00: ₹500 per room']);
    expect(dialog.textContent).toContain('Total to pay₹4,928');

    fireEvent.click(within(extras).getByRole('checkbox', { name: /Breakfast/ }));
    // Breakfast 450 × 2 nights = 900, its 12 % tax 108: 4,928 + 1,008.
    expect(dialog.textContent).toContain('Meals₹900');
    expect(dialog.textContent).toContain('Taxes and fees₹636');
    expect(dialog.textContent).toContain('Total to pay₹5,936');

    fireEvent.click(within(extras).getByRole('checkbox', { name: /Early check-in/ }));
    // Early check-in 500 and its 60 tax.
    expect(dialog.textContent).toContain('Total to pay₹6,496');

    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Verma' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]?.body).toMatchObject({ booking: { services: { meals: ['breakfast'] }, additional_charge_info: { early_checkin: true } } });
  });

  it('drops a meal the other room does not offer, and offers nothing where the hotel offers nothing', () => {
    const server = fakeApi(ok);
    renderWithIntl(<Harness bookable={withExtras()} api={server.api} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Dinner/ }));
    fireEvent.change(screen.getByLabelText('Room'), { target: { value: '2' } });
    expect(screen.queryByRole('checkbox', { name: /Dinner/ })).toBeNull();
    expect(screen.queryByTestId('summary-meals')).toBeNull();
    cleanup();
    renderWithIntl(<Harness bookable={stay()} api={server.api} />);
    expect(screen.queryByRole('group', { name: 'Meals and early check-in' })).toBeNull();
  });

  it('keeps the meals ticked in the server HTML before the page woke up, and books them', async () => {
    const server = fakeApi(ok);
    const form = (
      <AppIntlProvider locale="en" messages={{}} timeZone="Asia/Kolkata">
        <BookingFlow
          stay={withExtras()}
          api={server.api}
          countries={DIAL_COUNTRIES}
          defaultDialCode="+91"
          modal="bookingSummary"
          onModalChange={() => undefined}
          onBooked={vi.fn()}
        />
      </AppIntlProvider>
    );
    const { page, hydrate } = renderServerHtml(form);
    checkInServerHtml(page.querySelector<HTMLInputElement>('input[name="meals"][value="breakfast"]'));
    checkInServerHtml(page.querySelector<HTMLInputElement>('input[name="meals"][value="dinner"]'));
    typeIntoServerHtml(page.querySelector<HTMLInputElement>('input[name="name"]'), 'Asha Verma');

    await hydrate(form);
    expect(page.textContent).toContain('Meals₹2,700');
    fireEvent.change(page.querySelector('input[name="email"]') as HTMLInputElement, { target: { value: 'asha@example.com' } });
    fireEvent.change(page.querySelector('input[name="phone"]') as HTMLInputElement, { target: { value: '9876543210' } });
    await act(async () => {
      Array.from(page.querySelectorAll('button'))
        .find((button) => button.textContent === 'Book')
        ?.click();
    });
    expect(server.requests[0]?.body).toMatchObject({ booking: { services: { meals: ['breakfast', 'dinner'] } } });
  });

  it('a change of property ticks the old booking’s meals and early check-in again where the new room offers them, priced in the total', async () => {
    holdPropertyChange('NVOLD0001');
    holdPropertyChangeExtras({ meals: ['breakfast', 'lunch'], earlyCheckin: true });
    const server = fakeApi(ok);
    renderWithIntl(
      <BookingFlow
        stay={withExtras()}
        api={server.api}
        countries={DIAL_COUNTRIES}
        defaultDialCode="+91"
        modal="bookingSummary"
        onModalChange={() => undefined}
        onBooked={vi.fn()}
        propertyChange={{ bookingId: 'NVOLD0001', onStop: () => undefined }}
      />,
    );
    await waitFor(() => expect((screen.getByRole('checkbox', { name: /Breakfast/ }) as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('checkbox', { name: /Early check-in/ }) as HTMLInputElement).checked).toBe(true);
    // 4,928 + breakfast 900 and early check-in 500, with 12 % on both.
    expect(screen.getByTestId('summary-total').textContent).toBe('₹6,496');
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Verma' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(server.requests).toHaveLength(1));
    // Lunch is included in the new room: nothing to book for it.
    expect(server.requests[0]?.body).toMatchObject({
      request_type: 'PROPERTY_CHANGE',
      booking: { old_invoice_no: 'NVOLD0001', services: { meals: ['breakfast'] }, additional_charge_info: { early_checkin: true } },
    });
  });
});
