/** How a guest opened a booking without signing in: its token, or its booking id with their phone (guest-journey §2). */
export type BookingAccess = { token: string } | { phone: string; country_code: string };

/** The query that opens the booking again, carried by every link and form of the booking page. */
export function accessQuery(access: BookingAccess): Record<string, string> {
  return 'token' in access ? { token: access.token } : { phone: access.phone, country_code: access.country_code };
}

export function bookingHref(bookingId: string, access: BookingAccess, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...accessQuery(access), ...extra });
  return `/booking/${encodeURIComponent(bookingId)}?${query.toString()}`;
}
