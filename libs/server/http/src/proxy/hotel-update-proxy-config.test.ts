import { describe, expect, it } from 'vitest';
import { DEFAULT_HOTEL_UPDATE_PROXY, readHotelUpdateProxyConfig } from './hotel-update-proxy-config';

describe('the hotel update proxy’s hosts from the environment', () => {
  it('reaches no other host unless HOTEL_UPDATE_PROXY_HOSTS names it, and keeps the default limits', () => {
    expect(readHotelUpdateProxyConfig({})).toEqual(DEFAULT_HOTEL_UPDATE_PROXY);
    expect(readHotelUpdateProxyConfig({ HOTEL_UPDATE_PROXY_HOSTS: ' Hotels.Partner.example , inventory.example:8443,, ' })).toEqual({
      ...DEFAULT_HOTEL_UPDATE_PROXY,
      upstreamHosts: ['hotels.partner.example', 'inventory.example:8443'],
    });
  });
});
