import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createOrderBodySchema,
  payAtHotelBodySchema,
  payAtHotelReplySchema,
  paymentOptionsQuerySchema,
  paymentOptionsSchema,
  paymentRedirectSchema,
  paymentRoutes,
} from '@stays/api-client';
import { createOrder, payAtHotelInstead, paymentOptions } from '@stays/server-booking';
import { transactionalDatabase } from '@stays/server-core';
import type { ApiContext } from '../api-context';
import { bookingPhoneProof } from './booking-phone-proof';
import type { ApiPayments } from './payment-provider-setup';

/** payment/modes, createOrder (the prepaid booking payment by bookingToken) and payAtHotel (accounts-commerce §7). */
export function registerBookingPaymentOptionRoutes(app: FastifyInstance, context: ApiContext, payments: ApiPayments): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = () => transactionalDatabase(context.database);
  const provenBy = bookingPhoneProof(context);

  api.get(
    paymentRoutes.paymentOptions,
    {
      schema: {
        summary:
          'How a stay at a hotel (hotel_id, rooms) or a booking (booking_id with its token or phone) can be paid: at the property, and online with which modes.',
        querystring: paymentOptionsQuerySchema,
        response: { 200: paymentOptionsSchema },
      },
    },
    (request, reply) => {
      const { query } = request;
      if (query.booking_id === undefined) {
        return paymentOptions(database(), { hotel_id: query.hotel_id ?? 0, rooms: query.rooms, coupon_code: query.coupon_code }, true);
      }
      const proof = { booking_id: query.booking_id, token: query.token, user_phone: query.user_phone };
      return provenBy(request, reply, { bookingId: query.booking_id, token: query.token }, () => paymentOptions(database(), proof, true));
    },
  );
  api.post(
    paymentRoutes.createOrder,
    {
      schema: {
        summary: 'The prepaid booking payment: a payment order for a booking named by its bookingToken, for what is due or a part of at least the minimum.',
        body: createOrderBodySchema,
        response: { 200: paymentRedirectSchema },
      },
    },
    (request) => createOrder(database(), payments, request.body, context.now()),
  );
  api.post(
    paymentRoutes.payAtHotel,
    {
      schema: {
        summary: 'Pay an online booking still waiting for its first payment at the property instead (where the property allows it): confirmed at once.',
        body: payAtHotelBodySchema,
        response: { 200: payAtHotelReplySchema },
      },
    },
    (request, reply) =>
      provenBy(request, reply, { bookingId: request.body.invoice_no, token: request.body.token }, () =>
        payAtHotelInstead(database(), payments, request.body, context.now()),
      ),
  );
}
