import type { EmailOtpReply, GenerateEmailOtpBody } from '../contracts/account-new-flow';
import { accountRoutes } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST generateEmailOtp: e-mails a six-digit code to the address the signed-in guest adds. */
export function generateEmailOtp(
  options: ApiClientOptions,
  body: GenerateEmailOtpBody,
  csrfToken: string | null,
  signal?: AbortSignal,
): Promise<EmailOtpReply> {
  return sendJson(
    options,
    'POST',
    accountRoutes.generateEmailOtp,
    body,
    () => import('../contracts/account-new-flow').then((contract) => contract.emailOtpReplySchema),
    { headers: csrfToken ? { 'x-csrf-token': csrfToken } : {}, signal },
  );
}
