import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageShell } from '../components/PageShell';
import { GamesPage } from '../pages/engagement/GamesPage';
import { loadGamesPage, submitGame } from '../pages/engagement/games.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

export async function loader({ request }: LoaderFunctionArgs) {
  return loadGamesPage(resolveSiteContext(request), request);
}

export async function action({ request }: ActionFunctionArgs) {
  return submitGame(resolveSiteContext(request), request);
}

export const meta: MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

/** /games (accounts-commerce §3 "Game"): the daily travel quiz with category leaderboards, for signed-in guests. */
export default function Games() {
  const site = useRequiredSite();
  const { games, csrfToken } = useLoaderData<typeof loader>();
  const played = useActionData<typeof action>();
  return (
    <PageShell site={site}>
      <GamesPage games={games} csrfToken={csrfToken} result={played?.result ?? null} error={played?.error ?? null} />
    </PageShell>
  );
}
