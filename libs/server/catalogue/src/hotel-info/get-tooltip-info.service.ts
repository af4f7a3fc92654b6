import type { TooltipInfo } from '@stays/api-client';
import { WIZARD_SUCCESS_BENEFITS, countryById } from '@stays/brand-config';
import { taxClusivityFor } from '@stays/pricing';
import { findTooltipFacts } from './find-tooltip-facts.repository';
import { ServiceError, type SqlClient } from '@stays/server-core';

/** GET /api/pwa/tooltipinfo/:hotelId?category_id=: what the tax, the struck price and the wizard discount of a category are. */
export async function getTooltipInfo(database: SqlClient, hotelId: number, categoryId: number, now: Date): Promise<TooltipInfo> {
  const facts = await findTooltipFacts(database, hotelId, categoryId, now);
  if (!facts) throw new ServiceError(404, 'HOTEL_NOT_FOUND', `hotel ${hotelId} does not exist or is not bookable`);
  if (facts.category_id === null) throw new ServiceError(404, 'ROOM_CATEGORY_NOT_FOUND', `hotel ${hotelId} has no room category ${categoryId}`);
  return {
    hotel_id: hotelId,
    category_id: categoryId,
    tax: { clusivity: taxClusivityFor(facts.country_id), rate_percent: countryById(facts.country_id)?.taxRatePercent ?? 0 },
    slasher: { max_discount_percentage: facts.max_discount_percentage },
    wizard_discount: { percentage: WIZARD_SUCCESS_BENEFITS.nextBookingDiscountPercent },
  };
}
