import type { NotificationPort } from './notification';

/** The channel cannot take a message now (an SMS or e-mail provider down): the guest is told to try again shortly. */
export class NotificationsUnavailableError extends Error {
  readonly code = 'NOTIFICATIONS_UNAVAILABLE';
  constructor(cause: unknown) {
    super('the message could not be handed to its channel', { cause });
    this.name = 'NotificationsUnavailableError';
  }
}

export function isNotificationsUnavailable(error: unknown): error is NotificationsUnavailableError {
  return error instanceof NotificationsUnavailableError;
}

/**
 * `port` whose failures are NotificationsUnavailableError: whatever an adapter throws (a provider's timeout, its
 * 5xx), the call that sent the message rolls back and says the channel is down, instead of a server error.
 */
export function guardedNotifications(port: NotificationPort): NotificationPort {
  return {
    async send(tx, messages, now) {
      try {
        await port.send(tx, messages, now);
      } catch (error) {
        throw isNotificationsUnavailable(error) ? error : new NotificationsUnavailableError(error);
      }
    },
  };
}
