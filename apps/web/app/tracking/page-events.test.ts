import { describe, expect, it } from 'vitest';
import { pageViewEvent, scrollPercent, trackingPageTypeOf } from './page-events';

describe('page events', () => {
  it.each([
    ['/', 'Home Page'],
    ['/search/', 'Search Page'],
    ['/hotels-in-amsterdam', 'Search Page'],
    ['/nl/1234/', 'Hotel Page'],
    ['/booking/DUN-12', 'Booking Success'],
    ['/deals/dutch-coast-break', 'Deal Page'],
    ['/login', 'Login Page'],
    ['/hotels-near-me', 'NearBy Page'],
    ['/upgrade-booking/DUN-12', 'Upgrade Booking'],
    ['/amsterdam', 'City Page'],
    ['/amsterdam/beach', 'Tag Page'],
    ['/my-booking', 'My Booking'],
    ['/wizard', 'Wizard Landing Page'],
    ['/wizardprofile', 'Wizard Profile'],
    ['/booking/DUN-12/save-card', 'Save Credit Card'],
    ['/terms', 'Others'],
  ])('%s is a %s', (path, type) => {
    expect(trackingPageTypeOf(path)).toBe(type);
  });

  it('tells open, flexible and closed searches apart', () => {
    expect(pageViewEvent('/search/', '?isOpenSearch=true&city_id=1', null).payload).toEqual({ search_type: 'open' });
    expect(pageViewEvent('/search/', '?checkin=2026-12-01&checkout=2026-12-03&flexible_days_count=2', null).payload).toEqual({ search_type: 'flexible' });
    expect(pageViewEvent('/hotels-in-amsterdam', '?checkin=2026-12-01&checkout=2026-12-03', null).payload).toEqual({ search_type: 'closed' });
  });

  it('names the hotel and the campaign the guest came from', () => {
    expect(pageViewEvent('/1234/', '?utm_source=ignored', { utm_source: 'newsletter', gclid: 'g' })).toEqual({
      name: 'page_view',
      page_type: 'Hotel Page',
      route: '/1234/',
      payload: { hotel_id: '1234', utm_source: 'newsletter' },
    });
  });

  it('carries the guest’s variant of each experiment, for a dashboard split by variant', () => {
    expect(pageViewEvent('/', '', null, { exp_newhome: '1', exp_wizz: '0' }).payload).toEqual({ exp_newhome: '1', exp_wizz: '0' });
  });

  it('measures scroll depth against the page height', () => {
    expect(scrollPercent(0, 800, 3200)).toBe(25);
    expect(scrollPercent(2400, 800, 3200)).toBe(100);
    expect(scrollPercent(0, 800, 0)).toBe(0);
  });
});
