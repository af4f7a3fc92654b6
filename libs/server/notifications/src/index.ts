export type { Notification, NotificationPort, NotificationSqlClient } from './notification';
export { outboxNotifications } from './outbox-adapter';
export { OUTBOX_READ_LIMIT, readOutbox, type OutboxEntry } from './outbox-reader';
export { NotificationsUnavailableError, guardedNotifications, isNotificationsUnavailable } from './notifications-unavailable';
