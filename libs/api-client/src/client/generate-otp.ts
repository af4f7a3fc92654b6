import type { OtpReply, GenerateByPhoneBody } from '../contracts/account';
import { accountRoutes } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST generateotp: resend, a fresh OTP to the same phone (the earlier code stops working). */
export function generateOtp(options: ApiClientOptions, body: GenerateByPhoneBody, csrfToken?: string | null, signal?: AbortSignal): Promise<OtpReply> {
  return sendJson(options, 'POST', accountRoutes.generateOtp, body, () => import('../contracts/account').then((contract) => contract.otpReplySchema), {
    headers: csrfToken ? { 'x-csrf-token': csrfToken } : {},
    signal,
  });
}
