import { parse } from 'cookie';

/** The value of one cookie of the guest's request, or undefined; a value that is not valid percent-encoding is kept as sent. */
export function requestCookie(request: Request, name: string): string | undefined {
  return parse(request.headers.get('cookie') ?? '')[name];
}
