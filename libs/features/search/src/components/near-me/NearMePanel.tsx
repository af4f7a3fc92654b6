import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Spinner } from '@stays/ui';
import { useCurrentPosition } from '../../hooks/use-current-position';
import { isLocationProblemRaised } from '../../hooks/location-problem-flag';
import { nearMePath, type StayQuery } from '../../utils/search-urls';
import { nearMeMessages } from './NearMeButton';
import styles from './NearMePanel.module.css';

const nearMePanelMessages = defineMessages({
  title: { id: 'search.nearMe.page.title', defaultMessage: 'Stays near you' },
  intro: { id: 'search.nearMe.page.intro', defaultMessage: 'Share your location once and we will show the stays closest to you, nearest first.' },
  useLocation: { id: 'search.nearMe.page.useLocation', defaultMessage: 'Use my location' },
  locating: { id: 'search.nearMe.page.locating', defaultMessage: 'Finding your location…' },
});

/**
 * /hotels-near-me before the guest has shared a position: asks the browser on a click and opens the listing
 * around it for the page's stay; a failure (or the problem flag of the last 10 minutes) says so, and the search form stays usable.
 */
export function NearMePanel({ searchForm, stay }: { searchForm: React.ReactNode; /** The stay of the page's URL, kept on the listing. */ stay?: StayQuery }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { status, locate } = useCurrentPosition();
  const [failed, setFailed] = useState(false);

  async function onClick() {
    setFailed(false);
    const point = await locate();
    if (!point) {
      setFailed(true);
      return;
    }
    await navigate(nearMePath(point, stay));
  }

  const problem = failed || (status === 'idle' && typeof window !== 'undefined' && isLocationProblemRaised());
  return (
    <section className={styles.panel} aria-labelledby="near-me-title">
      <h1 id="near-me-title" className={styles.title}>
        {intl.formatMessage(nearMePanelMessages.title)}
      </h1>
      <p>{intl.formatMessage(nearMePanelMessages.intro)}</p>
      <button type="button" className={styles.button} onClick={onClick} aria-busy={status === 'locating'} disabled={status === 'locating'}>
        {status === 'locating' ? <Spinner label={intl.formatMessage(nearMePanelMessages.locating)} /> : null}
        {intl.formatMessage(nearMePanelMessages.useLocation)}
      </button>
      <p role="status" className={styles.problem}>
        {problem ? intl.formatMessage(nearMeMessages.failed) : ''}
      </p>
      {searchForm}
    </section>
  );
}
