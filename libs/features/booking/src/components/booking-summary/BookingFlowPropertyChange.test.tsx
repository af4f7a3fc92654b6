import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Booking } from '@stays/api-client';
import { DIAL_COUNTRIES, booking, stay } from '../../testing/fixtures';
import { fakeApi, type FakeReply, type RecordedRequest } from '../../testing/fake-api';
import { renderWithIntl } from '../../testing/render-with-intl';
import { heldPropertyChange, holdPropertyChange, releasePropertyChange } from '../../utils/property-change-session';
import { useHeldPropertyChange } from '../modify-property/use-held-property-change';
import { BookingFlow, type BookingFlowModal } from './BookingFlow';

/** The hotel page's wiring: the id held in the session, read after mount, and the booking flow over it. */
function Harness({ api, onBooked }: { api: ReturnType<typeof fakeApi>['api']; onBooked: (booking: Booking) => void }) {
  const [modal, setModal] = useState<BookingFlowModal | null>('bookingSummary');
  const held = useHeldPropertyChange();
  return (
    <BookingFlow
      stay={stay()}
      api={api}
      countries={DIAL_COUNTRIES}
      defaultDialCode="+91"
      modal={modal}
      onModalChange={setModal}
      onBooked={onBooked}
      propertyChange={{ bookingId: held.bookingId, onStop: held.stop }}
    />
  );
}

function setup(answer: (request: RecordedRequest, index: number) => FakeReply) {
  const server = fakeApi(answer);
  const onBooked = vi.fn();
  renderWithIntl(<Harness api={server.api} onBooked={onBooked} />);
  return { server, onBooked };
}

function fillContactAndBook() {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Verma' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } });
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('button', { name: 'Book' }));
}

const booked = (): FakeReply => ({ status: 201, body: { ...booking({ invoice_no: 'NVNEW0001', request_type: 'PROPERTY_CHANGE' }), redirectUrl: null } });

afterEach(() => releasePropertyChange());

describe('booking while a property change is held in the session', () => {
  it('says which booking is being changed, books a PROPERTY_CHANGE of it, and lets the held id go once booked', async () => {
    holdPropertyChange('NVOLD0001');
    const { server, onBooked } = setup(booked);
    expect((await screen.findByRole('status')).textContent).toContain('Changing the property of booking NVOLD0001');
    fillContactAndBook();
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(server.requests[0]?.body).toMatchObject({ request_type: 'PROPERTY_CHANGE', booking: { hotel_id: 1234, old_invoice_no: 'NVOLD0001' } });
    expect(heldPropertyChange()).toBeNull();
  });

  it('books a NEW booking after the guest stops the change from the banner', async () => {
    holdPropertyChange('NVOLD0001');
    const { server, onBooked } = setup(booked);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop changing' }));
    expect(screen.queryByText('Changing the property of booking NVOLD0001')).toBeNull();
    expect(heldPropertyChange()).toBeNull();
    fillContactAndBook();
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(server.requests[0]?.body).toMatchObject({ request_type: 'NEW' });
    expect((server.requests[0]?.body as { booking: Record<string, unknown> }).booking).not.toHaveProperty('old_invoice_no');
  });

  it("explains a refusal of the old booking (another guest's phone) and offers to stop changing, then books it as new", async () => {
    holdPropertyChange('NVOLD0001');
    const { server, onBooked } = setup((_request, index) =>
      index === 0
        ? { status: 404, body: { statusCode: 404, code: 'BOOKING_NOT_FOUND', message: 'old_invoice_no: no booking of this guest has that number' } }
        : booked(),
    );
    await screen.findByText('Changing the property of booking NVOLD0001');
    fillContactAndBook();
    const dialog = await screen.findByRole('dialog', { name: 'We could not complete your booking' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Booking NVOLD0001 was made with another phone number. Book with that number, or stop changing the property.',
    );
    expect(heldPropertyChange()).toBe('NVOLD0001');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop changing' }));
    expect(heldPropertyChange()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(server.requests[1]?.body).toMatchObject({ request_type: 'NEW' });
  });

  it('says when the old booking can no longer be changed', async () => {
    holdPropertyChange('NVOLD0001');
    setup(() => ({ status: 409, body: { statusCode: 409, code: 'BOOKING_NOT_MODIFIABLE', message: 'booking NVOLD0001 cannot be changed' } }));
    await screen.findByText('Changing the property of booking NVOLD0001');
    fillContactAndBook();
    const dialog = await screen.findByRole('dialog', { name: 'We could not complete your booking' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Booking NVOLD0001 can no longer be changed. Stop changing the property to book this stay as a new booking.',
    );
  });
});
