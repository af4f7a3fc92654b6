import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserProfile, type ApiClientOptions, type CurrentUserReply } from '@stays/api-client';
import { useMayBeSignedIn } from './session-presence';

export const currentUserKey = ['account', 'currentUser'] as const;

function currentUserQuery(options: ApiClientOptions) {
  return queryOptions({ queryKey: currentUserKey, queryFn: ({ signal }) => getUserProfile(options, signal), staleTime: 60_000 });
}

const SIGNED_OUT: CurrentUserReply = { isLoggedIn: false, user: null, csrf_token: null };

/**
 * Who is signed in on this browser (a guest until the answer arrives). Without a session cookie nobody is, and
 * nothing is asked: an anonymous page loads neither the call nor its contract.
 */
export function useCurrentUser(options: ApiClientOptions): { data: CurrentUserReply; isPending: boolean } {
  const mayBeSignedIn = useMayBeSignedIn();
  const query = useQuery({ ...currentUserQuery(options), enabled: mayBeSignedIn });
  return { data: query.data ?? SIGNED_OUT, isPending: mayBeSignedIn && query.isPending };
}
