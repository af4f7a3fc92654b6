import type { SqlClient } from '@stays/server-catalogue';

/** What every route of the API needs: the database and the clock (tests fix the clock). */
export interface ApiContext {
  database: SqlClient;
  now: () => Date;
}
