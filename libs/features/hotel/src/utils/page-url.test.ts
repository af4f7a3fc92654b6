import { describe, expect, it } from 'vitest';
import { pageHref } from './page-url';

describe('hotel page URL', () => {
  it('sets and removes parameters and keeps the others', () => {
    expect(pageHref('/1234/', { checkin: '2030-05-01', utm_source: 'mail', modal: 'hotelImages' }, { checkin: '2030-05-02', modal: null })).toBe(
      '/1234/?checkin=2030-05-02&utm_source=mail',
    );
  });

  it('answers the bare path without parameters', () => {
    expect(pageHref('/nl/1234/', { modal: 'datepicker' }, { modal: null })).toBe('/nl/1234/');
  });
});
