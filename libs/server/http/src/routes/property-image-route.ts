import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoutes, queryInt } from '@stays/api-client';
import { findPropertyType } from '@stays/server-catalogue';
import type { ApiContext } from '../api-context';
import { propertySvg } from '../images/property-svg';
import { ServiceError } from '@stays/server-core';

const paramsSchema = z.object({
  propertyId: queryInt.positive(),
  index: z.string().regex(/^\d{1,3}\.svg$/, 'expected a picture number followed by .svg'),
});

export function registerPropertyImageRoute(app: FastifyInstance, context: ApiContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(apiRoutes.propertyImage, { schema: { params: paramsSchema } }, async (request, reply) => {
    const { propertyId, index } = request.params;
    const propertyType = await findPropertyType(context.database, propertyId);
    if (!propertyType) throw new ServiceError(404, 'NOT_FOUND', `no property ${propertyId}`);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(propertySvg(propertyId, Number.parseInt(index, 10), propertyType));
  });
}
