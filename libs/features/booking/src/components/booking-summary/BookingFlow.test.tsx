import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Booking } from '@stays/api-client';
import { DIAL_COUNTRIES, booking, stay } from '../../testing/fixtures';
import { fakeApi, type FakeReply, type RecordedRequest } from '../../testing/fake-api';
import { renderWithIntl } from '../../testing/render-with-intl';
import type { BookableStay } from '../../utils/bookable-stay';
import { BookingFlow, type BookingFlowModal } from './BookingFlow';

function Harness({
  bookable,
  api,
  onBooked,
  onlinePayment = false,
  csrfToken = null,
  deviseRole,
}: {
  bookable: BookableStay;
  api: ReturnType<typeof fakeApi>['api'];
  onBooked: (booking: Booking) => void;
  onlinePayment?: boolean;
  csrfToken?: string | null;
  deviseRole?: string;
}) {
  const [modal, setModal] = useState<BookingFlowModal | null>('bookingSummary');
  return (
    <>
      <p>modal: {modal ?? 'closed'}</p>
      <BookingFlow
        stay={bookable}
        api={api}
        countries={DIAL_COUNTRIES}
        defaultDialCode="+91"
        modal={modal}
        onModalChange={setModal}
        onBooked={onBooked}
        onlinePayment={onlinePayment}
        csrfToken={csrfToken}
        deviseRole={deviseRole}
      />
    </>
  );
}

function setup(
  answer: (index: number, request: RecordedRequest) => FakeReply,
  bookable = stay(),
  extra: { onlinePayment?: boolean; csrfToken?: string; deviseRole?: string } = {},
) {
  const server = fakeApi((request, index) => answer(index, request));
  const onBooked = vi.fn();
  renderWithIntl(<Harness bookable={bookable} api={server.api} onBooked={onBooked} {...extra} />);
  return { server, onBooked };
}

/** validatecoupon's answer for the Deluxe Double (440 000 paise, 52 800 tax on top): 10 % off, the tax on what is left. */
const welcomeQuote = {
  code: 'WELCOME10',
  description: '10% off',
  discount_type: 'percentage',
  discount_value: 10,
  currency_code: 'INR',
  price_before_coupon: 440_000,
  discount_amount: 44_000,
  price_after_coupon: 396_000,
  total_before_coupon: 492_800,
  taxes_after_coupon: 47_500,
  total_after_coupon: 443_500,
  room_category_id: 1,
};

const couponThenBooking =
  (coupon: FakeReply) =>
  (_index: number, request: RecordedRequest): FakeReply =>
    request.url.pathname === '/api/pwa/validatecoupon' ? coupon : ok();

const bookingRequest = (server: { requests: RecordedRequest[] }) => server.requests.find((request) => request.url.pathname === '/api/pwa/createBooking');

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

  it('the mobile number field stops at the chosen dial code’s longest phone (+91: 10 digits, +31: 9), pasted text included', () => {
    setup(ok);
    const phone = screen.getByLabelText('Mobile number') as HTMLInputElement;
    expect(phone.maxLength).toBe(10);
    fireEvent.change(phone, { target: { value: '9876543210' } });
    expect(fireEvent.keyDown(phone, { key: '1' })).toBe(false);
    fireEvent.change(screen.getByRole('combobox', { name: 'Country code' }), { target: { value: '+31' } });
    expect(phone.maxLength).toBe(9);
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
      user: { first_name: 'Asha Verma', country_code: '+91', phone: '9876543210', email: 'asha@example.com', devise_role: 'Consumer_Guest' },
      booking: { hotel_id: 1234, room_category_id: 1, checkin: '2030-05-01', checkout: '2030-05-03', rooms_config: '1,2,0,0,0', payment_mode: 'pay_at_hotel' },
      request_type: 'NEW',
      source: 'Web Booking',
    });
    expect(onBooked.mock.calls[0]?.[0]).toMatchObject({ invoice_no: 'NV7Q4K2M' });
  });

  it('carries the campaign the guest arrived from, kept in the utm cookie, as utm_source', async () => {
    const utm = encodeURIComponent(JSON.stringify({ utm_source: 'spring-newsletter', gclid: 'g-1', saved_at: Date.now() - 60_000 }));
    document.cookie = `utm=${utm}; path=/`;
    try {
      const { server, onBooked } = setup(ok);
      fillContact();
      fireEvent.click(screen.getByRole('button', { name: 'Book' }));
      await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
      expect((bookingRequest(server)?.body as { booking: Record<string, unknown> }).booking).toMatchObject({ utm_source: 'spring-newsletter' });
    } finally {
      document.cookie = 'utm=; max-age=0; path=/';
    }
  });

  it('sends the site’s device role with the guest', async () => {
    const { server, onBooked } = setup(ok, stay(), { deviseRole: 'Partner_Guest' });
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(server.requests[0]?.body).toMatchObject({ user: { devise_role: 'Partner_Guest' } });
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

  it.each([
    ['UNPAID_HOLDS_LIMIT', 429, 'You already have bookings waiting for payment. Pay for one, or let it expire, before booking another.'],
    ['UNPAID_HOLD_TOO_LARGE', 422, 'Without signing in, fewer rooms of this kind can wait for payment at once. Sign in, or book fewer rooms.'],
    ['RATE_LIMITED', 429, 'Too many bookings from this connection. Please wait a few minutes and try again.'],
    ['DATABASE_UNAVAILABLE', 503, 'We could not complete your booking just now. Please try again in a few seconds.'],
  ])('says why when createBooking refuses with %s', async (code, status, text) => {
    setup(() => ({ status, body: { statusCode: status, code, message: 'server text' } }));
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'We could not complete your booking' });
    expect(within(dialog).getByRole('alert').textContent).toBe(text);
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

  it('carries the hotel page’s coupon: checked for the chosen room, priced like the page, sent with the guest’s anti-forgery token', async () => {
    const { server, onBooked } = setup(couponThenBooking({ status: 200, body: welcomeQuote }), stay({ couponCode: 'welcome10' }), { csrfToken: 'csrf-1' });
    const dialog = screen.getByRole('dialog', { name: 'Complete your booking' });
    await waitFor(() => expect(within(dialog).getByTestId('summary-coupon').textContent).toBe('−₹440'));
    expect(within(dialog).getByText(/Coupon WELCOME10/)).toBeTruthy();
    // 4,400 − 440 = 3,960 and 12 % on top of it in whole rupees (₹475.20 → ₹475): 4,435, what the booking will charge;
    // no line alone shows paise.
    expect(within(dialog).getByText('Taxes and fees').nextElementSibling?.textContent).toBe('₹475');
    expect(within(dialog).getByTestId('summary-total').textContent).toBe('₹4,435');
    const check = server.requests[0];
    expect(check?.url.pathname).toBe('/api/pwa/validatecoupon');
    expect(check?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(check?.body).toMatchObject({ code: 'WELCOME10', hotel_id: 1234, room_category_id: 1, rooms_config: '1,2,0,0,0' });
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    const request = bookingRequest(server);
    expect(request?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect((request?.body as { booking: Record<string, unknown> }).booking).toMatchObject({ coupon_code: 'WELCOME10', payment_mode: 'pay_at_hotel' });
  });

  it('prices and books with the hotel page’s deal: the coupon check and the booking name it, so the charge is the price shown', async () => {
    const { server, onBooked } = setup(couponThenBooking({ status: 200, body: welcomeQuote }), stay({ couponCode: 'WELCOME10', dealId: 2 }), {
      csrfToken: 'csrf-1',
    });
    await waitFor(() => expect(server.requests[0]?.body).toMatchObject({ code: 'WELCOME10', hotel_id: 1234, deal_id: 2 }));
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect((bookingRequest(server)?.body as { booking: Record<string, unknown> }).booking).toMatchObject({ deal_id: 2, coupon_code: 'WELCOME10' });
  });

  it('books without the coupon once the guest removes it, at the price without it', async () => {
    const { server, onBooked } = setup(couponThenBooking({ status: 200, body: welcomeQuote }), stay({ couponCode: 'WELCOME10' }), { csrfToken: 'csrf-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove coupon' }));
    expect(screen.queryByTestId('summary-coupon')).toBeNull();
    expect(screen.getByTestId('summary-total').textContent).toBe('₹4,928');
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect((bookingRequest(server)?.body as { booking: Record<string, unknown> }).booking).not.toHaveProperty('coupon_code');
  });

  it('shows the server’s reason when the coupon cannot be used, and books at the full price', async () => {
    const refused: FakeReply = { status: 422, body: { statusCode: 422, code: 'COUPON_LIMIT_REACHED', message: 'You have already used this coupon.' } };
    const { server, onBooked } = setup(couponThenBooking(refused), stay({ couponCode: 'WELCOME10' }), { csrfToken: 'csrf-1' });
    expect(await screen.findByText('Coupon WELCOME10 is not applied: You have already used this coupon.')).toBeTruthy();
    expect(screen.getByTestId('summary-total').textContent).toBe('₹4,928');
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect((bookingRequest(server)?.body as { booking: Record<string, unknown> }).booking).not.toHaveProperty('coupon_code');
  });

  it('does not ask about a coupon for a guest who is not signed in', () => {
    const { server } = setup(ok, stay({ couponCode: 'WELCOME10' }));
    expect(screen.queryByText(/WELCOME10/)).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('pays part online: at least 25 % of the total, refused below with the spec’s message, sent in minor units', async () => {
    const { server, onBooked } = setup(ok, stay(), { onlinePayment: true });
    fillContact();
    fireEvent.click(screen.getByRole('radio', { name: /Pay online now/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Pay part now (at least 25%), the rest later' }));
    const amount = screen.getByLabelText('Amount to pay now');
    expect(screen.getByText('Between ₹1,232 and ₹4,928')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByText('Minimum amount to be paid is greater than ₹ 1,232')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByText("Amount can't be greater than ₹ 4,928")).toBeTruthy();
    expect(server.requests).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '1232' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(bookingRequest(server)?.body).toMatchObject({ booking: { payment_mode: 'online' }, payments: { from_payment_method: { amount: 123_200 } } });
  });
});
