import type { ListingQuery, QuickFilter } from './listing-query';

/** The one-tap chips above the list: the quick filters, two common filters, and 'Hide sold out'. */
type QuickChipKey = QuickFilter | 'pets_allowed' | 'rating_4_plus' | 'hide_sold_out';

export interface QuickChip {
  key: QuickChipKey;
  active: boolean;
  /** The listing with this chip tapped: on when it was off, off when it was on, back to page 1. */
  toggled: ListingQuery;
}

/** The rating the 'Rating 4+' chip asks for; a stricter rating chosen in the filters leaves the chip off. */
const QUICK_RATING = 4;

function toggleQuick(query: ListingQuery, filter: QuickFilter): ListingQuery {
  return { ...query, quick: query.quick.includes(filter) ? query.quick.filter((chosen) => chosen !== filter) : [...query.quick, filter] };
}

/**
 * The chips for a listing of hotels or homes. 'Couple friendly' is offered on hotel listings only: the restriction on
 * unmarried couples is a rule of hotels in India, which the holiday-home brand's guests are not asked about.
 */
export function quickFilterChips(query: ListingQuery, propertyType: 'hotel' | 'home'): QuickChip[] {
  const chip = (key: QuickChipKey, active: boolean, toggled: ListingQuery): QuickChip => ({ key, active, toggled: { ...toggled, page: 1 } });
  const ratingOn = query.rating === QUICK_RATING;
  return [
    chip('pay_at_hotel', query.quick.includes('pay_at_hotel'), toggleQuick(query, 'pay_at_hotel')),
    ...(propertyType === 'hotel' ? [chip('couple_friendly', query.quick.includes('couple_friendly'), toggleQuick(query, 'couple_friendly'))] : []),
    chip('pets_allowed', query.pets, { ...query, pets: !query.pets }),
    chip('rating_4_plus', ratingOn, { ...query, rating: ratingOn ? undefined : QUICK_RATING }),
    chip('hide_sold_out', query.availableOnly, { ...query, availableOnly: !query.availableOnly }),
  ];
}
