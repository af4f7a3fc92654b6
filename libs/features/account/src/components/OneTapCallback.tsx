import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { authenticate, type ApiClientOptions } from '@stays/api-client';
import { FormMessage } from '../forms/FormMessage';
import { useAccountCall } from '../forms/use-account-call';
import { accountMessages } from '../messages';
import { rememberUserModeOf } from '../session/account-user-mode';

/**
 * /login/onetap: Google's one-tap prompt posted its credential (an ID token) with the state of the sign-in this
 * browser started; authenticate checks both and signs in, then the guest goes on to where they were.
 */
export function OneTapCallback({
  api,
  credential,
  state,
  onSignedIn,
}: {
  api: ApiClientOptions;
  credential: string;
  state: string;
  onSignedIn: (retUrl: string | null) => void;
}) {
  const intl = useIntl();
  const call = useAccountCall();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void call
      .run(() => authenticate(api, { credential, state }))
      .then((reply) => {
        if (!reply || !reply.is_user_present) return;
        rememberUserModeOf(reply.user);
        onSignedIn(null);
      });
  }, [api, credential, state, call, onSignedIn]);
  return call.error ? <FormMessage error={call.error} /> : <p role="status">{intl.formatMessage(accountMessages.socialFinishing)}</p>;
}
