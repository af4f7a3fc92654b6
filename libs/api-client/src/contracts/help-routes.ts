import { API_PREFIX } from '../routes';

/** Paths of the help calls (accounts-commerce §7 "Wishlist, rewards, referral, help, misc"). */
export const helpRoutes = {
  /** GET: the help centre's questions and answers for a country, signed in or not (qnaData). */
  helpCentreData: `${API_PREFIX}/helpCentreData`,
  /** GET: what the stay insurance covers and how to claim. */
  moreInfoInsurance: `${API_PREFIX}/moreInfoInsurance`,
  /** GET: the self-serve issues of one of the signed-in guest's bookings, the issues raised about it and its refund. */
  selfServeIssues: `${API_PREFIX}/selfServe/issues`,
  /** GET: one raised issue and where it has got to. */
  selfServeIssue: `${API_PREFIX}/selfServe/issues/:issueId`,
  /** POST: raise an issue about a booking, with the images uploaded for it. */
  selfServeRaiseIssue: `${API_PREFIX}/selfServeRaiseIssue`,
  /** POST: sign in from the help page (e-mail and password, or phone and code). */
  selfServeSignIn: `${API_PREFIX}/selfServeSignIn`,
  /** POST (multipart/form-data, one file in `image`): a picture for an issue about to be raised. */
  yoImageUpload: `${API_PREFIX}/yoImageUpload`,
} as const;

export function selfServeIssuePath(issueId: number): string {
  return helpRoutes.selfServeIssue.replace(':issueId', String(issueId));
}
