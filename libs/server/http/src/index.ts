export { buildApiServer } from './build-api-server';
export { readHotelUpdateProxyConfig } from './proxy/hotel-update-proxy-config';
export { API_DOCS_PATH, OPENAPI_DOCUMENT_PATH } from './openapi/register-api-docs';
