import { CSRF_HEADER } from '../contracts/account-routes';
import type { SessionReply, UserSignInBody } from '../contracts/account';
import type {
  HelpCentreQuery,
  HelpCentreReply,
  ImageUploadReply,
  InsuranceQuery,
  InsuranceReply,
  RaiseIssueBody,
  RaisedIssue,
  SelfServeIssuesQuery,
  SelfServeIssuesReply,
} from '../contracts/help';
import { helpRoutes, selfServeIssuePath } from '../contracts/help-routes';
import { getJson, refusal, type ApiClientOptions } from './http';
import { toQueryString } from './query-string';
import { sendJson } from './send-json';

const contract = () => import('../contracts/help');

/** GET helpCentreData: the help centre's questions and answers for a country and sign-in state. */
export function getHelpCentreData(options: ApiClientOptions, query: HelpCentreQuery): Promise<HelpCentreReply> {
  return getJson(options, helpRoutes.helpCentreData, query, () => contract().then((help) => help.helpCentreReplySchema));
}

/** GET moreInfoInsurance: what the stay insurance of a country covers. */
export function getMoreInfoInsurance(options: ApiClientOptions, query: InsuranceQuery): Promise<InsuranceReply> {
  return getJson(options, helpRoutes.moreInfoInsurance, query, () => contract().then((help) => help.insuranceReplySchema));
}

/** GET selfServe issues: what the signed-in guest can do about one of their bookings (401 signed out, 404 not theirs). */
export function getSelfServeIssues(options: ApiClientOptions, query: SelfServeIssuesQuery): Promise<SelfServeIssuesReply> {
  return getJson(options, helpRoutes.selfServeIssues, query, () => contract().then((help) => help.selfServeIssuesReplySchema));
}

/** GET one raised issue of the signed-in guest and its status. */
export function getSelfServeIssue(options: ApiClientOptions, issueId: number): Promise<RaisedIssue> {
  return getJson(options, selfServeIssuePath(issueId), {}, () => contract().then((help) => help.raisedIssueSchema));
}

/** POST selfServeRaiseIssue: 201 with the new issue. */
export function raiseSelfServeIssue(options: ApiClientOptions, body: RaiseIssueBody, csrfToken: string): Promise<RaisedIssue> {
  return sendJson(options, 'POST', helpRoutes.selfServeRaiseIssue, body, () => contract().then((help) => help.raisedIssueSchema), {
    headers: { [CSRF_HEADER]: csrfToken },
  });
}

/** POST selfServeSignIn: as userSignIn; the session cookie is set by the answer. */
export function selfServeSignIn(options: ApiClientOptions, body: UserSignInBody): Promise<SessionReply> {
  return sendJson(options, 'POST', helpRoutes.selfServeSignIn, body, () => import('../contracts/account').then((account) => account.sessionReplySchema));
}

/** POST yoImageUpload: the picture's bytes as they are (multipart, field `image`); 201 with the upload's id. */
export async function uploadYoImage(options: ApiClientOptions, image: Blob, fileName: string, csrfToken: string): Promise<ImageUploadReply> {
  const form = new FormData();
  form.append('image', image, fileName);
  const search = options.locale ? toQueryString({ locale: options.locale }) : '';
  const response = await (options.fetch ?? fetch)(`${options.baseUrl}${helpRoutes.yoImageUpload}${search ? `?${search}` : ''}`, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', ...options.headers, [CSRF_HEADER]: csrfToken },
    body: form,
  });
  const reply: unknown = await response.json().catch(() => null);
  if (!response.ok) throw await refusal(options, response, reply);
  return (await contract()).imageUploadReplySchema.parse(reply);
}
