import type { DevOutboxReply } from '../contracts/account';
import { accountRoutes } from '../contracts/account-routes';
import { getJson, type ApiClientOptions } from './http';

/** GET dev/outbox?to=…: the SMS and e-mails a recipient would have received (only when the API runs with DEV_TOOLS=true). */
export function getDevOutbox(options: ApiClientOptions, to: string, signal?: AbortSignal): Promise<DevOutboxReply> {
  return getJson(options, accountRoutes.devOutbox, { to }, () => import('../contracts/account').then((contract) => contract.devOutboxReplySchema), signal);
}
