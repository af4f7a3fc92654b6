import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import type { SiteContext } from '../site/site-context';
import { dunelightNlSite } from '../testing/site-fixtures';
import { CountryFooter } from './CountryFooter';
import { SiteFooter } from './SiteFooter';

afterEach(cleanup);

const nivaas = dunelightNlSite({ brandId: 'nivaas', brandName: 'Nivaas', defaultPropertyType: 'hotel', countryCode: 'in', origin: 'http://localhost' });

function renderFooter(site: SiteContext, countryCode: string, showLinks = true) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <SiteFooter brandName={site.brandName} showLinks={showLinks} countryCode={site.countryCode}>
          <CountryFooter site={site} countryCode={countryCode} />
        </SiteFooter>
      ),
    },
  ]);
  render(
    <IntlProvider locale={site.locale} onError={() => undefined}>
      <Stub initialEntries={['/']} />
    </IntlProvider>,
  );
}

const linksOf = (group: string) =>
  within(screen.getByRole('region', { name: group }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('CountryFooter: the footer changes with brand and country', () => {
  it("the hotel brand in India: hotels in popular cities and near the sea, to the cities' listings; no office", () => {
    renderFooter(nivaas, 'in');
    expect(linksOf('Hotels in popular cities')).toContainEqual(['Hotels in Mumbai', '/hotels-in-mumbai']);
    expect(linksOf('Hotels near the sea')).toContainEqual(['Hotels near the beach in Goa', '/goa/hotels-in-goa-near-beach']);
    expect(screen.queryByRole('region', { name: /Holiday homes/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Contact Nivaas' })).toBeNull();
  });

  it('the holiday-home brand in the Netherlands: home words, Dutch places, and the Amsterdam office with its phone', () => {
    renderFooter(dunelightNlSite({ countryCode: 'nl' }), 'nl');
    expect(linksOf('Holiday homes in popular places')).toContainEqual(['Holiday homes in Zandvoort', '/hotels-in-zandvoort']);
    expect(linksOf('Holiday homes near the sea')).toContainEqual(['Holiday homes near the beach in Texel', '/texel/hotels-in-texel-near-beach']);
    const contact = screen.getByRole('region', { name: 'Contact Dunelight Homes' });
    expect(contact.textContent).toContain('Keizersgracht 412');
    expect(contact.textContent).toContain('1016 GC Amsterdam');
    expect(within(contact).getByRole('link', { name: 'Phone: +31 20 808 4120' }).getAttribute('href')).toBe('tel:+31208084120');
  });

  it('Dunelight Homes India: the Indian home groups and the Bengaluru office, not the hotel groups', () => {
    renderFooter(dunelightNlSite({ brandId: 'dunelight-in', brandName: 'Dunelight Homes India', countryCode: 'in' }), 'in');
    expect(linksOf('Holiday homes in popular places')).toContainEqual(['Holiday homes in Manali', '/hotels-in-manali']);
    expect(screen.queryByRole('region', { name: 'Hotels in popular cities' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Contact Dunelight Homes India' }).textContent).toContain('+91 80 4719 4120');
  });

  it('an Arabic market reading Arabic names the cities in Arabic', () => {
    renderFooter({ ...nivaas, locale: 'ar', countryCode: 'ae' }, 'ae');
    expect(linksOf('Hotels in popular cities')).toContainEqual(['Hotels in مومباي', '/hotels-in-mumbai']);
  });

  it('microsite mode shows none of it', () => {
    renderFooter(dunelightNlSite({ countryCode: 'nl' }), 'nl', false);
    expect(screen.queryAllByRole('region')).toEqual([]);
  });
});
