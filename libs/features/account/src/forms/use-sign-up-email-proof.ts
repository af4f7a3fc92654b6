import { useState } from 'react';
import { generateSignUpEmailOtp, verifySignUpEmailOtp, type ApiClientOptions } from '@stays/api-client';
import { isEmailValid } from '@stays/validation';
import { accountMessages } from '../messages';
import { useAccountCall } from './use-account-call';

const normalised = (email: string) => email.trim().toLowerCase();

/**
 * The sign-up step's e-mail proven by a code before the account exists (accounts-commerce §4): with it the account
 * starts with the address verified. Optional: an address left unproven is verified later by the e-mailed link.
 */
export function useSignUpEmailProof(api: ApiClientOptions, deviseRole: string) {
  const [sent, setSent] = useState<{ email: string; token: string } | null>(null);
  const [code, setCode] = useState('');
  // The proven address keeps its email_verification_token: a refused sign-up is retried with it, not a new code.
  const [proof, setProof] = useState<{ email: string; token: string } | null>(null);
  const call = useAccountCall();

  async function sendCode(email: string) {
    const address = normalised(email);
    if (!isEmailValid(address)) return call.setError(accountMessages.invalidEmail);
    const reply = await call.run(() => generateSignUpEmailOtp(api, { email: address, devise_role: deviseRole }));
    if (!reply) return;
    setSent({ email: address, token: reply.email_verification_token });
    setCode('');
    setProof(null);
  }

  /** The email_verification_token for the address (its code checked now if needed); null when no code was given for it. */
  async function proofFor(email: string): Promise<{ token: string | null }> {
    const address = normalised(email);
    if (proof?.email === address) return { token: proof.token };
    if (sent?.email !== address || !code.trim()) return { token: null };
    const reply = await verifySignUpEmailOtp(api, { email_verification_token: sent.token, otp: code.trim(), devise_role: deviseRole });
    setProof({ email: address, token: reply.email_verification_token });
    return { token: reply.email_verification_token };
  }

  /** An expired or used proof is dropped, so the guest asks for a new code instead of reusing it. */
  function forget() {
    setSent(null);
    setProof(null);
    setCode('');
  }

  return {
    /** The address a code went to (lowercased), while it is the one typed. */
    codeSentTo: (email: string) => (sent?.email === normalised(email) && proof?.email !== sent.email ? sent.email : null),
    isProven: (email: string) => proof?.email === normalised(email),
    code,
    setCode,
    sendCode,
    proofFor,
    forget,
    pending: call.pending,
    error: call.error,
  };
}
