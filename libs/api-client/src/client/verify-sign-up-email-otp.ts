import type { EmailProvenReply, VerifySignUpEmailOtpBody } from '../contracts/account-new-flow';
import { accountRoutes } from '../contracts/account-routes';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST verifySignUpEmailOtp: the e-mailed code answers the email_verification_token the new-flow sign-up takes. */
export function verifySignUpEmailOtp(options: ApiClientOptions, body: VerifySignUpEmailOtpBody, signal?: AbortSignal): Promise<EmailProvenReply> {
  return sendJson(
    options,
    'POST',
    accountRoutes.verifySignUpEmailOtp,
    body,
    () => import('../contracts/account-new-flow').then((contract) => contract.emailProvenReplySchema),
    { signal },
  );
}
