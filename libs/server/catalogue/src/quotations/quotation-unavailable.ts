/**
 * The page priced the stay with a quotation that no longer prices it (expired, or the dates, rooms or guests changed):
 * charging another price than the one shown is refused rather than done silently.
 */
export function quotationUnavailable(): ServiceError {
  return new ServiceError(409, 'QUOTATION_UNAVAILABLE', 'This quotation has expired or is for another stay. Ask for a new one, or book at today’s price.');
}

import { ServiceError } from '@stays/server-core';
