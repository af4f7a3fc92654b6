import { describe, expect, it } from 'vitest';
import { consentBannerBottomPx } from './banner-position';

describe('consentBannerBottomPx', () => {
  it.each([
    ['/hotels-in-goa', 51],
    ['/search/', 51],
    ['/nl/hotels-in-amsterdam', 51],
    ['/login', 78],
    ['/', 56],
    ['/nl/', 56],
    ['/accountdetails', 56],
    ['/saved-hotels', 56],
    ['/booking/NIV-123', 56],
    ['/my-booking', 56],
    ['/1234/', 0],
    ['/about', 0],
  ])('%s sits %ipx above the bottom on a phone', (path, px) => {
    expect(consentBannerBottomPx(path)).toBe(px);
  });
});
