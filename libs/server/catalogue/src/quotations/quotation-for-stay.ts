import { formatRoomsConfigQuery } from '@stays/validation';
import type { Stay } from '../stay/resolve-stay';
import { findValidQuotation, type QuotationRow } from './quotations.repository';
import type { SqlClient } from '@stays/server-core';

/**
 * The quotation of quotation_id when it prices this very stay: valid at `now`, of this property, for these dates and
 * these rooms and guests; null otherwise (the page then shows today's prices, and a booking naming it is refused).
 */
export async function findQuotationForStay(database: SqlClient, quotationId: string, propertyId: number, stay: Stay, now: Date): Promise<QuotationRow | null> {
  const quotation = await findValidQuotation(database, quotationId, now);
  if (!quotation) return null;
  const sameStay =
    quotation.property_id === propertyId &&
    quotation.checkin === stay.checkin &&
    quotation.checkout === stay.checkout &&
    quotation.rooms_config === formatRoomsConfigQuery(stay.rooms);
  return sameStay ? quotation : null;
}

/** What hotel details and availability say of the quotation that priced the stay. */
export function quotationInfo(quotation: QuotationRow): { quotation_id: string; room_category_id: number; valid_until: string } {
  return { quotation_id: quotation.id, room_category_id: quotation.room_category_id, valid_until: quotation.expires_at.toISOString() };
}
