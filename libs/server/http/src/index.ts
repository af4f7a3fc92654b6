export { buildApiServer } from './build-api-server';
