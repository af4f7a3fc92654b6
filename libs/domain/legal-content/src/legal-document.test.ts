import { describe, expect, it } from 'vitest';
import { COOKIES, brandById, countryByCode, type CountryConfig } from '@stays/brand-config';
import { legalDocument, type LegalDocument } from './legal-document';
import { legalJurisdiction } from './legal-parties';

const nivaas = brandById('nivaas');
const dunelight = brandById('dunelight');
const dunelightIndia = brandById('dunelight-in');
const country = (code: string) => countryByCode(code) as CountryConfig;
const textOf = (document: LegalDocument) =>
  [
    document.title,
    document.summary,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) =>
        block.kind === 'paragraph' ? [block.text] : block.kind === 'list' ? block.items : [...block.head, ...block.rows.flat()],
      ),
    ]),
  ].join('\n');

describe('legalDocument', () => {
  it('writes the Indian terms of Nivaas: its company, prices plus taxes in rupees, Indian law and a Grievance Officer', () => {
    const terms = legalDocument('terms', { brand: nivaas, country: country('in'), locale: 'en' });
    expect(terms).toMatchObject({ page: 'terms', locale: 'en', title: 'Terms of booking', lastUpdated: '2026-11-27' });
    const text = textOf(terms);
    expect(text).toContain('Nivaas is run by Nivaas Stays Private Limited');
    expect(text).toContain('Indian Rupee (INR)');
    expect(text).toContain('Taxes and fees are charged in addition to the room price');
    expect(text).toContain('governed by the laws of India');
    expect(text).toContain('grievance@nivaas.example');
    expect(text).not.toContain('Directive 2011/83/EU');
  });

  it('writes the Dutch site’s terms under Dutch and EU law, with prices including taxes in euros', () => {
    const text = textOf(legalDocument('terms', { brand: dunelight, country: country('nl'), locale: 'en' }));
    expect(text).toContain('Dunelight Homes is run by Dunelight Homes B.V.');
    expect(text).toContain('Euro (EUR) and include the taxes');
    expect(text).toContain('Article 16(l) of Directive 2011/83/EU');
    expect(text).toContain('governed by the law of Netherlands');
    expect(text).not.toContain('Grievance Officer');
  });

  it('writes the British site’s terms under the law of England and Wales, in pounds', () => {
    const text = textOf(legalDocument('terms', { brand: dunelight, country: country('gb'), locale: 'en' }));
    expect(text).toContain('British Pound (GBP)');
    expect(text).toContain('law of England and Wales');
    expect(text).not.toContain('Directive 2011/83/EU');
  });

  it('names the data-protection authority and law of the site’s country', () => {
    const dutch = textOf(legalDocument('privacy-policy', { brand: dunelight, country: country('nl'), locale: 'en' }));
    expect(dutch).toContain('controller under the General Data Protection Regulation (GDPR)');
    expect(dutch).toContain('Autoriteit Persoonsgegevens (https://autoriteitpersoonsgegevens.nl)');
    const german = textOf(legalDocument('privacy-policy', { brand: dunelight, country: country('de'), locale: 'en' }));
    expect(german).toContain('BfDI');
    const indian = textOf(legalDocument('privacy-policy', { brand: dunelightIndia, country: country('in'), locale: 'en' }));
    expect(indian).toContain('Digital Personal Data Protection Act, 2023');
    expect(indian).toContain('Data Protection Board of India');
    expect(indian).toContain('Dunelight Homes India Private Limited');
    expect(indian).not.toContain('GDPR');
  });

  it('keeps the hotel texts for hotels and the home texts for homes', () => {
    const hotels = textOf(legalDocument('guest-policy', { brand: nivaas, country: country('in'), locale: 'en' }));
    expect(hotels).toContain('Pets are not allowed in hotels');
    expect(hotels).not.toContain('security deposit');
    const homes = textOf(legalDocument('guest-policy', { brand: dunelight, country: country('nl'), locale: 'en' }));
    expect(homes).toContain('Pets are allowed only in homes that say so');
    expect(homes).toContain('security deposit');
  });

  it('tells Nivaas guests which hotels welcome unmarried couples with the labels hotels show, and what the law says', () => {
    const page = legalDocument('unmarried-couples', { brand: nivaas, country: country('in'), locale: 'en' });
    const text = textOf(page);
    expect(text).toContain('"Couples are welcome"');
    expect(text).toContain('"No unmarried couples allowed"');
    expect(text).toContain('Aadhaar card');
    expect(page.sections.map((section) => section.id)).toEqual(['which-stays-welcome-couples', 'what-to-bring', 'the-law', 'if-something-goes-wrong']);
    expect(textOf(legalDocument('unmarried-couples', { brand: dunelight, country: country('fr'), locale: 'en' }))).toContain(
      'Every home on Dunelight Homes welcomes couples',
    );
  });

  it('lists every cookie the site writes, with the lifetimes it gives them', () => {
    const page = legalDocument('cookie-policy', { brand: dunelight, country: country('nl'), locale: 'en' });
    const table = page.sections.flatMap((section) => section.blocks).find((block) => block.kind === 'table');
    if (table?.kind !== 'table') throw new Error('the cookie policy has no table');
    const names = table.rows.map((row) => row[0]);
    for (const cookie of Object.values(COOKIES)) expect(names).toContain(cookie.name);
    const lasts = (name: string) => table.rows.find((row) => row[0] === name)?.[3];
    for (const cookie of Object.values(COOKIES)) {
      if (cookie.maxAgeSeconds !== null) expect(lasts(cookie.name)).toContain(cookie.maxAgeSeconds.toLocaleString('en'));
    }
    expect(lasts('utm')).toBe('30 days (2,592,000 seconds)');
    expect(table.head).toEqual(['Name', 'Category', 'Purpose', 'Lasts']);
  });

  it('says on the saved-card policy that the CVV is never stored, and cites the RBI tokenisation rules on India sites', () => {
    const indian = textOf(legalDocument('saved-card-policy', { brand: nivaas, country: country('in'), locale: 'en' }));
    expect(indian).toContain('(CVV or CVC) is never stored');
    expect(indian).toContain('Reserve Bank of India');
    expect(textOf(legalDocument('saved-card-policy', { brand: dunelight, country: country('at'), locale: 'en' }))).toContain('strong customer authentication');
  });

  it('falls back to English for a locale without a file, and to the company’s own law for a country without pages', () => {
    const korean = legalDocument('terms', { brand: nivaas, country: country('jp'), locale: 'ko' });
    expect(korean.locale).toBe('en');
    expect(korean.title).toBe('Terms of booking');
    expect(textOf(korean)).toContain('governed by the laws of India');
    expect(textOf(korean)).toContain('Japanese Yen (JPY)');
    expect(textOf(legalDocument('privacy-policy', { brand: dunelight, country: country('my'), locale: 'en-GB' }))).toContain('Autoriteit Persoonsgegevens');
  });

  it('writes the Japanese site’s pages in Japanese, under the company’s Indian law, with the yen named in Japanese', () => {
    const terms = legalDocument('terms', { brand: nivaas, country: country('jp'), locale: 'ja' });
    expect(terms).toMatchObject({ locale: 'ja', title: '予約に関する利用規約' });
    expect(textOf(terms)).toContain('インド法に準拠');
    expect(textOf(terms)).toContain('日本円（JPY）');
  });

  it('writes the Indian site’s pages in Thai, with the rupee named in Thai', () => {
    const terms = legalDocument('terms', { brand: nivaas, country: country('in'), locale: 'th' });
    expect(terms).toMatchObject({ locale: 'th', title: 'ข้อกำหนดและเงื่อนไขการจอง' });
    expect(textOf(terms)).toContain('กฎหมายอินเดีย');
    expect(textOf(terms)).toContain('รูปีอินเดีย (INR)');
  });

  it('names a country without an authority of its own by the European Data Protection Board’s list', () => {
    const portugal: CountryConfig = { ...country('es'), code: 'pt' };
    expect(textOf(legalDocument('privacy-policy', { brand: dunelight, country: portugal, locale: 'en' }))).toContain('European Data Protection Board');
  });

  it('tells whose law governs each site: India, the EU, the UK, or the company’s own for a country without pages', () => {
    expect(legalJurisdiction(nivaas, country('in'))).toBe('india');
    expect(legalJurisdiction(dunelightIndia, country('in'))).toBe('india');
    expect(legalJurisdiction(dunelight, country('de'))).toBe('eu');
    expect(legalJurisdiction(dunelight, country('gb'))).toBe('uk');
    expect(legalJurisdiction(nivaas, country('jp'))).toBe('india');
    expect(legalJurisdiction(dunelight, country('jp'))).toBe('eu');
  });

  it('writes the Dutch and German sites’ pages in their own language, with the country and currency named in it', () => {
    const dutch = legalDocument('terms', { brand: dunelight, country: country('nl'), locale: 'nl' });
    expect(dutch).toMatchObject({ locale: 'nl', title: 'Boekingsvoorwaarden' });
    expect(textOf(dutch)).toContain('Op deze voorwaarden is het recht van Nederland van toepassing');
    expect(textOf(dutch)).toContain('Euro (EUR)');
    const german = legalDocument('privacy-policy', { brand: dunelight, country: country('at'), locale: 'de-AT' });
    expect(german).toMatchObject({ locale: 'de', title: 'Datenschutzerklärung' });
    expect(textOf(german)).toContain('Österreichische Datenschutzbehörde (https://www.dsb.gv.at)');
    expect(textOf(german)).toContain('Datenschutz-Grundverordnung (DSGVO)');
    expect(textOf(legalDocument('unmarried-couples', { brand: nivaas, country: country('in'), locale: 'de' }))).toContain('„Paare sind willkommen“');
  });
});
