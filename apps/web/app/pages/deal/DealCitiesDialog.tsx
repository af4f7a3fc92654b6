import { useIntl } from 'react-intl';
import type { DealCity } from '@stays/api-client';
import { Dialog } from '@stays/ui';
import { dealCityHref } from './deal-links';
import { dealMessages } from './deal-messages';
import styles from './DealPage.module.css';

/** ?modal=dealCities: the cities the deal covers, each leading to its listing. */
export function DealCitiesDialog({ dealTitle, cities, onClose }: { dealTitle: string; cities: readonly DealCity[]; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog open title={intl.formatMessage(dealMessages.citiesTitle, { deal: dealTitle })} onClose={onClose} placement="modal">
      <ul className={styles.cities}>
        {cities.map((city) => (
          <li key={city.id}>
            <a href={dealCityHref(city)}>{intl.formatMessage(dealMessages.cityLink, { city: city.name })}</a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
