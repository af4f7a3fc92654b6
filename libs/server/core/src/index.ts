export { ServiceError, isServiceError } from './service-error';
export { SqlParams, type SqlClient } from './sql-client';
export { transactionalDatabase, type TransactionalDatabase } from './transactional-database';
