import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toMajor, toMinor } from '@stays/pricing';
import { TEST_CURRENCIES, TEST_LOCALES, amountInText } from '@stays/pricing/testing';
import { AppIntlProvider } from '@stays/ui';
import { listingQueryFromParams, listingSearchOptions } from '../../utils/listing-query';
import { FilterChips } from './FilterChips';

const stay = { checkin: '2030-05-01', checkout: '2030-05-03', rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] };
// The filter's inputs take whole major units up to 1,000,000 (listingQueryFromParams drops anything else).
const typedPrice = fc.integer({ min: 1, max: 1_000_000 });

describe('the price filter in every configured currency (property)', () => {
  it('typed in major units, asked of the API in minor units, and shown on its chips as the same amount', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEST_CURRENCIES), fc.constantFrom(...TEST_LOCALES), typedPrice, typedPrice, (currency, locale, min, max) => {
        const query = listingQueryFromParams(new URLSearchParams(`price_min=${min}&price_max=${max}`));
        const asked = listingSearchOptions(query, { currency }).filters.price;
        expect(asked).toEqual({ min: toMinor(min, currency), max: toMinor(max, currency) });
        expect([toMajor(asked?.min ?? 0, currency), toMajor(asked?.max ?? 0, currency)]).toEqual([min, max]);

        const { unmount } = render(
          <AppIntlProvider locale={locale} messages={{}}>
            <MemoryRouter>
              <FilterChips path="/hotels-in-goa" stay={stay} query={query} currency={currency} propertyType="hotel" />
            </MemoryRouter>
          </AppIntlProvider>,
        );
        try {
          const chips = within(screen.getByRole('list')).getAllByRole('link');
          const shown = chips.slice(0, 2).map((chip) => amountInText((chip.textContent ?? '').replace('×', ''), locale));
          expect(shown).toEqual([
            { major: min, decimals: 0 },
            { major: max, decimals: 0 },
          ]);
        } finally {
          unmount();
        }
      }),
    );
  });
});
