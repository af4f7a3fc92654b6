import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MapPoint } from '@stays/api-client';
import { countryById } from '@stays/brand-config';
import { memberStayPrice } from '@stays/pricing';
import { WizardPriceTag, useWizardDiscountPercent } from '@stays/ui';
import { stayNights } from '@stays/validation';
import { hotelPath, type StayQuery } from '../../utils/search-urls';
import { mapMessages } from './map-messages';
import { pinPriceText } from './pin-price';
import styles from './ListingMap.module.css';

/** The card of the pin the guest chose: its name, its price per night (a wizard member's when the reader is one), a link. */
export function MapSelectedStay({ point, stay, onClose }: { point: MapPoint; stay: StayQuery; onClose: () => void }) {
  const intl = useIntl();
  const wizardPercent = useWizardDiscountPercent();
  const isOpenSearch = Boolean(stay.isOpenSearch);
  // The same rule as the list's card, from the stay's total (a flexible search's other dates have as many nights).
  const member =
    !isOpenSearch && wizardPercent !== null && point.price_per_night !== null && point.total_price !== null && point.total_price !== undefined
      ? memberStayPrice({ total_price: point.total_price, nights: stayNights(stay.checkin, stay.checkout) }, wizardPercent)
      : null;
  return (
    <div className={styles.selected}>
      <p className={styles.selectedName}>{point.name}</p>
      {member && point.price_per_night !== null ? <WizardPriceTag usualMinor={point.price_per_night} currency={point.currency_code} /> : null}
      <p>{pinPriceText(intl, member?.perNightMinor ?? point.price_per_night, point.currency_code, isOpenSearch)}</p>
      <Link to={hotelPath(point.id, countryById(point.country_id)?.code, stay)} className={styles.selectedLink}>
        {intl.formatMessage(mapMessages.view, { name: point.name })}
      </Link>
      <button type="button" className={styles.close} onClick={onClose}>
        {intl.formatMessage(mapMessages.close)}
      </button>
    </div>
  );
}
