import type { OtpReply, GenerateByUserIdBody } from '../contracts/account';
import { accountRoutes } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST generateByUserId: an SMS OTP to the phone of this account. */
export function generateByUserId(options: ApiClientOptions, body: GenerateByUserIdBody, csrfToken?: string | null, signal?: AbortSignal): Promise<OtpReply> {
  return sendJson(options, 'POST', accountRoutes.generateByUserId, body, () => import('../contracts/account').then((contract) => contract.otpReplySchema), {
    headers: csrfToken ? { 'x-csrf-token': csrfToken } : {},
    signal,
  });
}
