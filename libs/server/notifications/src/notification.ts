/** One e-mail or SMS to send: who gets it, which template, and the values the template fills in. */
export interface Notification {
  channel: 'email' | 'sms';
  /** An e-mail address, or a phone number with its plus-prefixed country code. */
  recipient: string;
  template: string;
  payload: Record<string, unknown>;
  /** The booking the message is about, when it is about one. */
  bookingId?: number | null;
}

/** Anything that runs parameterised SQL ($1, $2…): a database, or a client bound to the caller's transaction. */
export interface NotificationSqlClient {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * The port through which the product sends e-mails and SMS. `send` runs inside the caller's transaction, so a
 * message exists exactly when the change it announces does; a dispatcher (or a real provider's adapter) delivers
 * it afterwards.
 */
export interface NotificationPort {
  send(tx: NotificationSqlClient, messages: readonly Notification[], now: Date): Promise<void>;
}
