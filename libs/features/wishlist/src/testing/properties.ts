import type { ShortlistedProperty, WishlistReply } from '@stays/api-client';

export function shortlistedProperty(overrides: Partial<ShortlistedProperty> = {}): ShortlistedProperty {
  return {
    id: 101,
    name: 'Baga Beach Resort',
    city: 'Goa',
    locality: 'Baga',
    country_id: 1,
    country_name: 'India',
    property_type: 'hotel',
    display_category: 'Premium',
    no_of_people: null,
    no_of_pets: null,
    no_of_bedrooms: null,
    ratings: { value: 4.3, count: 120 },
    best_image: '/api/pwa/images/101/0.svg',
    isShortListed: true,
    added_at: '2026-03-10T06:00:00.000Z',
    ...overrides,
  };
}

export const canalHouse = shortlistedProperty({
  id: 104,
  name: 'Canal House',
  city: 'Amsterdam',
  locality: 'Jordaan',
  country_id: 143,
  country_name: 'Netherlands',
  property_type: 'home',
  display_category: 'Townhouse',
  no_of_people: 6,
  no_of_bedrooms: 3,
  no_of_pets: 1,
});

export function wishlistReply(hotels: ShortlistedProperty[], code: string | null = null): WishlistReply {
  return {
    data: { hotels, count: hotels.length, defaultShortlistResponse: { count: hotels.length, max_items: 50, code } },
    code_data: { code, path: code ? `/wishlist/${code}` : null },
  };
}
