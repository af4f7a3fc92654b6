import { useEffect, useState } from 'react';
import { ApiRequestError, validateCoupon, type ApiClientOptions, type CouponQuote } from '@stays/api-client';
import { quotationFor, type BookableStay } from '../../utils/bookable-stay';

export type SummaryCoupon =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; quote: CouponQuote }
  | { status: 'refused'; code: string; message: string };

/**
 * The coupon the hotel page applied, carried into the booking summary: checked again with validatecoupon for the room
 * chosen here (the same call and figures as the hotel page), dropped when the guest removes it. A guest who is not
 * signed in has none (coupons are for signed-in guests, guest-journey §6).
 */
export function useSummaryCoupon(options: {
  stay: BookableStay;
  categoryId: number | null;
  api: ApiClientOptions;
  csrfToken: string | null;
  failedText: string;
}) {
  const { stay, categoryId, api, csrfToken, failedText } = options;
  const [code, setCode] = useState<string | null>(stay.couponCode ? stay.couponCode.trim().toUpperCase() : null);
  const [coupon, setCoupon] = useState<SummaryCoupon>({ status: 'none' });

  useEffect(() => {
    if (!code || !csrfToken || categoryId === null) {
      setCoupon({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    setCoupon({ status: 'checking', code });
    const body = {
      code,
      hotel_id: stay.hotelId,
      room_category_id: categoryId,
      checkin: stay.checkin,
      checkout: stay.checkout,
      rooms_config: stay.roomsConfig ?? `1,${Math.max(1, stay.guests)},0,0,0`,
      ...(stay.dealId !== undefined ? { deal_id: stay.dealId } : {}),
      ...quotationFor(stay, categoryId),
    };
    validateCoupon(api, body, csrfToken, controller.signal).then(
      (quote) => setCoupon({ status: 'applied', code, quote }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // "Coupon failure shows the server's error message" (guest-journey §8).
        setCoupon({ status: 'refused', code, message: error instanceof ApiRequestError ? error.message : failedText });
      },
    );
    return () => controller.abort();
  }, [api, categoryId, code, csrfToken, failedText, stay.checkin, stay.checkout, stay.guests, stay.hotelId, stay.roomsConfig]);

  return { coupon, remove: () => setCode(null) };
}
