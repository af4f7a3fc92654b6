import type { EmailOtpReply, GenerateEmailOtpBody } from '../contracts/account-new-flow';
import { accountRoutes } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST generateSignUpEmailOtp: e-mails a six-digit code to the address a guest signs up with (no account yet). */
export function generateSignUpEmailOtp(options: ApiClientOptions, body: GenerateEmailOtpBody, signal?: AbortSignal): Promise<EmailOtpReply> {
  return sendJson(
    options,
    'POST',
    accountRoutes.generateSignUpEmailOtp,
    body,
    () => import('../contracts/account-new-flow').then((contract) => contract.emailOtpReplySchema),
    { signal },
  );
}
