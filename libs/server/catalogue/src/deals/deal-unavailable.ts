/**
 * The page priced the stay with a deal that no longer covers it (expired, or dates changed): charging another
 * price than the one shown is refused rather than done silently.
 */
export function dealUnavailable(dealId: number): ServiceError {
  return new ServiceError(409, 'DEAL_UNAVAILABLE', `deal ${dealId} no longer covers this stay at this property`);
}

import { ServiceError } from '@stays/server-core';
