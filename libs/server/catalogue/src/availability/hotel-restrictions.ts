import type { HotelRestrictions } from '@stays/api-client';
import { MAX_ROOMS } from '@stays/validation';

/** The restriction columns of a property. */
export interface RestrictionColumns {
  min_rooms: number;
  max_rooms: number;
  no_foreign_guests: boolean;
  no_unmarried_couples: boolean;
  no_local_ids: boolean;
  no_postpaid: boolean;
}

/** A property's restrictions as the spec names them; the min–max one is present when it narrows 1..MAX_ROOMS. */
export function hotelRestrictions(row: RestrictionColumns): HotelRestrictions {
  const minRoom = Math.max(1, row.min_rooms);
  const maxRoom = Math.max(minRoom, Math.min(row.max_rooms, MAX_ROOMS));
  return {
    minMaxRestriction: { present: minRoom > 1 || maxRoom < MAX_ROOMS, minRoom, maxRoom },
    no_foreign_guests: row.no_foreign_guests,
    no_unmarried_couples: row.no_unmarried_couples,
    no_local_ids: row.no_local_ids,
    no_postpaid: row.no_postpaid,
  };
}
