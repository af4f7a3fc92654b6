import type { CityRow, CountryRow, HolidayParkRow, PropertyRow } from './rows';
import { regionKind } from './regions';
import { slugify } from './text';

/** Fewest homes of a city that make a park of them; a park takes at most PARK_SIZE of them. */
const MIN_HOMES = 3;
const PARK_SIZE = 8;

/** How a park is called in its country ("Duinpark Zandvoort", "Ferienpark Winterberg", "Brighton Holiday Park"). */
const PARK_NAME: Record<string, (city: string) => string> = {
  nl: (city) => `Duinpark ${city}`,
  be: (city) => `Vakantiepark ${city}`,
  de: (city) => `Ferienpark ${city}`,
  at: (city) => `Feriendorf ${city}`,
  fr: (city) => `Domaine de ${city}`,
  es: (city) => `Parque Vacacional ${city}`,
  it: (city) => `Villaggio ${city}`,
  gb: (city) => `${city} Holiday Park`,
};

/**
 * Holiday parks (guest-journey §3 searchType holiday_park): in every European holiday place (coast, lake, hills,
 * ski resort — not a city) with at least MIN_HOMES Dunelight homes, one park grouping the first PARK_SIZE of them by id, centred on its homes. A pure function of
 * the generated catalogue (no random stream), so every other generated value stays as it was.
 */
export function groupHolidayParks(
  properties: readonly PropertyRow[],
  cities: readonly CityRow[],
  countries: readonly CountryRow[],
): { parks: HolidayParkRow[]; parkIdByPropertyId: Map<number, number> } {
  const countryCode = new Map(countries.map((country) => [country.id, country.code]));
  const homesByCity = new Map<number, PropertyRow[]>();
  for (const property of properties) {
    if (property.brandId !== 'dunelight' || property.propertyType !== 'home' || property.status !== 'active') continue;
    homesByCity.set(property.cityId, [...(homesByCity.get(property.cityId) ?? []), property]);
  }
  const parks: HolidayParkRow[] = [];
  const parkIdByPropertyId = new Map<number, number>();
  for (const city of [...cities].sort((a, b) => a.id - b.id)) {
    const homes = (homesByCity.get(city.id) ?? []).sort((a, b) => a.id - b.id).slice(0, PARK_SIZE);
    const name = PARK_NAME[countryCode.get(city.countryId) ?? '']?.(city.name);
    if (homes.length < MIN_HOMES || !name || regionKind(city.name) === 'city') continue;
    const id = parks.length + 1;
    parks.push({
      id,
      brandId: 'dunelight',
      name,
      slug: slugify(name),
      description: `${homes.length} holiday homes around one park near ${city.name}: shared pool, playgrounds and paths to the centre.`,
      cityId: city.id,
      countryId: city.countryId,
      latitude: round(homes.reduce((sum, home) => sum + home.latitude, 0) / homes.length),
      longitude: round(homes.reduce((sum, home) => sum + home.longitude, 0) / homes.length),
    });
    for (const home of homes) parkIdByPropertyId.set(home.id, id);
  }
  return { parks, parkIdByPropertyId };
}

/**
 * The curated collections (guest-journey §3 searchType townhouse, silverkey): Nivaas Townhouse is the brand's
 * Townhouse line of hotels; Nivaas SilverKey gathers its Premium hotels for business travellers.
 */
export function collectionOf(
  property: Pick<PropertyRow, 'brandId' | 'propertyType' | 'category'>,
  tagSlugs: ReadonlySet<string> | readonly string[],
): 'townhouse' | 'silverkey' | null {
  if (property.brandId !== 'nivaas' || property.propertyType !== 'hotel') return null;
  if (property.category === 'Townhouse') return 'townhouse';
  const tags = new Set(tagSlugs);
  return property.category === 'Premium' && tags.has('business') ? 'silverkey' : null;
}

function round(degrees: number): number {
  return Math.round(degrees * 1e6) / 1e6;
}
