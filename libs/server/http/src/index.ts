export { buildApiServer } from './build-api-server';
export { API_DOCS_PATH, OPENAPI_DOCUMENT_PATH } from './openapi/register-api-docs';
