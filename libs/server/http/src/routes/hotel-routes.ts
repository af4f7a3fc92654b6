import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiRoutes,
  availabilityQuerySchema,
  availabilitySchema,
  calendarViewQuerySchema,
  calendarViewSchema,
  hotelReviewsParamsSchema,
  hotelReviewsQuerySchema,
  hotelReviewsSchema,
  similarHotelsQuerySchema,
  similarHotelsResponseSchema,
} from '@stays/api-client';
import { getAvailability, getCalendarView, getHotelReviews, getSimilarHotels } from '@stays/server-catalogue';
import type { ApiContext } from '../api-context';
import { withPreAppliedCoupons } from './pre-apply-coupon';

/** The hotel page's calls of guest-journey §7: availability (and its calendar view), similar hotels, reviews. */
export function registerHotelRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database, catalogueIndex } = context;

  // One path, two answers: request_type=calendar_view asks for the calendar, no request_type for room availability.
  // Told apart by request_type, a calendar query that is not valid is refused, not answered as availability.
  api.get(
    apiRoutes.availability,
    {
      schema: {
        querystring: z.discriminatedUnion('request_type', [
          calendarViewQuerySchema,
          availabilityQuerySchema.extend({ request_type: z.undefined().optional() }),
        ]),
        response: { 200: z.union([calendarViewSchema, availabilitySchema]) },
      },
    },
    async (request) => {
      if (request.query.request_type === 'calendar_view') return getCalendarView(database, request.query, context.now(), catalogueIndex);
      const availability = await getAvailability(database, request.query, context.now(), catalogueIndex);
      if (!request.query.pre_apply_coupon_switch) return availability;
      const [withCoupon] = await withPreAppliedCoupons(database, [availability], (reply) => reply.hotel_id, context.now());
      return withCoupon ?? availability;
    },
  );

  api.get(apiRoutes.similarHotels, { schema: { querystring: similarHotelsQuerySchema, response: { 200: similarHotelsResponseSchema } } }, (request) =>
    getSimilarHotels(database, request.query, context.now()),
  );

  api.get(
    apiRoutes.hotelReviews,
    { schema: { params: hotelReviewsParamsSchema, querystring: hotelReviewsQuerySchema, response: { 200: hotelReviewsSchema } } },
    (request) => getHotelReviews(database, request.params.hotelId, request.query),
  );
}
