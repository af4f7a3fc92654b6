import { isTripExpired } from '../service-worker/routing';

/** A booking the guest opened on this device, listed on the offline page until its check-out has passed. */
export interface SavedTrip {
  bookingId: string;
  /** The booking page's address with its token or phone: the page the service worker kept. */
  href: string;
  hotelName: string;
  city: string;
  /** YYYY-MM-DD */
  checkin: string;
  /** YYYY-MM-DD */
  checkout: string;
}

type TripStorage = Pick<Storage, 'getItem' | 'setItem'>;

const STORAGE_KEY = 'stays.trips.v1';
/** A device keeps at most this many trips; the ones checking out last stay. */
const MAX_TRIPS = 20;

function isSavedTrip(value: unknown): value is SavedTrip {
  if (!value || typeof value !== 'object') return false;
  const trip = value as Record<string, unknown>;
  return (
    ['bookingId', 'href', 'hotelName', 'city', 'checkin', 'checkout'].every((key) => typeof trip[key] === 'string') &&
    String(trip['href']).startsWith('/booking/')
  );
}

function readTrips(storage: TripStorage): SavedTrip[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSavedTrip) : [];
  } catch {
    return [];
  }
}

/** The trips still to come or under way, soonest check-in first. */
export function tripsOnDevice(storage: TripStorage, now: number): SavedTrip[] {
  return readTrips(storage)
    .filter((trip) => !isTripExpired(trip.checkout, now))
    .sort((a, b) => a.checkin.localeCompare(b.checkin) || a.bookingId.localeCompare(b.bookingId));
}

/** Remembers (or refreshes) a trip the guest opened, and forgets those whose check-out has passed. */
export function rememberTrip(storage: TripStorage, trip: SavedTrip, now: number): void {
  const others = tripsOnDevice(storage, now).filter((kept) => kept.bookingId !== trip.bookingId);
  const trips = isTripExpired(trip.checkout, now) ? others : [...others, trip];
  const kept = trips.sort((a, b) => b.checkout.localeCompare(a.checkout)).slice(0, MAX_TRIPS);
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): the trip is simply not listed offline.
  }
}
