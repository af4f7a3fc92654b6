import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardPrice } from './card-price';
import { extrasTaxOnTop } from './extras-charge';
import { stayCharge } from './stay-charge';
import { taxOnTopMinor } from './taxes';

const INDIA = 1;
const NETHERLANDS = 143;

describe('a listing card’s price: shown as the country shows it, totalled as the guest is charged', () => {
  it('adds India’s 12% on top in whole rupees: ₹10,340 shows + ₹1,241 taxes and ₹11,581 total, never ₹11,580.80', () => {
    expect(cardPrice({ total_price: 1_034_000, tax_clusivity: 'exclusive' }, INDIA)).toEqual({
      shownMinor: 1_034_000,
      taxLineMinor: 124_100,
      totalMinor: 1_158_100,
    });
  });

  it('shows a European price with its tax: the total is the price', () => {
    expect(cardPrice({ total_price: 38_850, tax_clusivity: 'inclusive' }, NETHERLANDS)).toEqual({ shownMinor: 38_850, taxLineMinor: 0, totalMinor: 38_850 });
  });

  it('rounds the tax on top to whole units of the currency, half away from zero, and adds none where prices include it', () => {
    expect(taxOnTopMinor(1_034_000, INDIA)).toBe(124_100);
    expect(taxOnTopMinor(1_250, INDIA)).toBe(200); // ₹12.50 × 12% = ₹1.50 → ₹2
    expect(taxOnTopMinor(1_249, INDIA)).toBe(100);
    expect(taxOnTopMinor(0, INDIA)).toBe(0);
    expect(taxOnTopMinor(38_850, NETHERLANDS)).toBe(0);
    expect(extrasTaxOnTop(45_000, INDIA)).toBe(5_400);
  });

  it('equals the charge of a category priced the way the hotel page prices it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom(INDIA, NETHERLANDS), (price, countryId) => {
        const exclusive = countryId === INDIA;
        const tax = taxOnTopMinor(price, countryId);
        const category = {
          summed_final_price: price,
          tax_info: { total_tax: tax, final_price_with_tax: price + tax },
          tax_clusivity: exclusive ? ('exclusive' as const) : ('inclusive' as const),
        };
        const card = cardPrice({ total_price: price, tax_clusivity: category.tax_clusivity }, countryId);
        expect(card.totalMinor).toBe(stayCharge(category).totalMinor);
        expect(card.taxLineMinor % 100).toBe(0);
      }),
    );
  });
});
