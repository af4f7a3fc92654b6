import type { LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, SESSION_COOKIE } from '@stays/api-client';
import { csrfTokenFor, startSession } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { creditWalletFixture, membershipFixture } from '@stays/server-wallet/testing';

/** A consumer with wallet money and a wizard membership, a travel agent, or a new guest with neither (who may buy one). */
export type FuzzAccount = 'consumer' | 'travel_agent' | 'new_guest';

interface Session {
  token: string;
  headers: Record<string, string>;
}

/**
 * Signed-in guests for the fuzz: a consumer with wallet money and a wizard membership, and a travel agent (who may
 * create quotations). A request that ends its session (sign-out, account deletion, a 401) gets a new account next time,
 * so the rest of the run is still signed in.
 */
export class FuzzSessions {
  private readonly sessions = new Map<FuzzAccount, Session>();
  private sequence = 0;

  constructor(
    private readonly database: () => Database,
    private readonly secret: string,
    private readonly now: Date,
  ) {}

  /** Every session's cookie and anti-forgery token: an error message must never show them. */
  readonly secrets: string[] = [];

  async headers(account: FuzzAccount): Promise<Record<string, string>> {
    const session = this.sessions.get(account) ?? (await this.start(account));
    return session.headers;
  }

  /** After a signed-in request: forget the session when the answer ended it. */
  settle(account: FuzzAccount, response: LightMyRequestResponse): void {
    const cookies = [response.headers['set-cookie'] ?? []].flat();
    const cleared = cookies.some(
      (cookie) => cookie.startsWith(`${SESSION_COOKIE}=;`) || (cookie.startsWith(`${SESSION_COOKIE}=`) && /Max-Age=0/i.test(cookie)),
    );
    if (cleared || response.statusCode === 401) this.sessions.delete(account);
  }

  private async start(account: FuzzAccount): Promise<Session> {
    this.sequence += 1;
    const database = this.database();
    const phone = `98200${String(this.sequence).padStart(5, '0')}`;
    const [user] = await database.query<{ id: number }>(
      `INSERT INTO users (country_code, phone, phone_verified, email, email_verified, first_name, user_status, account_type)
       VALUES ('+91', $1, true, $2, true, 'Fuzz', 'VERIFIED', $3) RETURNING id`,
      [phone, `fuzz.${this.sequence}@example.com`, account === 'travel_agent' ? 'travel_agent' : 'consumer'],
    );
    const userId = user?.id ?? 0;
    if (account === 'consumer') {
      await creditWalletFixture(database, userId, 500_000, 'INR', this.now);
      await membershipFixture(database, userId, this.now);
    }
    const { token } = await startSession(database, { userId, loginType: 'otp', previousToken: null }, this.now);
    const csrf = csrfTokenFor(this.secret, token);
    this.secrets.push(token, csrf);
    const session = { token, headers: { cookie: `${SESSION_COOKIE}=${token}`, [CSRF_HEADER]: csrf } };
    this.sessions.set(account, session);
    return session;
  }
}
