import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { accountErrorMessage } from '../api/error-message';

/** A submit in flight: pending flag, the guest-facing error, and a runner that sets both. */
export function useAccountCall(step: 'signin' | 'signup' | 'other' = 'other', initialError: MessageDescriptor | null = null) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageDescriptor | null>(initialError);
  async function run<T>(call: () => Promise<T>, errorStep = step): Promise<T | null> {
    setPending(true);
    setError(null);
    try {
      return await call();
    } catch (failure) {
      setError(accountErrorMessage(failure, errorStep));
      return null;
    } finally {
      setPending(false);
    }
  }
  return { pending, error, setError, run };
}
