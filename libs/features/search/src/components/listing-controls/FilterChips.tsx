import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { formatMoney, toMinor } from '@stays/pricing';
import { listingQueryHref, type ListingQuery } from '../../utils/listing-query';
import { wordsFor } from '@stays/ui';
import { categoryMessages, controlsMessages, FILTER_AMENITIES, quickChipHomeWords, quickChipMessages as hotelWords } from './controls-messages';
import type { ListingControlsProps } from './listing-controls-props';
import styles from './ListingControls.module.css';

export interface FilterChipsProps extends ListingControlsProps {
  currency: string;
  propertyType: 'hotel' | 'home';
}

interface Chip {
  key: string;
  text: string;
  without: ListingQuery;
}

/** The chosen filters, quick filters and 'Hide sold out' included, as links that remove one each (back to page 1); nothing when none is chosen. */
export function FilterChips({ path, stay, query, currency, propertyType }: FilterChipsProps) {
  const intl = useIntl();
  const quickChipMessages = wordsFor(propertyType, hotelWords, quickChipHomeWords);
  const base = { ...query, page: 1 };
  const money = (major: number) => formatMoney(toMinor(major, currency), currency, intl.locale);
  const text = (message: MessageDescriptor, values?: Record<string, string>) => intl.formatMessage(message, values);
  const chips: Chip[] = [];
  if (query.priceMin !== undefined)
    chips.push({ key: 'price_min', text: text(controlsMessages.chipPriceMin, { price: money(query.priceMin) }), without: { ...base, priceMin: undefined } });
  if (query.priceMax !== undefined)
    chips.push({ key: 'price_max', text: text(controlsMessages.chipPriceMax, { price: money(query.priceMax) }), without: { ...base, priceMax: undefined } });
  if (query.category) chips.push({ key: 'category', text: text(categoryMessages[query.category]), without: { ...base, category: undefined } });
  for (const id of query.amenities) {
    const amenity = FILTER_AMENITIES.find((candidate) => candidate.id === id);
    if (amenity)
      chips.push({ key: `amenity-${id}`, text: text(amenity.label), without: { ...base, amenities: query.amenities.filter((other) => other !== id) } });
  }
  if (query.rating !== undefined) {
    const rating = intl.formatNumber(query.rating, { minimumFractionDigits: 1 });
    chips.push({ key: 'rating', text: text(controlsMessages.ratingAtLeast, { rating }), without: { ...base, rating: undefined } });
  }
  if (query.pets) chips.push({ key: 'pets', text: text(controlsMessages.pets), without: { ...base, pets: false } });
  for (const filter of query.quick) {
    chips.push({ key: `quick-${filter}`, text: text(quickChipMessages[filter]), without: { ...base, quick: query.quick.filter((other) => other !== filter) } });
  }
  if (query.availableOnly) chips.push({ key: 'available', text: text(quickChipMessages.hide_sold_out), without: { ...base, availableOnly: false } });
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={intl.formatMessage(controlsMessages.chipsLabel)}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={listingQueryHref(path, stay, chip.without)}
            className={styles.chip}
            aria-label={intl.formatMessage(controlsMessages.removeFilter, { filter: chip.text })}
          >
            {chip.text}
            <span aria-hidden="true" className={styles.chipCross}>
              ×
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
