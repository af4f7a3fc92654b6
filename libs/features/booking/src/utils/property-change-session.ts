import { parse, serialize } from 'cookie';

/**
 * The old booking a guest is replacing with another property (guest-journey §4 "PROPERTY_CHANGE when an old booking
 * id is held in session"): kept in a session cookie from the booking page's 'Find another stay' until the new booking
 * is made or the guest stops. A cookie, not session storage, so that the server paints the page with its banner: a
 * banner appearing only at hydration pushed the page down under the guest's tap ('Continue to book' missed).
 * createBooking proves the old booking is theirs by the phone they book with.
 */
const HELD_BOOKING_COOKIE = 'propertyChangeBookingId';
const BOOKING_ID = /^[A-Za-z0-9-]{1,40}$/;

/** Where the cookie is read and written: the page's document, or in a test any object with a `cookie` string. */
interface CookieJar {
  cookie: string;
}

function pageCookies(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

export function holdPropertyChange(bookingId: string, jar: CookieJar | null = pageCookies()): void {
  if (jar && BOOKING_ID.test(bookingId)) jar.cookie = serialize(HELD_BOOKING_COOKIE, bookingId, { path: '/', sameSite: 'lax' });
}

/**
 * The held booking id, or null (none held, or a value this code did not write): from the page's cookies, or from a
 * request's Cookie header on the server.
 */
export function heldPropertyChange(cookies: string | undefined = pageCookies()?.cookie): string | null {
  const held = parse(cookies ?? '')[HELD_BOOKING_COOKIE] ?? null;
  return held !== null && BOOKING_ID.test(held) ? held : null;
}

export function releasePropertyChange(jar: CookieJar | null = pageCookies()): void {
  if (!jar) return;
  jar.cookie = serialize(HELD_BOOKING_COOKIE, '', { path: '/', sameSite: 'lax', maxAge: 0 });
  jar.cookie = serialize(HELD_EXTRAS_COOKIE, '', { path: '/', sameSite: 'lax', maxAge: 0 });
}

/** The old booking's meals and early check-in, which the new property's booking summary ticks again (where offered). */
const HELD_EXTRAS_COOKIE = 'propertyChangeExtras';
const EXTRAS = /^((breakfast|lunch|dinner)(,(breakfast|lunch|dinner))*)?(;early)?$/;

export function holdPropertyChangeExtras(extras: { meals: readonly string[]; earlyCheckin: boolean }, jar: CookieJar | null = pageCookies()): void {
  const value = `${extras.meals.join(',')}${extras.earlyCheckin ? ';early' : ''}`;
  if (jar && EXTRAS.test(value)) jar.cookie = serialize(HELD_EXTRAS_COOKIE, value, { path: '/', sameSite: 'lax' });
}

export function heldPropertyChangeExtras(cookies: string | undefined = pageCookies()?.cookie): { meals: string[]; earlyCheckin: boolean } {
  const held = parse(cookies ?? '')[HELD_EXTRAS_COOKIE] ?? '';
  if (!EXTRAS.test(held)) return { meals: [], earlyCheckin: false };
  const [meals = ''] = held.split(';');
  return { meals: meals ? meals.split(',') : [], earlyCheckin: held.endsWith(';early') };
}
