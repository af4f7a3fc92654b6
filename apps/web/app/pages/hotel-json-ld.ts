import type { HotelDetails } from '@stays/api-client';
import { toMajor } from '@stays/pricing';

/** schema.org Hotel (or VacationRental) for search engines: name, address, position, rating, pictures and price. */
export function hotelJsonLd(hotel: HotelDetails, canonical: string): Record<string, unknown> {
  const origin = new URL(canonical).origin;
  return {
    '@context': 'https://schema.org',
    '@type': hotel.property_type === 'home' ? 'VacationRental' : 'Hotel',
    name: hotel.name,
    url: canonical,
    description: hotel.description,
    image: hotel.hotel_images.map((image) => new URL(image, origin).toString()),
    address: { '@type': 'PostalAddress', streetAddress: hotel.address, addressLocality: hotel.city, addressCountry: hotel.country_name },
    geo: { '@type': 'GeoCoordinates', latitude: hotel.geo_location.lat, longitude: hotel.geo_location.lng },
    checkinTime: hotel.checkin_time,
    checkoutTime: hotel.checkout_time,
    ...(hotel.ratings.value !== null && hotel.ratings.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: hotel.ratings.value, reviewCount: hotel.ratings.count, bestRating: 5 } }
      : {}),
    ...(hotel.pricing_details ? { priceRange: `${hotel.currency_code} ${toMajor(hotel.pricing_details.price_per_night, hotel.currency_code)}` } : {}),
  };
}
