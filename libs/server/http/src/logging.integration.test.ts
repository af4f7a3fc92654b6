import { describe, expect, it } from 'vitest';
import { apiOnFixture } from './testing/api-on-fixture';
import { bookingBody } from '@stays/server-booking/testing';
import { fixtureIds } from '@stays/server-catalogue/testing';

const lines: string[] = [];
const api = apiOnFixture({ logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } });

const secrets = { authorization: 'Bearer secret-token-123', cookie: 'token=secret-cookie-456' };

describe('structured logs', () => {
  it('log each request as one JSON line when it completes, without the guest’s credentials', async () => {
    lines.length = 0;
    await api.app.inject({
      method: 'GET',
      url: `/api/pwa/hotels/${fixtureIds.bagaBeach}?available_room_count[checkin]=2026-03-12&available_room_count[checkout]=2026-03-13`,
      headers: secrets,
    });
    const entries = lines.map(
      (line) => JSON.parse(line) as { msg?: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number },
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: expect.stringContaining(`/api/pwa/hotels/${fixtureIds.bagaBeach}?`) as unknown },
      res: { statusCode: 200 },
    });
    expect(entries[0]?.responseTime).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/secret-token-123|secret-cookie-456/);
  });

  it('log an unexpected failure with its error, still without credentials', async () => {
    lines.length = 0;
    await api.database.query('ALTER TABLE amenities RENAME TO amenities_away');
    try {
      const response = await api.app.inject({
        method: 'GET',
        url: `/api/pwa/hotels/${fixtureIds.bagaBeach}?available_room_count[checkin]=2026-03-12&available_room_count[checkout]=2026-03-13`,
        headers: secrets,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await api.database.query('ALTER TABLE amenities_away RENAME TO amenities');
    }
    const failure = lines.map((line) => JSON.parse(line) as { level: number; msg?: string; err?: { message: string } }).find((entry) => entry.level === 50);
    expect(failure?.msg).toBe('request failed');
    expect(failure?.err?.message).toMatch(/amenities/);
    expect(lines.join('\n')).not.toMatch(/secret-token-123|secret-cookie-456/);
  });
});

/** Matches `text` where it is not part of a longer run of letters and digits (a short secret can occur by chance inside a number). */
function asWholeToken(text: string): RegExp {
  return new RegExp(`(?<![0-9A-Za-z])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`);
}

function expectNoneLogged(secrets: readonly string[]): void {
  const log = lines.join('\n');
  for (const secret of secrets) expect(log, `a log line holds ${secret}`).not.toMatch(asWholeToken(secret));
}

interface ErrorLine {
  level: number;
  err?: { code?: string; detail?: string; message?: string };
}

describe('personal data in the logs of a failing database', () => {
  const guest = { first_name: 'Zenobia Quartermaine', phone: '9812764530', email: 'zenobia.quartermaine@example.org' };
  const secrets = ['Zenobia', 'Quartermaine', guest.phone, guest.email];
  const book = (key: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/pwa/createBooking',
      headers: { 'idempotency-key': key },
      payload: bookingBody({ checkin: '2026-03-15', checkout: '2026-03-16' }, guest),
    });

  it('a check constraint failing on the guest’s booking row logs the error without the row (PostgreSQL echoes it) or the SQL parameters', async () => {
    lines.length = 0;
    await api.database.query(`ALTER TABLE bookings ADD CONSTRAINT probe_refuses_guest CHECK (guest_email <> '${guest.email}') NOT VALID`);
    try {
      const response = await book('log-probe-check');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'something went wrong' });
    } finally {
      await api.database.query('ALTER TABLE bookings DROP CONSTRAINT probe_refuses_guest');
    }
    const failure = lines.map((line) => JSON.parse(line) as ErrorLine).find((entry) => entry.level === 50 && entry.err?.code === '23514');
    expect(failure?.err?.detail).toBeDefined();
    expectNoneLogged(secrets);
  });

  it('a unique key failing on the guest’s e-mail logs the key’s name, not its value', async () => {
    await api.database.query('CREATE UNIQUE INDEX probe_one_booking_per_email ON bookings (guest_email) WHERE guest_name = $$Zenobia Quartermaine$$');
    try {
      expect((await book('log-probe-unique-1')).statusCode).toBeLessThan(300);
      lines.length = 0;
      const second = await book('log-probe-unique-2');
      expect(second.statusCode).toBe(500);
    } finally {
      await api.database.query('DROP INDEX probe_one_booking_per_email');
    }
    const failure = lines.map((line) => JSON.parse(line) as ErrorLine).find((entry) => entry.level === 50 && entry.err?.code === '23505');
    expect(failure?.err?.detail).toMatch(/^Key \(guest_email\)=/);
    expectNoneLogged(secrets);
  });
});

describe('bearer codes in logged URLs', () => {
  it('logs neither the codes in paths (shared wishlists, quotations, hosted payment pages) nor those in queries', async () => {
    const codes = {
      wishlist: 'Wl7sharecodeQ4x9Zt2',
      quotation: 'Qt5xK9mZ2pLr8vN3bW6yH1cD',
      order: 'sbx_order_4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99',
      bookingToken: 'NV2603XYZ.tokEnV4lue9',
      token: 'Lnk8tokenQ2w3e4r5',
      resetToken: 'Rst9resetT0kenZ8',
      verificationToken: 'Vrf3verifyT0kenK7',
    };
    lines.length = 0;
    for (const url of [
      `/api/pwa/wishlist/${codes.wishlist}`,
      `/api/pwa/wishlist/${codes.wishlist}/`,
      `/api/pwa/quotations/${codes.quotation}`,
      `/api/pwa/sandbox-pay/${codes.order}`,
      `/api/pwa/booking-paid?bookingToken=${codes.bookingToken}&order_id=${codes.order}`,
      `/api/pwa/save-card/account-return?order_id=${codes.order}`,
      `/api/pwa/booking/NV2603XYZ?token=${codes.token}`,
      `/api/pwa/accountdetails?email_verification_token=${codes.verificationToken}`,
      `/reset-password?reset_password_token=${codes.resetToken}`,
    ]) {
      await api.app.inject({ method: 'GET', url });
    }
    expect(lines.length).toBeGreaterThanOrEqual(9);
    expectNoneLogged(Object.values(codes));
  });
});
