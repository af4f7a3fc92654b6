import { EEA_COUNTRY_CODES, type Brand, type CountryConfig } from '@stays/brand-config';
import type { Jurisdiction } from './legal-text';

type BrandId = Brand['id'];

/** The company behind a brand, and the addresses its legal pages give. */
interface LegalEntity {
  companyName: string;
  companyAddress: string;
  /** Where the company is established: its law applies where the site's country has no pages of its own. */
  home: { countryCode: string; jurisdiction: Jurisdiction };
  supportEmail: string;
  privacyEmail: string;
  /** The Grievance Officer the Indian e-commerce and data-protection rules require. */
  grievanceEmail: string;
  /** The courts named by the terms on India sites. */
  courts: string;
}

const LEGAL_ENTITIES: Readonly<Record<BrandId, LegalEntity>> = {
  nivaas: {
    companyName: 'Nivaas Stays Private Limited',
    companyAddress: 'Bengaluru, Karnataka, India',
    home: { countryCode: 'in', jurisdiction: 'india' },
    supportEmail: 'support@nivaas.example',
    privacyEmail: 'privacy@nivaas.example',
    grievanceEmail: 'grievance@nivaas.example',
    courts: 'Bengaluru, Karnataka',
  },
  dunelight: {
    companyName: 'Dunelight Homes B.V.',
    companyAddress: 'Amsterdam, Nederland',
    home: { countryCode: 'nl', jurisdiction: 'eu' },
    supportEmail: 'help@dunelight.example',
    privacyEmail: 'privacy@dunelight.example',
    grievanceEmail: 'help@dunelight.example',
    courts: 'Amsterdam',
  },
  'dunelight-in': {
    companyName: 'Dunelight Homes India Private Limited',
    companyAddress: 'Panaji, Goa, India',
    home: { countryCode: 'in', jurisdiction: 'india' },
    supportEmail: 'help@in.dunelight.example',
    privacyEmail: 'privacy@in.dunelight.example',
    grievanceEmail: 'grievance@in.dunelight.example',
    courts: 'Panaji, Goa',
  },
};

export function legalEntityOf(brandId: BrandId): LegalEntity {
  return LEGAL_ENTITIES[brandId];
}

function jurisdictionOfCode(code: string): Jurisdiction | undefined {
  if (code === 'in') return 'india';
  if (code === 'gb') return 'uk';
  return EEA_COUNTRY_CODES.has(code) ? 'eu' : undefined;
}

/**
 * Whose law a site's legal pages follow: the country's own where we have pages for it (India, the EU and EEA, the
 * United Kingdom), else the country the brand's company is established in (a contract with it follows its law).
 */
export function jurisdictionOf(brandId: BrandId, country: Pick<CountryConfig, 'code'>): { jurisdiction: Jurisdiction; countryCode: string } {
  const own = jurisdictionOfCode(country.code);
  if (own) return { jurisdiction: own, countryCode: country.code };
  return legalEntityOf(brandId).home;
}

interface Authority {
  name: string;
  url: string;
}

/** The data-protection authority of each country we sell (its own name, as it calls itself). */
const AUTHORITIES: Readonly<Record<string, Authority>> = {
  in: { name: 'Data Protection Board of India', url: 'https://www.meity.gov.in' },
  nl: { name: 'Autoriteit Persoonsgegevens', url: 'https://autoriteitpersoonsgegevens.nl' },
  de: { name: 'Bundesbeauftragte für den Datenschutz und die Informationsfreiheit (BfDI)', url: 'https://www.bfdi.bund.de' },
  fr: { name: 'Commission nationale de l’informatique et des libertés (CNIL)', url: 'https://www.cnil.fr' },
  es: { name: 'Agencia Española de Protección de Datos (AEPD)', url: 'https://www.aepd.es' },
  at: { name: 'Österreichische Datenschutzbehörde', url: 'https://www.dsb.gv.at' },
  it: { name: 'Garante per la protezione dei dati personali', url: 'https://www.garanteprivacy.it' },
  gb: { name: 'Information Commissioner’s Office (ICO)', url: 'https://ico.org.uk' },
  be: { name: 'Gegevensbeschermingsautoriteit / Autorité de protection des données', url: 'https://www.dataprotectionauthority.be' },
};

/** Every EU authority is listed by the European Data Protection Board. */
const EU_AUTHORITIES: Authority = { name: 'European Data Protection Board (EDPB)', url: 'https://www.edpb.europa.eu/about-edpb/about-edpb/members_en' };

export function dataProtectionAuthorityOf(countryCode: string): Authority {
  return AUTHORITIES[countryCode] ?? EU_AUTHORITIES;
}

/** Whose law governs a brand's site in a country: what the booking form's wording follows. */
export function legalJurisdiction(brand: Pick<Brand, 'id'>, country: Pick<CountryConfig, 'code'>): Jurisdiction {
  return jurisdictionOf(brand.id, country).jurisdiction;
}
