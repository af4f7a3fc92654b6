import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readOutbox } from '@stays/server-notifications';
import type { Database } from '@stays/server-db';

/** A browser for the account tests: keeps the session cookie and the anti-forgery token like the web app does. */
export class AccountTestBrowser {
  cookie: string | null = null;
  csrf: string | null = null;

  constructor(
    private readonly app: () => FastifyInstance,
    /** The guest's address (X-Forwarded-For through the web server's proxy). */
    readonly address: string,
  ) {}

  async call(method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const response = await this.app().inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: {
        'x-forwarded-for': this.address,
        ...(this.cookie ? { cookie: `token=${this.cookie}` } : {}),
        ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}),
        ...headers,
      },
    });
    const setCookie = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('token='));
    if (setCookie) this.cookie = /Max-Age=0/.test(setCookie) ? null : (setCookie.slice('token='.length).split(';')[0] ?? null);
    const body = String(response.headers['content-type'] ?? '').includes('json') ? (response.json() as { csrf_token?: unknown }) : null;
    if (body && typeof body.csrf_token === 'string') this.csrf = body.csrf_token;
    return response;
  }
}

/** The latest OTP the outbox holds for a phone ("+91…"), as the guest reads it from the SMS. */
export async function latestOtp(database: Database, phone: string): Promise<string> {
  const [sms] = await readOutbox(database, phone);
  const otp = sms?.payload['otp'];
  if (typeof otp !== 'string') throw new Error(`no OTP was sent to ${phone}`);
  return otp;
}
