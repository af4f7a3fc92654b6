import type { IntlShape } from 'react-intl';
import { formatMoney } from '@stays/pricing';
import { mapMessages } from './map-messages';

/** A pin's price per night (minor units) in whole units of its currency; without one, 'Sold out', or 'Choose dates' on an open search. */
export function pinPriceText(intl: IntlShape, price: number | null, currency: string, isOpenSearch: boolean): string {
  if (price === null) return intl.formatMessage(isOpenSearch ? mapMessages.noPrice : mapMessages.soldOut);
  return formatMoney(price, currency, intl.locale, { wholeUnits: true });
}
