import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CreateBookingReply, HotelDetails, UserProfile, Wallet } from '@stays/api-client';
import { browserApi } from '@stays/feature-account';
import { BookingFlow, bookableStay, bookingGuestOf, type BookingFlowModal } from '@stays/feature-booking';
import type { SiteContext } from '../../site/site-context';
import { bookingAgreementFor } from './booking-agreement';
import { bookingPagePath } from './booking-urls';
import { dialCountriesFor } from './dial-countries';

/**
 * The hotel page's booking form, mounted in the page's ?modal=bookingSummary slot: a failure turns it into
 * bookingError (the form keeps its values and Idempotency-Key), closing removes the modal from the URL, a booking
 * made goes to its page /booking/{id} or, paid online, to the payment page the reply names.
 */
export function HotelBooking({
  site,
  hotel,
  csrfToken,
  user = null,
  wallet = null,
  wizardMember = false,
  propertyChange,
  timeZone,
  pricedRoomsConfig,
}: {
  site: SiteContext;
  hotel: HotelDetails;
  /** The hotel page's time zone, in which the cancellation deadlines are shown. */
  timeZone: string;
  csrfToken: string | null;
  /** The signed-in guest, whose contact the form starts with; null when not signed in. */
  user?: UserProfile | null;
  wallet?: Wallet | null;
  wizardMember?: boolean;
  /**
   * The rooms the page priced (its loader's rooms_config): booked when the URL names none, so the booking is priced for
   * the rooms shown and not the API's own default of one adult.
   */
  pricedRoomsConfig?: string | undefined;
  /** The booking held in the session that this booking replaces (PROPERTY_CHANGE). */
  propertyChange?: { bookingId: string | null; onStop: () => void };
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [modal, setModal] = useState<BookingFlowModal>('bookingSummary');
  const query = new URLSearchParams(location.search);
  const roomsConfig = query.get('rooms_config') ?? pricedRoomsConfig ?? null;
  // The coupon the hotel page applied travels in the Book link's `coupon` query.
  const coupon = query.get('coupon');
  const stay = useMemo(() => bookableStay(hotel, roomsConfig, coupon), [hotel, roomsConfig, coupon]);
  const countries = useMemo(() => dialCountriesFor(site), [site]);
  const api = useMemo(() => browserApi(site.locale), [site.locale]);
  const agreement = useMemo(() => bookingAgreementFor(site, timeZone), [site, timeZone]);
  const guest = useMemo(
    () =>
      user
        ? bookingGuestOf(
            user,
            countries.map((country) => country.dialCode),
          )
        : null,
    [user, countries],
  );

  const changeModal = useCallback(
    (next: BookingFlowModal | null) => {
      if (next) {
        setModal(next);
        return;
      }
      const params = new URLSearchParams(location.search);
      params.delete('modal');
      const search = params.toString();
      void navigate(`${location.pathname}${search ? `?${search}` : ''}`, { preventScrollReset: true });
    },
    [location.pathname, location.search, navigate],
  );
  const onBooked = useCallback(
    (booking: CreateBookingReply) => {
      // "A booking reply with redirectUrl sends the browser to that path": the payment page of an online booking.
      if (booking.redirectUrl) window.location.assign(booking.redirectUrl);
      else void navigate(bookingPagePath(booking, { booked: true }));
    },
    [navigate],
  );

  return (
    <BookingFlow
      stay={stay}
      api={api}
      countries={countries}
      defaultDialCode={countries[0]?.dialCode ?? '+91'}
      modal={modal}
      onModalChange={changeModal}
      onBooked={onBooked}
      onlinePayment
      deviseRole={site.deviceRole}
      // "source (Web Booking or Mobile Web Booking)" (guest-journey §7): the server saw the guest's device.
      source={site.isMobile ? 'Mobile Web Booking' : 'Web Booking'}
      csrfToken={csrfToken}
      wallet={wallet}
      wizardMember={wizardMember}
      propertyChange={propertyChange}
      guest={guest}
      agreement={agreement}
    />
  );
}
