import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { brandById, countryByCode, type CountryConfig } from '@stays/brand-config';
import { legalDocument } from '@stays/legal-content';
import { FooterLegalLinks } from './FooterLegalLinks';
import { LegalDocumentView } from './LegalDocumentView';

const country = (code: string) => countryByCode(code) as CountryConfig;

function renderInRouter(element: React.ReactElement, locale = 'en') {
  const Stub = createRoutesStub([{ path: '*', Component: () => element }]);
  render(
    <IntlProvider locale={locale} onError={() => undefined}>
      <Stub initialEntries={['/']} />
    </IntlProvider>,
  );
}

describe('a legal page', () => {
  it('shows its title, summary, last-updated date, a table of contents to every section, and mail links', () => {
    const document = legalDocument('privacy-policy', { brand: brandById('nivaas'), country: country('in'), locale: 'en' });
    renderInRouter(<LegalDocumentView document={document} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByText('Last updated November 27, 2026')).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const entries = within(contents).getAllByRole('link');
    expect(entries.map((link) => link.getAttribute('href'))).toEqual(document.sections.map((section) => `#${section.id}`));
    for (const section of document.sections) expect(screen.getByRole('region', { name: section.heading })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'privacy@nivaas.example' })[0]?.getAttribute('href')).toBe('mailto:privacy@nivaas.example');
  });

  it('shows the cookie table, and marks a page shown in English in a language without its own texts', () => {
    const document = legalDocument('cookie-policy', { brand: brandById('nivaas'), country: country('in'), locale: 'ko' });
    renderInRouter(<LegalDocumentView document={document} />, 'ko');
    expect(screen.getByRole('columnheader', { name: 'Lasts' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '2 years (63,072,000 seconds)' })).toBeTruthy();
    expect(screen.getByRole('article').getAttribute('lang')).toBe('en');
  });

  it('shows a page in the site’s language, unmarked, where the language has its texts', () => {
    const document = legalDocument('cookie-policy', { brand: brandById('dunelight'), country: country('fr'), locale: 'fr' });
    renderInRouter(<LegalDocumentView document={document} />, 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Politique relative aux cookies' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Durée' })).toBeTruthy();
    expect(screen.getByRole('article').getAttribute('lang')).toBeNull();
  });
});

describe('the footer’s policy links', () => {
  it('lead to the India site’s pages, the unmarried-couples page among them', () => {
    renderInRouter(<FooterLegalLinks countryCode="in" />);
    const links = within(screen.getByRole('navigation', { name: 'Policies' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms', '/terms/'],
      ['Guest policy', '/guest-policy/'],
      ['Privacy policy', '/privacy-policy/'],
      ['Cookie policy', '/cookie-policy/'],
      ['Saved card policy', '/saved-card-policy/'],
      ['Corporate social responsibility', '/corporate-social-responsibility/'],
      ['Unmarried couples', '/unmarried-couples/'],
    ]);
  });

  it('lead to a European site’s own pages under its country prefix', () => {
    renderInRouter(<FooterLegalLinks countryCode="nl" />);
    const hrefs = within(screen.getByRole('navigation', { name: 'Policies' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/nl/terms/',
      '/nl/guest-policy/',
      '/nl/privacy-policy/',
      '/nl/cookie-policy/',
      '/nl/saved-card-policy/',
      '/nl/corporate-social-responsibility/',
    ]);
  });
});
