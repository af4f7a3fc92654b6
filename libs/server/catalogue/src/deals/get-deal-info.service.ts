import type { DealInfo, HotelDeal } from '@stays/api-client';
import { brandScope } from '../brand/brand-scope';
import { findDealOnOffer, type DealRow } from './find-deal.repository';
import { findDealProperties } from './find-deal-properties.repository';
import { ServiceError, type SqlClient } from '@stays/server-core';

/**
 * GET deal info by {id} and by page name: a deal of the guest's brand on offer now, with its terms, cities and
 * properties. An unknown deal, one not (or no longer) on offer and another brand's are all simply not found.
 */
export async function getDealInfo(database: SqlClient, key: { id: number } | { urlName: string }, brandName: string, now: Date): Promise<DealInfo> {
  const { brandId } = brandScope(brandName, undefined);
  const deal = brandId ? await findDealOnOffer(database, key, brandId, now) : null;
  if (!deal) throw new ServiceError(404, 'DEAL_NOT_FOUND', `${'id' in key ? `deal ${key.id}` : 'this deal'} does not exist or has expired`);
  const { properties, cities } = await findDealProperties(database, deal);
  return {
    ...hotelDeal(deal),
    description: deal.description,
    terms: deal.terms,
    valid_from: deal.valid_from.toISOString(),
    stay_from: deal.stay_from,
    stay_until: deal.stay_until,
    cities,
    properties,
  };
}

/** What hotel details' deals_info says of a deal. */
export function hotelDeal(deal: DealRow): HotelDeal {
  return {
    id: deal.id,
    url_name: deal.url_name,
    title: deal.title,
    discount_percentage: deal.discount_percentage,
    valid_until: deal.valid_until.toISOString(),
  };
}
