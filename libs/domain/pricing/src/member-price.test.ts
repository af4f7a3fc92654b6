import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WIZARD_SUCCESS_BENEFITS } from '@stays/brand-config';
import { priceAfterDiscounts, wizardDiscountMinor } from './discounts';
import { memberStayPrice } from './member-price';
import { stayCharge } from './stay-charge';
import { summariseStay } from './stay-price';
import { taxInfoFromRate } from './taxes';

const PERCENT = WIZARD_SUCCESS_BENEFITS.nextBookingDiscountPercent;

describe('member price on a listing card', () => {
  it('takes the wizard percentage (floored) off the stay and averages it per night as the card does', () => {
    expect(memberStayPrice({ total_price: 805_005, nights: 3 }, 10)).toEqual({ wizardMinor: 80_500, totalMinor: 724_505, perNightMinor: 241_502 });
    expect(memberStayPrice({ total_price: 0, nights: 0 }, 10)).toEqual({ wizardMinor: 0, totalMinor: 0, perNightMinor: 0 });
  });

  it.each([
    ['India (tax added on top)', 'exclusive' as const, 12, 'INR'],
    ['the Netherlands (prices include tax)', 'inclusive' as const, 9, 'EUR'],
  ])('equals what the hotel page shows and the booking charges a member, in %s (property)', (_country, clusivity, rate, currency) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 1, max: 14 }), (nightly, nights) => {
        // The room category as hotel details prices it (price-room-category.ts), and the card's pricing_details of
        // the same stay (summariseStay of the same total).
        const summed = nightly * nights;
        const category = {
          summed_final_price: summed,
          tax_info:
            clusivity === 'exclusive'
              ? taxInfoFromRate(summed, rate)
              : { total_tax: summed - Math.round((summed * 100) / (100 + rate)), final_price_with_tax: summed },
          tax_clusivity: clusivity,
          wizard_discount_percentage: PERCENT,
          wizard_discount_amount: wizardDiscountMinor(summed, { wizard_discount_percentage: PERCENT }),
        };
        const card = summariseStay({ nights, rooms: 1, total: summed, slasherTotal: null });

        const member = memberStayPrice(card, PERCENT);
        // The booking (memberAndWalletPrice of server-booking): priceAfterDiscounts for a signed-in member, then stayCharge.
        const booking = priceAfterDiscounts(category.summed_final_price, {
          isLoggedIn: true,
          isWizardMember: true,
          couponDiscountMinor: 0,
          wizardDiscount: { wizard_discount_percentage: category.wizard_discount_percentage },
        });
        expect(member.totalMinor).toBe(booking.priceMinor);
        expect(member.wizardMinor).toBe(booking.wizardMinor);
        // The hotel page's member price (RoomCategoryCard): stayCharge with the category's wizard_discount_amount.
        expect(member.wizardMinor).toBe(category.wizard_discount_amount);
        expect(stayCharge(category, member.wizardMinor, currency).totalMinor).toBe(
          stayCharge(category, booking.couponMinor + booking.wizardMinor, currency).totalMinor,
        );
        expect(member.totalMinor).toBeLessThanOrEqual(card.total_price);
      }),
    );
  });
});
