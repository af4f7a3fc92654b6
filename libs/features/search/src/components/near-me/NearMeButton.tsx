import { defineMessages, useIntl } from 'react-intl';
import LocateFixed from 'lucide-react/icons/locate-fixed';
import { Icon, Spinner } from '@stays/ui';
import { useCurrentPosition } from '../../hooks/use-current-position';
import { useSearchForm } from '../../stores/search-form-context';
import styles from './NearMeButton.module.css';

export const nearMeMessages = defineMessages({
  nearMe: { id: 'search.nearMe', defaultMessage: 'Near me' },
  failed: { id: 'search.nearMe.failed', defaultMessage: 'We could not find your location. Type your destination instead.' },
});

/**
 * 'Near me': finds the guest's position and makes it the destination, so Search lists the stays around the guest
 * nearest first, as /hotels-near-me does (guest-journey §3 isLatLngSearch). When the location cannot be found,
 * `onFailure` gets a message and the guest can still type.
 */
export function NearMeButton({ onFailure }: { onFailure: (message: string | null) => void }) {
  const intl = useIntl();
  const chooseDestination = useSearchForm((state) => state.chooseDestination);
  const { status, locate } = useCurrentPosition();

  async function onClick() {
    onFailure(null);
    const point = await locate();
    if (!point) {
      onFailure(intl.formatMessage(nearMeMessages.failed));
      return;
    }
    chooseDestination({ type: 'position', name: intl.formatMessage(nearMeMessages.nearMe), lat: point.lat, lng: point.lng });
  }

  return (
    <button type="button" className={styles.nearMe} onClick={onClick} aria-busy={status === 'locating'}>
      {status === 'locating' ? <Spinner /> : <Icon icon={LocateFixed} size={14} />}
      {intl.formatMessage(nearMeMessages.nearMe)}
    </button>
  );
}
