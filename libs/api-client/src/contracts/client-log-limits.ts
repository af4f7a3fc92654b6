import { API_PREFIX } from '../routes';

/** Path of the client-log call (accounts-commerce §7 "Client logging posts batches", §9 its limits). */
export const clientLogRoutes = {
  /** POST: a batch of the site's own errors and warnings, kept for running the site. */
  clientLogs: `${API_PREFIX}/clientLogs`,
} as const;

/** "Batch sent at 15 queued entries" (accounts-commerce §9): a call carries at most that many. */
export const CLIENT_LOG_BATCH_SIZE = 15;
/** A message is cut to this many characters, a stack to this many, by the site before sending. */
export const CLIENT_LOG_MESSAGE_MAX = 500;
export const CLIENT_LOG_STACK_MAX = 2_000;
