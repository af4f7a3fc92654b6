export { buildApiServer } from './build-api-server';
export { readHotelUpdateProxyConfig } from './proxy/hotel-update-proxy-config';
