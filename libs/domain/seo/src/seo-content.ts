/**
 * The search-engine texts of the site's pages in English, worded as the web app's page metadata: what
 * GET /api/pwa/getSeoContent and the cms call's country-home block answer.
 */
export interface SeoTexts {
  title: string;
  description: string;
  h1: string;
  headings: string[];
  text: string;
}

interface BrandWords {
  brandName: string;
  propertyType: 'hotel' | 'home';
}

const stays = (propertyType: BrandWords['propertyType']) => (propertyType === 'home' ? 'Holiday homes' : 'Hotels');
const countOf = (count: number, propertyType: BrandWords['propertyType']) =>
  `${count} ${propertyType === 'home' ? (count === 1 ? 'holiday home' : 'holiday homes') : count === 1 ? 'hotel' : 'hotels'}`;

/** A country's home (/{cc}/). */
export function countryHomeSeo({ brandName, propertyType, countryName }: BrandWords & { countryName: string }): SeoTexts {
  const kind = propertyType === 'home' ? 'holiday homes' : 'hotels';
  return {
    title: `${brandName} ${countryName}: book ${kind} at the best prices`,
    description: `Book ${kind} with ${brandName} in ${countryName}: pick your destination and dates, compare ${propertyType === 'home' ? 'homes' : 'rooms'} and prices, and book in 3 taps.`,
    h1: `${stays(propertyType)} for guests in ${countryName}`,
    headings: [`Popular destinations in ${countryName}`, `Why book with ${brandName}`],
    text: `${brandName} shows prices in the currency of ${countryName} with taxes as its law asks, and confirms your booking at once.`,
  };
}

/** A city's listing (/hotels-in-{city}). */
export function citySeo({
  brandName,
  propertyType,
  city,
  stayCount,
  localities,
}: BrandWords & { city: string; stayCount: number; localities: readonly string[] }): SeoTexts {
  return {
    title: `${stays(propertyType)} in ${city} | ${brandName}`,
    description: `${stays(propertyType)} in ${city}, with prices for your dates, on ${brandName}.`,
    h1: `${stays(propertyType)} in ${city}`,
    headings: localities.map((locality) => `${stays(propertyType)} in ${locality}`),
    text: `${countOf(stayCount, propertyType)} in ${city} on ${brandName}${localities.length > 0 ? `, in ${localities.join(', ')}` : ''}.`,
  };
}

/** A locality's listing (/hotels-in-{locality}-{city}). */
export function localitySeo({
  brandName,
  propertyType,
  city,
  locality,
  stayCount,
}: BrandWords & { city: string; locality: string; stayCount: number }): SeoTexts {
  const place = `${locality}, ${city}`;
  return {
    title: `${stays(propertyType)} in ${place} | ${brandName}`,
    description: `${stays(propertyType)} in ${place}, with prices for your dates, on ${brandName}.`,
    h1: `${stays(propertyType)} in ${place}`,
    headings: [`${stays(propertyType)} near ${place}`],
    text: `${countOf(stayCount, propertyType)} in ${place} on ${brandName}.`,
  };
}

/** A property's page (/{hotelId}/). */
export function hotelSeo({
  brandName,
  name,
  city,
  locality,
  description,
}: {
  brandName: string;
  name: string;
  city: string;
  locality: string | null;
  description: string;
}): SeoTexts {
  const place = locality ? `${locality}, ${city}` : city;
  return {
    title: `${name}, ${place} | ${brandName}`,
    description: description.length > 0 ? description : `Book ${name} in ${place} on ${brandName}.`,
    h1: name,
    headings: ['Rooms and prices', 'Amenities', 'Location', 'Policies'],
    text: `${name} in ${place}. ${description}`.trim(),
  };
}
