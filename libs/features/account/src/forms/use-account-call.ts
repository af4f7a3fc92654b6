import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { ApiRequestError } from '@stays/api-client';
import { accountErrorMessage } from '../api/error-message';
import { notifyNativeAppOfSignOut } from '../native/notify-native-app';

/** A submit in flight: pending flag, the guest-facing error, and a runner that sets both. */
export function useAccountCall(step: 'signin' | 'signup' | 'other' = 'other') {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  async function run<T>(call: () => Promise<T>, errorStep = step): Promise<T | null> {
    setPending(true);
    setError(null);
    try {
      return await call();
    } catch (failure) {
      if (isSessionGone(failure)) {
        // accounts-commerce §4: a 401 (the API has already cleared the cookie) signs the guest out.
        notifyNativeAppOfSignOut();
        window.location.reload();
      }
      setError(accountErrorMessage(failure, errorStep));
      return null;
    } finally {
      setPending(false);
    }
  }
  return { pending, error, setError, run };
}

/** The session ended on the server (signed out elsewhere, expired, account deleted): not a wrong password. */
export function isSessionGone(error: unknown): boolean {
  return error instanceof ApiRequestError && error.statusCode === 401 && error.code === 'UNAUTHORIZED';
}
