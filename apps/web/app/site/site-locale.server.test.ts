// @vitest-environment node
// (happy-dom's Request drops the Cookie header, as browsers do; the server sees it.)
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@stays/pricing';
import { isMobileRequest, resolveSiteContext } from './site-context.server';

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers: { host: new URL(url).host, ...headers } });
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';

describe('the locale of a page: ?locale= > locale cookie > Accept-Language > the site locale > English', () => {
  it.each([
    ['http://nl.homes.localhost/', {}, 'nl'],
    ['http://nl.homes.localhost/', { 'accept-language': 'de-DE,de;q=0.9' }, 'de'],
    ['http://nl.homes.localhost/', { 'accept-language': 'zh-CN' }, 'nl'],
    ['http://nl.homes.localhost/', { 'accept-language': 'de-DE', cookie: 'locale=fr' }, 'fr'],
    ['http://nl.homes.localhost/?locale=it', { 'accept-language': 'de-DE', cookie: 'locale=fr' }, 'it'],
    ['http://homes.localhost/', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' }, 'es'],
    ['http://homes.localhost/', { 'accept-language': 'ar-EG' }, 'ar'],
    ['http://localhost/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8', 'user-agent': DESKTOP }, 'en'],
    ['http://localhost/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8', 'user-agent': PHONE }, 'hi'],
    ['http://localhost/', { 'accept-language': 'th-TH', 'sec-ch-ua-mobile': '?1' }, 'th'],
    ['http://localhost/', { 'accept-language': 'xx, !!;q=oops' }, 'en'],
  ])('%s with %j → %s', (url, headers, locale) => {
    expect(resolveSiteContext(request(url, headers)).locale).toBe(locale);
  });

  it('sets the direction from the result: Arabic from the browser is right to left', () => {
    expect(resolveSiteContext(request('http://homes.localhost/', { 'accept-language': 'ar' }))).toMatchObject({ locale: 'ar', dir: 'rtl' });
  });
});

describe('phones are told apart on the server', () => {
  it.each([
    [{ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP }, true],
    [{ 'sec-ch-ua-mobile': '?0', 'user-agent': PHONE }, false],
    [{ 'user-agent': PHONE }, true],
    [{ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' }, true],
    [{ 'user-agent': DESKTOP }, false],
    [{}, false],
  ])('%j → mobile %s', (headers, mobile) => {
    const incoming = request('http://localhost/', headers);
    expect(isMobileRequest(incoming)).toBe(mobile);
    expect(resolveSiteContext(incoming).isMobile).toBe(mobile);
  });
});

describe('numbers, money and dates on the India sites are formatted the Indian way', () => {
  it.each([
    ['http://localhost/', {}, 'en-IN'],
    ['http://in.homes.localhost/', {}, 'en-IN'],
    ['http://localhost/?locale=hi', { 'user-agent': PHONE }, 'hi-IN'],
    ['http://localhost/?locale=de', {}, 'de'],
    ['http://homes.localhost/', {}, 'en'],
    ['http://uk.homes.localhost/', {}, 'en'],
    ['http://nl.homes.localhost/', {}, 'nl'],
  ])('%s %j → %s', (url, headers, formatLocale) => {
    expect(resolveSiteContext(request(url, headers)).formatLocale).toBe(formatLocale);
  });

  it.each([
    ['http://localhost/', {}, '₹1,00,000', '₹12,34,567.50'],
    ['http://in.homes.localhost/', {}, '₹1,00,000', '₹12,34,567.50'],
    ['http://localhost/?locale=hi', { 'user-agent': PHONE }, '₹1,00,000', '₹12,34,567.50'],
    ['http://uk.homes.localhost/', {}, '₹100,000', '₹1,234,567.50'],
  ])('money on %s %j: lakh grouping on the India sites only', (url, headers, lakh, crore) => {
    const { formatLocale } = resolveSiteContext(request(url, headers));
    expect(formatMoney(10_000_000, 'INR', formatLocale)).toBe(lakh);
    expect(formatMoney(123_456_750, 'INR', formatLocale)).toBe(crore);
  });
});
