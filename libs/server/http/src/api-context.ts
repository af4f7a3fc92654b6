import type { AccountsConfig } from '@stays/server-accounts';
import type { NotificationPort } from '@stays/server-notifications';
import type { SqlClient } from '@stays/server-core';
import type { CatalogueIndex } from '@stays/server-catalogue';

/** What every route of the API needs: the database and the clock (tests fix the clock). */
export interface ApiContext {
  database: SqlClient;
  now: () => Date;
  /**
   * The process's in-memory catalogue (search, map, the hotel page's details, availability and calendar read it);
   * null: they read PostgreSQL. Booking always reads PostgreSQL.
   */
  catalogueIndex: CatalogueIndex | null;
  /** Secrets, e-mail link origin and social providers of the account calls. */
  accounts: AccountsConfig;
  /** Where account e-mails and SMS go (the outbox table by default), failures told as 503 NOTIFICATIONS_UNAVAILABLE. */
  notifications: NotificationPort;
  /** DEV_TOOLS=true: development-only routes such as GET /api/pwa/dev/outbox. */
  devTools: boolean;
}
