import { API_PREFIX, CSRF_HEADER, SESSION_COOKIE } from '@stays/api-client';
import { ALL_TAGS } from './call-groups';
import { OUTSIDE_CALLS } from './outside-calls';
import { packageVersion } from './package-version';

/** The security schemes a call may name: the session cookie and the anti-forgery header that goes with it. */
const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session, set (HttpOnly, SameSite=Lax) by the sign-in calls (userSignIn, authenticate, userSignUp, slVerify) and cleared by userSignOut. ' +
      'Calls of a signed-in guest answer 401 UNAUTHORIZED without it.',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description:
      'The anti-forgery token of the session: the `csrf_token` field of the sign-in reply (and of userProfile). ' +
      'Every state-changing call made with the session cookie sends it; without it the call answers 403 CSRF_TOKEN_INVALID.',
  },
} as const;

const DESCRIPTION = [
  'The booking API of Nivaas (hotels, India) and Dunelight Homes (holiday homes, Europe and India): search, hotel details, ',
  'availability, quotations, bookings, payments, accounts, wallet and wishlists. Every call is under `',
  API_PREFIX,
  '` on the host of the site it serves (the brand and country come from the host).\n\n',
  'Errors always answer `{ statusCode, code, message }` (the `ApiError` schema); a 429 carries `Retry-After`. ',
  'createBooking takes an `Idempotency-Key` header: the same key answers the first booking again, never a second one. ',
  'The partner guide (docs/partners.md in the repository) explains sign-in, CSRF, idempotency, errors and rate limits.\n\n',
  '## Not answered by this API\n\n',
  ...OUTSIDE_CALLS.map(({ call, why }) => `- **${call}**: ${why}.\n`),
].join('');

/** The document's fixed part: version 3.1, info (version from package.json), servers, tags, security schemes. */
export function openApiDefinition() {
  return {
    openapi: '3.1.0',
    info: { title: 'Nivaas and Dunelight Homes booking API', version: packageVersion(), description: DESCRIPTION },
    servers: [
      { url: '/', description: 'The site this document is served from (each brand and country host serves the same API)' },
      { url: 'http://localhost:4200', description: 'Nivaas hotels (development: the web server proxies the API)' },
      { url: 'http://homes.localhost:4200', description: 'Dunelight Homes (development)' },
    ],
    tags: ALL_TAGS.map(({ name, description }) => ({ name, description })),
    components: { securitySchemes: SECURITY_SCHEMES },
  };
}
