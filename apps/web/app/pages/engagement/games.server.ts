import { data, redirect } from 'react-router';
import { ApiRequestError, gameCategorySchema, getGames, getUserProfile, playGame, type GameCategory } from '@stays/api-client';
import { toShowPlayAndWin } from '@stays/brand-config';
import { serverApi } from '../../site/api.server';
import type { SiteContext } from '../../site/site-context';

function signIn(site: SiteContext, request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?retUrl=${encodeURIComponent(`${site.origin}${url.pathname}${url.search}`)}`);
}

function categoryOf(value: unknown): GameCategory | undefined {
  const parsed = gameCategorySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** /games: the signed-in guest's daily travel quiz, where the country offers Play and win (toShowPlayAndWin). */
export async function loadGamesPage(site: SiteContext, request: Request) {
  if (!toShowPlayAndWin(site.countryCode)) throw data(null, { status: 404 });
  const api = serverApi(site.locale, request);
  const viewer = await getUserProfile(api);
  if (!viewer.isLoggedIn || !viewer.csrf_token) throw signIn(site, request);
  try {
    return { games: await getGames(api, categoryOf(new URL(request.url).searchParams.get('category'))), csrfToken: viewer.csrf_token };
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode === 401) throw signIn(site, request);
    throw error;
  }
}

/** The quiz's form: every question answered, scored once a day. */
export async function submitGame(site: SiteContext, request: Request) {
  if (!toShowPlayAndWin(site.countryCode)) throw data(null, { status: 404 });
  const form = await request.formData();
  const category = categoryOf(form.get('category'));
  if (!category) throw data(null, { status: 400 });
  const answers: Record<string, number> = {};
  for (const id of form.getAll('question').map(String)) {
    const answer = form.get(`answer-${id}`);
    if (answer === null) return data({ error: 'answerAll' as const, result: null }, { status: 400 });
    answers[id] = Number(answer);
  }
  try {
    const result = await playGame(serverApi(site.locale, request), category, { answers }, String(form.get('csrf_token') ?? ''));
    return { error: null, result };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.statusCode === 401 || error.statusCode === 403)) throw signIn(site, request);
    if (error instanceof ApiRequestError && error.statusCode === 400) return data({ error: 'answerAll' as const, result: null }, { status: 400 });
    throw error;
  }
}
