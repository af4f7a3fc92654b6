import type { BrandId } from './brands';

/** How guests reach a site's team: its phone number and postal address (page metadata and footer). */
export interface SiteContact {
  telephone: string;
  address: {
    streetAddress: string;
    postalCode: string;
    addressLocality: string;
    /** ISO 3166 alpha-2, upper case. */
    addressCountry: string;
  };
}

const contact = (telephone: string, streetAddress: string, postalCode: string, addressLocality: string, addressCountry: string): SiteContact => ({
  telephone,
  address: { streetAddress, postalCode, addressLocality, addressCountry },
});

/**
 * The offices of the holiday-home brand's country sites. Our own: phone numbers in ranges the regulators keep for
 * fiction where a country has one (UK 020 7946 0xxx, Germany 030 23125 xxx, France 01 99 00 xx xx), else unassigned-looking.
 */
const DUNELIGHT_CONTACTS: Readonly<Record<string, SiteContact>> = {
  nl: contact('+31 20 808 4120', 'Keizersgracht 412', '1016 GC', 'Amsterdam', 'NL'),
  de: contact('+49 30 23125 412', 'Torstraße 118', '10119', 'Berlin', 'DE'),
  fr: contact('+33 1 99 00 41 20', '24 rue de Turbigo', '75002', 'Paris', 'FR'),
  es: contact('+34 930 41 20 12', 'Carrer de Pau Claris 97', '08009', 'Barcelona', 'ES'),
  at: contact('+43 1 253 41 20', 'Mariahilfer Straße 47', '1060', 'Wien', 'AT'),
  it: contact('+39 02 8734 4120', 'Via Tortona 27', '20144', 'Milano', 'IT'),
  gb: contact('+44 20 7946 0412', '12 Hatton Garden', 'EC1N 8AN', 'London', 'GB'),
  be: contact('+32 2 808 41 20', 'Rue du Marché aux Herbes 61', '1000', 'Bruxelles', 'BE'),
  in: contact('+91 80 4719 4120', '3rd floor, 80 Feet Road, Koramangala', '560034', 'Bengaluru', 'IN'),
};

const CONTACTS: Readonly<Partial<Record<BrandId, Readonly<Record<string, SiteContact>>>>> = {
  dunelight: DUNELIGHT_CONTACTS,
  'dunelight-in': { in: DUNELIGHT_CONTACTS.in as SiteContact },
};

/** The contact of a brand's site for a country (its URL code), when that site has an office. */
export function siteContactFor(brandId: BrandId, countryCode: string): SiteContact | undefined {
  return CONTACTS[brandId]?.[countryCode];
}
