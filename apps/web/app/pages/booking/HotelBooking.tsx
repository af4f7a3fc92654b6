import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Booking, HotelDetails } from '@stays/api-client';
import { resolveModal } from '@stays/booking-rules';
import { BookingBar, BookingFlow, bookableStay, type BookingFlowModal } from '@stays/feature-booking';
import type { SiteContext } from '../../site/site-context';
import { bookingPagePath } from './booking-urls';
import { dialCountriesFor } from './dial-countries';

const FLOW_MODALS: readonly string[] = ['bookingSummary', 'bookingError'];

/**
 * The hotel page's booking (guest-journey §2 `?modal=bookingSummary`, `bookingError`): 'Book now' opens the
 * summary; a booking made goes to its page /booking/{id}. bookingSummary is not honoured at first load (§2).
 */
export function HotelBooking({ site, hotel }: { site: SiteContext; hotel: HotelDetails }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const isFirstLoad = location.key === 'default';
  const decision = resolveModal(searchParams.get('modal'), { isFirstLoad, bookingSummaryOpen: false, avoidSearchPopup: false });
  const modal = decision.action === 'open' && FLOW_MODALS.includes(decision.modal) ? (decision.modal as BookingFlowModal) : null;
  const stay = useMemo(() => bookableStay(hotel, searchParams.get('rooms_config')), [hotel, searchParams]);
  const countries = useMemo(() => dialCountriesFor(site), [site]);
  const api = useMemo(() => ({ baseUrl: '', locale: site.locale }), [site.locale]);

  const changeModal = useCallback(
    (next: BookingFlowModal | null) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set('modal', next);
          else params.delete('modal');
          return params;
        },
        { preventScrollReset: true, replace: next !== 'bookingSummary' },
      );
    },
    [setSearchParams],
  );
  const onBooked = useCallback((booking: Booking) => navigate(bookingPagePath(booking, { booked: true })), [navigate]);

  return (
    <>
      <BookingBar stay={stay} onBook={() => changeModal('bookingSummary')} />
      <BookingFlow
        stay={stay}
        api={api}
        countries={countries}
        defaultDialCode={countries[0]?.dialCode ?? '+91'}
        modal={modal}
        onModalChange={changeModal}
        onBooked={onBooked}
      />
    </>
  );
}
