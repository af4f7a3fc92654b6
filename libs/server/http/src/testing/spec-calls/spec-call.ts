import type { FuzzAccount } from '../fuzz/fuzz-sessions';
import type { RouteExample } from '../fuzz/mutate-example';
import type { FuzzSeeds } from '../fuzz/fixture-hints';
import type { Database } from '@stays/server-db';

/** A request of a call: a route example, and headers where the call asks for them (an idempotency key). */
export interface SpecRequest extends RouteExample {
  headers?: Record<string, string>;
  /** A body sent as is (a multipart form), with its content type, instead of JSON. */
  raw?: { payload: Buffer; contentType: string };
}

/** What a call's request may need that only a running API gives: the seeded bookings, the outbox, calls made first. */
export interface SpecCallContext {
  readonly seeds: FuzzSeeds;
  readonly database: Database;
  /** Another call made first (e.g. asking for a one-time code before signing in with it); its JSON reply. */
  call(method: string, url: string, request: SpecRequest, signedIn?: FuzzAccount): Promise<unknown>;
  /** A key no other request of the run sends. */
  uniqueKey(): string;
}

interface CallOfTheSpec {
  /** The spec's own words that name the call: they must appear, as written, in a line of its §7. */
  says: string;
}

/** A call the API answers: its route as Fastify registers it (`METHOD /path/:param`) and a request it succeeds with. */
export interface BuiltCall extends CallOfTheSpec {
  route: string;
  /** The request: an index into the route's examples (route-examples.ts, default 0), one of its own, or one made by calling first. */
  example?: number | SpecRequest | ((context: SpecCallContext) => Promise<SpecRequest>);
  signedIn?: FuzzAccount;
  /** The status of success, when it is not 200. */
  status?: number;
  /** A proxy's call: the route whose documented reply it passes through. */
  repliesAs?: string;
}

/**
 * A call the API answers whose success needs a party this test does not run (an OpenID provider's sign-in pages): the
 * integration test that proves it against the real local provider.
 */
export interface ProvenElsewhereCall extends CallOfTheSpec {
  route: string;
  provenBy: string;
}

/** A call of the spec's original product that is not ours to answer (a third party's); the API document says so. */
export interface InternalCall extends CallOfTheSpec {
  internal: string;
}

/** A call not answered yet: the issue that builds it. Once a route answers it, it must move to the built calls. */
export interface PendingCall extends CallOfTheSpec {
  pending: string;
}

export type SpecCall = BuiltCall | ProvenElsewhereCall | InternalCall | PendingCall;
