import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffDashboardQuerySchema, staffDashboardReplySchema, staffRoutes, type ApiError } from '@stays/api-client';
import { requireUser, sessionUserOf } from '@stays/server-accounts';
import { dashboardPeriod, hasStaffRole, readStaffDashboard } from '@stays/server-analytics';
import type { ApiContext } from '../api-context';

const NOT_STAFF: ApiError = { statusCode: 403, code: 'STAFF_ONLY', message: 'This page is for the site team: your account has no staff role.' };

/**
 * GET staff/dashboard: the site team's read-only view of the stored analytics events. Signed out: 401; signed in
 * without the `dashboard_viewer` staff role: 403 STAFF_ONLY. A guest's account never gets the role through any call.
 */
export function registerStaffDashboardRoutes(app: FastifyInstance, context: ApiContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    staffRoutes.dashboard,
    {
      schema: {
        summary: 'For the site team: page views by page type and brand, the booking funnel and web vitals p75 per route, over at most 92 days',
        querystring: staffDashboardQuerySchema,
        response: { 200: staffDashboardReplySchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      preHandler: requireUser(context),
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (!(await hasStaffRole(context.database, sessionUserOf(request).userId, 'dashboard_viewer'))) return reply.code(403).send(NOT_STAFF);
      const period = dashboardPeriod(request.query, context.now());
      return readStaffDashboard(context.database, period, request.query.brand ?? null);
    },
  );
}
