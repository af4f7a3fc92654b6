import { HotelDetailsView } from '@stays/feature-hotel';
import { PageShell } from '../components/PageShell';
import type { SiteContext } from '../site/site-context';
import type { loadHotel } from './hotel.server';
// BOOKING-WEB: the booking summary form (?modal=bookingSummary) and its 'Book now' bar.
import { HotelBooking } from './booking/HotelBooking';

export function HotelPage({ site, data }: { site: SiteContext; data: Awaited<ReturnType<typeof loadHotel>> }) {
  return (
    <PageShell site={site} wide>
      <HotelDetailsView hotel={data.hotel} changeSearchHref={data.changeSearchHref} />
      {/* BOOKING-WEB */}
      <HotelBooking site={site} hotel={data.hotel} />
    </PageShell>
  );
}
