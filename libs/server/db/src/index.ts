export type { Database } from './database';
export { DEFAULT_PGLITE_DATA_DIR, openDatabase } from './open-database';
export { migrate } from './migrate';
export { resetSchema } from './reset-schema';
