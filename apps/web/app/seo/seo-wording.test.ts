import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { citySeo, countryHomeSeo } from '@stays/seo';

/** The English catalogue the pages' metadata is written in. */
const english = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../../libs/ui/src/i18n/messages/en.json'), 'utf8')) as Record<
  string,
  string
>;
const intl = createIntl({ locale: 'en', messages: english });
const say = (id: string, values: Record<string, string>) => intl.formatMessage({ id }, values);

// getSeoContent (the API, through @stays/seo) and the pages' own metadata must word a page alike.
describe('the API’s page texts and the web pages’ English metadata', () => {
  it('word a country home alike', () => {
    for (const [propertyType, kind] of [
      ['hotel', 'Hotels'],
      ['home', 'Homes'],
    ] as const) {
      const api = countryHomeSeo({ brandName: 'Nivaas', propertyType, countryName: 'Japan' });
      expect(api.title).toBe(say(`web.countryHome.title${kind}`, { brand: 'Nivaas', country: 'Japan' }));
      expect(api.description).toBe(say(`web.countryHome.description${kind}`, { brand: 'Nivaas', country: 'Japan' }));
      expect(api.h1).toBe(say(`web.countryHome.tagline${kind}`, { country: 'Japan' }));
    }
  });

  it('word a city listing alike', () => {
    for (const [propertyType, kind] of [
      ['hotel', 'hotels'],
      ['home', 'homes'],
    ] as const) {
      const api = citySeo({ brandName: 'Nivaas', propertyType, city: 'Goa', stayCount: 2, localities: [] });
      expect(api.title).toBe(say(`web.listing.title.${kind}`, { brand: 'Nivaas', city: 'Goa' }));
      expect(api.description).toBe(say(`web.listing.description.${kind}`, { brand: 'Nivaas', place: 'Goa' }));
    }
  });
});
