import type { ApiClientOptions } from '@stays/api-client';

export interface StoryReply {
  status: number;
  body: unknown;
}

/** A refusal as the API words it ({ statusCode, code, message }). */
export const refused = (status: number, code: string, message = code): StoryReply => ({ status, body: { statusCode: status, code, message } });

/**
 * An API for account stories: each call answers what `replies` holds for its path (the last part, e.g. 'userSignIn'),
 * after a short wait so the pending state shows; a call it does not list stays on its way.
 */
export function storyAccountApi(replies: Record<string, StoryReply>): ApiClientOptions {
  return {
    baseUrl: '',
    fetch: (async (input: string | URL | Request) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const reply = replies[path.slice(path.lastIndexOf('/') + 1)];
      if (!reply) return new Promise<Response>(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 400));
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  };
}
