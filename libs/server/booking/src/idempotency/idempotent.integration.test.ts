import { describe, expect, it } from 'vitest';
import { useBookingDatabase } from '../testing/booking-database';
import { idempotent } from './idempotent';
import { transactionalDatabase } from '@stays/server-core';

const database = useBookingDatabase();

async function run(key: string, body: unknown, answer: number) {
  return transactionalDatabase(database()).transaction((tx) => idempotent(tx, { scope: 'test', key, body }, async () => ({ status: 201, body: { answer } })));
}

describe('an idempotent call', () => {
  it('runs once per key and replays the first answer', async () => {
    expect(await run('k1', { a: 1 }, 1)).toEqual({ status: 201, body: { answer: 1 }, replayed: false });
    expect(await run('k1', { a: 1 }, 2)).toEqual({ status: 201, body: { answer: 1 }, replayed: true });
  });

  it('refuses the same key with another body', async () => {
    await run('k2', { a: 1 }, 1);
    await expect(run('k2', { a: 2 }, 2)).rejects.toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('refuses the same key and body from another caller, and replays it for the same one', async () => {
    const asCaller = (caller: string | undefined, answer: number) =>
      transactionalDatabase(database()).transaction((tx) =>
        idempotent(tx, { scope: 'test', key: 'k5', caller, body: { a: 1 } }, async () => ({ status: 201, body: { answer } })),
      );
    expect(await asCaller('user:1', 1)).toEqual({ status: 201, body: { answer: 1 }, replayed: false });
    for (const other of ['user:2', 'address:203.0.113.9', undefined])
      await expect(asCaller(other, 2)).rejects.toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await asCaller('user:1', 3)).toEqual({ status: 201, body: { answer: 1 }, replayed: true });
  });

  it('leaves no key behind when the first attempt fails, so a retry runs', async () => {
    await expect(
      transactionalDatabase(database()).transaction((tx) =>
        idempotent(tx, { scope: 'test', key: 'k3', body: {} }, async () => {
          throw new Error('refused');
        }),
      ),
    ).rejects.toThrow('refused');
    expect(await run('k3', {}, 3)).toEqual({ status: 201, body: { answer: 3 }, replayed: false });
  });

  it('keeps keys of different scopes apart', async () => {
    await run('k4', {}, 4);
    const other = await transactionalDatabase(database()).transaction((tx) =>
      idempotent(tx, { scope: 'other', key: 'k4', body: {} }, async () => ({ status: 200, body: { answer: 5 } })),
    );
    expect(other).toEqual({ status: 200, body: { answer: 5 }, replayed: false });
  });
});
