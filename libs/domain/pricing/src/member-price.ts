import { priceAfterDiscounts } from './discounts';

/** A listing card's priced stay (pricing_details of a search, similar-stays or map result). */
export interface CardStayPrice {
  /** All nights, all rooms: the room category's summed_final_price the card shows. */
  total_price: number;
  nights: number;
}

export interface MemberStayPrice {
  /** The wizard discount of the whole stay. */
  wizardMinor: number;
  /** The stay's price after it, on the card's basis (before tax where tax is added on top, as the card says). */
  totalMinor: number;
  /** Average for one night, rounded as the card's price_per_night is. */
  perNightMinor: number;
}

/**
 * What a wizard member pays for a card's stay: the booking's own rule (priceAfterDiscounts for a signed-in member, the
 * wizard percentage off the stay's price), so the card, the hotel page and the booking summary agree to the minor unit.
 */
export function memberStayPrice(stay: CardStayPrice, wizardDiscountPercent: number): MemberStayPrice {
  const price = priceAfterDiscounts(stay.total_price, {
    isLoggedIn: true,
    isWizardMember: true,
    wizardDiscount: { wizard_discount_percentage: wizardDiscountPercent },
  });
  return {
    wizardMinor: price.wizardMinor,
    totalMinor: price.priceMinor,
    perNightMinor: stay.nights === 0 ? 0 : Math.round(price.priceMinor / stay.nights),
  };
}
