import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@stays/ui';
import { DEFAULT_LISTING_QUERY, listingQueryHref, splitListingPath, RATING_CHOICES } from '../../utils/listing-query';
import { STAY_CATEGORIES } from '../../utils/stay-categories';
import { categoryMessages, controlsMessages, FILTER_AMENITIES } from './controls-messages';
import { HiddenFields } from './HiddenFields';
import type { ListingControlsProps } from './listing-controls-props';
import { keptEntries } from './stay-entries';
import styles from './ListingControls.module.css';

export interface ListingFilterPanelProps extends ListingControlsProps {
  currency: string;
  /** `?modal=filters`: shown over the page on phones, as the spec's filters modal. A sidebar on desktop anyway. */
  open: boolean;
  /** What the listing shows: its type filter offers that kind's categories. */
  propertyType: 'hotel' | 'home';
}

const FILTER_NAMES = ['price_min', 'price_max', 'category', 'amenities', 'rating', 'pets'];

/** The listing's filters: a plain GET form writing them into the listing URL (works before hydration). */
export function ListingFilterPanel({ path, stay, query, currency, open, propertyType }: ListingFilterPanelProps) {
  const intl = useIntl();
  const id = useId();
  const titleId = `${id}-title`;
  const closeHref = listingQueryHref(path, stay, query);
  const clearHref = listingQueryHref(path, stay, { ...DEFAULT_LISTING_QUERY, sort: query.sort, count: query.count, defaultCount: query.defaultCount });
  const dialog = open ? ({ role: 'dialog', 'aria-modal': true } as const) : {};
  return (
    <section className={[styles.panel, open ? styles.open : undefined].filter(Boolean).join(' ')} aria-labelledby={titleId} {...dialog}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {intl.formatMessage(controlsMessages.filtersTitle)}
        </h2>
        {open ? (
          <Link to={closeHref} className={styles.close}>
            {intl.formatMessage(controlsMessages.close)}
          </Link>
        ) : null}
      </div>
      <form method="get" action={splitListingPath(path).pathname} className={styles.form}>
        <HiddenFields entries={keptEntries(path, stay, query, FILTER_NAMES)} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(controlsMessages.price, { currency })}</legend>
          <div className={styles.priceRow}>
            <label className={styles.priceField}>
              <span>{intl.formatMessage(controlsMessages.priceMin)}</span>
              <input type="number" name="price_min" min={0} step={1} inputMode="numeric" defaultValue={query.priceMin ?? ''} className={styles.input} />
            </label>
            <label className={styles.priceField}>
              <span>{intl.formatMessage(controlsMessages.priceMax)}</span>
              <input type="number" name="price_max" min={1} step={1} inputMode="numeric" defaultValue={query.priceMax ?? ''} className={styles.input} />
            </label>
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            {intl.formatMessage(propertyType === 'home' ? controlsMessages.homeCategory : controlsMessages.hotelCategory)}
          </legend>
          <label className={styles.choice}>
            <input type="radio" name="category" value="" defaultChecked={query.category === undefined} />
            {intl.formatMessage(controlsMessages.anyType)}
          </label>
          {STAY_CATEGORIES[propertyType].map((category) => (
            <label key={category} className={styles.choice}>
              <input type="radio" name="category" value={category} defaultChecked={query.category === category} />
              {intl.formatMessage(categoryMessages[category])}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(controlsMessages.amenities)}</legend>
          {FILTER_AMENITIES.map((amenity) => (
            <label key={amenity.id} className={styles.choice}>
              <input type="checkbox" name="amenities" value={amenity.id} defaultChecked={query.amenities.includes(amenity.id)} />
              {intl.formatMessage(amenity.label)}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(controlsMessages.travelling)}</legend>
          <label className={styles.choice}>
            <input type="checkbox" name="pets" value="1" defaultChecked={query.pets} />
            {intl.formatMessage(controlsMessages.pets)}
          </label>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(controlsMessages.rating)}</legend>
          <label className={styles.choice}>
            <input type="radio" name="rating" value="" defaultChecked={query.rating === undefined} />
            {intl.formatMessage(controlsMessages.anyRating)}
          </label>
          {RATING_CHOICES.map((rating) => (
            <label key={rating} className={styles.choice}>
              <input type="radio" name="rating" value={rating} defaultChecked={query.rating === rating} />
              {intl.formatMessage(controlsMessages.ratingAtLeast, { rating: intl.formatNumber(rating, { minimumFractionDigits: 1 }) })}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" fullWidth>
            {intl.formatMessage(controlsMessages.apply)}
          </Button>
          <Link to={clearHref} className={styles.textLink}>
            {intl.formatMessage(controlsMessages.clearAll)}
          </Link>
        </div>
      </form>
    </section>
  );
}
