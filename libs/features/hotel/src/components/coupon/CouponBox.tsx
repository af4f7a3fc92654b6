import { useEffect, useReducer, useRef } from 'react';
import { defineMessages, FormattedMessage, useIntl, type PrimitiveType } from 'react-intl';
import { Link } from 'react-router';
import { ApiRequestError, validateCoupon, type ApiClientOptions, type ValidateCouponBody } from '@stays/api-client';
import { Button, FormError, Price, TextField } from '@stays/ui';
import { couponReducer, initialCouponState } from '../../state/coupon-state';
import { roomMessages } from '../room-categories/room-messages';
import styles from './CouponBox.module.css';

const messages = defineMessages<{
  title: Record<never, never>;
  label: Record<never, never>;
  apply: Record<never, never>;
  applying: Record<never, never>;
  toggle: { code: PrimitiveType };
  applied: { code: PrimitiveType; discount: PrimitiveType };
  total: { price: PrimitiveType };
  signIn: Record<never, never>;
  failed: Record<never, never>;
}>({
  title: { id: 'hotel.coupon.title', defaultMessage: 'Coupon' },
  label: { id: 'hotel.coupon.label', defaultMessage: 'Coupon code' },
  apply: { id: 'hotel.coupon.apply', defaultMessage: 'Apply' },
  applying: { id: 'hotel.coupon.applying', defaultMessage: 'Checking…' },
  toggle: { id: 'hotel.coupon.toggle', defaultMessage: 'Use coupon {code}' },
  applied: { id: 'hotel.coupon.applied', defaultMessage: '{code} applied: {discount} off' },
  total: { id: 'hotel.coupon.total', defaultMessage: 'Price after coupon: {price}' },
  signIn: { id: 'hotel.coupon.signIn', defaultMessage: 'Sign in to use a coupon' },
  failed: { id: 'hotel.coupon.failed', defaultMessage: 'The coupon could not be checked. Try again.' },
});

export interface CouponBoxProps {
  api: ApiClientOptions;
  /** The signed-in guest's anti-forgery token; null for a guest who is not signed in (coupons are for signed-in guests). */
  csrfToken: string | null;
  signInHref: string;
  /** The stay and room category the coupon is asked for. */
  stay: Omit<ValidateCouponBody, 'code'>;
  currency: string;
  /** The `coupon` query parameter, applied on arrival for a signed-in guest. */
  initialCode: string | null;
  /** The code now applied (the booking summary carries it), or null when none is. */
  onAppliedChange?: (code: string | null) => void;
}

/**
 * Coupon input (guest-journey §4): the code is remembered before the reply; success shows the price after the coupon
 * (the one a booking charges), failure the server's message; the checkbox turns the coupon off and on again.
 */
export function CouponBox({ api, csrfToken, signInHref, stay, currency, initialCode, onAppliedChange }: CouponBoxProps) {
  const intl = useIntl();
  const [state, dispatch] = useReducer(couponReducer, initialCode, initialCouponState);
  const request = useRef<AbortController | null>(null);
  const stayKey = JSON.stringify(stay);

  useEffect(() => {
    if (state.status !== 'validating' || !state.code || !csrfToken) return;
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    validateCoupon(api, { ...stay, code: state.code }, csrfToken, controller.signal).then(
      (data) => dispatch({ type: 'succeeded', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'failed', message: error instanceof ApiRequestError ? error.message : intl.formatMessage(messages.failed) });
      },
    );
    return () => controller.abort();
    // The stay is compared by value: a new stay or category asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.status, state.code, csrfToken, stayKey]);

  useEffect(() => {
    if (initialCode && csrfToken) dispatch({ type: 'validate' });
  }, [initialCode, csrfToken]);

  const applied = state.status === 'success' && state.couponChecked && state.data ? state.data.code : null;
  useEffect(() => {
    onAppliedChange?.(applied);
  }, [applied, onAppliedChange]);

  if (!csrfToken) {
    return (
      <section className={styles.box} aria-labelledby="hotel-coupon">
        <h2 id="hotel-coupon" className={styles.title}>
          {intl.formatMessage(messages.title)}
        </h2>
        <Link to={signInHref}>{intl.formatMessage(messages.signIn)}</Link>
      </section>
    );
  }
  const errorId = 'hotel-coupon-error';
  return (
    <section className={styles.box} aria-labelledby="hotel-coupon">
      <h2 id="hotel-coupon" className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (state.couponCode.trim()) dispatch({ type: 'validate' });
        }}
      >
        <TextField
          label={intl.formatMessage(messages.label)}
          name="coupon"
          value={state.couponCode}
          autoComplete="off"
          aria-describedby={errorId}
          onChange={(event) => dispatch({ type: 'typed', couponCode: event.target.value })}
        />
        <Button type="submit" variant="secondary" disabled={state.status === 'validating'}>
          {intl.formatMessage(state.status === 'validating' ? messages.applying : messages.apply)}
        </Button>
      </form>
      {state.code ? (
        <label className={styles.toggle}>
          <input type="checkbox" checked={state.couponChecked} onChange={(event) => dispatch({ type: event.target.checked ? 'checked' : 'unchecked' })} />
          {intl.formatMessage(messages.toggle, { code: state.code })}
        </label>
      ) : null}
      <FormError id={errorId} message={state.error} />
      {state.status === 'success' && state.data ? (
        <div className={styles.result} role="status">
          <p>
            <FormattedMessage
              {...messages.applied}
              values={{ code: state.data.code, discount: <Price key="discount" amountMinor={state.data.discount_amount} currency={currency} size="sm" /> }}
            />
          </p>
          <p data-testid="price-after-coupon">
            <FormattedMessage
              {...messages.total}
              values={{ price: <Price key="price" amountMinor={state.data.price_after_coupon} currency={currency} size="md" /> }}
            />
          </p>
          {state.data.taxes_after_coupon > 0 ? (
            <p data-testid="taxes-after-coupon">
              <FormattedMessage
                {...roomMessages.taxLine}
                values={{ tax: <Price key="tax" amountMinor={state.data.taxes_after_coupon} currency={currency} size="sm" /> }}
              />
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
