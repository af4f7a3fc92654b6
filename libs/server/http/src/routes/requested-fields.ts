import type { HotelDetails, RequestedHotelDetails } from '@stays/api-client';

/** Hotel details cut to requested_fields (guest-journey §7): the fields asked for, and always the hotel's id. */
export function onlyRequestedFields(details: HotelDetails, fields: readonly (keyof HotelDetails)[]): RequestedHotelDetails {
  const picked: Partial<HotelDetails> = {};
  for (const field of fields) if (details[field] !== undefined) Object.assign(picked, { [field]: details[field] });
  return { ...picked, id: details.id };
}
