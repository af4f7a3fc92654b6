import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyError } from 'fastify';
import type { Database } from '@stays/server-db';
import { createTestDatabase } from '@stays/server-db/testing';
import { toErrorBody } from './error-body';

// The safety net of security issue 17: input the contracts should have refused, but that reached the database and
// was refused there as data (SQLSTATE class 22), is a client error, not a 500 — and its message, which quotes the
// value, is not passed on. The fuzz test is what proves the contracts refuse it first.
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function refusalOf(sql: string, params: unknown[] = []): Promise<FastifyError> {
  try {
    await database.query(sql, params);
  } catch (error) {
    return error as FastifyError;
  }
  throw new Error(`the database took ${sql}`);
}

describe('a value the database refuses as data is a 400 INVALID_VALUE that quotes nothing', () => {
  it.each([
    ['22P02 invalid text representation', 'SELECT $1::int', ['secret-not-a-number']],
    ['22003 numeric value out of range', 'SELECT $1::int', ['2147483648']],
    ['22021 a character not in UTF-8 (NUL)', 'SELECT $1::text', ['secret\u0000']],
    ['22007 invalid datetime format', 'SELECT $1::date', ['secret-date']],
    ['22008 datetime field overflow', 'SELECT $1::date', ['2026-13-01']],
  ])('%s', async (_case, sql, params) => {
    const body = toErrorBody(await refusalOf(sql, params));
    expect(body).toEqual({ statusCode: 400, code: 'INVALID_VALUE', message: 'a value of the request is not one the service can store or read' });
  });

  it('any other database failure is still a 500 INTERNAL_ERROR', async () => {
    expect(toErrorBody(await refusalOf('SELECT * FROM no_such_table'))).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
  });
});
