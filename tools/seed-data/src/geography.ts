import { BRANDS, COUNTRIES, countryByCode } from '@stays/brand-config';
import { EUROPE_CITIES, INDIA_CITIES, type CitySeed } from './data/places';
import { slugify } from './text';
import type { CityRow, CountryRow, LocalityRow } from './rows';

/** A city with the rows it became, so property generators can place properties in it. */
export interface PlacedCity {
  seed: CitySeed;
  row: CityRow;
  localities: LocalityRow[];
}

export interface Geography {
  countries: CountryRow[];
  cities: CityRow[];
  localities: LocalityRow[];
  india: PlacedCity[];
  europe: PlacedCity[];
}

/** The countries our brands sell, their cities and localities: fixed real places, the same ids whatever the seed or size. */
export function buildGeography(): Geography {
  const soldCountryIds = new Set(BRANDS.flatMap((brand) => brand.countryIds));
  const countries = COUNTRIES.filter((country) => soldCountryIds.has(country.id)).map((country) => ({
    id: country.id,
    code: country.code,
    name: country.name,
    currencyCode: country.currencyCode,
    timeZone: country.timeZone,
  }));
  const placed: PlacedCity[] = [];
  let localityId = 0;
  [...INDIA_CITIES, ...EUROPE_CITIES].forEach((seed, index) => {
    const country = countryByCode(seed.countryCode);
    if (!country) throw new Error(`Unknown country ${seed.countryCode} for ${seed.name}`);
    const row: CityRow = {
      id: index + 1,
      countryId: country.id,
      name: seed.name,
      slug: slugify(seed.name),
      state: seed.state,
      latitude: seed.latitude,
      longitude: seed.longitude,
      popular: seed.popular,
      metaDescription: metaDescription(seed),
      imageUrl: null,
    };
    const localities = seed.localities.map((locality) => ({
      id: ++localityId,
      cityId: row.id,
      name: locality.name,
      slug: slugify(locality.name),
      latitude: locality.latitude,
      longitude: locality.longitude,
    }));
    placed.push({ seed, row, localities });
  });
  return {
    countries,
    cities: placed.map((city) => city.row),
    localities: placed.flatMap((city) => city.localities),
    india: placed.filter((city) => city.seed.countryCode === 'in'),
    europe: placed.filter((city) => city.seed.countryCode !== 'in'),
  };
}

function metaDescription(city: CitySeed): string {
  if (city.countryCode !== 'in') return `Holiday homes in ${city.name}, ${city.state}: cottages, apartments and villas to book directly.`;
  const homes = city.homes ? ' and holiday homes' : '';
  return `Book hotels${homes} in ${city.name}, ${city.state} at the best prices, with free cancellation on most stays.`;
}
