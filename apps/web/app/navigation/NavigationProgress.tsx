import { defineMessages, useIntl } from 'react-intl';
import { useNavigation } from 'react-router';
import { usePageBusy } from '@stays/ui';
import { useFollowedLinkTap } from './use-followed-link-tap';
import styles from './NavigationProgress.module.css';

const messages = defineMessages({
  loading: { id: 'web.navigation.loading', defaultMessage: 'Loading the page' },
});

/**
 * A bar across the top of the page from the tap on a link while React Router loads the next page, while it submits a
 * form, or while the page says it is busy (a search looking up its destination): on a slow network a tapped card or
 * search otherwise changes nothing on screen until the new page arrives.
 */
export function NavigationProgress() {
  const intl = useIntl();
  const pageBusy = usePageBusy();
  const tapped = useFollowedLinkTap();
  const busy = useNavigation().state !== 'idle' || pageBusy || tapped;
  if (!busy) return null;
  // Indeterminate: how long the server takes is unknown, so the bar has no aria-valuenow.
  return <div className={styles.bar} role="progressbar" aria-busy="true" aria-label={intl.formatMessage(messages.loading)} />;
}
