import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ONE_TAP, getLoginOptions, type ApiClientOptions } from '@stays/api-client';
import { accountMessages, accountValueMessages } from '../messages';
import styles from './Account.module.css';

/**
 * One link per social sign-in the site offers (GET loginOptions), none it does not: each starts the provider's
 * sign-in; Google's one-tap opens Google's prompt, whose credential comes back to /login/onetap.
 */
export function SocialButtons({ api, returnUrl }: { api: ApiClientOptions; returnUrl?: string | null }) {
  const intl = useIntl();
  const { data } = useQuery({ queryKey: ['account', 'loginOptions'], queryFn: ({ signal }) => getLoginOptions(api, signal), staleTime: 300_000 });
  const options = data?.options ?? [];
  if (options.length === 0) return null;
  const suffix = returnUrl ? `?retUrl=${encodeURIComponent(returnUrl)}` : '';
  return (
    <section className={styles.social} aria-label={intl.formatMessage(accountMessages.socialTitle)}>
      <p className={styles.divider}>{intl.formatMessage(accountMessages.socialTitle)}</p>
      <ul>
        {options.map((option) => (
          <li key={option.option_name}>
            <a className={styles.socialLink} href={`${option.link}${suffix}`}>
              {option.option_name === ONE_TAP
                ? intl.formatMessage(accountMessages.socialOneTap)
                : intl.formatMessage(accountValueMessages.socialContinue, { provider: option.label })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
