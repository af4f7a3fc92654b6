import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserProfile, type ApiClientOptions, type CurrentUserReply } from '@stays/api-client';

export const currentUserKey = ['account', 'currentUser'] as const;

export function currentUserQuery(options: ApiClientOptions) {
  return queryOptions({ queryKey: currentUserKey, queryFn: ({ signal }) => getUserProfile(options, signal), staleTime: 60_000 });
}

const SIGNED_OUT: CurrentUserReply = { isLoggedIn: false, user: null, csrf_token: null };

/** Who is signed in on this browser (a guest until the answer arrives). */
export function useCurrentUser(options: ApiClientOptions): { data: CurrentUserReply; isPending: boolean } {
  const query = useQuery(currentUserQuery(options));
  return { data: query.data ?? SIGNED_OUT, isPending: query.isPending };
}
