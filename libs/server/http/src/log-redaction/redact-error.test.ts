import { describe, expect, it } from 'vitest';
import { errorForLog } from './redact-error';

/** A database error as PGlite and node-postgres throw it: an Error with PostgreSQL's fields on it. */
function databaseError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

const logged = (error: Error) => JSON.stringify(errorForLog(error));

describe('a database error as logged', () => {
  it('keeps the constraint and the key’s columns, not the values or the SQL parameters', () => {
    const error = databaseError('duplicate key value violates unique constraint "users_email_key"', {
      code: '23505',
      constraint: 'users_email_key',
      detail: 'Key (lower(email))=(asha@example.com) already exists.',
      query: 'INSERT INTO users (email, phone) VALUES ($1, $2)',
      params: ['asha@example.com', '9876543210'],
    });
    const entry = errorForLog(error);
    expect(entry).toMatchObject({
      code: '23505',
      constraint: 'users_email_key',
      detail: 'Key (lower(email))=([redacted]) already exists.',
      query: 'INSERT INTO users (email, phone) VALUES ($1, $2)',
    });
    expect(entry['message']).toBe('duplicate key value violates unique constraint "users_email_key"');
    expect(logged(error)).not.toMatch(/asha@example\.com|9876543210/);
  });

  it.each([
    ['Failing row contains (1, Asha Verma, asha@example.com, 9876543210).', 'Failing row contains ([redacted]).'],
    ['Key (user_id)=(42) is not present in table "users".', 'Key (user_id)=([redacted]) is not present in table "users".'],
    ['Token "asha" is invalid.', '[redacted]'],
  ])('detail %j → %j', (detail, expected) => {
    expect(errorForLog(databaseError('x', { code: '23514', detail }))).toMatchObject({ detail: expected });
  });

  it('hides the refused input a data exception quotes in its message and stack, and the context of where', () => {
    const error = databaseError('invalid input syntax for type integer: "+919876543210"', {
      code: '22P02',
      where: "unnamed portal parameter $1 = '+919876543210'",
      parameters: ['+919876543210'],
    });
    expect(logged(error)).not.toContain('9876543210');
    expect(errorForLog(error)).toMatchObject({ message: 'invalid input syntax for type integer: "[redacted]"', where: '[redacted]' });
  });

  it('keeps the names in the message of any other error, and hides the params line drizzle writes into its message', () => {
    expect(errorForLog(databaseError('relation "amenities" does not exist', { code: '42P01' }))).toMatchObject({
      message: 'relation "amenities" does not exist',
    });
    const drizzle = new Error('Failed query: select * from users where email = $1\nparams: asha@example.com', {
      cause: databaseError('boom', { code: '57014' }),
    });
    expect(logged(drizzle)).not.toContain('asha@example.com');
    expect(logged(drizzle)).toContain('Failed query: select * from users where email = $1');
  });

  it('passes what is not an error as it is', () => {
    const notAnError = { reason: 'text' } as unknown as Error;
    expect(errorForLog(notAnError)).toBe(notAnError);
  });
});
