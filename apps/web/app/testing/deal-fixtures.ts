import type { DealInfo } from '@stays/api-client';

/** A deal as GET deal info answers it. */
export function dealInfo(overrides: Partial<DealInfo> = {}): DealInfo {
  return {
    id: 2,
    url_name: 'goa-beach-escape',
    title: 'Goa Beach Escape',
    description: 'Take 20% off Nivaas hotels by the beaches of Goa and Puducherry this season.',
    discount_percentage: 20,
    terms: ['The discount applies to the room price before taxes.', 'Subject to room availability at each hotel.'],
    valid_from: '2030-04-01T00:00:00.000Z',
    valid_until: '2030-06-15T00:00:00.000Z',
    stay_from: '2030-05-01',
    stay_until: '2030-08-29',
    cities: [
      { id: 4, name: 'Goa', slug: 'goa', country_id: 1 },
      { id: 31, name: 'Puducherry', slug: 'puducherry', country_id: 1 },
    ],
    properties: [
      {
        id: 1042,
        name: 'Nivaas Baga Sands',
        city: 'Goa',
        city_id: 4,
        country_id: 1,
        property_type: 'hotel',
        category: 'Premium',
        ratings: { value: 4.5, count: 120 },
        best_image: '/api/pwa/images/1042/0.svg',
      },
      {
        id: 1310,
        name: 'Nivaas White Town',
        city: 'Puducherry',
        city_id: 31,
        country_id: 1,
        property_type: 'hotel',
        category: 'Standard',
        ratings: { value: null, count: 0 },
        best_image: '/api/pwa/images/1310/0.svg',
      },
    ],
    ...overrides,
  };
}
