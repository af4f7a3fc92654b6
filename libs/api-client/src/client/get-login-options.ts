import { loginOptionsReplySchema, type LoginOptionsReply } from '../contracts/account';
import { accountRoutes } from '../contracts/account-routes';
import { getJson, type ApiClientOptions } from './http';

/** GET loginOptions: the social sign-in providers this site offers. */
export function getLoginOptions(options: ApiClientOptions, signal?: AbortSignal): Promise<LoginOptionsReply> {
  return getJson(options, accountRoutes.loginOptions, {}, loginOptionsReplySchema, signal);
}
