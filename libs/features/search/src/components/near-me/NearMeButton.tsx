import { defineMessages, useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@stays/ui';
import { citiesQueryOptions } from '../../api/get-cities';
import { useSearchConfig } from '../../config/search-config';
import { useCurrentPosition } from '../../hooks/use-current-position';
import { useSearchForm } from '../../stores/search-form-context';
import { nearestCity } from '../../utils/nearest-city';
import styles from './NearMeButton.module.css';

export const nearMeMessages = defineMessages({
  nearMe: { id: 'search.nearMe', defaultMessage: 'Near me' },
  failed: { id: 'search.nearMe.failed', defaultMessage: 'We could not find your location. Type your destination instead.' },
});

/**
 * 'Near me': finds the guest's position and picks the closest of the brand's cities as the destination.
 * When the location cannot be found, `onFailure` gets a message and the guest can still type.
 */
export function NearMeButton({ onFailure }: { onFailure: (message: string | null) => void }) {
  const intl = useIntl();
  const config = useSearchConfig();
  const queryClient = useQueryClient();
  const chooseDestination = useSearchForm((state) => state.chooseDestination);
  const { status, locate } = useCurrentPosition();

  async function onClick() {
    onFailure(null);
    const point = await locate();
    const cities = point ? await queryClient.fetchQuery(citiesQueryOptions(config.api)).catch(() => null) : null;
    const city = point && cities ? nearestCity(cities.cities, point, config.countryIds) : undefined;
    if (!city) {
      onFailure(intl.formatMessage(nearMeMessages.failed));
      return;
    }
    chooseDestination({ type: 'city', name: city.name, citySlug: city.slug, cityId: city.id });
  }

  return (
    <button type="button" className={styles.nearMe} onClick={onClick} aria-busy={status === 'locating'}>
      {status === 'locating' ? <Spinner /> : <span aria-hidden="true">◎</span>}
      {intl.formatMessage(nearMeMessages.nearMe)}
    </button>
  );
}
