import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Booking } from '@stays/api-client';
import { DIAL_COUNTRIES, booking, stay } from '../../testing/fixtures';
import { fakeApi, type FakeReply } from '../../testing/fake-api';
import { renderWithIntl } from '../../testing/render-with-intl';
import type { BookableStay } from '../../utils/bookable-stay';
import { BookingFlow, type BookingFlowModal } from './BookingFlow';

function Harness({ bookable, api, onBooked, onlinePayment = false }: { bookable: BookableStay; api: ReturnType<typeof fakeApi>['api']; onBooked: (booking: Booking) => void; onlinePayment?: boolean }) {
  const [modal, setModal] = useState<BookingFlowModal | null>('bookingSummary');
  return (
    <>
      <p>modal: {modal ?? 'closed'}</p>
      <BookingFlow stay={bookable} api={api} countries={DIAL_COUNTRIES} defaultDialCode="+91" modal={modal} onModalChange={setModal} onBooked={onBooked} onlinePayment={onlinePayment} />
    </>
  );
}

function setup(answer: (index: number) => FakeReply, bookable = stay()) {
  const server = fakeApi((_request, index) => answer(index));
  const onBooked = vi.fn();
  renderWithIntl(<Harness bookable={bookable} api={server.api} onBooked={onBooked} />);
  return { server, onBooked };
}

function fillContact() {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Verma' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
}

const ok = (): FakeReply => ({ status: 201, body: { ...booking(), redirectUrl: null } });

describe('BookingFlow (bookingSummary)', () => {
  it('shows the stay, the selected bookable room and the price lines of the page', () => {
    setup(ok);
    const dialog = screen.getByRole('dialog', { name: 'Complete your booking' });
    expect(within(dialog).getByRole('heading', { name: 'Nivaas Residency Colaba' })).toBeTruthy();
    expect(within(dialog).getByText(/2 nights · 1 room · 2 guests/)).toBeTruthy();
    const room = within(dialog).getByLabelText('Room') as HTMLSelectElement;
    expect(room.value).toBe('1');
    expect([...room.options].map((option) => option.text)).toEqual(['Deluxe Double', 'Premium King']);
    // 5,600 before the discount, 1,200 discount, 528 taxes (exclusive display), 4,928 in total.
    expect(dialog.textContent).toContain('₹5,600');
    expect(dialog.textContent).toContain('−₹1,200');
    expect(dialog.textContent).toContain('₹528');
    expect(dialog.textContent).toContain('Total to pay₹4,928');
  });

  it('checks the contact with the spec rules before calling the API', () => {
    const { server } = setup(ok);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '5876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByText('Please enter your first and last name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    // +91 numbers start with 6, 7, 8 or 9.
    expect(screen.getByText('Please enter a valid mobile number')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('books once with one Idempotency-Key even when Book is clicked twice', async () => {
    const { server, onBooked } = setup(ok);
    fillContact();
    server.hold();
    const book = screen.getByRole('button', { name: 'Book' });
    fireEvent.click(book);
    fireEvent.click(book);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    server.release();
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/api/pwa/createBooking');
    expect(request?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(request?.body).toEqual({
      user: { first_name: 'Asha Verma', country_code: '+91', phone: '9876543210', email: 'asha@example.com' },
      booking: { hotel_id: 1234, room_category_id: 1, checkin: '2030-05-01', checkout: '2030-05-03', rooms_config: '1,2,0,0,0', payment_mode: 'pay_at_hotel' },
      source: 'Web Booking',
    });
    expect(onBooked.mock.calls[0]?.[0]).toMatchObject({ invoice_no: 'NV7Q4K2M' });
  });

  it('shows bookingError when the rooms are gone, with a way back to edit', async () => {
    const { server } = setup(() => ({ status: 409, body: { statusCode: 409, code: 'ROOMS_UNAVAILABLE', message: 'gone' } }));
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'We could not complete your booking' });
    expect(within(dialog).getByRole('alert').textContent).toBe('These rooms were just booked by another guest. Please choose another room or other dates.');
    expect(screen.getByText('modal: bookingError')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit details' }));
    // The form kept what the guest typed.
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Asha Verma');
    expect(server.requests).toHaveLength(1);
  });

  it('retries a failed attempt with the same Idempotency-Key', async () => {
    const { server, onBooked } = setup((index) => (index === 0 ? { status: 503, body: { statusCode: 503, code: 'UNAVAILABLE', message: 'down' } } : ok()));
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'We could not complete your booking' });
    expect(within(dialog).getByRole('alert').textContent).toBe('something went wrong');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers.get('idempotency-key')).toBe(server.requests[0]?.headers.get('idempotency-key'));
  });

  it('disables pay at the property with the reason when the hotel has no_postpaid', () => {
    setup(ok, stay({ noPostpaid: true }));
    const payAtHotel = screen.getByRole('radio', { name: /Pay at the property/ }) as HTMLInputElement;
    expect(payAtHotel.disabled).toBe(true);
    expect(screen.getByText('This property does not accept payment at the property')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Book' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables pay at the property above the room limit and says the limit', () => {
    setup(ok, stay({ rooms: 4, guests: 4 }));
    expect((screen.getByRole('radio', { name: /Pay at the property/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Pay at hotel is available for at most 3 rooms')).toBeTruthy();
  });

  it('says so when no room can be booked for the stay', () => {
    setup(ok, stay({ categories: stay().categories.filter((candidate) => candidate.isSoldOut) }));
    expect(screen.getByText('No room is available for these dates. Please change your dates or guests.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  });
});
