import { describe, expect, it } from 'vitest';
import { hreflangOf, pageAlternates, siblingSites } from './hreflang';

describe('hreflang alternates', () => {
  it('links a Dunelight page to every country site of the brand in its languages, with x-default the global site', () => {
    const alternates = pageAlternates({ protocol: 'http:', host: 'nl.homes.localhost:4200' }, '/hotels-in-amsterdam');
    expect(alternates).toEqual([
      { hreflang: 'en', href: 'http://homes.localhost:4200/hotels-in-amsterdam' },
      { hreflang: 'nl-NL', href: 'http://nl.homes.localhost:4200/hotels-in-amsterdam' },
      { hreflang: 'de-DE', href: 'http://de.homes.localhost:4200/hotels-in-amsterdam' },
      { hreflang: 'fr-FR', href: 'http://fr.homes.localhost:4200/hotels-in-amsterdam' },
      { hreflang: 'es-ES', href: 'http://es.homes.localhost:4200/hotels-in-amsterdam' },
      { hreflang: 'de-AT', href: 'http://at.homes.localhost:4200/hotels-in-amsterdam' },
      { hreflang: 'it-IT', href: 'http://it.homes.localhost:4200/hotels-in-amsterdam' },
      { hreflang: 'en-GB', href: 'http://uk.homes.localhost:4200/hotels-in-amsterdam' },
      { hreflang: 'nl-BE', href: 'http://be.homes.localhost:4200/hotels-in-amsterdam' },
      { hreflang: 'fr-BE', href: 'http://be.homes.localhost:4200/hotels-in-amsterdam?locale=fr' },
      { hreflang: 'x-default', href: 'http://homes.localhost:4200/hotels-in-amsterdam' },
    ]);
  });

  it('gives Nivaas its English and Hindi (?locale=hi), and x-default its own site', () => {
    expect(pageAlternates({ protocol: 'https:', host: 'localhost' }, '/search/?countryId=1')).toEqual([
      { hreflang: 'en-IN', href: 'https://localhost/search/?countryId=1' },
      { hreflang: 'hi-IN', href: 'https://localhost/search/?countryId=1&locale=hi' },
      { hreflang: 'x-default', href: 'https://localhost/search/?countryId=1' },
    ]);
  });

  it('keeps each brand and domain apart: the India homes site and production hosts are not siblings of homes.localhost', () => {
    expect(siblingSites('in.homes.localhost').map((site) => site.host)).toEqual(['in.homes.localhost']);
    expect(siblingSites('homes.localhost')).toHaveLength(9);
    expect(siblingSites('www.dunelight.example').map((site) => site.host)).toEqual(['www.dunelight.example']);
  });

  it("points a country's home /{cc}/ at that country site's own home", () => {
    const alternates = pageAlternates({ protocol: 'http:', host: 'homes.localhost' }, '/nl/');
    expect(alternates).toContainEqual({ hreflang: 'nl-NL', href: 'http://nl.homes.localhost/' });
    expect(alternates).toContainEqual({ hreflang: 'de-DE', href: 'http://de.homes.localhost/nl/' });
    expect(alternates).toContainEqual({ hreflang: 'x-default', href: 'http://homes.localhost/nl/' });
  });

  it('treats a host no brand lists as the site it resolves to', () => {
    expect(pageAlternates({ protocol: 'http:', host: 'web.test' }, '/about')).toEqual([
      { hreflang: 'en-IN', href: 'http://web.test/about' },
      { hreflang: 'hi-IN', href: 'http://web.test/about?locale=hi' },
      { hreflang: 'x-default', href: 'http://web.test/about' },
    ]);
  });

  it('writes a country site language with its region and a global site language alone', () => {
    expect(hreflangOf({ countryCode: 'gb' }, 'en')).toBe('en-GB');
    expect(hreflangOf({ countryCode: null }, 'en')).toBe('en');
  });
});
