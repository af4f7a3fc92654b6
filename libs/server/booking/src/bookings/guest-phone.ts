/**
 * Whether the phone a guest typed is the booking's: compared on digits, with or without the dial code in front
 * ('+91-98765 43210', '9876543210' and '919876543210' all match +91 9876543210).
 */
export function isGuestPhone(typed: string, booking: { guest_phone: string; guest_country_code: string }): boolean {
  const digits = (value: string) => value.replace(/\D/g, '');
  const stored = digits(booking.guest_phone);
  const given = digits(typed);
  return stored.length > 0 && (given === stored || given === `${digits(booking.guest_country_code)}${stored}`);
}
