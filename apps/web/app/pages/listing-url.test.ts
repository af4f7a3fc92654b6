import { describe, expect, it } from 'vitest';
import { listingQueryFromParams } from '@stays/feature-search';
import { listingModal } from './listing-modal';
import { lastPageUrl, tidyListingUrl } from './listing-url';

const tidy = (href: string) => {
  const url = new URL(href, 'http://localhost');
  return tidyListingUrl(url, listingQueryFromParams(url.searchParams));
};

describe('the listing URL written one way', () => {
  it('leaves a URL without sort, filters or page alone', () => {
    expect(tidy('/hotels-in-goa?checkin=2030-05-01&checkout=2030-05-03')).toBeNull();
    expect(tidy('/hotels-in-goa')).toBeNull();
  });

  it('leaves a tidy one alone', () => {
    expect(tidy('/hotels-in-goa?checkin=2030-05-01&sort=price_low_to_high&amenities=1,4&page=2')).toBeNull();
  });

  it('drops the empty fields a filter form sends and joins its amenities, keeping the stay', () => {
    expect(tidy('/hotels-in-goa?checkin=2030-05-01&price_min=&price_max=5000&property_type=&amenities=4&amenities=1&rating=')).toBe(
      '/hotels-in-goa?checkin=2030-05-01&price_max=5000&amenities=1,4',
    );
  });

  it('drops invalid values rather than failing', () => {
    expect(tidy('/hotels-in-goa?sort=cheapest&page=-1&rating=9')).toBe('/hotels-in-goa');
  });

  it('stays on this site for a request path that starts with two slashes (a Location of "//host/…" is another host)', () => {
    expect(tidy('http://localhost//evil.example/hotels-in-goa?sort=cheapest')).toBe('/evil.example/hotels-in-goa');
    expect(tidy('http://localhost/\\evil.example/hotels-in-goa?sort=cheapest')).toBe('/evil.example/hotels-in-goa');
    expect(lastPageUrl(new URL('http://localhost///evil.example/hotels-in-goa?page=5'), 5, 0, 20)).toBe('/evil.example/hotels-in-goa');
  });
});

describe('the listing modals', () => {
  it('opens filters and sorters, nothing else', () => {
    expect(listingModal('filters')).toBe('filters');
    expect(listingModal('sorters')).toBe('sorters');
    expect(listingModal('searchbar')).toBeNull();
    expect(listingModal('nonsense')).toBeNull();
    expect(listingModal(null)).toBeNull();
  });
});

describe('a page past the end', () => {
  const url = new URL('http://localhost/hotels-in-goa?checkin=2030-05-01&sort=rating&page=5');
  it('goes to the last page', () => {
    expect(lastPageUrl(url, 5, 45, 20)).toBe('/hotels-in-goa?checkin=2030-05-01&sort=rating&page=3');
    expect(lastPageUrl(url, 5, 7, 20)).toBe('/hotels-in-goa?checkin=2030-05-01&sort=rating');
    expect(lastPageUrl(url, 5, 0, 20)).toBe('/hotels-in-goa?checkin=2030-05-01&sort=rating');
  });
  it('stays on a page in range', () => {
    expect(lastPageUrl(url, 3, 45, 20)).toBeNull();
    expect(lastPageUrl(url, 1, 0, 20)).toBeNull();
  });
});
