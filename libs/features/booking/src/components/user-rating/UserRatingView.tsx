import { useId } from 'react';
import { useIntl } from 'react-intl';
import { REVIEW_LENGTH, type UserRatingReply } from '@stays/api-client';
import { Button, FormError } from '@stays/ui';
import { STAY_DATE_FORMAT, stayDate } from '../../utils/iso-date';
import { userRatingMessages } from './user-rating-messages';
import styles from './UserRating.module.css';

export interface UserRatingViewProps {
  stay: UserRatingReply;
  /** The page itself, with the booking's access query: the form posts there (it works before the script loads). */
  action: string;
  /** What the guest sent last, kept when it was refused. */
  values?: { rating: number | null; review: string };
  errors?: { rating?: string; review?: string; form?: string };
}

/**
 * /user-ratings/{bookingId} (accounts-commerce §2): after a completed stay, a rating of 1 to 5 stars and a review,
 * once per booking; before check-out, when to come back; once rated, the rating given.
 */
export function UserRatingView({ stay, action, values = { rating: null, review: '' }, errors = {} }: UserRatingViewProps) {
  const intl = useIntl();
  const ids = { title: useId(), review: useId(), hint: useId(), reviewError: useId(), ratingError: useId() };
  const date = (iso: string) => intl.formatDate(stayDate(iso), STAY_DATE_FORMAT);
  return (
    <section className={styles.page} aria-labelledby={ids.title}>
      <h1 id={ids.title} className={styles.title}>
        {intl.formatMessage(userRatingMessages.title, { hotel: stay.hotel.name })}
      </h1>
      <p>{intl.formatMessage(userRatingMessages.stay, { checkin: date(stay.checkin), checkout: date(stay.checkout) })}</p>
      {stay.status === 'notCompleted' ? <p>{intl.formatMessage(userRatingMessages.notCompleted, { checkout: date(stay.checkout) })}</p> : null}
      {stay.status === 'rated' && stay.rating ? (
        <div role="status">
          <p>{intl.formatMessage(userRatingMessages.thanks)}</p>
          <p>{intl.formatMessage(userRatingMessages.yourRating, { count: stay.rating.rating })}</p>
          <blockquote>{stay.rating.review}</blockquote>
          <p className={styles.hint}>{intl.formatMessage(userRatingMessages.final)}</p>
        </div>
      ) : null}
      {stay.status === 'rateable' ? (
        <form method="post" action={action} noValidate>
          <fieldset className={styles.stars} aria-describedby={errors.rating ? ids.ratingError : undefined}>
            <legend>{intl.formatMessage(userRatingMessages.ratingLegend)}</legend>
            {[1, 2, 3, 4, 5].map((count) => (
              <label key={count} className={styles.star}>
                <input type="radio" name="rating" value={count} defaultChecked={values.rating === count} />
                <span>{intl.formatMessage(userRatingMessages.stars, { count })}</span>
              </label>
            ))}
          </fieldset>
          {errors.rating ? (
            <p id={ids.ratingError} className={styles.error}>
              {errors.rating}
            </p>
          ) : null}
          <div className={styles.field}>
            <label htmlFor={ids.review}>{intl.formatMessage(userRatingMessages.review)}</label>
            <textarea
              id={ids.review}
              name="review"
              defaultValue={values.review}
              maxLength={REVIEW_LENGTH.max}
              aria-invalid={errors.review ? true : undefined}
              aria-describedby={[ids.hint, errors.review ? ids.reviewError : null].filter(Boolean).join(' ')}
            />
            <p id={ids.hint} className={styles.hint}>
              {intl.formatMessage(userRatingMessages.reviewHint, { min: REVIEW_LENGTH.min })}
            </p>
            {errors.review ? (
              <p id={ids.reviewError} className={styles.error}>
                {errors.review}
              </p>
            ) : null}
          </div>
          <FormError message={errors.form ?? null} />
          <Button type="submit">{intl.formatMessage(userRatingMessages.submit)}</Button>
        </form>
      ) : null}
    </section>
  );
}
