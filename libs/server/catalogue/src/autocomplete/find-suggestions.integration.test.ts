import { describe, expect, it } from 'vitest';
import { findSuggestions, type SuggestionCriteria } from './find-suggestions.repository';
import { suggestPlaces } from './suggest-places.service';
import { useCatalogueDatabase } from '../testing/catalogue-database';

const database = useCatalogueDatabase();

const everything: Omit<SuggestionCriteria, 'term'> = {
  regionCountryId: null,
  countryIds: null,
  brandId: null,
  propertyType: null,
  limitPerKind: 6,
  collections: [],
};
const names = async (term: string, criteria: Partial<SuggestionCriteria> = {}) =>
  (await findSuggestions(database, { ...everything, term, ...criteria })).map((row) => `${row.kind}:${row.name}`);

describe('suggestions by name, through the trigram indexes', () => {
  it.each([
    ['a city prefix, any case (and the park named after it)', 'AMS', ['city:Amsterdam', 'holiday_park:Vakantiepark Amsterdamse Bos']],
    ['a misspelt city', 'amsterdm', ['city:Amsterdam', 'holiday_park:Vakantiepark Amsterdamse Bos']],
    ['a country', 'nether', ['country:Netherlands']],
    ['a holiday park by a word of its name', 'bos', ['holiday_park:Vakantiepark Amsterdamse Bos']],
    ['a locality (and the home named after it)', 'jord', ['locality:Jordaan', 'hotel:Canal House Jordaan']],
    ['a word inside a property name', 'palm', ['hotel:Nivaas Goa Palms']],
    ['a LIKE wildcard matches only itself', '%', []],
    ['nothing alike', 'zzqx', []],
  ])('%s', async (_case, term, expected) => {
    expect(await names(term)).toEqual(expected);
  });

  it('never suggests a disabled property', async () => {
    expect(await names('candolim')).toEqual([]);
  });

  it('keeps to the brand: its countries and its properties', async () => {
    expect(await names('goa', { brandId: 'dunelight-in', countryIds: [1] })).toEqual(['city:Goa', 'hotel:Goa Villa Verde']);
    expect(await names('goa', { brandId: 'dunelight', countryIds: [143] })).toEqual([]);
  });

  it('ranks the region’s country first', async () => {
    expect((await names('a', { regionCountryId: 143 }))[0]).toBe('city:Amsterdam');
  });

  it('counts supply per place for the brand', async () => {
    const rows = await findSuggestions(database, { ...everything, term: 'goa', brandId: 'nivaas' });
    expect(rows.find((row) => row.kind === 'city')?.supply).toBe(2);
  });
});

describe('suggestion groups', () => {
  it('words sentences by the brand’s property type', async () => {
    const homes = await suggestPlaces(database, { query: 'jordaan', brandName: 'Dunelight Homes' });
    expect(homes.sentences.values.map((value) => value.display_name)).toEqual(['Homes near Jordaan, Amsterdam']);
    expect(homes.sentences.values[0]).toMatchObject({ type: 'sentence', city_slug: 'amsterdam', location_slug: 'jordaan' });
    expect(homes.hotels.title).toBe('Homes');
    const hotels = await suggestPlaces(database, { query: 'goa', brandName: 'nivaas' });
    expect(hotels.sentences.values.map((value) => value.display_name)).toEqual(['Hotels in Goa']);
    expect(hotels.locations.values[0]).toMatchObject({ id: 'city-1', type: 'city', city_slug: 'goa', location_slug: null, supply: 2, trending: true });
  });

  it('leaves places without supply out of the sentences', async () => {
    const result = await suggestPlaces(database, { query: 'new delhi' });
    expect(result.locations.values.map((value) => value.display_name)).toEqual(['New Delhi']);
    expect(result.sentences.values).toEqual([]);
  });
});
