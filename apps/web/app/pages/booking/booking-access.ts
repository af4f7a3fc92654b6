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

/** The booking's upgrade page (guest-journey §2 /upgrade-booking/{bookingId}), opened the same way as its page. */
export function upgradeHref(bookingId: string, access: BookingAccess): string {
  return `/upgrade-booking/${encodeURIComponent(bookingId)}?${new URLSearchParams(accessQuery(access)).toString()}`;
}
