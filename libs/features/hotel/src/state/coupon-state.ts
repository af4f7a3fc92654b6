import type { CouponQuote } from '@stays/api-client';

/** The hotel page's couponValidatedData (guest-journey §3): the reply, the code asked for, the input, and the toggle. */
export interface CouponState {
  /** What the guest is typing. */
  couponCode: string;
  /** The code sent for validation, remembered before the reply arrives. */
  code: string | null;
  couponChecked: boolean;
  status: 'idle' | 'validating' | 'success' | 'failure';
  data: CouponQuote | null;
  /** The server's error text on failure (§8 "Coupon failure shows the server's error message"). */
  error: string | null;
}

export type CouponAction =
  | { type: 'typed'; couponCode: string }
  | { type: 'validate' }
  | { type: 'succeeded'; data: CouponQuote }
  | { type: 'failed'; message: string }
  | { type: 'checked' }
  | { type: 'unchecked' };

export function initialCouponState(code: string | null): CouponState {
  return { couponCode: code ?? '', code: null, couponChecked: false, status: 'idle', data: null, error: null };
}

/** validate → success, or failure (couponChecked false); the unchecked toggle drops the discount, checked asks again. */
export function couponReducer(state: CouponState, action: CouponAction): CouponState {
  switch (action.type) {
    case 'typed':
      return { ...state, couponCode: action.couponCode, error: null };
    case 'validate':
    case 'checked':
      return { ...state, code: state.couponCode.trim().toUpperCase(), couponChecked: true, status: 'validating', error: null };
    case 'succeeded':
      return { ...state, status: 'success', data: action.data, couponChecked: true, error: null };
    case 'failed':
      return { ...state, status: 'failure', data: null, couponChecked: false, error: action.message };
    case 'unchecked':
      return { ...state, couponChecked: false, status: 'idle', data: null, error: null };
  }
}
