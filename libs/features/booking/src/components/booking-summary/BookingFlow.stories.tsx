import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '@stays/ui';
import { modalDialogParameters } from '@stays/ui/storybook';
import { fakeApi, type FakeReply } from '../../testing/fake-api';
import { DIAL_COUNTRIES, stay } from '../../testing/fixtures';
import { storyWallet, welcomeQuote } from '../../testing/story-fixtures';
import { BookingFlow, type BookingFlowModal, type BookingFlowProps } from './BookingFlow';

/** An API whose createBooking answers `reply` (validatecoupon applies WELCOME10); without one, the booking stays on its way. */
function bookingApi(reply?: FakeReply) {
  const fake = fakeApi((request) =>
    request.url.pathname.endsWith('/validatecoupon') ? { status: 200, body: welcomeQuote } : (reply ?? { status: 500, body: null }),
  );
  if (!reply) fake.hold();
  return fake.api;
}

const asha = { name: 'Asha Verma', email: 'asha@example.com', dialCode: '+91', phone: '9876543210' };

/** The flow as the hotel page holds it: ?modal= in state, and its Continue to book to open it again. */
function OnTheHotelPage(props: Omit<BookingFlowProps, 'modal' | 'onModalChange' | 'onBooked'>) {
  const [modal, setModal] = useState<BookingFlowModal | null>('bookingSummary');
  return (
    <>
      <Button onClick={() => setModal('bookingSummary')}>Continue to book</Button>
      <BookingFlow {...props} modal={modal} onModalChange={setModal} onBooked={() => setModal(null)} />
    </>
  );
}

/** Submits the booking form as the guest would, then waits for the error dialog's message. */
async function submitAndFail({ canvasElement }: { canvasElement: HTMLElement }) {
  canvasElement.querySelector('form')?.requestSubmit();
  await waitFor(() => expect(canvasElement.querySelector('dialog [role="alert"]')).not.toBeNull());
}

const meta: Meta<typeof OnTheHotelPage> = {
  title: 'Booking/BookingFlow',
  component: OnTheHotelPage,
  parameters: modalDialogParameters,
  args: { stay: stay(), api: bookingApi(), countries: DIAL_COUNTRIES, defaultDialCode: '+91', onlinePayment: true },
};
export default meta;
type Story = StoryObj<typeof OnTheHotelPage>;

/** A guest who is not signed in: an empty contact, no coupon, no wallet. */
export const Guest: Story = {};
/** Signed in, with the hotel page's WELCOME10 checked again and the wallet offered. */
export const SignedInWithCouponAndWallet: Story = {
  args: { guest: asha, csrfToken: 'story-csrf', stay: stay({ couponCode: 'WELCOME10' }), wallet: storyWallet, wizardMember: true },
};
/** The booking could not be made: Try again keeps the same Idempotency-Key. */
export const BookingFailed: Story = {
  args: { guest: asha, api: bookingApi({ status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'booking failed' } }) },
  play: async ({ canvasElement }) => {
    await submitAndFail({ canvasElement });
  },
};
/** The last room went meanwhile: back to the form to choose another, no retry. */
export const RoomsGone: Story = {
  args: { guest: asha, api: bookingApi({ status: 409, body: { statusCode: 409, code: 'ROOMS_UNAVAILABLE', message: 'sold out' } }) },
  play: async ({ canvasElement }) => {
    await submitAndFail({ canvasElement });
  },
};
