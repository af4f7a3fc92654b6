import type { MessageDescriptor } from 'react-intl';

/**
 * A sign-in form as the browser posts it itself, before hydration: where it goes (the login route's action), its
 * anti-forgery field, and the server's answer to the last post (the reason, the e-mail typed, which form it was).
 */
export interface PlainSignInPost {
  action: string;
  tokenField: string;
  token: string;
  error?: MessageDescriptor | null;
  email?: string;
  intent?: 'email' | 'phone';
}

/** The server's answer to a form the browser posted itself: done, or the reason. */
export interface PostedOutcome {
  done: boolean;
  error?: MessageDescriptor | null;
}

/** The default target of a sign-in form posted without one: the login page, which answers it. */
export const SIGN_IN_POST_PATH = '/login';

/** The hidden fields that say which form was posted and carry its anti-forgery token. */
export function PlainPostFields({ post, intent }: { post: PlainSignInPost | undefined; intent: 'email' | 'phone' }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {post ? <input type="hidden" name={post.tokenField} value={post.token} /> : null}
    </>
  );
}

/** The server's reason for refusing this form's last post, if it was this form. */
export function plainPostError(post: PlainSignInPost | undefined, intent: 'email' | 'phone'): MessageDescriptor | null {
  return post?.intent === intent ? (post.error ?? null) : null;
}
