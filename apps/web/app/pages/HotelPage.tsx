import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { resolveModal } from '@stays/booking-rules';
import { browserApi, useCurrentUser } from '@stays/feature-account';
import { HotelPageView, pageHref } from '@stays/feature-hotel';
import { PropertyChangeBanner, useHeldPropertyChange } from '@stays/feature-booking';
import { ShortlistHeart, ShortlistProvider } from '@stays/feature-wishlist';
import { PageShell } from '../components/PageShell';
import type { SiteContext } from '../site/site-context';
import type { loadHotel } from './hotel.server';
// BOOKING-WEB: the booking summary form (?modal=bookingSummary) from feature-booking.
import { HotelBooking } from './booking/HotelBooking';
import { countryById } from '@stays/brand-config';
import { useMemberData } from './member/use-member-data';
import { MemberCardPricing } from './member/MemberCardPricing';
import { useIsFirstLoad } from '../navigation/first-load';

type HotelData = Awaited<ReturnType<typeof loadHotel>>;

/** Accounts that send quotations to their guests (the API refuses the others). */
const QUOTING_ACCOUNTS = new Set(['travel_agent', 'corporate']);

/** Parameters whose change means a new stay to price (the others only open a modal or a review tab). */
const STAY_PARAMS = ['checkin', 'checkout', 'rooms_config', 'rooms', 'guests', 'adults', 'children', 'selected_rcid'];

export function HotelPage({ site, data }: { site: SiteContext; data: HotelData }) {
  const location = useLocation();
  const isFirstLoad = useIsFirstLoad();
  const navigation = useNavigation();
  const api = browserApi(site.locale);
  const { data: user, isPending: userPending } = useCurrentUser(api);
  // The wallet of the hotel's country (its currency) and the member price: only for a signed-in guest.
  // A guest replacing a booking with another property (?modal=modifyProperty of the booking page) books it from here.
  const propertyChange = useHeldPropertyChange(data.heldPropertyChange);
  const member = useMemberData(api, user.isLoggedIn, countryById(data.hotel.country_id)?.code ?? site.countryCode);
  // "Only some modals are honoured at first load" (guest-journey §2): a link opens the others.
  const decision = resolveModal(data.modal, {
    isFirstLoad: isFirstLoad && !data.followedLinkOnPage,
    bookingSummaryOpen: data.modal === 'bookingSummary',
    avoidSearchPopup: false,
    // Webview mode outlives the ?webview=true of the first page (site-mode.server.ts).
    webview: site.webview ? 'true' : null,
  });
  const modal = decision.action === 'open' ? decision.modal : null;
  const next = navigation.location;
  const loading =
    navigation.state === 'loading' &&
    next?.pathname === location.pathname &&
    STAY_PARAMS.some((name) => new URLSearchParams(next.search).get(name) !== new URLSearchParams(location.search).get(name));
  // The URL states the stay shown: corrected dates and rooms fitted to the hotel's restriction replace what was asked.
  // An open search has no dates to state.
  const shown = { checkin: data.stay.checkin || null, checkout: data.stay.checkout || null, rooms_config: data.params['rooms_config'] ?? null };
  const corrected = pageHref(location.pathname, Object.fromEntries(new URLSearchParams(location.search)), shown);
  // Only the address bar is changed (no new loader run): the page already shows this stay, with why it changed.
  useEffect(() => {
    if (corrected !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, '', corrected);
  }, [corrected]);
  const signInHref = `/login?retUrl=${encodeURIComponent(`${site.origin}${location.pathname}${location.search}`)}`;
  return (
    <PageShell site={site} wide>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data.jsonLd).replace(/</g, '\\u003c') }} />
      <PropertyChangeBanner bookingId={propertyChange.bookingId} onStop={propertyChange.stop} />
      <ShortlistProvider api={api} csrfToken={user.isLoggedIn ? user.csrf_token : null} userPending={userPending}>
        {/* The similar stays' cards show a member their member price. */}
        <MemberCardPricing site={site} api={api} signedIn={user.isLoggedIn}>
          <HotelPageView
            data={{ ...data, modal }}
            loading={loading}
            api={api}
            csrfToken={user.isLoggedIn ? user.csrf_token : null}
            signInHref={signInHref}
            bookingSummary={
              <HotelBooking
                site={site}
                hotel={data.hotel}
                timeZone={data.timeZone}
                pricedRoomsConfig={data.params['rooms_config']}
                csrfToken={user.isLoggedIn ? user.csrf_token : null}
                user={user.isLoggedIn ? user.user : null}
                wallet={member.wallet}
                wizardMember={member.wizardMember}
                propertyChange={{ bookingId: propertyChange.bookingId, onStop: propertyChange.stop }}
              />
            }
            wizardMember={member.wizardMember}
            shortlist={<ShortlistHeart hotel={data.hotel} variant="inline" />}
            quotations={user.user && QUOTING_ACCOUNTS.has(user.user.accountType) ? { origin: site.origin } : null}
          />
        </MemberCardPricing>
      </ShortlistProvider>
    </PageShell>
  );
}
