import Fastify, { type RouteOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { openApiDefinition } from './openapi-definition';
import { describeOperation, documentSchemas } from './describe-operation';

/** What the document needs of a route: the same fields Fastify's onRoute hook hands over. */
export type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema'>;

/**
 * The OpenAPI 3.1 document of `routes`, generated from their zod schemas by @fastify/swagger and
 * fastify-type-provider-zod's transform. The routes are declared again, without handlers, on a Fastify instance of
 * the document's own: the API registers its routes synchronously, before any plugin (@fastify/swagger included)
 * could have loaded and seen them.
 */
export async function buildOpenApiDocument(routes: readonly DocumentedRoute[]): Promise<Record<string, unknown>> {
  const documentApp = Fastify({ logger: false });
  documentApp.setValidatorCompiler(validatorCompiler);
  documentApp.setSerializerCompiler(serializerCompiler);
  const zodTransform = createJsonSchemaTransform({ schemaRegistry: documentSchemas });
  await documentApp.register(fastifySwagger, {
    openapi: openApiDefinition(),
    transform: (input) => zodTransform({ ...input, schema: describeOperation(input.url, input.schema) }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: documentSchemas }),
  });
  for (const route of routes) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      documentApp.route({ method, url: route.url, schema: route.schema ?? {}, handler: async () => null });
    }
  }
  await documentApp.ready();
  try {
    return JSON.parse(JSON.stringify(documentApp.swagger())) as Record<string, unknown>;
  } finally {
    await documentApp.close();
  }
}
