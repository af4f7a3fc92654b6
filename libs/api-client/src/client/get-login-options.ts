import type { LoginOptionsReply } from '../contracts/account';
import { accountRoutes } from '../contracts/account-routes';
import { getJson, type ApiClientOptions } from './http';

/** GET loginOptions: the social sign-in providers this site offers. */
export function getLoginOptions(options: ApiClientOptions, signal?: AbortSignal): Promise<LoginOptionsReply> {
  return getJson(options, accountRoutes.loginOptions, {}, () => import('../contracts/account').then((contract) => contract.loginOptionsReplySchema), signal);
}
