import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ChangeLanguagePage } from '../pages/ChangeLanguagePage';
import { changeLanguageLoader } from '../pages/change-language.server';
import { pageMeta } from '../site/meta';

export const loader = ({ request }: LoaderFunctionArgs) => changeLanguageLoader(request);

// A page of the guest's own settings: nothing for search engines to list.
export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [...pageMeta(loaderData?.meta), { name: 'robots', content: 'noindex' }];

export default function ChangeLanguage() {
  const { returnPath, unknownLocale } = useLoaderData<typeof loader>();
  return <ChangeLanguagePage returnPath={returnPath} unknownLocale={unknownLocale} />;
}
