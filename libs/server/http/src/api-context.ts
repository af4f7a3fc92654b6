import type { AccountsConfig } from '@stays/server-accounts';
import type { SqlClient } from '@stays/server-catalogue';

/** What every route of the API needs: the database and the clock (tests fix the clock). */
export interface ApiContext {
  database: SqlClient;
  now: () => Date;
  /** Secrets, e-mail link origin and social providers of the account calls. */
  accounts: AccountsConfig;
  /** DEV_TOOLS=true: development-only routes such as GET /api/pwa/dev/outbox. */
  devTools: boolean;
}
