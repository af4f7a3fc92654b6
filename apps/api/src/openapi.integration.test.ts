import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import SwaggerParser from '@apidevtools/swagger-parser';
import { API_DOCS_PATH, OPENAPI_DOCUMENT_PATH, buildApiServer } from '@stays/server-http';
import type { Database } from '@stays/server-db';
import { createTestDatabase } from '@stays/server-db/testing';

const COMMITTED_DOCUMENT = resolve(import.meta.dirname, '../openapi.json');
const REWRITE_COMMAND = 'npm run openapi';

type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, unknown>> };

let database: Database;
let app: FastifyInstance;
const registered: RouteOptions[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = buildApiServer({ database, logger: false, onRoute: (route) => registered.push(route) });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function servedDocument(): Promise<OpenApiDocument> {
  const answer = await app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  return answer.json<OpenApiDocument>();
}

describe('the OpenAPI document', () => {
  it('is the one committed in apps/api/openapi.json', async () => {
    const committed: unknown = JSON.parse(await readFile(COMMITTED_DOCUMENT, 'utf8'));
    expect(await servedDocument(), `apps/api/openapi.json is not the document the API serves: run \`${REWRITE_COMMAND}\` and commit it`).toEqual(committed);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await servedDocument();
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences the document it is given: a copy keeps the served one intact.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('documents every route the API registers, with its method', async () => {
    const { paths } = await servedDocument();
    const documented = new Set(
      Object.entries(paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)),
    );
    const expected = registered
      .filter((route) => !route.schema?.hide)
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`))
      .filter((operation) => !operation.startsWith('HEAD '));
    expect(expected.length).toBeGreaterThan(50);
    expect(expected.filter((operation) => !documented.has(operation))).toEqual([]);
  });

  it('documents a call with its zod contract: parameters, body, reply, error body and call group', async () => {
    const { paths } = await servedDocument();
    const createBooking = paths['/api/pwa/createBooking']?.['post'] as {
      tags: string[];
      parameters: { in: string; name: string; required: boolean }[];
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    };
    expect(createBooking.tags).toEqual(['Bookings']);
    expect(createBooking.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }));
    expect(Object.keys(createBooking.requestBody.content['application/json']?.schema.properties ?? {})).toContain('booking');
    expect(createBooking.responses['default']?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    const search = paths['/api/pwa/search']?.['get'] as { parameters: { in: string; name: string }[] };
    expect(search.parameters.filter((parameter) => parameter.in === 'query').length).toBeGreaterThan(5);
  });
});

describe('the reference page', () => {
  it('answers HTML that loads its scripts from the API itself, under a policy that allows only them', async () => {
    const page = await app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).toMatch(new RegExp(`^${API_DOCS_PATH}/`));
      expect((await app.inject({ method: 'GET', url: script })).statusCode).toBe(200);
    }
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toMatch(/https?:/);
  });

  it('leaves every other answer under the API policy that runs nothing', async () => {
    const cities = await app.inject({ method: 'GET', url: '/api/pwa/cities' });
    expect(cities.headers['content-security-policy']).toMatch(/^default-src 'none';/);
    expect(cities.headers['content-security-policy']).not.toContain('script-src');
  });
});
