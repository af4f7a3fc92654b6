import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { slVerify, type ApiClientOptions, type SocialProvider } from '@stays/api-client';
import { FormMessage } from '../forms/FormMessage';
import { useAccountCall } from '../forms/use-account-call';
import { accountMessages } from '../messages';
import { rememberUserModeOf } from '../session/account-user-mode';

/** /login/{oauth}: the provider sent the guest back with code and state; finish the sign-in, then go on. */
export function SocialCallback({
  api,
  provider,
  code,
  state,
  iss,
  onSignedIn,
}: {
  api: ApiClientOptions;
  provider: SocialProvider;
  code: string;
  state: string;
  iss?: string;
  onSignedIn: (retUrl: string | null) => void;
}) {
  const intl = useIntl();
  const call = useAccountCall();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void call
      .run(() => slVerify(api, { provider, code, state, ...(iss ? { iss } : {}) }))
      .then((reply) => {
        if (!reply) return;
        rememberUserModeOf(reply.user);
        onSignedIn(reply.retUrl);
      });
  }, [api, provider, code, state, iss, call, onSignedIn]);
  return call.error ? <FormMessage error={call.error} /> : <p role="status">{intl.formatMessage(accountMessages.socialFinishing)}</p>;
}
