import type { Availability, HotelDetails, HotelOneLiner, HotelReviews, SimilarHotel, TrustSafetyInfo } from '@stays/api-client';
import type { RoomGuests } from '@stays/validation';

/** Everything the hotel page shows, as its loader answers it. */
export interface HotelPageData {
  hotel: HotelDetails;
  /** The room categories for the stay (GET availability); null when that call failed, undefined while it is on its way ('partial'). */
  availability?: Availability | null;
  reviews: HotelReviews | null;
  /** GET hotelonelinerinfo/{id} and GET trustSafety as the server answered them; null when the call failed. */
  oneLiner: HotelOneLiner | null;
  trustSafety: TrustSafetyInfo | null;
  /** The guest's country (user_country_id of trustSafety). */
  userCountryCode: string;
  /** Asked for only when the stay is sold out. */
  similarHotels: SimilarHotel[] | null;
  /** An open search (guest-journey §5): no stay chosen yet, so 'from' prices and no booking until the guest picks dates. */
  openSearch?: boolean;
  /** The stay shown (after corrections) and its rooms; an open search's has empty dates and 0 nights. */
  stay: { checkin: string; checkout: string; nights: number; rooms: RoomGuests[] };
  /** The page's path (with its country prefix) and query parameters. */
  path: string;
  params: Record<string, string>;
  modal: string | null;
  /** The property country's today, last searchable check-in, time zone and distance unit. */
  today: string;
  lastDate: string;
  timeZone: string;
  distanceUnit: 'km' | 'mi';
  /** '' in India, else '/{country}': the prefix of other properties' pages. */
  countryPrefix: string;
  /** Back to the listing of the hotel's city for this stay. */
  changeSearchHref: string;
}
