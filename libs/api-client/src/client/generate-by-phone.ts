import type { OtpReply, GenerateByPhoneBody } from '../contracts/account';
import { accountRoutes } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST generateByPhone: an SMS OTP to this phone; is_user_present chooses sign-in or sign-up. */
export function generateByPhone(options: ApiClientOptions, body: GenerateByPhoneBody, csrfToken?: string | null, signal?: AbortSignal): Promise<OtpReply> {
  return sendJson(options, 'POST', accountRoutes.generateByPhone, body, () => import('../contracts/account').then((contract) => contract.otpReplySchema), {
    headers: csrfToken ? { 'x-csrf-token': csrfToken } : {},
    signal,
  });
}
