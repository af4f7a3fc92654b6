import type { HotelDetails } from '@stays/api-client';
import { deviceRoleOf, micrositeConfigNamed } from '@stays/brand-config';

/**
 * hotel details' booking_context (sub_source, web_partner of guest-journey §7): the channel a booking from this page
 * is attributed to — the sub_source asked, else the partner's name — and the partner microsite's device role.
 * Null when the page was asked without either.
 */
export function bookingContext(query: { sub_source?: string | undefined; web_partner?: string | undefined }): HotelDetails['booking_context'] | null {
  if (query.sub_source === undefined && query.web_partner === undefined) return null;
  const partner = micrositeConfigNamed(query.web_partner);
  const subSource = query.sub_source ?? partner?.name.toUpperCase();
  if (subSource === undefined) return null;
  return { sub_source: subSource, web_partner: partner?.name ?? null, device_role: deviceRoleOf(partner ?? undefined) };
}
