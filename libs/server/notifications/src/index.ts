export type { NotificationPort } from './notification';
export { outboxNotifications } from './outbox-adapter';
export { readOutbox } from './outbox-reader';
export { guardedNotifications, isNotificationsUnavailable } from './notifications-unavailable';
