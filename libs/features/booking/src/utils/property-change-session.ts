/**
 * The old booking a guest is replacing with another property (guest-journey §4 "PROPERTY_CHANGE when an old booking
 * id is held in session"): kept in this tab's sessionStorage from the booking page's 'Find another stay' until the
 * new booking is made or the guest stops. createBooking proves the old booking is theirs by the phone they book with.
 */
const HELD_BOOKING_KEY = 'propertyChangeBookingId';
const BOOKING_ID = /^[A-Za-z0-9-]{1,40}$/;

function sessionStore(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

export function holdPropertyChange(bookingId: string, storage: Storage | null = sessionStore()): void {
  if (BOOKING_ID.test(bookingId)) storage?.setItem(HELD_BOOKING_KEY, bookingId);
}

/** The held booking id, or null (none held, or a value this code did not write). */
export function heldPropertyChange(storage: Storage | null = sessionStore()): string | null {
  const held = storage?.getItem(HELD_BOOKING_KEY) ?? null;
  return held !== null && BOOKING_ID.test(held) ? held : null;
}

export function releasePropertyChange(storage: Storage | null = sessionStore()): void {
  storage?.removeItem(HELD_BOOKING_KEY);
}
