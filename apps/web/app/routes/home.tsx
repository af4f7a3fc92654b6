import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadHome } from '../pages/home.server';
import { HomePage } from '../pages/HomePage';
import { pageMeta } from '../site/meta';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

export async function loader({ request }: LoaderFunctionArgs) {
  return loadHome(resolveSiteContext(request), null);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Home() {
  return <HomePage site={useRequiredSite()} data={useLoaderData<typeof loader>()} />;
}
